import { desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { guests } from "../../db/schema.ts";
import type { Lang } from "../i18n/languages.ts";
import type { SiteLang } from "../i18n/site-languages.ts";
import { assertUuid } from "../ids/uuid.ts";
import { bookingTotals, enquiryCounts, summaryColumns } from "./list-guests.ts";

const HEADERS: Record<Lang, readonly string[]> = {
  nl: [
    "Naam",
    "E-mailadres",
    "Telefoon",
    "Land",
    "Taal",
    "Marketing toegestaan",
    "Verblijven",
    "Nachten",
    "Totaal besteed (EUR)",
    "Laatste verblijf",
    "Aanvragen",
    "Gast sinds",
    "Notities",
  ],
  en: [
    "Name",
    "Email address",
    "Phone",
    "Country",
    "Language",
    "Marketing allowed",
    "Stays",
    "Nights",
    "Total spent (EUR)",
    "Last stay",
    "Enquiries",
    "Guest since",
    "Notes",
  ],
  pl: [
    "Imię i nazwisko",
    "Adres e-mail",
    "Telefon",
    "Kraj",
    "Język",
    "Zgoda na marketing",
    "Pobyty",
    "Noce",
    "Łącznie wydane (EUR)",
    "Ostatni pobyt",
    "Zapytania",
    "Gość od",
    "Notatki",
  ],
};

const YES_NO: Record<Lang, [string, string]> = { nl: ["ja", "nee"], en: ["yes", "no"], pl: ["tak", "nie"] };

const LANGUAGE_NAMES: Record<Lang, Record<SiteLang, string>> = {
  nl: { nl: "Nederlands", en: "Engels", de: "Duits", pl: "Pools" },
  en: { nl: "Dutch", en: "English", de: "German", pl: "Polish" },
  pl: { nl: "niderlandzki", en: "angielski", de: "niemiecki", pl: "polski" },
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
 * The site's whole guest book as a CSV download, headers in the owner's language: contact
 * details, language, consent, what their confirmed bookings add up to, and the owner's notes.
 * Amounts are euros with a decimal point, days YYYY-MM-DD.
 */
export async function guestsCsv(db: Database, siteId: string, lang: Lang = "nl"): Promise<string> {
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
  const [yes, no] = YES_NO[lang];
  return csvDocument([
    HEADERS[lang],
    ...rows.map((g) => [
      g.name,
      g.email ?? "",
      g.phone ?? "",
      g.country ?? "",
      LANGUAGE_NAMES[lang][g.lang as SiteLang] ?? g.lang,
      g.marketingConsent ? yes : no,
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
