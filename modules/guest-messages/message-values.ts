import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { rentalUnits, siteContent } from "../../db/schema.ts";
import { bookingPolicy, storedQuote } from "../booking/booking-terms.ts";
import { loadStayEmailFacts, stayEmailContext } from "../booking/stay-email-facts.ts";
import { nightsBetween, type StayDate, todayIn } from "../dates/stay-date.ts";
import { counted } from "../i18n/fill-in.ts";
import { SITE_LOCALES, type SiteLang, type SiteText, textIn } from "../i18n/site-languages.ts";
import { type StayFacts, stayChannel } from "../message-rules/rule-conditions.ts";
import { bookingPriceText, cancellationPolicyText, formatMoney, payWaysText } from "../messaging/booking-values.ts";
import { guestValueWords } from "../messaging/templates/default-templates.ts";
import { bookingBalance } from "../payments/booking-balance.ts";
import { stayPayments } from "../payments/ledger-rows.ts";
import { parseSiteContent } from "../site-content/site-content-doc.ts";
import type { SiteAddressing } from "../sites/site-url.ts";
import { formatIban } from "../stays/bank-details.ts";
import type { MessageValues } from "./render-message.ts";

/** A stay as its messages are written from: who gets them, the facts rules test, and the values in each language. */
export type MessageStay = {
  siteId: string;
  stayId: string;
  status: string;
  checkIn: StayDate;
  checkOut: StayDate;
  /** The property's clock. */
  timeZone: string;
  /** Null for a stay without an address (a phone booking, an erased guest): nothing can go to it. */
  to: { address: string; name: string | null } | null;
  /** The site's main language: the fallback when a template lacks the guest's. */
  siteLang: SiteLang;
  facts: StayFacts;
  /** No payment due by today (on the property's clock) is still open: arrival details may go. */
  dueIsPaid: boolean;
  valuesIn(lang: SiteLang): MessageValues;
};

const hhmm = /^\d{2}:\d{2}$/;

/**
 * Reads everything an owner's message can say about a stay (the placeholders of
 * message-placeholders.ts), in the caller's transaction: the guest, the stay and what is
 * still to pay, the unit's texts in each language, the site's address and route, and the
 * owner. Null for a stay that is not the site's or no longer exists.
 */
export async function loadMessageStay(
  db: Database,
  siteId: string,
  stayId: string,
  addressing: SiteAddressing,
  now: Date = new Date(),
): Promise<MessageStay | null> {
  const facts = await loadStayEmailFacts(db, siteId, stayId);
  if (!facts) return null;
  const { stay, owner, unit, bank } = facts;
  const context = stayEmailContext(facts, addressing);
  const { main, timeZone, currency } = context;
  // One after another: inside a transaction they share one connection.
  const [unitTexts] = await db
    .select({
      checkInInstructions: rentalUnits.checkInInstructions,
      checkInFrom: rentalUnits.checkInFrom,
      checkInUntil: rentalUnits.checkInUntil,
      checkOutUntil: rentalUnits.checkOutUntil,
    })
    .from(rentalUnits)
    .where(eq(rentalUnits.id, stay.unitId));
  const [content] = await db
    .select({ published: siteContent.published })
    .from(siteContent)
    .where(eq(siteContent.siteId, siteId));
  const rows = await stayPayments(db, siteId, stayId);
  const online = rows.some((row) => row.provider !== "owner");
  const doc = content ? parseSiteContent(content.published) : null;
  const contact = doc?.contact;
  const today = todayIn(timeZone, now);
  const balance = bookingBalance(stay, rows);
  const openDue = rows.filter((row) => row.state === "requires_payment" && row.dueOn !== null && row.dueOn <= today);
  const policy = stay.kind === "booking" ? await bookingPolicy(db, stay) : null;
  const nights = nightsBetween(stay.checkIn as StayDate, stay.checkOut as StayDate);
  const address = contact
    ? [contact.street, [contact.postalCode, contact.city].filter(Boolean).join(" ")].filter(Boolean).join(", ")
    : "";
  const toOwner = online ? null : bank;
  const quote = storedQuote(stay.quote);

  const valuesIn = (lang: SiteLang): MessageValues => {
    const words = context.stayIn(lang);
    const bankLines = toOwner?.iban
      ? [toOwner.holder?.trim() ?? "", formatIban(toOwner.iban), toOwner.bic?.trim() ?? ""].filter(Boolean)
      : [];
    const fullName = stay.guestName?.trim() ?? "";
    return {
      "guest.name": fullName,
      "guest.first_name": fullName.split(/\s+/)[0] ?? "",
      "stay.reference": words.reference,
      "stay.check_in": words.checkIn,
      "stay.check_out": words.checkOut,
      "stay.nights": counted(guestValueWords(lang).booking.price.nights, nights, SITE_LOCALES[lang]),
      "stay.guests": words.guests,
      "stay.arrival_time": stay.arrivalTime && hhmm.test(stay.arrivalTime) ? stay.arrivalTime : "",
      "stay.link": context.bookingUrl,
      "stay.amount_due": balance.outstandingCents > 0 ? formatMoney(balance.outstandingCents, lang, currency) : "",
      "stay.pay_link": balance.outstandingCents > 0 ? context.bookingUrl : "",
      "stay.price":
        stay.kind === "booking"
          ? bookingPriceText({ quote, totalCents: stay.totalCents, depositCents: stay.depositCents, currency }, lang)
          : "",
      "stay.payment":
        stay.kind === "booking" ? [payWaysText(online ? "online" : "toOwner", lang), ...bankLines].join("\n") : "",
      "stay.cancellation_policy": policy ? cancellationPolicyText(policy, lang) : "",
      "unit.name": words.unit,
      "unit.check_in_from": unitTexts?.checkInFrom ?? "",
      "unit.check_in_until": unitTexts?.checkInUntil ?? "",
      "unit.check_out_until": unitTexts?.checkOutUntil ?? "",
      "unit.check_in_instructions": textIn((unitTexts?.checkInInstructions ?? {}) as SiteText, lang, main),
      "unit.house_rules": textIn(unit.houseRules as SiteText, lang, main),
      "site.name": context.siteName,
      "site.url": context.homeUrl,
      "site.address": address,
      "site.route": contact?.mapUrl ?? "",
      "owner.name": doc?.about.hostNames.trim() || owner.name,
      "owner.email": contact?.email || owner.email,
      "owner.phone": contact?.phone ?? "",
    };
  };

  return {
    siteId,
    stayId,
    status: stay.status,
    checkIn: stay.checkIn as StayDate,
    checkOut: stay.checkOut as StayDate,
    timeZone,
    to: stay.guestEmail ? { address: stay.guestEmail, name: stay.guestName } : null,
    siteLang: main,
    facts: {
      unitId: stay.unitId,
      channel: stayChannel(stay.source),
      nights,
      guests: stay.adults + stay.children,
      lang: context.guestLang,
      paidInFull: balance.outstandingCents === 0,
      leadDays: Math.max(0, nightsBetween(todayIn(timeZone, stay.createdAt), stay.checkIn as StayDate)),
    },
    dueIsPaid: openDue.length === 0,
    valuesIn,
  };
}
