import { openDatabase } from "../../../db/client.ts";
import { billingSettings } from "../../../db/schema.ts";
import { loadConfig } from "../../../server/config.ts";

/**
 * The seller's billing details on the e2e servers' fresh data directory, as an admin enters
 * them at /admin/settings/payments, with the test provider for owners' subscriptions: without
 * them the checkout takes no money. Run before the server starts (PGlite serves one process
 * at a time), after scripts/admin-create.ts.
 */
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await database.db
    .insert(billingSettings)
    .values({
      sellerName: "VayVista (e2e)",
      sellerStreet: "Teststraat 1",
      sellerPostalCode: "1234 AB",
      sellerCity: "Amsterdam",
      sellerCountry: "NL",
      sellerVatNumber: "NL123456789B01",
      sellerChamberOfCommerce: "12345678",
      sellerEmail: "billing@vayvista.test",
      provider: "test",
    })
    .onConflictDoNothing();
} finally {
  await database.close();
}
