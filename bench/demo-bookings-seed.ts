/**
 * How long the demo owners' calendars take to seed (modules/seed/demo-bookings.ts): the
 * first local start does it after the server listens, so it should pass unnoticed. Sanne's
 * beach house (rates, bookings past and coming, a block, a voucher, an Airbnb calendar) and
 * Piotr's three cabins, each on a fresh embedded database. Prints the time of each.
 *
 *   node_modules/.bin/node bench/demo-bookings-seed.ts
 *
 * Target: a few seconds; the demo-bookings test once asserted under 15 s, which a loaded
 * machine missed. Figures depend on the machine and on what else it runs.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "../db/client.ts";
import { DEMO_BOOKINGS } from "../modules/seed/content/demo-bookings.ts";
import { seedDemoBookings } from "../modules/seed/demo-bookings.ts";
import { ownerWithSite } from "../modules/sites/sites.testing.ts";
import { insertUnit } from "../modules/units/units.testing.ts";

const demos = {
  coast: ["duinhuis-zeezicht"],
  mountains: ["domek-smrek", "domek-limba", "domek-jawor"],
} as const satisfies Record<keyof typeof DEMO_BOOKINGS, readonly string[]>;

for (const [name, units] of Object.entries(demos) as [keyof typeof demos, readonly string[]][]) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "vayvista-bench-demo-"));
  const database = await openDatabase({ dataDir });
  try {
    const { siteId } = await ownerWithSite(database.db, { subdomain: `demo-${name}` });
    for (const slug of units) await insertUnit(database.db, siteId, slug, { maxGuests: 6 });
    const started = performance.now();
    const seeded = await seedDemoBookings(database.db, siteId, DEMO_BOOKINGS[name]);
    const ms = performance.now() - started;
    console.log(
      `${name}: ${seeded.bookings} bookings, ${seeded.blocks} blocks, ${seeded.imports} imports in ${ms.toFixed(0)} ms`,
    );
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
