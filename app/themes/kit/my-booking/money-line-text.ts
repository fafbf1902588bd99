import type { MoneyLine } from "../../../../modules/payments/guest-booking.ts";
import { OWNER_PAYMENT_METHODS } from "../../../../modules/payments/owner-payment-methods.ts";
import { PAYMENT_METHODS } from "../../../../modules/payments/payment-methods.ts";
import type { MyBookingStrings } from "../../strings/my-booking/types.ts";
import { fillIn } from "../booking/words.ts";
import type { BookingSay } from "./booking-say.ts";

/** A line of the money timeline in words: what it is for, what happened and when, the amount, the owner's reason. */
export type MoneyLineText = { title: string; detail: string; amount: string; reason: string | null };

type NamedMethod = keyof MyBookingStrings["timeline"]["methods"];
const NAMED: readonly string[] = [...PAYMENT_METHODS, ...OWNER_PAYMENT_METHODS.filter((m) => m !== "other")];

/** The method in words; none for one the host recorded as "other", or one we do not know. */
function methodName(method: string | null, words: MyBookingStrings["timeline"]): string | null {
  return method && NAMED.includes(method) ? words.methods[method as NamedMethod] : null;
}

/**
 * "First payment · Paid on 12 June 2026 by iDEAL · € 174", "Balance · Due on 1 July 2026 ·
 * € 406", "Security deposit · Kept by the host on 12 August 2026 · € 50 · Reason: a broken
 * window": a line of the ledger as the guest reads it, days in the property's calendar.
 */
export function moneyLineText(line: MoneyLine, words: MyBookingStrings["timeline"], say: BookingSay): MoneyLineText {
  const date = line.at ? say.day(line.at) : null;
  const on = (withDate: string, without: string) => (date ? fillIn(withDate, { date }) : without);
  const method = methodName(line.method, words);
  const title = words.what[line.what];
  const amount = say.money(line.amountCents);
  const detail = ((): string => {
    switch (line.kind) {
      case "paid":
        return date ? fillIn(method ? words.paidBy : words.paid, { date, method: method ?? "" }) : "";
      case "due":
        return line.what === "refund" ? words.refundPending : on(words.due, words.dueNow);
      case "held":
        return on(words.held, "");
      case "released":
        return on(words.released, "");
      case "kept":
        return on(words.kept, "");
      case "refunded":
        return on(words.refunded, "");
      case "failed":
        return line.what === "refund" ? words.refundFailed : on(words.failed, "");
      case "cancelled":
        return words.cancelled;
    }
  })();
  const reason = line.kind === "kept" && line.note ? fillIn(words.reason, { reason: line.note }) : null;
  return { title, detail, amount, reason };
}
