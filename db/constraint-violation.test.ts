import { describe, expect, it } from "vitest";
import { isUniqueViolation } from "./constraint-violation.ts";

const driverError = (code: string, constraint?: string) => Object.assign(new Error("driver"), { code, constraint });
const wrapped = (cause: unknown) => new Error("Failed query", { cause });

describe("isUniqueViolation", () => {
  it("finds the driver's 23505 inside Drizzle's wrapper", () => {
    expect(isUniqueViolation(wrapped(driverError("23505", "user_sites_subdomain_key")))).toBe(true);
    expect(isUniqueViolation(wrapped(driverError("23503")))).toBe(false);
    expect(isUniqueViolation(new Error("plain"))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });

  it("tells the indexes apart when one is named", () => {
    const error = wrapped(driverError("23505", "user_sites_subdomain_key"));
    expect(isUniqueViolation(error, "user_sites_subdomain_key")).toBe(true);
    expect(isUniqueViolation(error, "user_sites_user_id_key")).toBe(false);
  });
});
