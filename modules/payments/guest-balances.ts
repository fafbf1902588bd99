import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { payments, stays } from "../../db/schema.ts";
import { assertUuid } from "../ids/uuid.ts";
import { type BookingBalance, bookingBalance } from "./booking-balance.ts";
import { type LedgerRow, stayRow } from "./ledger-rows.ts";

/**
 * Per guest of the site (those in `guestIds`, or every guest: "all"): what their bookings
 * have paid and still owe, added up. A guest without bookings is not in the map.
 */
export async function guestBalances(
  db: Database,
  siteId: string,
  guestIds: readonly string[] | "all",
): Promise<Map<string, BookingBalance>> {
  assertUuid(siteId, "siteId");
  const totals = new Map<string, BookingBalance>();
  if (guestIds !== "all" && guestIds.length === 0) return totals;
  const ofGuests = guestIds === "all" ? isNotNull(stays.guestId) : inArray(stays.guestId, [...guestIds]);
  const booked = and(eq(stays.siteId, siteId), eq(stays.kind, "booking"), ofGuests);
  const [bookings, rows] = await Promise.all([
    db
      .select({ id: stays.id, guestId: stays.guestId, status: stays.status, totalCents: stays.totalCents })
      .from(stays)
      .where(booked),
    db
      .select({ payment: payments })
      .from(payments)
      .innerJoin(stays, and(eq(stays.id, payments.stayId), eq(stays.siteId, payments.siteId)))
      .where(and(eq(payments.siteId, siteId), booked)),
  ]);
  const rowsByStay = new Map<string, LedgerRow[]>();
  for (const joined of rows) {
    const payment = stayRow(joined.payment);
    const list = rowsByStay.get(payment.stayId);
    if (list) list.push(payment);
    else rowsByStay.set(payment.stayId, [payment]);
  }
  for (const stay of bookings) {
    if (!stay.guestId) continue;
    const balance = bookingBalance(stay, rowsByStay.get(stay.id) ?? []);
    const sum = totals.get(stay.guestId) ?? { paidCents: 0, outstandingCents: 0 };
    totals.set(stay.guestId, {
      paidCents: sum.paidCents + balance.paidCents,
      outstandingCents: sum.outstandingCents + balance.outstandingCents,
    });
  }
  return totals;
}
