import path from "node:path";

/** Where the booking API's OpenAPI description is committed (scripts/generate-openapi.ts writes it). */
export const OPENAPI_FILE = path.join(import.meta.dirname, "..", "..", "docs", "api", "booking-api.json");
