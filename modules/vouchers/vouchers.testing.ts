import type { Database } from "../../db/client.ts";
import { stays } from "../../db/schema.ts";
import { ownerWithSite } from "../sites/sites.testing.ts";
import { insertUnit } from "../units/units.testing.ts";
import type { VoucherInput } from "./voucher-input.ts";

/** Builders for voucher and guest-book tests: a site with its units, a voucher, a booking. */

/** An owner's site with one unit per slug (the site named as asked, or uniquely). */
export async function siteWithUnits(
  db: Database,
  slugs: readonly string[] = ["duinhuis"],
  site: { subdomain?: string; siteName?: string } = {},
) {
  const { siteId, ownerId } = await ownerWithSite(db, site);
  const units: string[] = [];
  for (const slug of slugs) units.push((await insertUnit(db, siteId, slug)).id);
  return { siteId, ownerId, units };
}

/** 10 % off, no windows or limits, unless the test says otherwise. */
export function voucherInput(fields: Partial<VoucherInput> = {}): VoucherInput {
  return {
    code: "ZOMER10",
    kind: "percent",
    amount: 10,
    bookFrom: null,
    bookUntil: null,
    stayFrom: null,
    stayUntil: null,
    minNights: 1,
    unitIds: null,
    maxUses: null,
    maxUsesPerEmail: null,
    ...fields,
  };
}

/** A direct booking of a unit (confirmed unless said otherwise), as the booking API stores one. */
export async function bookStay(
  db: Database,
  at: { siteId: string; unitId: string },
  stay: Partial<typeof stays.$inferInsert> & { checkIn: string; checkOut: string },
): Promise<string> {
  const status = stay.status ?? "confirmed";
  const [row] = await db
    .insert(stays)
    .values({
      siteId: at.siteId,
      unitId: at.unitId,
      kind: "booking",
      source: "direct",
      adults: 2,
      holdExpiresAt: status === "request" ? new Date(Date.now() + 86_400_000) : null,
      ...stay,
      status,
    })
    .returning({ id: stays.id });
  if (!row) throw new Error("no stay");
  return row.id;
}
