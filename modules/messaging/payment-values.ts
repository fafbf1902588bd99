import type { StayDate } from "../dates/stay-date.ts";
import { fillIn } from "../i18n/fill-in.ts";
import type { SiteLang } from "../i18n/site-languages.ts";
import type { SiteCurrency } from "../pricing/currencies.ts";
import { dayText, formatMoney } from "./booking-values.ts";
import { guestValueWords } from "./templates/default-templates.ts";
import type { ValueWords } from "./templates/values/types.ts";

/**
 * The values of a booking's payment emails written out in the reader's language, from the
 * words of the emails' home (templates/values: payment). modules/payments hands the codes,
 * amounts and days. Plain text (the templates escape it), one line per item where there are
 * several.
 */

type PaymentWords = ValueWords["payment"];

/** What a payment is for: the whole price at once, its first part or its balance, the security deposit, or another amount. */
export type PaymentForCode = keyof PaymentWords["for"];

/** How a payment is made: a method's code, a bank transfer, paid to the owner, or online by an unnamed method. */
export type PaymentMethodCode = keyof PaymentWords["methods"];

/** How what is still due will be collected without the guest's doing, or by a link. */
export type CollectionCode = keyof PaymentWords["collection"];

export function paymentForText(code: PaymentForCode, lang: SiteLang): string {
  return guestValueWords(lang).payment.for[code];
}

export function paymentMethodText(code: PaymentMethodCode, lang: SiteLang): string {
  return guestValueWords(lang).payment.methods[code];
}

export function collectionText(code: CollectionCode, lang: SiteLang): string {
  return guestValueWords(lang).payment.collection[code];
}

/** An amount still to come: a payment due on a day, or a deposit to be held on the card on a day. */
export type DueItem = { what: PaymentForCode; cents: number; on: StayDate; hold: boolean };

/** "Restbetaling: € 605,22, uiterlijk vrijdag 12 juni 2026", a line each, in the order given. */
export function stillDueText(items: readonly DueItem[], currency: SiteCurrency, lang: SiteLang): string {
  const words = guestValueWords(lang).payment;
  return items
    .map((item) =>
      fillIn(item.hold ? words.holdLine : words.dueLine, {
        what: words.for[item.what],
        amount: formatMoney(item.cents, lang, currency),
        date: dayText(item.on, lang),
      }),
    )
    .join("\n");
}
