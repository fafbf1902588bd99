import type { Quote } from "../../../../modules/pricing/quote-stay.ts";
import type { BookingStrings } from "../../strings/booking/types.ts";
import { counted, fillIn, formatMoney, formatPercent } from "./words.ts";

/** A quote as the booking API sends it (modules/booking/booking-api-schema.ts): without its rule checks. */
export type QuoteAnswer = Omit<Quote, "violations" | "bookable">;

/** One row of the price breakdown; a discount's amount is written with a minus sign. */
export type QuoteLine = { key: string; label: string; amount: string; kind: "charge" | "discount" };

export type QuoteBreakdown = {
  lines: QuoteLine[];
  total: { label: string; amount: string };
  /** The refundable deposit, asked on top of the total; null when the unit asks none. */
  deposit: { label: string; amount: string } | null;
  /** "5 nights, total €1,250." — what the widget's live region says when a new price arrives. */
  summary: string;
};

/**
 * The price of a stay written out line by line in the page's language: the nights (with their
 * rate when every night costs the same), extra guests, each discount and the voucher, the
 * cleaning fee, the tourist tax, the total and the deposit, in the site's currency. The booking
 * page draws it on the server and the widget's script in the browser, from the same words.
 */
export function quoteBreakdown(quote: QuoteAnswer, words: BookingStrings["quote"], locale: string): QuoteBreakdown {
  const money = (cents: number) => formatMoney(cents, locale, quote.currency);
  const nights = counted(words.nights, quote.nights.length, locale);
  const rates = new Set(quote.nights.map((night) => night.cents));
  const [rate] = rates;
  const lines: QuoteLine[] = [
    {
      key: "nights",
      label: rates.size === 1 && rate !== undefined ? fillIn(words.perNight, { nights, rate: money(rate) }) : nights,
      amount: money(quote.accommodationCents),
      kind: "charge",
    },
  ];
  if (quote.extraGuestCents > 0) {
    lines.push({ key: "extra", label: words.extraGuests, amount: money(quote.extraGuestCents), kind: "charge" });
  }
  for (const discount of quote.discounts) {
    lines.push({
      key: discount.kind,
      label: fillIn(words[discount.kind], { percent: formatPercent(discount.percent, locale) }),
      amount: `− ${money(discount.cents)}`,
      kind: "discount",
    });
  }
  if (quote.voucher) {
    lines.push({
      key: "voucher",
      label: fillIn(words.voucher, { code: quote.voucher.code }),
      amount: `− ${money(quote.voucher.cents)}`,
      kind: "discount",
    });
  }
  if (quote.cleaningFeeCents > 0) {
    lines.push({ key: "cleaning", label: words.cleaning, amount: money(quote.cleaningFeeCents), kind: "charge" });
  }
  if (quote.touristTaxCents > 0) {
    lines.push({ key: "touristTax", label: words.touristTax, amount: money(quote.touristTaxCents), kind: "charge" });
  }
  const total = money(quote.totalCents);
  return {
    lines,
    total: { label: words.total, amount: total },
    deposit: quote.depositCents > 0 ? { label: words.deposit, amount: money(quote.depositCents) } : null,
    summary: fillIn(words.summary, { nights, total }),
  };
}
