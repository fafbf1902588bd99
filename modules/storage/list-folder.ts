import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { storageObjects } from "../../db/schema.ts";
import { objectKey } from "./object-path.ts";
import type { BucketName, ListEntry } from "./storage.ts";

/**
 * Paths inside `folder` (`a/b/`, ending in a slash): a range in byte order, `a/b/` up to
 * `a/b0` ("0" follows "/"), which an index on (bucket, path collate "C") can serve.
 */
export function inFolder(folder: string): SQL {
  const end = `${folder.slice(0, -1)}0`;
  return sql`(${storageObjects.path} collate "C") >= ${folder} and (${storageObjects.path} collate "C") < ${end}`;
}

export type FolderPage = {
  limit: number;
  offset: number;
  order: "asc" | "desc";
};

/**
 * One page of what `folder` (`""` or `a/b/`, checked) holds, read from the catalogue: the
 * objects directly in it and, for deeper objects, one entry per sub-folder, ordered together
 * by name in byte order (collation "C", so PGlite and every Postgres agree).
 */
export async function listFolder(
  db: Database,
  bucket: BucketName,
  folder: string,
  page: FolderPage,
): Promise<ListEntry[]> {
  const inBucketFolder =
    folder === "" ? eq(storageObjects.bucket, bucket) : and(eq(storageObjects.bucket, bucket), inFolder(folder));
  const rest = sql`substr(${storageObjects.path}, char_length(${folder}::text) + 1)`;
  const name = sql<string>`split_part(${rest}, '/', 1) collate "C"`.as("name");
  const objects = db
    .select({
      name,
      id: sql<string | null>`${storageObjects.id}`.as("id"),
      size: storageObjects.size,
      contentType: storageObjects.contentType,
      cacheControl: storageObjects.cacheControl,
      createdAt: storageObjects.createdAt,
      updatedAt: storageObjects.updatedAt,
    })
    .from(storageObjects)
    .where(and(inBucketFolder, sql`strpos(${rest}, '/') = 0`));
  const folders = db
    .selectDistinct({
      name,
      id: sql<string | null>`null::uuid`.as("id"),
      size: sql<number>`null::integer`.as("size"),
      contentType: sql<string>`null::text`.as("content_type"),
      cacheControl: sql<string>`null::text`.as("cache_control"),
      createdAt: sql<Date>`null::timestamptz`.as("created_at"),
      updatedAt: sql<Date>`null::timestamptz`.as("updated_at"),
    })
    .from(storageObjects)
    .where(and(inBucketFolder, sql`strpos(${rest}, '/') > 0`));
  const direction = page.order === "desc" ? sql`desc` : sql`asc`;
  const rows = await objects
    .unionAll(folders)
    // A folder and an object never share a name (uploads refuse it); the id only makes the
    // order total should one pair have slipped in.
    .orderBy(sql`name ${direction}, id ${direction} nulls first`)
    .limit(page.limit)
    .offset(page.offset);

  return rows.map((row): ListEntry => {
    const path = `${folder}${row.name}`;
    const fullPath = objectKey(bucket, path);
    if (row.id === null) return { id: null, name: row.name, path, fullPath };
    return {
      id: row.id,
      name: row.name,
      path,
      fullPath,
      size: row.size,
      contentType: row.contentType,
      cacheControl: row.cacheControl,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    };
  });
}
