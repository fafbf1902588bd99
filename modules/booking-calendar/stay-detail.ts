import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { calendarFeeds, rentalUnits, stays } from "../../db/schema.ts";
import type { StayDate } from "../dates/stay-date.ts";
import type { SiteText } from "../i18n/site-languages.ts";
import { assertUuid } from "../ids/uuid.ts";
import type { Quote } from "../pricing/quote-stay.ts";
import { currentStatus, type StayKind, type StaySource, type StayStatus, staySource } from "./stay-kinds.ts";

/** Everything the owner sees of one stay on its own page. */
export type StayDetail = {
  id: string;
  kind: StayKind;
  status: StayStatus;
  source: StaySource;
  unit: { id: string; name: SiteText; maxGuests: number };
  checkIn: StayDate;
  checkOut: StayDate;
  reference: string | null;
  guest: {
    id: string | null;
    name: string | null;
    email: string | null;
    phone: string | null;
    country: string | null;
    arrivalTime: string | null;
    message: string | null;
    lang: string | null;
  };
  adults: number;
  children: number;
  /** The price the stay was booked at, as the booking stored it; null for blocks, imports and older rows. */
  quote: Quote | null;
  totalCents: number;
  depositCents: number;
  voucherCode: string | null;
  holdExpiresAt: Date | null;
  /** What a request's hold waits for: the owner's decision, or the guest's first payment. */
  holdFor: "decision" | "payment";
  decidedAt: Date | null;
  cancelledAt: Date | null;
  refundCents: number | null;
  label: string | null;
  notes: string;
  /** The channel calendar an import came from. */
  feed: { id: string; name: string; channel: string } | null;
  /** For an import in conflict: the booking it overlaps. */
  conflictWith: { id: string; reference: string | null; guestName: string | null } | null;
  createdAt: Date;
  updatedAt: Date;
};

/** The stored quote when it has the shape of one (older rows and hand-made ones may have none). */
function storedQuote(value: unknown): Quote | null {
  if (typeof value !== "object" || value === null) return null;
  const quote = value as Partial<Quote>;
  return Array.isArray(quote.nights) && typeof quote.totalCents === "number" ? (quote as Quote) : null;
}

/**
 * One stay of the site with its unit, its channel's feed and the booking an import
 * conflicts with; null when there is no such stay or it belongs to another site (answered
 * alike). A malformed id is an InvalidIdError.
 */
export async function stayDetail(db: Database, siteId: string, stayId: string, now: Date): Promise<StayDetail | null> {
  assertUuid(stayId, "stayId");
  const [row] = await db
    .select({
      stay: stays,
      unit: { id: rentalUnits.id, name: rentalUnits.name, maxGuests: rentalUnits.maxGuests },
      feed: { id: calendarFeeds.id, name: calendarFeeds.name, channel: calendarFeeds.channel },
    })
    .from(stays)
    .innerJoin(rentalUnits, eq(rentalUnits.id, stays.unitId))
    .leftJoin(calendarFeeds, eq(calendarFeeds.id, stays.feedId))
    .where(and(eq(stays.id, stayId), eq(stays.siteId, siteId)))
    .limit(1);
  if (!row) return null;
  const { stay } = row;
  let conflictWith: StayDetail["conflictWith"] = null;
  if (stay.conflictWith) {
    const [other] = await db
      .select({ id: stays.id, reference: stays.reference, guestName: stays.guestName })
      .from(stays)
      .where(and(eq(stays.id, stay.conflictWith), eq(stays.siteId, siteId)))
      .limit(1);
    conflictWith = other ?? null;
  }
  return {
    id: stay.id,
    kind: stay.kind,
    status: currentStatus(stay, now),
    source: staySource(stay.source),
    unit: { ...row.unit, name: row.unit.name as SiteText },
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    reference: stay.reference,
    guest: {
      id: stay.guestId,
      name: stay.guestName,
      email: stay.guestEmail,
      phone: stay.guestPhone,
      country: stay.guestCountry,
      arrivalTime: stay.arrivalTime,
      message: stay.guestMessage,
      lang: stay.lang,
    },
    adults: stay.adults,
    children: stay.children,
    quote: storedQuote(stay.quote),
    totalCents: stay.totalCents,
    depositCents: stay.depositCents,
    holdFor: stay.holdFor,
    voucherCode: stay.voucherCode,
    holdExpiresAt: stay.holdExpiresAt,
    decidedAt: stay.decidedAt,
    cancelledAt: stay.cancelledAt,
    refundCents: stay.refundCents,
    label: stay.label,
    notes: stay.notes,
    feed: row.feed?.id ? row.feed : null,
    conflictWith,
    createdAt: stay.createdAt,
    updatedAt: stay.updatedAt,
  };
}
