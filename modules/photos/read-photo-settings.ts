import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { photoPlatformSettings } from "../../db/schema.ts";
import { PHOTO_PLATFORM_DEFAULTS, type PhotoPlatformField } from "./photo-settings-limits.ts";

// Apart from the admin's form that saves them (photo-settings.ts): the owner's photo manager
// needs the figures, not the form's words (its error keys are the admin surface's).

/** The platform's photo limits per site; `updatedAt` is null while nobody has saved them. */
export type PhotoPlatformSettings = Record<PhotoPlatformField, number> & { updatedAt: Date | null };

/** The settings row's columns, as both readers and the admin's save return them. */
export const PHOTO_SETTINGS_COLUMNS = {
  maxPhotosPerSite: photoPlatformSettings.maxPhotosPerSite,
  storageQuotaMb: photoPlatformSettings.storageQuotaMb,
  updatedAt: photoPlatformSettings.updatedAt,
};

/** The photo limits per site. Without the row (the migration inserts it), the columns' defaults, never saved. */
export async function getPhotoPlatformSettings(db: Database): Promise<PhotoPlatformSettings> {
  const [row] = await db
    .select(PHOTO_SETTINGS_COLUMNS)
    .from(photoPlatformSettings)
    .where(eq(photoPlatformSettings.id, 1));
  return row ?? { ...PHOTO_PLATFORM_DEFAULTS, updatedAt: null };
}
