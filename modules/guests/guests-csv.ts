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

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes
 * doubled. Text a spreadsheet would run as a formula (starting with = + - @, or a tab or
 * carriage return before one) gets a leading apostrophe, so a guest's "name" never
 * computes anything on the owner's computer.
 */
export function csvField(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
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

/**
 * The site's whole guest book as a CSV download in the owner's `words`: contact details,
 * language, consent, what their confirmed bookings add up to, and the owner's notes. Amounts
 * are euros with a decimal point, days YYYY-MM-DD.
 */
export async function guestsCsv(db: Database, siteId: string, words: GuestCsvWords): Promise<string> {
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
  return csvDocument([
    GUEST_CSV_COLUMNS.map((column) => words.headers[column]),
    ...rows.map((g) => [
      g.name,
      g.email ?? "",
      g.phone ?? "",
      g.country ?? "",
      isSiteLang(g.lang) ? words.languages[g.lang] : g.lang,
      g.marketingConsent ? words.yes : words.no,
      g.stays,
      g.nights,
      (g.spentCents / 100).toFixed(2),
      g.lastStay ?? "",
      g.enquiries,
      day(g.createdAt),
      g.notes,
    ]),
  ]);
}
