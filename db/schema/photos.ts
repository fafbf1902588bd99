import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { userSites } from "./sites.ts";
import type { LangTexts } from "./units.ts";
import { rentalUnits } from "./units.ts";

/**
 * A photo of a site, processed on upload into AVIF and WebP variants (EXIF gone) stored
 * under `{siteId}/{photoId}/{width}.{format}` in the public `site-photos` bucket. Gallery
 * photos belong to the site or to one unit; others (the host's portrait, blog covers) are
 * not shown in the gallery.
 */
export const sitePhotos = pgTable(
  "site_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: uuid("site_id")
      .notNull()
      .references(() => userSites.id, { onDelete: "cascade" }),
    unitId: uuid("unit_id").references(() => rentalUnits.id, { onDelete: "set null" }),
    album: text("album", { enum: ["gallery", "other"] })
      .notNull()
      .default("gallery"),
    position: integer("position").notNull().default(0),
    /** Of the largest variant; every variant keeps the aspect ratio. */
    width: smallint("width").notNull(),
    height: smallint("height").notNull(),
    /** The widths made, ascending (never wider than the original). */
    widths: smallint("widths").array().notNull(),
    /** A tiny blurred preview as a data: URL, shown while the photo loads. */
    placeholder: text("placeholder").notNull().default(""),
    caption: jsonb("caption").$type<LangTexts>().notNull().default({}),
    alt: jsonb("alt").$type<LangTexts>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A deleted unit unlinks its photos: found by index, not by reading every site's photos.
    index("site_photos_unit_idx").on(t.unitId).where(sql`${t.unitId} is not null`),
    index("site_photos_site_position_idx").on(t.siteId, t.album, t.position),
    check("site_photos_album_known", sql`${t.album} in ('gallery','other')`),
    check("site_photos_size_positive", sql`${t.width} > 0 and ${t.height} > 0`),
  ],
);

/**
 * The platform's photo limits per site (the admin's photo settings): one row. Uploads beyond
 * either are refused (modules/photos/photo-quota.ts); the ranges are the admin form's.
 */
export const photoPlatformSettings = pgTable(
  "photo_platform_settings",
  {
    id: smallint("id").primaryKey().default(1),
    /** Photos a site may have, gallery and others together. */
    maxPhotosPerSite: integer("max_photos_per_site").notNull().default(300),
    /** Megabytes the stored variants of a site's photos may take. */
    storageQuotaMb: integer("storage_quota_mb").notNull().default(1024),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("photo_platform_settings_single_row", sql`${t.id} = 1`),
    check(
      "photo_platform_settings_sane",
      sql`${t.maxPhotosPerSite} between 1 and 5000 and ${t.storageQuotaMb} between 10 and 102400`,
    ),
  ],
);
