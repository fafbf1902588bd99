import { describe, expect, it } from "vitest";
import { normalizePhoneNumber } from "./phone-number.ts";

describe("normalizePhoneNumber", () => {
  it("writes numbers as people type them in E.164", () => {
    expect(normalizePhoneNumber("+31 6 12345678")).toBe("+31612345678");
    expect(normalizePhoneNumber("0031 (6) 123-456-78")).toBe("+31612345678");
    expect(normalizePhoneNumber("06 12345678")).toBe("+31612345678");
    expect(normalizePhoneNumber("+48 512 345 678")).toBe("+48512345678");
  });

  it("refuses what cannot be a phone number", () => {
    expect(normalizePhoneNumber("")).toBeNull();
    expect(normalizePhoneNumber("anna@example.nl")).toBeNull();
    expect(normalizePhoneNumber("12345")).toBeNull();
    expect(normalizePhoneNumber("512 345 678")).toBeNull();
  });
});
