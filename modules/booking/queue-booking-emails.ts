import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { rentalUnits, siteBookingSettings, siteContent, stays, user, userSites } from "../../db/schema.ts";
import { formatStayDate } from "../dates/format-stay-date.ts";
import {
  isSiteLang,
  SITE_LANGUAGES,
  SITE_LOCALES,
  type SiteLang,
  type SiteText,
  textIn,
} from "../i18n/site-languages.ts";
import { sitePath } from "../i18n/site-route-table.ts";
import {
  bookingPriceText,
  cancellationPolicyText,
  formatMoney,
  momentText,
  partyText,
} from "../messaging/booking-values.ts";
import { enqueueEmail } from "../messaging/enqueue-email.ts";
import { type SiteAddressing, siteUrl } from "../sites/site-url.ts";
import { formatIban } from "../stays/bank-details.ts";
import { bookingPolicy, storedQuote } from "./booking-terms.ts";

/**
 * Why a booking's emails go out:
 * - booked: a guest booked instantly on the site (guest: confirmed; owner: new booking);
 * - requested: a guest asked to book (guest: request received; owner: new request);
 * - confirmed: the owner accepted a request or entered a booking (guest: confirmed);
 * - declined, expired, cancelled, changed: to the guest, saying so.
 */
export type BookingEmailOccasion =
  | "booked"
  | "requested"
  | "confirmed"
  | "declined"
  | "expired"
  | "cancelled"
  | "changed";

export type BookingEmails = {
  siteId: string;
  stayId: string;
  occasion: BookingEmailOccasion;
  /** The owner's note to the guest (declined, cancelled, changed); empty or absent: none. */
  message?: string | null | undefined;
  /** Where the links lead: the site's pages for the guest, the dashboard for the owner. */
  addressing: SiteAddressing;
};

/** Where the owner opens one stay (the booking calendar's page of it, app/routes). */
export function ownerStayUrl(origin: string, stayId: string): string {
  return new URL(`/dashboard/booking-calendar/stays/${stayId}`, origin).href;
}

