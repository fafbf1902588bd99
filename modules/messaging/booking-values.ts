import { formatZonedMoment } from "../dates/zoned-moment.ts";
import { counted, fillIn } from "../i18n/fill-in.ts";
import { SITE_LOCALES, type SiteLang } from "../i18n/site-languages.ts";
import { CANCELLATION_RULES } from "../pricing/cancellation-policy.ts";
import type { Quote } from "../pricing/quote-stay.ts";
import type { CancellationPolicy } from "../pricing/rate-plan-choices.ts";
import { guestValueWords } from "./templates/default-templates.ts";

/**
 * The values of a booking's emails written out in the reader's language, from the words of
 * the emails' home (templates/values: booking): money, the party, the end of a hold, the price
 * breakdown and the cancellation policy. Plain text (the templates escape it), one line per
 * item where there are several. modules/booking hands the numbers and codes.
 */

const money = new Map<SiteLang, Intl.NumberFormat>();

/** "€ 864,60", "€864.60", "864,60 €". */
export function formatMoney(cents: number, lang: SiteLang): string {
  let format = money.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(SITE_LOCALES[lang], { style: "currency", currency: "EUR" });
    money.set(lang, format);
  }
  return format.format(cents / 100);
}

/** An amount taken off: a real minus sign before the amount as the language writes it. */
function minus(cents: number, lang: SiteLang): string {
  return `−${formatMoney(Math.abs(cents), lang)}`;
}

/** "2 volwassenen, 1 kind"; children only when there are any. */
export function partyText(adults: number, children: number, lang: SiteLang): string {
  const words = guestValueWords(lang).booking.party;
  const locale = SITE_LOCALES[lang];
  const parts = [counted(words.adults, adults, locale)];
  if (children > 0) parts.push(counted(words.children, children, locale));
  return parts.join(", ");
}

/** "zondag 12 juli 2026 om 14:05 (Midden-Europese tijd)": when a hold ends, on the property's clock. */
export function momentText(moment: Date, timeZone: string, lang: SiteLang): string {
  return formatZonedMoment(moment, SITE_LOCALES[lang], timeZone);
}

/**
 * The price of a booking, a line per item: the nights, each discount, extra guests, the
 * voucher, cleaning fee, tourist tax, the total and the refundable deposit. When the owner
 * set a total of their own (a phone booking, a change at an agreed price) the quote's items
 * no longer add up to it, so only the agreed total and the deposit are shown.
 */
export function bookingPriceText(
  booking: { quote: Quote | null; totalCents: number; depositCents: number },
  lang: SiteLang,
): string {
  const words = guestValueWords(lang).booking.price;
  const { quote, totalCents, depositCents } = booking;
  const lines: string[] = [];
  const add = (label: string, amount: string) => lines.push(`${label}: ${amount}`);
  if (quote && quote.totalCents === totalCents && quote.nights.length > 0) {
    add(counted(words.nights, quote.nights.length, SITE_LOCALES[lang]), formatMoney(quote.accommodationCents, lang));
    for (const discount of quote.discounts) {
      if (discount.cents > 0) {
        const label = fillIn(words.discount, { name: words.discounts[discount.kind], percent: discount.percent });
        add(label, minus(discount.cents, lang));
      }
    }
    if (quote.extraGuestCents > 0) add(words.extraGuests, formatMoney(quote.extraGuestCents, lang));
    if (quote.voucher && quote.voucher.cents > 0) {
      add(fillIn(words.voucher, { code: quote.voucher.code }), minus(quote.voucher.cents, lang));
    }
    if (quote.cleaningFeeCents > 0) add(words.cleaningFee, formatMoney(quote.cleaningFeeCents, lang));
    if (quote.touristTaxCents > 0) add(words.touristTax, formatMoney(quote.touristTaxCents, lang));
    add(words.total, formatMoney(totalCents, lang));
  } else {
    add(words.agreedTotal, formatMoney(totalCents, lang));
  }
  if (depositCents > 0) add(words.deposit, formatMoney(depositCents, lang));
  return lines.join("\n");
}

/** The policy's refund rules written out, from CANCELLATION_RULES, so the email and the refund agree. */
export function cancellationPolicyText(policy: CancellationPolicy, lang: SiteLang): string {
  const words = guestValueWords(lang).booking.policy;
  const locale = SITE_LOCALES[lang];
  const steps = CANCELLATION_RULES[policy].map((step) =>
    step.percent === 100
      ? counted(words.fullRefund, step.daysBefore, locale)
      : fillIn(counted(words.partRefund, step.daysBefore, locale), { percent: step.percent }),
  );
  return [...steps, words.later].join(" ");
}
