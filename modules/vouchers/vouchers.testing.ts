import type { Database } from "../../db/client.ts";
import { rentalUnits, stays, userSites } from "../../db/schema.ts";
import { seedOwner } from "../seed/demo-accounts.ts";
import type { VoucherInput } from "./voucher-input.ts";

/** Builders for voucher and guest-book tests: a site with its units, a voucher, a booking. */

let sites = 0;

/** An owner's site with one unit per slug. */
export async function siteWithUnits(db: Database, slugs: readonly string[] = ["duinhuis"]) {
  sites += 1;
  const owner = await seedOwner(db, { name: `Eigenaar ${sites}`, email: `eigenaar-${sites}@example.nl`, lang: "nl" });
  const [site] = await db
    .insert(userSites)
    .values({ userId: owner.id, themeName: "warm-cozy", siteName: `Site ${sites}`, subdomain: `site-${sites}` })
    .returning({ id: userSites.id });
  if (!site) throw new Error("no site");
  const units: string[] = [];
  for (const slug of slugs) {
    const [unit] = await db
      .insert(rentalUnits)
      .values({
        siteId: site.id,
        slug,
        type: "holidayHome",
        name: { nl: slug },
        maxGuests: 4,
        bedrooms: 2,
        beds: 2,
        bathrooms: 1,
      })
      .returning({ id: rentalUnits.id });
    if (!unit) throw new Error("no unit");
    units.push(unit.id);
  }
  return { siteId: site.id, ownerId: owner.id, units };
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
