import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { guests, rentalUnits, siteEnquiries, stays } from "../../db/schema.ts";
import type { StayDate } from "../dates/stay-date.ts";
import type { SiteLang, SiteText } from "../i18n/site-languages.ts";
import { assertUuid } from "../ids/uuid.ts";
import { bookingTotals, enquiryCounts, type GuestSummary, summaryColumns } from "./list-guests.ts";

export type GuestStay = {
  id: string;
  reference: string | null;
  status: (typeof stays.$inferSelect)["status"];
  /** direct, manual, …: where the booking came from. */
  source: string;
  checkIn: StayDate;
  checkOut: StayDate;
  adults: number;
  children: number;
  totalCents: number;
  voucherCode: string | null;
  unitName: SiteText | null;
  createdAt: Date;
};

export type GuestEnquiry = {
  id: string;
  createdAt: Date;
  checkIn: StayDate | null;
  checkOut: StayDate | null;
  message: string;
  status: (typeof siteEnquiries.$inferSelect)["status"];
  lang: SiteLang;
};

export type GuestDetail = {
  guest: GuestSummary & { notes: string };
  /** Their bookings and requests of every status, latest arrival first. */
  stays: GuestStay[];
  /** What they wrote through the contact form, newest first. */
  enquiries: GuestEnquiry[];
};

/** One guest of the site with their bookings and enquiries; another site's guest is null, as a missing one. */
export async function guestDetail(db: Database, siteId: string, guestId: string): Promise<GuestDetail | null> {
  assertUuid(siteId, "siteId");
  assertUuid(guestId, "guestId");
  const totals = bookingTotals(db, siteId);
  const counts = enquiryCounts(db, siteId);
  const [row] = await db
    .select({ ...summaryColumns(totals, counts), notes: guests.notes })
    .from(guests)
    .leftJoin(totals, eq(totals.guestId, guests.id))
    .leftJoin(counts, eq(counts.email, guests.email))
    .where(and(eq(guests.siteId, siteId), eq(guests.id, guestId)));
  if (!row) return null;
  const [stayRows, enquiryRows] = await Promise.all([
    db
      .select({
        id: stays.id,
        reference: stays.reference,
        status: stays.status,
        source: stays.source,
        checkIn: stays.checkIn,
        checkOut: stays.checkOut,
        adults: stays.adults,
        children: stays.children,
        totalCents: stays.totalCents,
        voucherCode: stays.voucherCode,
        unitName: rentalUnits.name,
        createdAt: stays.createdAt,
      })
      .from(stays)
      .leftJoin(rentalUnits, and(eq(rentalUnits.id, stays.unitId), eq(rentalUnits.siteId, siteId)))
      .where(and(eq(stays.siteId, siteId), eq(stays.guestId, guestId), eq(stays.kind, "booking")))
      .orderBy(desc(stays.checkIn), desc(stays.id)),
    row.email === null
      ? Promise.resolve([])
      : db
          .select({
            id: siteEnquiries.id,
            createdAt: siteEnquiries.createdAt,
            checkIn: siteEnquiries.checkIn,
            checkOut: siteEnquiries.checkOut,
            message: siteEnquiries.message,
            status: siteEnquiries.status,
            lang: siteEnquiries.lang,
          })
          .from(siteEnquiries)
          .where(and(eq(siteEnquiries.siteId, siteId), eq(sql`lower(${siteEnquiries.email})`, row.email)))
          .orderBy(desc(siteEnquiries.createdAt), desc(siteEnquiries.id)),
  ]);
  return {
    guest: { ...row, lang: row.lang as SiteLang },
    stays: stayRows.map((s) => ({ ...s, unitName: (s.unitName as SiteText | null) ?? null })),
    enquiries: enquiryRows.map((e) => ({ ...e, lang: e.lang as SiteLang })),
  };
}
