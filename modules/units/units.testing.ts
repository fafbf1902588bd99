import type { Database } from "../../db/client.ts";
import { rentalUnits } from "../../db/schema.ts";

/** A builder for tests and benchmarks that need a unit of a site. */

/** A holiday home for four (two bedrooms, two beds, a bathroom) named `slug` in Dutch, unless `fields` say otherwise. */
export async function insertUnit(
  db: Database,
  siteId: string,
  slug: string,
  fields: Partial<typeof rentalUnits.$inferInsert> = {},
) {
  const [unit] = await db
    .insert(rentalUnits)
    .values({
      siteId,
      slug,
      type: "holidayHome",
      name: { nl: slug },
      maxGuests: 4,
      bedrooms: 2,
      beds: 2,
      bathrooms: 1,
      ...fields,
    })
    .returning();
  if (!unit) throw new Error("unit not inserted");
  return unit;
}
