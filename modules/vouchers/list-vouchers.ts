import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { vouchers } from "../../db/schema.ts";
import { assertUuid } from "../ids/uuid.ts";
import type { VoucherInput } from "./voucher-input.ts";

/** A voucher of a site as the owner sees it: its rules, and how often bookings used it. */
export type Voucher = VoucherInput & {
  id: string;
  /** Bookings that used it. */
  uses: number;
  active: boolean;
  createdAt: Date;
};

const columns = {
  id: vouchers.id,
  code: vouchers.code,
  kind: vouchers.kind,
  amount: vouchers.amount,
  bookFrom: vouchers.bookFrom,
  bookUntil: vouchers.bookUntil,
  stayFrom: vouchers.stayFrom,
  stayUntil: vouchers.stayUntil,
  minNights: vouchers.minNights,
  unitIds: vouchers.unitIds,
  maxUses: vouchers.maxUses,
  maxUsesPerEmail: vouchers.maxUsesPerEmail,
  uses: vouchers.uses,
  active: vouchers.active,
  createdAt: vouchers.createdAt,
};

/** Every voucher of the site, newest first (an owner has a handful, so one page). */
export async function listVouchers(db: Database, siteId: string): Promise<Voucher[]> {
  assertUuid(siteId, "siteId");
  return db
    .select(columns)
    .from(vouchers)
    .where(eq(vouchers.siteId, siteId))
    .orderBy(desc(vouchers.createdAt), desc(vouchers.id));
}

/** One voucher of the site; another site's is null, as a missing one. */
export async function findVoucher(db: Database, siteId: string, voucherId: string): Promise<Voucher | null> {
  assertUuid(siteId, "siteId");
  assertUuid(voucherId, "voucherId");
  const [row] = await db
    .select(columns)
    .from(vouchers)
    .where(and(eq(vouchers.siteId, siteId), eq(vouchers.id, voucherId)));
  return row ?? null;
}
