import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { bookingOpenApi } from "./booking-openapi.ts";
import { OPENAPI_FILE } from "./booking-openapi-file.ts";

describe("the booking API's OpenAPI file", () => {
  it("is what the schemas describe today (run node scripts/generate-openapi.ts after changing them)", () => {
    expect(JSON.parse(readFileSync(OPENAPI_FILE, "utf8"))).toEqual(bookingOpenApi());
  });

  it("documents the three endpoints, with 409 for taken dates", () => {
    const doc = bookingOpenApi() as { paths: Record<string, Record<string, { responses: object }>> };
    expect(Object.keys(doc.paths)).toEqual(["/api/availability", "/api/quote", "/api/bookings"]);
    expect(doc.paths["/api/bookings"]?.post?.responses).toHaveProperty("409");
    expect(doc.paths["/api/quote"]?.get?.responses).toHaveProperty("422");
    expect(JSON.stringify(doc.paths["/api/bookings"]?.post?.responses)).toMatch(
      /"429":\{"description":"[^"]*too_many_open_stays/,
    );
  });
});
