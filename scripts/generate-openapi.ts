/**
 * Writes docs/api/booking-api.json, the booking API's OpenAPI description, from the zod
 * schemas the server validates with (modules/booking/booking-openapi.ts), formatted as
 * Biome formats the repository.
 *
 *   node scripts/generate-openapi.ts
 */
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { bookingOpenApi } from "../modules/booking/booking-openapi.ts";
import { OPENAPI_FILE } from "../modules/booking/booking-openapi-file.ts";

writeFileSync(OPENAPI_FILE, JSON.stringify(bookingOpenApi()));
execFileSync(
  path.join(import.meta.dirname, "..", "node_modules", ".bin", "biome"),
  ["format", "--write", OPENAPI_FILE],
  {
    stdio: "ignore",
  },
);
console.log(`wrote ${path.relative(process.cwd(), OPENAPI_FILE)}`);
