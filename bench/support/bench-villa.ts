import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "../../db/client.ts";
import { ownerWithSite } from "../../modules/sites/sites.testing.ts";
import { insertUnit } from "../../modules/units/units.testing.ts";
import { option } from "./option.ts";

/**
 * What the booking benchmarks measure on: a database (the embedded one in a temporary
 * directory, or the Postgres of --postgres=URL) with an owner's site (`subdomain`) and one
 * unit, the villa for six (slug "villa"). `close()` closes the database and removes the
 * directory.
 */
export async function openBenchVilla(subdomain: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `vayvista-${subdomain}-`));
  const database = await openDatabase({ databaseUrl: option("postgres"), dataDir });
  const close = async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const { siteId } = await ownerWithSite(database.db, { subdomain });
    const unit = await insertUnit(database.db, siteId, "villa", { maxGuests: 6, bedrooms: 3, beds: 4, bathrooms: 2 });
    return { database, db: database.db, siteId, unitId: unit.id, close };
  } catch (error) {
    await close();
    throw error;
  }
}
