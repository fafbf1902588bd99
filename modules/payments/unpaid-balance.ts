import { addDays, compareStayDates, type StayDate } from "../dates/stay-date.ts";
import type { RatePlan } from "../pricing/rate-plan-choices.ts";
import { type LedgerRow, type Obligation, obligationsOf } from "./ledger-rows.ts";

/**
 * The failure code the payments job leaves on a balance's latest row when it cancels the
 * booking for it (cancel-unpaid.ts): how the owner's money card tells why it was cancelled.
 */
export const UNPAID_DEADLINE = "unpaid_deadline";

/**
 * The balance (an instalment after the first) still to be paid online: not paid by any of
 * its attempts, nor dropped (paid in full by hand, or the booking cancelled). Null: none.
 */
export function unpaidBalanceOf(rows: readonly LedgerRow[]): (Obligation & { dueOn: StayDate }) | null {
  const open = obligationsOf([...rows]).find(
    (o) => o.purpose === "instalment" && (o.instalment ?? 1) > 1 && !o.met && o.latest.state !== "cancelled",
  );
  return open?.dueOn ? { ...open, dueOn: open.dueOn } : null;
}

/**
 * The day an unpaid balance due on `dueOn` cancels its booking, where the owner chose so: the
 * day after its grace, so the guest has the whole last day to pay. Null: the owner did not.
 */
export function cancelDayOf(dueOn: StayDate, plan: Pick<RatePlan, "cancelUnpaid">): StayDate | null {
  return plan.cancelUnpaid ? addDays(dueOn, plan.cancelUnpaid.graceDays + 1) : null;
}

/**
 * Whether an unpaid balance cancels its booking on the property's `today`: its day has come,
 * and the guest has not arrived yet (a stay under way is never cancelled for its money).
 */
export function cancelsToday(cancelOn: StayDate | null, checkIn: StayDate, today: StayDate): boolean {
  return cancelOn !== null && compareStayDates(cancelOn, today) <= 0 && compareStayDates(today, checkIn) < 0;
}

/** Whether the payments job cancelled the booking of these rows for its unpaid balance. */
export function cancelledForUnpaid(rows: readonly LedgerRow[]): boolean {
  return rows.some((row) => row.failureCode === UNPAID_DEADLINE);
}
