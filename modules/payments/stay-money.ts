import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { stays } from "../../db/schema.ts";
import { propertyTimeZone } from "../booking/bookable-unit.ts";
import { compareStayDates, type StayDate, todayIn } from "../dates/stay-date.ts";
import type { SiteCurrency } from "../pricing/currencies.ts";
import { siteCurrency } from "../pricing/read-site-currency.ts";
import { loadRatePlan } from "../pricing/unit-rates.ts";
import { bookingBalance } from "./booking-balance.ts";
import { type MoneyLine, moneyTimeline } from "./guest-booking.ts";
import { type LedgerRow, stayPayments } from "./ledger-rows.ts";
import { cancelDayOf, cancelledForUnpaid, UNPAID_DEADLINE, unpaidBalanceOf } from "./unpaid-balance.ts";

/**
 * A balance the owner chose to have cancel its booking when unpaid: still to come (the day it
 * will, if unpaid by then), or done (the booking was cancelled for it).
 */
export type UnpaidBalance =
  | { state: "will_cancel"; dueOn: StayDate; cancelOn: StayDate; amountCents: number }
  | { state: "cancelled"; dueOn: StayDate; amountCents: number };

/** A booking's money as its owner sees it on the stay's page. */
export type StayMoney = {
  currency: SiteCurrency;
  timeline: MoneyLine[];
  paidCents: number;
  /** What the guest still owes of the price (0 for a cancelled booking). */
  outstandingCents: number;
  /** A deposit hold in place: the owner may keep part of it, or let it go now. */
  heldDepositCents: number;
  testPayments: boolean;
  unpaidBalance: UnpaidBalance | null;
};

/** The money of one booking of the site; null for another site's stay, a block or an import. */
export async function stayMoney(
  db: Database,
  siteId: string,
  stayId: string,
  now: Date = new Date(),
): Promise<StayMoney | null> {
  const [stay] = await db
    .select({
      kind: stays.kind,
      status: stays.status,
      totalCents: stays.totalCents,
      unitId: stays.unitId,
      checkIn: stays.checkIn,
    })
    .from(stays)
    .where(and(eq(stays.id, stayId), eq(stays.siteId, siteId)));
  if (stay?.kind !== "booking") return null;
  const rows = await stayPayments(db, siteId, stayId);
  return {
    currency: await siteCurrency(db, siteId),
    // The mark of a cancellation for an unpaid balance is said in words above the timeline, not as a code.
    timeline: moneyTimeline(rows).map((line) =>
      line.failureCode === UNPAID_DEADLINE ? { ...line, failureCode: null } : line,
    ),
    ...bookingBalance(stay, rows),
    heldDepositCents: rows
      .filter((row) => row.kind === "hold" && row.state === "authorised")
      .reduce((sum, row) => sum + row.amountCents, 0),
    testPayments: rows.some((row) => row.provider === "test"),
    unpaidBalance: await unpaidBalanceState(db, siteId, { ...stay, now }, rows),
  };
}

/** Whether an unpaid balance will cancel (or did cancel) the booking, for the owner's money card. */
async function unpaidBalanceState(
  db: Database,
  siteId: string,
  stay: { status: string; unitId: string; checkIn: StayDate; now: Date },
  rows: LedgerRow[],
): Promise<UnpaidBalance | null> {
  if (stay.status === "cancelled" && cancelledForUnpaid(rows)) {
    const marked = rows.find((row) => row.failureCode === UNPAID_DEADLINE);
    const first = rows.find((row) => row.instalment === marked?.instalment && row.dueOn);
    return first?.dueOn ? { state: "cancelled", dueOn: first.dueOn, amountCents: first.amountCents } : null;
  }
  const balance = stay.status === "confirmed" ? unpaidBalanceOf(rows) : null;
  if (!balance) return null;
  const cancelOn = cancelDayOf(balance.dueOn, await loadRatePlan(db, siteId, stay.unitId));
  if (!cancelOn) return null;
  // Only before arrival: a stay under way is never cancelled for its money.
  const today = todayIn(await propertyTimeZone(db, siteId), stay.now);
  if (compareStayDates(today, stay.checkIn) >= 0 || compareStayDates(cancelOn, stay.checkIn) >= 0) return null;
  return { state: "will_cancel", dueOn: balance.dueOn, cancelOn, amountCents: balance.amountCents };
}
