import { desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { guests } from "../../db/schema.ts";
import { isSiteLang, type SiteLang } from "../i18n/site-languages.ts";
import { assertUuid } from "../ids/uuid.ts";
import { bookingTotals, enquiryCounts, summaryColumns } from "./list-guests.ts";

/** The guest book's columns, in the order of the file. */
export const GUEST_CSV_COLUMNS = [
  "name",
  "email",
  "phone",
  "country",
  "language",
  "marketing",
  "stays",
  "nights",
  "spent",
  "paid",
  "outstanding",
  "lastStay",
  "enquiries",
  "since",
  "notes",
] as const;
export type GuestCsvColumn = (typeof GUEST_CSV_COLUMNS)[number];

/**
 * The file's words in the owner's language (the dashboard's, app/i18n/ui): each column's
 * header, yes and no for the marketing consent, and the name of each language a guest booked in.
 */
export type GuestCsvWords = {
  headers: Record<GuestCsvColumn, string>;
  yes: string;
  no: string;
  languages: Record<SiteLang, string>;
};

/** A plain negative amount ("-12.50"): a number to a spreadsheet, never a formula. */
const NEGATIVE_NUMBER = /^-\d+(\.\d+)?$/;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes
 * doubled. Text a spreadsheet would run as a formula (starting with = + - @, or a tab or
 * carriage return before one) gets a leading apostrophe, so a guest's "name" never
 * computes anything on the owner's computer; only a plain negative number (a refund's
 * amount) keeps its minus.
 */
export function csvField(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && !NEGATIVE_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as RFC 4180 text: CRLF line ends, with a byte-order mark so Excel reads it as UTF-8. */
export function csvDocument(rows: readonly (readonly (string | number)[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvField).join(",")).join("\r\n")}\r\n`;
}

/** A day in Dutch time, YYYY-MM-DD. */
function day(date: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(date);
}

/** What a guest's bookings have paid and still owe (the payments ledger's reading). */
export type GuestMoney = { paidCents: number; outstandingCents: number };

/** The columns only a site that deals in payments gets. */
const MONEY_COLUMNS: readonly GuestCsvColumn[] = ["paid", "outstanding"];

/**
 * The site's whole guest book as a CSV download in the owner's `words`: contact details,
 * language, consent, what their confirmed bookings add up to, and the owner's notes; with
 * `money` (a site that takes payments), what each guest paid and still owes. Amounts are in
 * the site's currency with a decimal point, days YYYY-MM-DD.
 */
export async function guestsCsv(
  db: Database,
  siteId: string,
  words: GuestCsvWords,
  money: ReadonlyMap<string, GuestMoney> | null = null,
): Promise<string> {
  assertUuid(siteId, "siteId");
  const totals = bookingTotals(db, siteId);
  const counts = enquiryCounts(db, siteId);
  const rows = await db
    .select({ ...summaryColumns(totals, counts), notes: guests.notes })
    .from(guests)
    .leftJoin(totals, eq(totals.guestId, guests.id))
    .leftJoin(counts, eq(counts.email, guests.email))
    .where(eq(guests.siteId, siteId))
    .orderBy(desc(guests.createdAt), desc(guests.id));
  const columns = GUEST_CSV_COLUMNS.filter((column) => money || !MONEY_COLUMNS.includes(column));
  const amount = (cents: number) => (cents / 100).toFixed(2);
  return csvDocument([
    columns.map((column) => words.headers[column]),
    ...rows.map((g) => {
      const balance = money?.get(g.id);
      const cells: Record<GuestCsvColumn, string | number> = {
        name: g.name,
        email: g.email ?? "",
        phone: g.phone ?? "",
        country: g.country ?? "",
        language: isSiteLang(g.lang) ? words.languages[g.lang] : g.lang,
        marketing: g.marketingConsent ? words.yes : words.no,
        stays: g.stays,
        nights: g.nights,
        spent: amount(g.spentCents),
        paid: amount(balance?.paidCents ?? 0),
        outstanding: amount(balance?.outstandingCents ?? 0),
        lastStay: g.lastStay ?? "",
        enquiries: g.enquiries,
        since: day(g.createdAt),
        notes: g.notes,
      };
      return columns.map((column) => cells[column]);
    }),
  ]);
}
