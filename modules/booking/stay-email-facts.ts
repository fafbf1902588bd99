import { and, eq, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { payments, rentalUnits, siteBookingSettings, siteContent, stays, user, userSites } from "../../db/schema.ts";
import { isSiteLang, SITE_LANGUAGES, type SiteLang, type SiteText, textIn } from "../i18n/site-languages.ts";
import { myBookingPath, sitePath } from "../i18n/site-route-table.ts";
import { dayText, partyText } from "../messaging/booking-values.ts";
import type { SiteCurrency } from "../pricing/currencies.ts";
import { type SiteAddressing, siteUrl } from "../sites/site-url.ts";

/**
 * What every email about a stay is written from (its booking emails, its payment emails):
 * the stay, its site and owner, the unit, the property's clock and currency, and the
 * languages the site speaks, read in the caller's transaction. Null for another site's stay.
 */
export async function loadStayEmailFacts(tx: Database, siteId: string, stayId: string) {
  const [row] = await tx
    .select({
      stay: stays,
      site: { name: userSites.siteName, subdomain: userSites.subdomain, customDomain: userSites.customDomain },
      owner: { id: user.id, name: user.name, email: user.email, lang: user.lang },
      unit: { name: rentalUnits.name, houseRules: rentalUnits.houseRules },
      bank: {
        holder: siteBookingSettings.bankAccountHolder,
        iban: siteBookingSettings.bankIban,
        bic: siteBookingSettings.bankBic,
      },
      timeZone: siteBookingSettings.timeZone,
      currency: siteBookingSettings.currency,
      languages: sql<unknown>`${siteContent.published} -> 'languages'`,
    })
    .from(stays)
    .innerJoin(userSites, eq(userSites.id, stays.siteId))
    .innerJoin(user, eq(user.id, userSites.userId))
    .innerJoin(rentalUnits, eq(rentalUnits.id, stays.unitId))
    .leftJoin(siteBookingSettings, eq(siteBookingSettings.siteId, stays.siteId))
    .leftJoin(siteContent, eq(siteContent.siteId, stays.siteId))
    .where(and(eq(stays.id, stayId), eq(stays.siteId, siteId)))
    .limit(1);
  return row ?? null;
}

/** Whether the stay is paid online: its ledger holds a payment through a provider (not only what the owner recorded). */
export async function paysOnline(tx: Database, siteId: string, stayId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.siteId, siteId), eq(payments.stayId, stayId), ne(payments.provider, "owner")))
    .limit(1);
  return row !== undefined;
}

export type StayEmailFacts = NonNullable<Awaited<ReturnType<typeof loadStayEmailFacts>>>;

/** The site's main language and the others it offers, from its published content (Dutch when unreadable). */
function siteLanguagesOf(stored: unknown): { main: SiteLang; offered: SiteLang[] } {
  const value = (typeof stored === "object" && stored !== null ? stored : {}) as { main?: unknown; others?: unknown };
  const main = isSiteLang(value.main) ? value.main : "nl";
  const others = Array.isArray(value.others) ? value.others.filter(isSiteLang) : [];
  return { main, offered: SITE_LANGUAGES.filter((lang) => lang === main || others.includes(lang)) };
}

/** Where the owner opens one stay (the booking calendar's page of it, app/routes). */
export function ownerStayUrl(origin: string, stayId: string): string {
  return new URL(`/dashboard/booking-calendar/stays/${stayId}`, origin).href;
}

/** The stay's emails' common ground, worked out once from its facts. */
export type StayEmailContext = {
  main: SiteLang;
  /** The language the guest booked in (the site's main language when unknown): their emails are in it. */
  guestLang: SiteLang;
  timeZone: string;
  currency: SiteCurrency;
  siteName: string;
  /** The site's home page in the guest's language where the site still offers it. */
  homeUrl: string;
  /** The guest's own booking page (its secret token in the link); empty for a stay without one. */
  bookingUrl: string;
  /** The stay in the owner's booking calendar. */
  ownerUrl: string;
  /** The stay as an email lists it, in a language: reference, unit, dates, party. */
  stayIn(lang: SiteLang): { reference: string; unit: string; checkIn: string; checkOut: string; guests: string };
};

export function stayEmailContext(facts: StayEmailFacts, addressing: SiteAddressing): StayEmailContext {
  const { stay, site, unit } = facts;
  const { main, offered } = siteLanguagesOf(facts.languages);
  const guestLang = isSiteLang(stay.lang) ? stay.lang : main;
  // The links open the site in the guest's language when the site (still) offers it, else in its main one.
  const pageLang = offered.includes(guestLang) ? guestLang : main;
  const origin = siteUrl(site, addressing);
  return {
    main,
    guestLang,
    timeZone: facts.timeZone ?? "Europe/Amsterdam",
    currency: facts.currency ?? "EUR",
    siteName: site.name,
    homeUrl: `${origin}${sitePath({ page: "home" }, pageLang, main)}`,
    bookingUrl: stay.guestToken ? `${origin}${myBookingPath(stay.guestToken, pageLang, main)}` : "",
    ownerUrl: ownerStayUrl(addressing.origin, stay.id),
    stayIn: (lang) => ({
      reference: stay.reference ?? "",
      unit: textIn(unit.name as SiteText, lang, main),
      checkIn: dayText(stay.checkIn, lang),
      checkOut: dayText(stay.checkOut, lang),
      guests: partyText(stay.adults, stay.children, lang),
    }),
  };
}
