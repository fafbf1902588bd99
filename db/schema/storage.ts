import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * Every stored file, whatever holds its bytes (local disk or an S3-compatible store): the
 * catalogue lists, sizes and types them the same way on both (modules/storage).
 */
export const storageObjects = pgTable(
  "storage_objects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bucket: text("bucket").notNull(),
    /** Inside the bucket, without a leading slash: `{siteId}/{photoId}/960.avif`. */
    path: text("path").notNull(),
    size: integer("size").notNull(),
    contentType: text("content_type").notNull(),
    cacheControl: text("cache_control").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Also the list order: by name ascending within a bucket.
    uniqueIndex("storage_objects_bucket_path_key").on(t.bucket, t.path),
    // Folder listings and the file-or-folder clash check compare path prefixes byte by byte
    // (modules/storage/list-folder.ts): without this they scan the whole bucket.
    index("storage_objects_bucket_path_c_idx").on(t.bucket, sql`(${t.path} collate "C")`),
    check("storage_objects_path_relative", sql`${t.path} !~ '^/' and ${t.path} !~ '(^|/)\\.\\.(/|$)'`),
    check("storage_objects_size_positive", sql`${t.size} >= 0`),
  ],
);
