import { and, count, desc, eq, ilike, isNotNull, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { guests, siteEnquiries, stays } from "../../db/schema.ts";
import type { StayDate } from "../dates/stay-date.ts";
import type { SiteLang } from "../i18n/site-languages.ts";
import { assertUuid } from "../ids/uuid.ts";
import { keysetPage, olderThan, pageLimit } from "../pagination/keyset-page.ts";
import { hasControlCharacter } from "../text/single-line.ts";

/** Guests an owner sees on one page. */
export const GUEST_PAGE_SIZE = 25;
/** The longest search that is looked for. */
export const GUEST_SEARCH_MAX = 100;

/** A guest of the site with what their confirmed bookings add up to. */
export type GuestSummary = {
  id: string;
  name: string;
  /** Null once erased. */
  email: string | null;
  phone: string | null;
  country: string | null;
  lang: SiteLang;
  marketingConsent: boolean;
  erasedAt: Date | null;
  createdAt: Date;
  /** Confirmed bookings. */
  stays: number;
  nights: number;
  /** What the confirmed bookings came to (total_cents), in cents. */
  spentCents: number;
  /** Arrival day of the latest confirmed booking. */
  lastStay: StayDate | null;
  /** Messages sent through the site's contact form from their address. */
  enquiries: number;
};

export type GuestPage = {
  guests: GuestSummary[];
  /** How many guests match the search, on all pages together. */
  total: number;
  /** Pass as `before` for the next page; null on the last page. */
  nextBefore: string | null;
};

/** `text` matched anywhere, its % and _ taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The search as a condition on name, address and phone (a phone also by its digits alone). */
export function guestSearch(search: string | undefined): SQL | undefined {
  const text = search?.trim().slice(0, GUEST_SEARCH_MAX) ?? "";
  if (text === "") return undefined;
  // No name, address or phone holds a control character, and Postgres refuses a NUL: no one matches.
  if (hasControlCharacter(text)) return sql`false`;
  const like = containing(text);
  const matches = [ilike(guests.name, like), ilike(guests.email, like), ilike(guests.phone, like)];
  const digits = text.replace(/\D/g, "");
  // "06 1234" finds "+31 6 12 34 …" only by digits; a name with a digit or two is not a phone number.
  if (digits.length >= 3 && digits.length >= text.replace(/[\s()+./-]/g, "").length) {
    matches.push(sql`regexp_replace(${guests.phone}, '\\D', '', 'g') like ${containing(digits)}`);
  }
  return or(...matches);
}

/** Per guest of the site: their confirmed bookings added up. */
export function bookingTotals(db: Database, siteId: string) {
  return db
    .select({
      guestId: stays.guestId,
      stays: sql<number>`count(*)::int`.as("stay_count"),
      nights: sql<number>`coalesce(sum(${stays.checkOut} - ${stays.checkIn}), 0)::int`.as("night_count"),
      spentCents: sql<number>`coalesce(sum(${stays.totalCents}), 0)::float8`.as("spent_cents"),
      lastStay: sql<string | null>`max(${stays.checkIn})::text`.as("last_stay"),
    })
    .from(stays)
    .where(
      and(eq(stays.siteId, siteId), eq(stays.kind, "booking"), eq(stays.status, "confirmed"), isNotNull(stays.guestId)),
    )
    .groupBy(stays.guestId)
    .as("totals");
}

/** Per address that wrote to the site: how many enquiries. */
export function enquiryCounts(db: Database, siteId: string) {
  return db
    .select({
      email: sql<string>`lower(${siteEnquiries.email})`.as("enquiry_email"),
      enquiries: sql<number>`count(*)::int`.as("enquiry_count"),
    })
    .from(siteEnquiries)
    .where(eq(siteEnquiries.siteId, siteId))
    .groupBy(sql`lower(${siteEnquiries.email})`)
    .as("enquiry_counts");
}

/** The columns of a GuestSummary, from guests joined with bookingTotals and enquiryCounts. */
export function summaryColumns(totals: ReturnType<typeof bookingTotals>, enquiries: ReturnType<typeof enquiryCounts>) {
  return {
    id: guests.id,
    name: guests.name,
    email: guests.email,
    phone: guests.phone,
    country: guests.country,
    lang: guests.lang,
    marketingConsent: guests.marketingConsent,
    erasedAt: guests.erasedAt,
    createdAt: guests.createdAt,
    stays: sql<number>`coalesce(${totals.stays}, 0)`,
    nights: sql<number>`coalesce(${totals.nights}, 0)`,
    spentCents: sql<number>`coalesce(${totals.spentCents}, 0)`.mapWith(Number),
    lastStay: sql<string | null>`${totals.lastStay}`,
    enquiries: sql<number>`coalesce(${enquiries.enquiries}, 0)`,
  };
}

/**
 * The site's guest book, newest guest first, `limit` at a time, optionally only those whose
 * name, email address or phone number contains `search`; `before` is the id of the last
 * guest already shown (from `nextBefore`). A malformed id is an InvalidIdError (400).
 */
export async function listGuests(
  db: Database,
  siteId: string,
  opts: { search?: string; before?: string; limit?: number } = {},
): Promise<GuestPage> {
  assertUuid(siteId, "siteId");
  const filter = and(eq(guests.siteId, siteId), guestSearch(opts.search));
  const older = opts.before === undefined ? undefined : olderThan(db, guests, guests.createdAt, guests.id, opts.before);
  const limit = pageLimit(opts.limit ?? GUEST_PAGE_SIZE);
  const totals = bookingTotals(db, siteId);
  const enquiries = enquiryCounts(db, siteId);
  const [rows, [matching]] = await Promise.all([
    db
      .select(summaryColumns(totals, enquiries))
      .from(guests)
      .leftJoin(totals, eq(totals.guestId, guests.id))
      .leftJoin(enquiries, eq(enquiries.email, guests.email))
      .where(and(filter, older))
      .orderBy(desc(guests.createdAt), desc(guests.id))
      .limit(limit + 1),
    db.select({ n: count() }).from(guests).where(filter),
  ]);
  const page = keysetPage(rows, limit);
  return {
    guests: page.rows.map((row) => ({ ...row, lang: row.lang as SiteLang })),
    total: matching?.n ?? 0,
    nextBefore: page.nextBefore,
  };
}
