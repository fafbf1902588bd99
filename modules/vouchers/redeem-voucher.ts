import { and, count, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { voucherRedemptions, vouchers } from "../../db/schema.ts";
import { assertUuid } from "../ids/uuid.ts";

export type Redemption = {
  voucherId: string;
  /** The booking that uses the voucher, inserted earlier in the same transaction. */
  stayId: string;
  /** The guest's address; compared in lower case for the per-guest limit. */
  email: string;
  /** What the voucher took off this booking, for the books. */
  discountCents: number;
};

/**
 * Counts one use of a voucher by a booking. Call it inside the transaction that creates the
 * booking: it takes the voucher's row lock first, so two bookings redeeming the same code
 * take turns until one commits. Under that lock the guest's earlier uses are counted against
 * the per-guest limit; then one UPDATE adds the use only while the voucher is active and
 * below its most uses, so of two guests racing for a single-use code exactly one gets it.
 * False (nothing changed) when the code is used up, by everyone or by this guest, or was
 * switched off meanwhile: the caller rolls back and tells the guest.
 */
export async function redeemVoucher(tx: Database, redemption: Redemption): Promise<boolean> {
  assertUuid(redemption.voucherId, "voucherId");
  assertUuid(redemption.stayId, "stayId");
  const email = redemption.email.trim().toLowerCase();
  const [locked] = await tx
    .select({ perEmail: vouchers.maxUsesPerEmail })
    .from(vouchers)
    .where(eq(vouchers.id, redemption.voucherId))
    .for("update");
  if (!locked) return false;
  if (locked.perEmail !== null) {
    const [used] = await tx
      .select({ n: count() })
      .from(voucherRedemptions)
      .where(and(eq(voucherRedemptions.voucherId, redemption.voucherId), eq(voucherRedemptions.email, email)));
    if ((used?.n ?? 0) >= locked.perEmail) return false;
  }
  const counted = await tx
    .update(vouchers)
    .set({ uses: sql`${vouchers.uses} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(vouchers.id, redemption.voucherId),
        eq(vouchers.active, true),
        or(isNull(vouchers.maxUses), lt(vouchers.uses, vouchers.maxUses)),
      ),
    )
    .returning({ id: vouchers.id });
  if (counted.length === 0) return false;
  await tx.insert(voucherRedemptions).values({
    voucherId: redemption.voucherId,
    stayId: redemption.stayId,
    email,
    discountCents: redemption.discountCents,
  });
  return true;
}

/**
 * Gives back the use a booking made of its voucher (a request declined or expired, a
 * booking cancelled before its stay, as the booking flow decides): the redemption is
 * removed and the count lowered, in the caller's transaction. False when the stay used none.
 */
export async function releaseVoucher(tx: Database, stayId: string): Promise<boolean> {
  assertUuid(stayId, "stayId");
  const [released] = await tx
    .delete(voucherRedemptions)
    .where(eq(voucherRedemptions.stayId, stayId))
    .returning({ voucherId: voucherRedemptions.voucherId });
  if (!released) return false;
  await tx
    .update(vouchers)
    .set({ uses: sql`greatest(${vouchers.uses} - 1, 0)`, updatedAt: new Date() })
    .where(eq(vouchers.id, released.voucherId));
  return true;
}
