import type { FieldErrors } from "../onboarding/field-errors.ts";

/**
 * The platform's booking-calendar defaults (one row, booking_platform_settings), their
 * ranges and the keys of what can be wrong. Free of the schema library: the admin form in
 * the browser reads the ranges; platform-settings.ts validates on the server. The ranges
 * are the database's own check (migration 0011).
 */
export const BOOKING_PLATFORM_LIMITS = {
  /** How often each imported calendar is fetched. */
  importIntervalMinutes: { min: 5, max: 1440 },
  /** How long a booking request holds its dates when the unit sets no hold of its own. */
  requestHoldHours: { min: 1, max: 336 },
  /** How many calendars of other channels one unit may import. */
  maxFeedsPerUnit: { min: 1, max: 50 },
} as const;

export type BookingPlatformField = keyof typeof BOOKING_PLATFORM_LIMITS;
export const BOOKING_PLATFORM_FIELDS = Object.keys(BOOKING_PLATFORM_LIMITS) as BookingPlatformField[];

/** What a database without the row (the migration inserts it) works with: the columns' defaults. */
export const BOOKING_PLATFORM_DEFAULTS: Record<BookingPlatformField, number> = {
  importIntervalMinutes: 15,
  requestHoldHours: 48,
  maxFeedsPerUnit: 10,
};

export const BOOKING_PLATFORM_ERROR_KEYS = [
  "admin.errors.required",
  "admin.errors.number",
  "admin.errors.range",
] as const;
export type BookingPlatformErrorKey = (typeof BOOKING_PLATFORM_ERROR_KEYS)[number];
export type BookingPlatformFieldErrors = FieldErrors<BookingPlatformErrorKey>;
