import { and, asc, eq, inArray, max, ne } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/constraint-violation.ts";
import { rentalUnits } from "../../db/schema.ts";
import type { SiteLang, SiteText } from "../i18n/site-languages.ts";
import { textIn } from "../i18n/site-languages.ts";
import type { RichDoc } from "../rich-text/rich-doc.ts";
import { slugify } from "../text/slugify.ts";
import { type UnitInput, unitInputSchema } from "./unit-schema.ts";
import { uniqueSlug } from "./unit-slug.ts";
import type { UnitType } from "./unit-types.ts";

export type RentalUnit = Omit<UnitInput, "longDescription"> & {
  id: string;
  siteId: string;
  slug: string;
  position: number;
  status: "active" | "archived";
  type: UnitType;
  longDescription: Partial<Record<SiteLang, RichDoc>>;
};

function toUnit(row: typeof rentalUnits.$inferSelect): RentalUnit {
  return {
    id: row.id,
    siteId: row.siteId,
    slug: row.slug,
    position: row.position,
    status: row.status,
    type: row.type as UnitType,
    name: row.name as SiteText,
    shortDescription: row.shortDescription as SiteText,
    longDescription: row.longDescription as Partial<Record<SiteLang, RichDoc>>,
    houseRules: row.houseRules as SiteText,
    checkInInstructions: row.checkInInstructions as SiteText,
    maxGuests: row.maxGuests,
    bedrooms: row.bedrooms,
    beds: row.beds,
    bathrooms: row.bathrooms,
    sizeM2: row.sizeM2,
    facilities: row.facilities as UnitInput["facilities"],
    checkInFrom: row.checkInFrom,
    checkInUntil: row.checkInUntil,
    checkOutUntil: row.checkOutUntil,
    coverPhotoId: row.coverPhotoId,
  };
}

/** A site's units in the owner's order; archived ones only when asked. */
export async function listUnits(
  db: Database,
  siteId: string,
  opts: { includeArchived?: boolean } = {},
): Promise<RentalUnit[]> {
  const rows = await db
    .select()
    .from(rentalUnits)
    .where(
      opts.includeArchived
        ? eq(rentalUnits.siteId, siteId)
        : and(eq(rentalUnits.siteId, siteId), eq(rentalUnits.status, "active")),
    )
    .orderBy(asc(rentalUnits.position), asc(rentalUnits.createdAt));
  return rows.map(toUnit);
}

/** One unit of the site, or null (also when it belongs to another site). */
export async function findUnit(db: Database, siteId: string, unitId: string): Promise<RentalUnit | null> {
  const [row] = await db
    .select()
    .from(rentalUnits)
    .where(and(eq(rentalUnits.siteId, siteId), eq(rentalUnits.id, unitId)))
    .limit(1);
  return row ? toUnit(row) : null;
}

async function takenSlugs(db: Database, siteId: string, exceptUnit?: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: rentalUnits.slug })
    .from(rentalUnits)
    .where(
      exceptUnit ? and(eq(rentalUnits.siteId, siteId), ne(rentalUnits.id, exceptUnit)) : eq(rentalUnits.siteId, siteId),
    );
  return new Set(rows.map((r) => r.slug));
}

/** A new unit at the end of the site's list, its slug made from its name in the main language. */
export async function createUnit(
  db: Database,
  input: { siteId: string; mainLang: SiteLang; unit: UnitInput },
): Promise<RentalUnit> {
  const unit = unitInputSchema.parse(input.unit);
  const base = slugify(textIn(unit.name, input.mainLang, input.mainLang));
  for (let attempt = 0; ; attempt++) {
    const [last] = await db
      .select({ position: max(rentalUnits.position) })
      .from(rentalUnits)
      .where(eq(rentalUnits.siteId, input.siteId));
    try {
      const [row] = await db
        .insert(rentalUnits)
        .values({
          ...unit,
          siteId: input.siteId,
          slug: uniqueSlug(base, await takenSlugs(db, input.siteId)),
          position: (last?.position ?? -1) + 1,
        })
        .returning();
      if (!row) throw new Error("unit not stored");
      return toUnit(row);
    } catch (error) {
      // Another unit took the slug a moment ago: choose again.
      if (attempt < 3 && isUniqueViolation(error, "rental_units_site_slug_key")) continue;
      throw error;
    }
  }
}

/** Changes a unit of the site; null when the site has no such unit. The slug stays (links keep working). */
export async function updateUnit(
  db: Database,
  input: { siteId: string; unitId: string; unit: UnitInput },
): Promise<RentalUnit | null> {
  const unit = unitInputSchema.parse(input.unit);
  const [row] = await db
    .update(rentalUnits)
    .set({ ...unit, updatedAt: new Date() })
    .where(and(eq(rentalUnits.siteId, input.siteId), eq(rentalUnits.id, input.unitId)))
    .returning();
  return row ? toUnit(row) : null;
}

/**
 * Puts the site's units in the given order (ids of other sites are ignored; units not named
 * keep their place after the named ones).
 */
export async function reorderUnits(db: Database, siteId: string, orderedIds: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: rentalUnits.id })
      .from(rentalUnits)
      .where(eq(rentalUnits.siteId, siteId))
      .orderBy(asc(rentalUnits.position), asc(rentalUnits.createdAt));
    const own = new Set(rows.map((r) => r.id));
    const named = orderedIds.filter((id) => own.has(id));
    const order = [...new Set(named), ...rows.map((r) => r.id).filter((id) => !named.includes(id))];
    for (const [position, id] of order.entries()) {
      await tx
        .update(rentalUnits)
        .set({ position })
        .where(and(eq(rentalUnits.siteId, siteId), eq(rentalUnits.id, id)));
    }
  });
}

export type SetUnitStatusResult = { ok: true } | { ok: false; reason: "not-found" | "last-active" };

/** Archives a unit (hidden from the site, kept for its bookings) or brings it back. A site keeps one active unit. */
export async function setUnitStatus(
  db: Database,
  input: { siteId: string; unitId: string; status: "active" | "archived" },
): Promise<SetUnitStatusResult> {
  return db.transaction(async (tx) => {
    const active = await tx
      .select({ id: rentalUnits.id })
      .from(rentalUnits)
      .where(and(eq(rentalUnits.siteId, input.siteId), eq(rentalUnits.status, "active")))
      .for("update");
    if (input.status === "archived" && active.length === 1 && active[0]?.id === input.unitId) {
      return { ok: false, reason: "last-active" } as const;
    }
    const updated = await tx
      .update(rentalUnits)
      .set({ status: input.status, updatedAt: new Date() })
      .where(and(eq(rentalUnits.siteId, input.siteId), eq(rentalUnits.id, input.unitId)))
      .returning({ id: rentalUnits.id });
    return updated.length > 0 ? ({ ok: true } as const) : ({ ok: false, reason: "not-found" } as const);
  });
}

/** Units whose ids are among `ids` and belong to the site (for checks on forms that name units). */
export async function unitIdsOfSite(db: Database, siteId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: rentalUnits.id })
    .from(rentalUnits)
    .where(and(eq(rentalUnits.siteId, siteId), inArray(rentalUnits.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}
