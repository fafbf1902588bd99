import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { vouchers } from "../../db/schema.ts";
import { assertUuid } from "../ids/uuid.ts";

/**
 * Switches a voucher of the site off (guests' codes are refused as "inactive") or on again.
 * False when the site has no such voucher: another site's is never touched.
 */
export async function setVoucherActive(
  db: Database,
  siteId: string,
  voucherId: string,
  active: boolean,
): Promise<boolean> {
  assertUuid(siteId, "siteId");
  assertUuid(voucherId, "voucherId");
  const updated = await db
    .update(vouchers)
    .set({ active, updatedAt: new Date() })
    .where(and(eq(vouchers.siteId, siteId), eq(vouchers.id, voucherId)))
    .returning({ id: vouchers.id });
  return updated.length > 0;
}

export type DeleteVoucherResult = { ok: true } | { ok: false; reason: "not-found" | "used" };

/**
 * Deletes a voucher of the site that no booking has used. A used one is kept, for the
 * books and the per-guest limit, and can be switched off instead; the condition sits in
 * the DELETE itself, so a booking redeeming it at the same moment cannot slip between.
 */
export async function deleteVoucher(db: Database, siteId: string, voucherId: string): Promise<DeleteVoucherResult> {
  assertUuid(siteId, "siteId");
  assertUuid(voucherId, "voucherId");
  const mine = and(eq(vouchers.siteId, siteId), eq(vouchers.id, voucherId));
  const deleted = await db
    .delete(vouchers)
    .where(and(mine, eq(vouchers.uses, 0)))
    .returning({ id: vouchers.id });
  if (deleted.length > 0) return { ok: true };
  const [exists] = await db.select({ id: vouchers.id }).from(vouchers).where(mine);
  return { ok: false, reason: exists ? "used" : "not-found" };
}
