import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { rentalUnits, siteEnquiries } from "../../db/schema.ts";
import type { SiteLang, SiteText } from "../i18n/site-languages.ts";
import { assertUuid } from "../ids/uuid.ts";
import { keysetPage, olderThan, pageLimit } from "../pagination/keyset-page.ts";
import type { EnquiryStatus } from "./enquiry-statuses.ts";

/** Enquiries an owner sees on one page: few enough to read on a phone. */
export const ENQUIRY_PAGE_SIZE = 20;

export type Enquiry = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  checkIn: string | null;
  checkOut: string | null;
  guests: number | null;
  message: string;
  lang: SiteLang;
  status: EnquiryStatus;
  handledAt: Date | null;
  createdAt: Date;
  /** The unit the guest asked about, when they chose one (and it still exists). */
  unit: { slug: string; name: SiteText } | null;
};

export type EnquiryPage = {
  enquiries: Enquiry[];
  /** How many enquiries match the filter, on all pages together. */
  total: number;
  /** Pass as `before` for the next page; null on the last page. */
  nextBefore: string | null;
};

/**
 * The enquiries of one site, newest first, `limit` at a time, optionally only new or only
 * handled ones; `before` is the id of the last enquiry already shown (from `nextBefore`).
 * A malformed id is an InvalidIdError (400).
 */
export async function listEnquiries(
  db: Database,
  siteId: string,
  opts: { status?: EnquiryStatus; before?: string; limit?: number } = {},
): Promise<EnquiryPage> {
  assertUuid(siteId, "siteId");
  const filter: SQL[] = [eq(siteEnquiries.siteId, siteId)];
  if (opts.status !== undefined) filter.push(eq(siteEnquiries.status, opts.status));
  const older =
    opts.before === undefined
      ? []
      : [olderThan(db, siteEnquiries, siteEnquiries.createdAt, siteEnquiries.id, opts.before)];
  const limit = pageLimit(opts.limit ?? ENQUIRY_PAGE_SIZE);
  const [rows, [matching]] = await Promise.all([
    db
      .select({
        id: siteEnquiries.id,
        name: siteEnquiries.name,
        email: siteEnquiries.email,
        phone: siteEnquiries.phone,
        checkIn: siteEnquiries.checkIn,
        checkOut: siteEnquiries.checkOut,
        guests: siteEnquiries.guests,
        message: siteEnquiries.message,
        lang: siteEnquiries.lang,
        status: siteEnquiries.status,
        handledAt: siteEnquiries.handledAt,
        createdAt: siteEnquiries.createdAt,
        unitSlug: rentalUnits.slug,
        unitName: rentalUnits.name,
      })
      .from(siteEnquiries)
      // The unit's own site too: an enquiry never shows another site's unit.
      .leftJoin(rentalUnits, and(eq(rentalUnits.id, siteEnquiries.unitId), eq(rentalUnits.siteId, siteId)))
      .where(and(...filter, ...older))
      .orderBy(desc(siteEnquiries.createdAt), desc(siteEnquiries.id))
      .limit(limit + 1),
    db
      .select({ n: count() })
      .from(siteEnquiries)
      .where(and(...filter)),
  ]);
  const page = keysetPage(rows, limit);
  return {
    enquiries: page.rows.map(({ unitSlug, unitName, ...row }) => ({
      ...row,
      lang: row.lang as SiteLang,
      unit: unitSlug && unitName ? { slug: unitSlug, name: unitName as SiteText } : null,
    })),
    total: matching?.n ?? 0,
    nextBefore: page.nextBefore,
  };
}

/** How many of the site's enquiries the owner has not handled yet. */
export async function countNewEnquiries(db: Database, siteId: string): Promise<number> {
  assertUuid(siteId, "siteId");
  const [row] = await db
    .select({ n: count() })
    .from(siteEnquiries)
    .where(and(eq(siteEnquiries.siteId, siteId), eq(siteEnquiries.status, "new")));
  return row?.n ?? 0;
}
