import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/constraint-violation.ts";
import { vouchers } from "../../db/schema.ts";
import { assertUuid } from "../ids/uuid.ts";
import { unitIdsOfSite } from "../units/units.ts";
import { findVoucher, type Voucher } from "./list-vouchers.ts";
import type { VoucherInput } from "./voucher-input.ts";
import type { VoucherFieldErrors } from "./voucher-limits.ts";

export type SaveVoucherResult =
  | { ok: true; voucher: Voucher }
  | { ok: false; reason: "invalid"; errors: VoucherFieldErrors }
  | { ok: false; reason: "not-found" };

const CODE_TAKEN: SaveVoucherResult = { ok: false, reason: "invalid", errors: { code: { key: "codeTaken" } } };

/** Units named on the form must all be the site's own. */
async function unitProblem(db: Database, siteId: string, unitIds: string[] | null): Promise<VoucherFieldErrors | null> {
  if (unitIds === null) return null;
  const own = await unitIdsOfSite(db, siteId, unitIds);
  return unitIds.every((id) => own.has(id)) ? null : { unitIds: { key: "unit" } };
}

/** A new voucher of the site, active at once. A code the site already has is refused on its field. */
export async function createVoucher(db: Database, siteId: string, input: VoucherInput): Promise<SaveVoucherResult> {
  assertUuid(siteId, "siteId");
  const errors = await unitProblem(db, siteId, input.unitIds);
  if (errors) return { ok: false, reason: "invalid", errors };
  try {
    const [row] = await db
      .insert(vouchers)
      .values({ ...input, siteId })
      .returning({ id: vouchers.id });
    const voucher = row && (await findVoucher(db, siteId, row.id));
    if (!voucher) throw new Error("voucher not stored");
    return { ok: true, voucher };
  } catch (error) {
    if (isUniqueViolation(error, "vouchers_site_code_key")) return CODE_TAKEN;
    throw error;
  }
}

/**
 * Changes a voucher of the site; its uses and whether it is active stay as they are. The
 * most uses cannot go below the uses already counted (read under the row's lock, so a
 * booking redeeming it meanwhile is taken into account).
 */
export async function updateVoucher(
  db: Database,
  siteId: string,
  voucherId: string,
  input: VoucherInput,
): Promise<SaveVoucherResult> {
  assertUuid(siteId, "siteId");
  assertUuid(voucherId, "voucherId");
  const errors = await unitProblem(db, siteId, input.unitIds);
  if (errors) return { ok: false, reason: "invalid", errors };
  const mine = and(eq(vouchers.siteId, siteId), eq(vouchers.id, voucherId));
  try {
    const refused = await db.transaction(async (tx): Promise<SaveVoucherResult | null> => {
      const [current] = await tx.select({ uses: vouchers.uses }).from(vouchers).where(mine).for("update");
      if (!current) return { ok: false, reason: "not-found" };
      if (input.maxUses !== null && input.maxUses < current.uses) {
        return {
          ok: false,
          reason: "invalid",
          errors: { maxUses: { key: "belowUses", params: { min: current.uses } } },
        };
      }
      await tx
        .update(vouchers)
        .set({ ...input, updatedAt: new Date() })
        .where(mine);
      return null;
    });
    if (refused) return refused;
  } catch (error) {
    if (isUniqueViolation(error, "vouchers_site_code_key")) return CODE_TAKEN;
    throw error;
  }
  const voucher = await findVoucher(db, siteId, voucherId);
  return voucher ? { ok: true, voucher } : { ok: false, reason: "not-found" };
}
