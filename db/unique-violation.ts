/**
 * Postgres 23505 (unique_violation), also when Drizzle wraps the driver's error in its own;
 * with `constraint`, only a violation of that unique index.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    if ("code" in e && e.code === "23505") {
      return constraint === undefined || ("constraint" in e && e.constraint === constraint);
    }
    e = "cause" in e ? e.cause : undefined;
  }
  return false;
}
