import { errorCode } from "./dns-lookup.ts";

/** Postgres 23505, also when Drizzle wraps the driver's error in its own. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if (errorCode(e) === "23505") return true;
    e = typeof e === "object" && "cause" in e ? e.cause : undefined;
  }
  return false;
}
