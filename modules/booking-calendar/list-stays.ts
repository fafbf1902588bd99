import { and, asc, count, desc, eq, gt, lte, or, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { stays } from "../../db/schema.ts";
import type { StayDate } from "../dates/stay-date.ts";
import { assertUuid } from "../ids/uuid.ts";
import { CALENDAR_STAY_COLUMNS, type CalendarStay } from "./calendar-month.ts";
import { currentStatus, type StayKind, type StayStatus, staySource } from "./stay-kinds.ts";

/** Stays on one page of the list. */
export const STAY_PAGE_SIZE = 50;

export type StayListFilter = {
  /** upcoming: not yet checked out (stays under way included), soonest first; past: checked out, latest first. */
  when: "upcoming" | "past";
  status?: StayStatus | undefined;
  kind?: StayKind | undefined;
  unitId?: string | undefined;
  /** 1-based. */
  page?: number | undefined;
};

export type StayListItem = CalendarStay & { totalCents: number; createdAt: Date };

export type StayList = { stays: StayListItem[]; total: number; page: number; pages: number };

/** The stored status, read as the owner sees it: a request whose hold ran out counts as expired. */
function statusIs(status: StayStatus, now: Date): SQL | undefined {
  if (status === "request") return and(eq(stays.status, "request"), gt(stays.holdExpiresAt, now));
  if (status === "expired") {
    return or(eq(stays.status, "expired"), and(eq(stays.status, "request"), lte(stays.holdExpiresAt, now)));
  }
  return eq(stays.status, status);
}

/**
 * One page of the site's stays of every kind and status, for the calendar's list: bookings,
 * requests and their holds, owner blocks and imported events, and those declined, cancelled
 * or expired, filtered as the owner asks. `today` is the property's today.
 */
export async function listStays(
  db: Database,
  siteId: string,
  filter: StayListFilter,
  today: StayDate,
  now: Date,
): Promise<StayList> {
  if (filter.unitId !== undefined) assertUuid(filter.unitId, "unit");
  const where = and(
    eq(stays.siteId, siteId),
    filter.when === "upcoming" ? gt(stays.checkOut, today) : lte(stays.checkOut, today),
    filter.status ? statusIs(filter.status, now) : undefined,
    filter.kind ? eq(stays.kind, filter.kind) : undefined,
    filter.unitId ? eq(stays.unitId, filter.unitId) : undefined,
  );
  const [counted] = await db.select({ total: count() }).from(stays).where(where);
  const total = counted?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / STAY_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.trunc(filter.page ?? 1) || 1), pages);
  const order =
    filter.when === "upcoming"
      ? [asc(stays.checkIn), asc(stays.createdAt), asc(stays.id)]
      : [desc(stays.checkIn), desc(stays.createdAt), desc(stays.id)];
  const rows = await db
    .select({
      ...CALENDAR_STAY_COLUMNS,
      totalCents: stays.totalCents,
      createdAt: stays.createdAt,
    })
    .from(stays)
    .where(where)
    .orderBy(...order)
    .limit(STAY_PAGE_SIZE)
    .offset((page - 1) * STAY_PAGE_SIZE);
  return {
    stays: rows.map((row) => ({ ...row, status: currentStatus(row, now), source: staySource(row.source) })),
    total,
    page,
    pages,
  };
}
