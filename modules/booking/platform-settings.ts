import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client.ts";
import { bookingPlatformSettings } from "../../db/schema.ts";
import { adminWholeNumber, WHOLE_NUMBER_ERRORS } from "../admin/admin-whole-number.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { assertUuid } from "../ids/uuid.ts";
import { fieldErrors } from "../onboarding/field-errors.ts";
import {
  BOOKING_PLATFORM_DEFAULTS,
  BOOKING_PLATFORM_ERROR_KEYS,
  type BookingPlatformErrorKey,
  type BookingPlatformField,
  type BookingPlatformFieldErrors,
  BOOKING_PLATFORM_LIMITS as L,
} from "./platform-settings-limits.ts";

/** The platform's booking-calendar defaults; `updatedAt` is null while nobody has saved them. */
export type BookingPlatformSettings = Record<BookingPlatformField, number> & { updatedAt: Date | null };

/** What the admin form sends: numbers as typed ("15"), or numbers. */
export type BookingPlatformSettingsInput = Record<BookingPlatformField, string | number>;

export type SaveBookingPlatformSettingsResult =
  | { ok: true; settings: BookingPlatformSettings; changed: boolean }
  | { ok: false; errors: BookingPlatformFieldErrors };

const E = WHOLE_NUMBER_ERRORS satisfies Record<string, BookingPlatformErrorKey>;

const inputSchema = z.object({
  importIntervalMinutes: adminWholeNumber(L.importIntervalMinutes),
  requestHoldHours: adminWholeNumber(L.requestHoldHours),
  maxFeedsPerUnit: adminWholeNumber(L.maxFeedsPerUnit),
});

const columns = {
  importIntervalMinutes: bookingPlatformSettings.importIntervalMinutes,
  requestHoldHours: bookingPlatformSettings.requestHoldHours,
  maxFeedsPerUnit: bookingPlatformSettings.maxFeedsPerUnit,
  updatedAt: bookingPlatformSettings.updatedAt,
};

/**
 * The import interval, the request hold and the most feeds per unit the platform works
 * with. Pass a transaction to read them inside one. Without the row (the migration inserts
 * it), the columns' defaults, never saved.
 */
export async function getBookingPlatformSettings(db: Database): Promise<BookingPlatformSettings> {
  const [row] = await db.select(columns).from(bookingPlatformSettings).where(eq(bookingPlatformSettings.id, 1));
  return row ?? { ...BOOKING_PLATFORM_DEFAULTS, updatedAt: null };
}

/**
 * An admin (`actorId`) changes the platform defaults. Each value is checked against its
 * range, with the error beside its field; nothing is stored unless all three are right.
 * Audited in the same transaction with the values before and after; saving the same values
 * again changes nothing and writes no entry.
 */
export async function saveBookingPlatformSettings(
  db: Database,
  input: BookingPlatformSettingsInput,
  actorId: string,
): Promise<SaveBookingPlatformSettingsResult> {
  assertUuid(actorId, "actorId");
  const parsed = inputSchema.safeParse(input);
  if (!parsed.success) {
    return { ok: false, errors: fieldErrors(parsed.error.issues, BOOKING_PLATFORM_ERROR_KEYS, E.required) };
  }
  const values = parsed.data;
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .select(columns)
      .from(bookingPlatformSettings)
      .where(eq(bookingPlatformSettings.id, 1))
      .for("update");
    const before = {
      importIntervalMinutes: stored?.importIntervalMinutes ?? BOOKING_PLATFORM_DEFAULTS.importIntervalMinutes,
      requestHoldHours: stored?.requestHoldHours ?? BOOKING_PLATFORM_DEFAULTS.requestHoldHours,
      maxFeedsPerUnit: stored?.maxFeedsPerUnit ?? BOOKING_PLATFORM_DEFAULTS.maxFeedsPerUnit,
    };
    const same = (Object.keys(values) as BookingPlatformField[]).every((k) => values[k] === before[k]);
    if (stored && same) return { ok: true, settings: stored, changed: false };
    const [after] = await tx
      .insert(bookingPlatformSettings)
      .values({ id: 1, ...values, updatedAt: new Date() })
      .onConflictDoUpdate({ target: bookingPlatformSettings.id, set: { ...values, updatedAt: new Date() } })
      .returning(columns);
    if (!after) throw new Error("booking platform settings not stored");
    await recordAudit(tx, {
      actorId,
      action: "booking_settings.update",
      targetType: "booking_settings",
      targetId: null,
      details: { before, after: values },
    });
    return { ok: true, settings: after, changed: true };
  });
}
