import { formatStayDate } from "../dates/format-stay-date.ts";
import type { StayDate } from "../dates/stay-date.ts";
import { formatZonedMoment } from "../dates/zoned-moment.ts";
import { counted, fillIn } from "../i18n/fill-in.ts";
import { SITE_LOCALES, type SiteLang } from "../i18n/site-languages.ts";
import { CANCELLATION_RULES } from "../pricing/cancellation-policy.ts";
import type { SiteCurrency } from "../pricing/currencies.ts";
import type { Quote } from "../pricing/quote-stay.ts";
import type { CancellationPolicy } from "../pricing/rate-plan-choices.ts";
import { guestValueWords } from "./templates/default-templates.ts";

/**
 * The values of a booking's emails written out in the reader's language, from the words of
 * the emails' home (templates/values: booking): money, the party, the end of a hold, the price
 * breakdown and the cancellation policy. Plain text (the templates escape it), one line per
 * item where there are several. modules/booking hands the numbers and codes.
 */

/** What a site prices in (its booking settings): every amount of its emails is written in it. */

const money = new Map<string, Intl.NumberFormat>();

/**
 * An amount as the reader's language writes it in the site's currency: "€ 864,60",
 * "€864.60", "864,60 €"; "1234,50 zł", "PLN 1,234.50". Euro unless a currency is given.
 */
export function formatMoney(cents: number, lang: SiteLang, currency: SiteCurrency): string {
  const key = `${lang}|${currency}`;
  let format = money.get(key);
  if (!format) {
    format = new Intl.NumberFormat(SITE_LOCALES[lang], { style: "currency", currency });
    money.set(key, format);
  }
  return format.format(cents / 100);
}

/** An amount taken off: a real minus sign before the amount as the language writes it. */
function minus(cents: number, lang: SiteLang, currency: SiteCurrency): string {
  return `−${formatMoney(Math.abs(cents), lang, currency)}`;
}

/** "2 volwassenen, 1 kind"; children only when there are any. */
export function partyText(adults: number, children: number, lang: SiteLang): string {
  const words = guestValueWords(lang).booking.party;
  const locale = SITE_LOCALES[lang];
  const parts = [counted(words.adults, adults, locale)];
  if (children > 0) parts.push(counted(words.children, children, locale));
  return parts.join(", ");
}

const DAY: Intl.DateTimeFormatOptions = { weekday: "long", day: "numeric", month: "long", year: "numeric" };

/** A day of the property's calendar written out: "vrijdag 10 juli 2026", "Freitag, 10. Juli 2026". */
export function dayText(date: StayDate, lang: SiteLang): string {
  return formatStayDate(date, SITE_LOCALES[lang], DAY);
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
  booking: { quote: Quote | null; totalCents: number; depositCents: number; currency: SiteCurrency },
  lang: SiteLang,
): string {
  const words = guestValueWords(lang).booking.price;
  const { quote, totalCents, depositCents, currency } = booking;
  const lines: string[] = [];
  const add = (label: string, cents: number) => lines.push(`${label}: ${formatMoney(cents, lang, currency)}`);
  const off = (label: string, cents: number) => lines.push(`${label}: ${minus(cents, lang, currency)}`);
  if (quote && quote.totalCents === totalCents && quote.nights.length > 0) {
    add(counted(words.nights, quote.nights.length, SITE_LOCALES[lang]), quote.accommodationCents);
    for (const discount of quote.discounts) {
      if (discount.cents > 0) {
        off(
          fillIn(words.discount, { name: words.discounts[discount.kind], percent: discount.percent }),
          discount.cents,
        );
      }
    }
    if (quote.extraGuestCents > 0) add(words.extraGuests, quote.extraGuestCents);
    if (quote.voucher && quote.voucher.cents > 0)
      off(fillIn(words.voucher, { code: quote.voucher.code }), quote.voucher.cents);
    if (quote.cleaningFeeCents > 0) add(words.cleaningFee, quote.cleaningFeeCents);
    if (quote.touristTaxCents > 0) add(words.touristTax, quote.touristTaxCents);
    add(words.total, totalCents);
  } else {
    add(words.agreedTotal, totalCents);
  }
  if (depositCents > 0) add(words.deposit, depositCents);
  return lines.join("\n");
}

/** How a confirmed booking is paid: to the owner (on arrival or by transfer), or online through the guest's booking page. */
export function payWaysText(way: "toOwner" | "online", lang: SiteLang): string {
  return guestValueWords(lang).booking.payWays[way];
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
