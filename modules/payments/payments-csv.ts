import { csvDocument } from "../guests/guests-csv.ts";
import type { PeriodPayment, PeriodPaymentKind } from "./payments-in-period.ts";

/** The payments file's columns, in order. */
export const PAYMENT_CSV_COLUMNS = [
  "date",
  "reference",
  "guest",
  "kind",
  "method",
  "amount",
  "refunded",
  "currency",
  "provider",
  "providerId",
] as const;
export type PaymentCsvColumn = (typeof PAYMENT_CSV_COLUMNS)[number];

/** The file's words in the owner's language: the headers, and the names of the kinds and methods. */
export type PaymentCsvWords = {
  headers: Record<PaymentCsvColumn, string>;
  kinds: Record<PeriodPaymentKind, string>;
  /** A method's name; a method without one is written as the provider named it. */
  methods: Partial<Record<string, string>>;
  providers: Record<PeriodPayment["provider"], string>;
};

/** Cents as a decimal number with a point, as spreadsheets and bookkeeping imports read it: -12.50. */
export function decimalAmount(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/**
 * The period's payments as a CSV for the owner's bookkeeping: one row per movement of money,
 * refunds as negative amounts, so the amounts add up to what the period brought in. Every
 * field goes through the guest book's CSV escaping (quotes, formula-looking text).
 */
export function paymentsCsv(rows: readonly PeriodPayment[], words: PaymentCsvWords): string {
  return csvDocument([
    PAYMENT_CSV_COLUMNS.map((column) => words.headers[column]),
    ...rows.map((row) => [
      row.on,
      row.reference,
      row.guestName,
      words.kinds[row.kind],
      row.method ? (words.methods[row.method] ?? row.method) : "",
      decimalAmount(row.amountCents),
      decimalAmount(row.refundedCents),
      row.currency,
      words.providers[row.provider],
      row.providerId ?? "",
    ]),
  ]);
}
