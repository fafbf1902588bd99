import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client.ts";
import { photoPlatformSettings } from "../../db/schema.ts";
import { adminWholeNumber, WHOLE_NUMBER_ERRORS } from "../admin/admin-whole-number.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { assertUuid } from "../ids/uuid.ts";
import { type FieldErrors, fieldErrors } from "../onboarding/field-errors.ts";
import {
  PHOTO_PLATFORM_LIMITS as L,
  PHOTO_PLATFORM_DEFAULTS,
  type PhotoPlatformField,
} from "./photo-settings-limits.ts";
import { PHOTO_SETTINGS_COLUMNS, type PhotoPlatformSettings } from "./read-photo-settings.ts";

/** What the admin form sends: numbers as typed ("300"), or numbers. */
export type PhotoPlatformSettingsInput = Record<PhotoPlatformField, string | number>;

const PHOTO_PLATFORM_ERROR_KEYS = ["admin.errors.required", "admin.errors.number", "admin.errors.range"] as const;
type PhotoPlatformErrorKey = (typeof PHOTO_PLATFORM_ERROR_KEYS)[number];
export type PhotoPlatformFieldErrors = FieldErrors<PhotoPlatformErrorKey>;

export type SavePhotoPlatformSettingsResult =
  | { ok: true; settings: PhotoPlatformSettings; changed: boolean }
  | { ok: false; errors: PhotoPlatformFieldErrors };

const E = WHOLE_NUMBER_ERRORS satisfies Record<string, PhotoPlatformErrorKey>;

const inputSchema = z.object({
  maxPhotosPerSite: adminWholeNumber(L.maxPhotosPerSite),
  storageQuotaMb: adminWholeNumber(L.storageQuotaMb),
});

/**
 * An admin (`actorId`) changes the photo limits. Each value is checked against its range, with
 * the error beside its field; nothing is stored unless both are right. Audited in the same
 * transaction with the values before and after; saving the same values changes nothing.
 * Lower limits take nothing away: a site over them keeps its photos and adds none until it
 * is under them again.
 */
export async function savePhotoPlatformSettings(
  db: Database,
  input: PhotoPlatformSettingsInput,
  actorId: string,
): Promise<SavePhotoPlatformSettingsResult> {
  assertUuid(actorId, "actorId");
  const parsed = inputSchema.safeParse(input);
  if (!parsed.success) {
    return { ok: false, errors: fieldErrors(parsed.error.issues, PHOTO_PLATFORM_ERROR_KEYS, E.required) };
  }
  const values = parsed.data;
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .select(PHOTO_SETTINGS_COLUMNS)
      .from(photoPlatformSettings)
      .where(eq(photoPlatformSettings.id, 1))
      .for("update");
    const before = {
      maxPhotosPerSite: stored?.maxPhotosPerSite ?? PHOTO_PLATFORM_DEFAULTS.maxPhotosPerSite,
      storageQuotaMb: stored?.storageQuotaMb ?? PHOTO_PLATFORM_DEFAULTS.storageQuotaMb,
    };
    const same = values.maxPhotosPerSite === before.maxPhotosPerSite && values.storageQuotaMb === before.storageQuotaMb;
    if (stored && same) return { ok: true, settings: stored, changed: false };
    const [after] = await tx
      .insert(photoPlatformSettings)
      .values({ id: 1, ...values, updatedAt: new Date() })
      .onConflictDoUpdate({ target: photoPlatformSettings.id, set: { ...values, updatedAt: new Date() } })
      .returning(PHOTO_SETTINGS_COLUMNS);
    if (!after) throw new Error("photo platform settings not stored");
    await recordAudit(tx, {
      actorId,
      action: "photo_settings.update",
      targetType: "photo_settings",
      targetId: null,
      details: { before, after: values },
    });
    return { ok: true, settings: after, changed: true };
  });
}
