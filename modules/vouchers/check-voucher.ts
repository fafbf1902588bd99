import { and, count, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { voucherRedemptions, vouchers } from "../../db/schema.ts";
import { addDays, nightsBetween, type StayDate } from "../dates/stay-date.ts";
import { assertUuid } from "../ids/uuid.ts";
import { normaliseVoucherCode, VOUCHER_CODE_PATTERN, type VoucherKind, type VoucherRefusal } from "./voucher-limits.ts";

export type VoucherStay = {
  /** As the guest typed it: any case, spaces around it. */
  code: string;
  unitId: string;
  checkIn: StayDate;
  checkOut: StayDate;
  /** The day the booking is made, in the property's time zone. */
  bookedOn: StayDate;
  /** The guest's address, when known (booking, not quoting): for the per-guest limit. */
  email?: string;
};

export type CheckedVoucher =
  | { ok: true; voucher: { id: string; code: string; kind: VoucherKind; amount: number } }
  | { ok: false; reason: VoucherRefusal };

/**
 * Whether a guest's code gives a discount on this stay, and which: the site's own active
 * voucher, booked within its booking window, every night of the stay within its stay window
 * (the check-out day may be the day after it), long enough, for this unit, not used up, and
 * not used up by this guest. The first reason that applies is given (VOUCHER_REFUSALS'
 * order). Only an answer: the use is counted by redeemVoucher when the booking is made.
 */
export async function checkVoucher(db: Database, siteId: string, stay: VoucherStay): Promise<CheckedVoucher> {
  assertUuid(siteId, "siteId");
  const code = normaliseVoucherCode(stay.code);
  if (!VOUCHER_CODE_PATTERN.test(code)) return { ok: false, reason: "unknown" };
  const [voucher] = await db
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.siteId, siteId), eq(vouchers.code, code)));
  if (!voucher) return { ok: false, reason: "unknown" };
  const refusal = (reason: VoucherRefusal): CheckedVoucher => ({ ok: false, reason });

  if (!voucher.active) return refusal("inactive");
  if (voucher.bookFrom !== null && stay.bookedOn < voucher.bookFrom) return refusal("not_yet");
  if (voucher.bookUntil !== null && stay.bookedOn > voucher.bookUntil) return refusal("expired");
  const lastNight = addDays(stay.checkOut, -1);
  if (
    (voucher.stayFrom !== null && stay.checkIn < voucher.stayFrom) ||
    (voucher.stayUntil !== null && lastNight > voucher.stayUntil)
  ) {
    return refusal("stay_outside");
  }
  if (nightsBetween(stay.checkIn, stay.checkOut) < voucher.minNights) return refusal("min_nights");
  if (voucher.unitIds !== null && !voucher.unitIds.includes(stay.unitId)) return refusal("unit");
  if (voucher.maxUses !== null && voucher.uses >= voucher.maxUses) return refusal("used_up");
  const email = stay.email?.trim().toLowerCase();
  if (email && voucher.maxUsesPerEmail !== null) {
    const [used] = await db
      .select({ n: count() })
      .from(voucherRedemptions)
      .where(and(eq(voucherRedemptions.voucherId, voucher.id), eq(voucherRedemptions.email, email)));
    if ((used?.n ?? 0) >= voucher.maxUsesPerEmail) return refusal("used_by_email");
  }
  return { ok: true, voucher: { id: voucher.id, code: voucher.code, kind: voucher.kind, amount: voucher.amount } };
}
