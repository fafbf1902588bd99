/**
 * Postgres 23505 (unique_violation), also when Drizzle wraps the driver's error in its own;
 * with `constraint`, only a violation of that unique index.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return isViolation(error, "23505", constraint);
}

/**
 * Postgres 23P01 (exclusion_violation): for stays, two rows holding the same nights of a
 * unit (db/schema/booking.ts), which the booking API answers with 409.
 */
export function isExclusionViolation(error: unknown, constraint?: string): boolean {
  return isViolation(error, "23P01", constraint);
}

/**
 * Postgres 23503 (foreign_key_violation): for stays, a unit, feed or guest of another site
 * than the row's own (db/schema/booking.ts).
 */
export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  return isViolation(error, "23503", constraint);
}

function isViolation(error: unknown, code: string, constraint: string | undefined): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    if ("code" in e && e.code === code) {
      return constraint === undefined || ("constraint" in e && e.constraint === constraint);
    }
    e = "cause" in e ? e.cause : undefined;
  }
  return false;
}
