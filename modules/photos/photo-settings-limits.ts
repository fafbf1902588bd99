/**
 * The platform's photo limits per site (one row, photo_platform_settings) and their ranges.
 * Free of the schema library and of the admin form's words: the admin form in the browser
 * and the owner's photo manager read it; photo-settings.ts validates on the server. The
 * ranges are the database's own check (migration 0012).
 */
export const PHOTO_PLATFORM_LIMITS = {
  /** Photos a site may have, gallery and others together. */
  maxPhotosPerSite: { min: 1, max: 5000 },
  /** Megabytes the stored versions of a site's photos may take. */
  storageQuotaMb: { min: 10, max: 102_400 },
} as const;

export type PhotoPlatformField = keyof typeof PHOTO_PLATFORM_LIMITS;
export const PHOTO_PLATFORM_FIELDS = Object.keys(PHOTO_PLATFORM_LIMITS) as PhotoPlatformField[];

/** What a database without the row (the migration inserts it) works with: the columns' defaults. */
export const PHOTO_PLATFORM_DEFAULTS: Record<PhotoPlatformField, number> = {
  maxPhotosPerSite: 300,
  storageQuotaMb: 1024,
};

/**
 * Uploads one owner account may send per hour: a whole gallery at once fits, while one
 * account cannot keep the process's photo queue (one photo at a time) busy for everyone.
 */
export const PHOTO_UPLOADS_PER_HOUR = 120;

/** How much of its limits a site uses: what the photo manager shows. */
export type PhotoUsage = { photos: number; maxPhotos: number; bytes: number; quotaBytes: number };