/** The stay with everything its emails say, read in the caller's transaction; null for another site's. */
async function loadFacts(tx: Database, siteId: string, stayId: string) {
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

/** The site's main language and the others it offers, from its published content (Dutch when unreadable). */
function siteLanguagesOf(stored: unknown): { main: SiteLang; offered: SiteLang[] } {
  const value = (typeof stored === "object" && stored !== null ? stored : {}) as { main?: unknown; others?: unknown };
  const main = isSiteLang(value.main) ? value.main : "nl";
  const others = Array.isArray(value.others) ? value.others.filter(isSiteLang) : [];
  return { main, offered: SITE_LANGUAGES.filter((lang) => lang === main || others.includes(lang)) };
}

const DAY: Intl.DateTimeFormatOptions = { weekday: "long", day: "numeric", month: "long", year: "numeric" };

/**
 * Queues the emails a change to a booking causes, in the transaction that makes the change
 * (pass it as `tx`), so they go out exactly when it is committed. The guest's are in the
 * language they booked in, from the site (its name on top, its home page as the link), and
 * only when the stay has an address (a phone booking may have none; an erased guest has
 * none). The owner's are in their account's language, with a link to the stay in their
 * booking calendar. Reads the stay as it now is, so call it after the change is written.
 */
export async function queueBookingEmails(tx: Database, input: BookingEmails): Promise<void> {
  const facts = await loadFacts(tx, input.siteId, input.stayId);
  if (!facts) throw new Error(`no stay ${input.stayId} on site ${input.siteId}`);
  const { stay, site, owner, unit, bank } = facts;
  const timeZone = facts.timeZone ?? "Europe/Amsterdam";
  const languages = siteLanguagesOf(facts.languages);
  const main = languages.main;
  const quote = storedQuote(stay.quote);
  const siteName = site.name;
  const reference = stay.reference ?? "";

  const stayIn = (lang: SiteLang) => ({
    reference,
    unit: textIn(unit.name as SiteText, lang, main),
    checkIn: formatStayDate(stay.checkIn, SITE_LOCALES[lang], DAY),
    checkOut: formatStayDate(stay.checkOut, SITE_LOCALES[lang], DAY),
    guests: partyText(stay.adults, stay.children, lang),
  });
  const holdUntil = (lang: SiteLang) => (stay.holdExpiresAt ? momentText(stay.holdExpiresAt, timeZone, lang) : "");

  if (stay.guestEmail) {
    // The guest reads in the language they booked in; the link opens the site in it when
    // the site (still) offers it, else in the site's main language.
    const readIn = isSiteLang(stay.lang) ? stay.lang : main;
    const pageLang = languages.offered.includes(readIn) ? readIn : main;
    const url = `${siteUrl(site, input.addressing)}${sitePath({ page: "home" }, pageLang, main)}`;
    const words = { name: stay.guestName ?? "", siteName, ...stayIn(readIn), url };
    const to = { address: stay.guestEmail, name: stay.guestName };
    const price = bookingPriceText({ quote, totalCents: stay.totalCents, depositCents: stay.depositCents }, readIn);
    const message = input.message?.trim() ?? "";
    switch (input.occasion) {
      case "requested":
        await enqueueEmail(tx, {
          to,
          lang: readIn,
          template: "booking-requested",
          data: { ...words, holdUntil: holdUntil(readIn), price },
          siteId: input.siteId,
        });
        break;
      case "booked":
      case "confirmed": {
        const policy = await bookingPolicy(tx, stay);
        await enqueueEmail(tx, {
          to,
          lang: readIn,
          template: "booking-confirmed",
          data: {
            ...words,
            price,
            bankHolder: bank?.holder?.trim() ?? "",
            // Stored without spaces; read in groups of four.
            bankIban: formatIban(bank?.iban ?? ""),
            bankBic: bank?.bic?.trim() ?? "",
            houseRules: textIn(unit.houseRules as SiteText, readIn, main),
            cancellationPolicy: cancellationPolicyText(policy, readIn),
          },
          siteId: input.siteId,
        });
        break;
      }
      case "declined":
        await enqueueEmail(tx, {
          to,
          lang: readIn,
          template: "booking-declined",
          data: { ...words, message },
          siteId: input.siteId,
        });
        break;
      case "expired":
        await enqueueEmail(tx, { to, lang: readIn, template: "booking-expired", data: words, siteId: input.siteId });
        break;
      case "cancelled":
        await enqueueEmail(tx, {
          to,
          lang: readIn,
          template: "booking-cancelled",
          data: {
            ...words,
            total: formatMoney(stay.totalCents, readIn),
            refund: formatMoney(stay.refundCents ?? 0, readIn),
            message,
          },
          siteId: input.siteId,
        });
        break;
      case "changed":
        await enqueueEmail(tx, {
          to,
          lang: readIn,
          template: "booking-changed",
          data: { ...words, price, message },
          siteId: input.siteId,
        });
        break;
    }
  }

  if (input.occasion === "booked" || input.occasion === "requested") {
    const lang = owner.lang;
    const guestLang = isSiteLang(stay.lang) ? stay.lang : main;
    const data = {
      name: owner.name,
      siteName,
      ...stayIn(lang),
      guestName: stay.guestName ?? "",
      guestEmail: stay.guestEmail ?? "",
      guestPhone: stay.guestPhone ?? "",
      total: formatMoney(stay.totalCents, lang),
      language: new Intl.DisplayNames([SITE_LOCALES[lang]], { type: "language" }).of(guestLang) ?? guestLang,
      message: stay.guestMessage?.trim() ?? "",
      url: ownerStayUrl(input.addressing.origin, stay.id),
    };
    const to = { address: owner.email, name: owner.name };
    if (input.occasion === "booked") {
      await enqueueEmail(tx, { to, lang, template: "booking-received", data, userId: owner.id, siteId: input.siteId });
    } else {
      await enqueueEmail(tx, {
        to,
        lang,
        template: "booking-request-received",
        data: { ...data, holdUntil: holdUntil(lang) },
        userId: owner.id,
        siteId: input.siteId,
      });
    }
  }
}
