import type { SiteLang } from "../i18n/site-languages.ts";
import { SAMPLE_QUOTE, sampleBookingUrl } from "./booking-sample-data.ts";
import { cancellationPolicyText, dayText, formatMoney, partyText } from "./booking-values.ts";
import { isPaymentGuestTemplate, type PaymentTemplateKey } from "./payment-template-keys.ts";
import { collectionText, paymentForText, paymentMethodText, stillDueText } from "./payment-values.ts";
import { guestSampleWords } from "./templates/default-templates.ts";

const SITE = "https://villa-zonneweide.vayvista.nl/";
const OWNER_STAY = "https://vayvista.nl/dashboard/booking-calendar/stays/4f8e2c1a-6b3d-4e5f-9a7b-2c1d0e9f8a7b";

/** Where the sample payment emails' links lead: the site for a guest (their booking page aside), the calendar for the owner. */
export const PAYMENT_SAMPLE_URLS: Record<PaymentTemplateKey, string> = {
  "payment-received": SITE,
  "payment-failed": SITE,
  "payment-balance-due": SITE,
  "payment-balance-reminder": SITE,
  "payment-refunded": SITE,
  "payment-deposit-held": SITE,
  "payment-deposit-released": SITE,
  "payment-deposit-claimed": SITE,
  "payment-cancelled-unpaid": SITE,
  "payment-owner-received": OWNER_STAY,
  "payment-owner-failed": OWNER_STAY,
  "payment-owner-refunded": OWNER_STAY,
  "payment-owner-guest-cancelled": OWNER_STAY,
  "payment-owner-cancelled-unpaid": OWNER_STAY,
};

/**
 * Made-up values of one payment email in one language (sample-data.ts adds the names and the
 * link), for the week in July of the booking samples (€864.60): 30 % paid by iDEAL at booking,
 * the balance due 30 days before arrival, a €200 deposit held on the card the day before,
 * released a week after check-out, or €45 of it kept. Every value is written by the same
 * code as a real payment's.
 */
export function paymentSampleData(key: PaymentTemplateKey, lang: SiteLang): Record<string, string> {
  const { unit, checkIn, checkOut } = guestSampleWords(lang).booking;
  const money = (cents: number) => formatMoney(cents, lang, SAMPLE_QUOTE.currency);
  const balanceFirst =
    key === "payment-failed" || key.includes("balance") || key === "payment-owner-failed" || key.includes("unpaid");
  const refund = key.endsWith("refunded");
  const toGuest = isPaymentGuestTemplate(key);
  return {
    name: toGuest ? "Jonas" : "Anna",
    reference: "VV-7K3P-9QXM",
    unit,
    checkIn,
    checkOut,
    guests: partyText(2, 1, lang),
    bookingUrl: toGuest ? sampleBookingUrl(lang) : "",
    amount: money(balanceFirst ? 60_522 : refund ? 43_230 : key.includes("deposit") ? 20_000 : 25_938),
    paymentFor: paymentForText(balanceFirst ? "balance" : refund ? "full" : "first", lang),
    method: paymentMethodText(balanceFirst || refund ? "card" : "ideal", lang),
    paid: money(25_938),
    total: money(86_460),
    stillDue: stillDueText(
      [
        { what: "balance", cents: 60_522, on: "2026-06-10", hold: false },
        { what: "deposit", cents: 20_000, on: "2026-07-09", hold: true },
      ],
      SAMPLE_QUOTE.currency,
      lang,
    ),
    collection: collectionText("sepa_mandate", lang),
    deadline: dayText(key === "payment-balance-reminder" ? "2026-06-10" : "2026-06-17", lang),
    releaseOn: dayText("2026-07-24", lang),
    // The owner cancels an unpaid balance three days after its day: the fourth day after it.
    cancelOn: dayText("2026-06-14", lang),
    refund: money(12_969),
    kept: money(4_500),
    returned: money(15_500),
    reason: guestSampleWords(lang).payment.claimReason,
    // A guest's cancellation under the moderate policy (the refund above).
    policy: cancellationPolicyText("moderate", lang),
  };
}
