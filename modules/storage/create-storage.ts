import { and, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/constraint-violation.ts";
import { storageObjects } from "../../db/schema.ts";
import { inFolder, listFolder } from "./list-folder.ts";
import { checkFolderPrefix, checkObjectPath, findBucket, objectKey } from "./object-path.ts";
import {
  type Bucket,
  type BucketName,
  DEFAULT_CACHE_CONTROL,
  LIST_LIMIT_MAX,
  type ListOptions,
  type ObjectInfo,
  type Storage,
  type StoredObject,
  storageError,
  type UploadOptions,
} from "./storage.ts";
import type { StorageBackend } from "./storage-backend.ts";

/** Paths one remove call may name, as in the reference store. */
const REMOVE_MAX = 1000;

/** `type/subtype`, optionally with parameters (`; charset=utf-8`): printable ASCII only, as a header carries. */
const CONTENT_TYPE =
  /^([a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*)((?:[ \t]*;[ \t]*[a-z0-9!#$&^_.+-]+=(?:[a-z0-9!#$&^_.+-]+|"[ !#-[\]-~]*"))*)$/i;

const objectColumns = {
  id: storageObjects.id,
  path: storageObjects.path,
  size: storageObjects.size,
  contentType: storageObjects.contentType,
  cacheControl: storageObjects.cacheControl,
  createdAt: storageObjects.createdAt,
  updatedAt: storageObjects.updatedAt,
};

/**
 * The storage of spec §9 on a backend for the bytes and the storage_objects catalogue for
 * everything else. An upload writes the bytes first and then the row, a removal deletes the
 * row first and then the bytes: whatever fails half-way, the catalogue never lists an object
 * whose bytes are not there (at worst some bytes are left that nothing lists).
 */
export function createStorage(db: Database, backend: StorageBackend): Storage {
  async function readInfo(bucket: BucketName, path: string): Promise<ObjectInfo | null> {
    const [row] = await db
      .select(objectColumns)
      .from(storageObjects)
      .where(and(eq(storageObjects.bucket, bucket), eq(storageObjects.path, path)))
      .limit(1);
    return row ? { ...row, fullPath: objectKey(bucket, row.path) } : null;
  }

  return {
    async upload(bucketName, path, bytes, options) {
      const bucket = findBucket(bucketName);
      checkObjectPath(bucket.name, path);
      if (bytes.byteLength > bucket.fileSizeLimit) {
        throw storageError(`The object exceeded the maximum allowed size (${bucket.fileSizeLimit} bytes)`, 413);
      }
      const contentType = checkContentType(bucket, options.contentType);
      const cacheControl = checkCacheControl(options);

      const existing = await findInTheWay(db, bucket.name, path);
      if (existing.clash) throw storageError(existing.clash, 409);
      if (existing.id && !options.upsert) throw storageError("The resource already exists", 409);

      const key = objectKey(bucket.name, path);
      await backend.put(key, bytes, { contentType, cacheControl });
      const values = { bucket: bucket.name, path, size: bytes.byteLength, contentType, cacheControl };
      try {
        const insert = db.insert(storageObjects).values(values);
        const [row] = options.upsert
          ? await insert
              .onConflictDoUpdate({
                target: [storageObjects.bucket, storageObjects.path],
                set: { size: values.size, contentType, cacheControl, updatedAt: sql`now()` },
              })
              .returning({ id: storageObjects.id })
          : await insert.returning({ id: storageObjects.id });
        if (!row) throw new Error("storage_objects insert returned no row");
        return { id: row.id, path, fullPath: key };
      } catch (error) {
        // Another upload to the same path got its row in first: the bytes at the key are
        // now that object's (and ours may have replaced them, a race only concurrent
        // uploads to one path can run into; photo paths carry unique ids).
        if (isUniqueViolation(error, "storage_objects_bucket_path_key")) {
          throw storageError("The resource already exists", 409);
        }
        // Bytes that replaced an existing object's stay: its row still lists them.
        if (!existing.id) await backend.delete([key]).catch(() => undefined);
        throw error;
      }
    },

    async download(bucketName, path) {
      const bucket = findBucket(bucketName);
      const info = await readInfo(bucket.name, checkObjectPath(bucket.name, path));
      if (!info) return null;
      const bytes = await backend.get(info.fullPath);
      if (bytes) return { bytes, info };
      // Removed between the two reads, or the store lost the bytes: only the second is an error.
      if (!(await readInfo(bucket.name, path))) return null;
      throw storageError(`The bytes of ${info.fullPath} are missing from the store`, 500);
    },

    async info(bucketName, path) {
      const bucket = findBucket(bucketName);
      return readInfo(bucket.name, checkObjectPath(bucket.name, path));
    },

    async list(bucketName, prefix, options = {}) {
      const bucket = findBucket(bucketName);
      const folder = checkFolderPrefix(bucket.name, prefix);
      return listFolder(db, bucket.name, folder, listPage(options));
    },

    async remove(bucketName, paths) {
      const bucket = findBucket(bucketName);
      if (paths.length > REMOVE_MAX) throw storageError(`At most ${REMOVE_MAX} objects can be removed at once`, 400);
      const asked = [...new Set(paths.map((p) => checkObjectPath(bucket.name, p)))];
      if (asked.length === 0) return [];
      const removed = await db
        .delete(storageObjects)
        .where(and(eq(storageObjects.bucket, bucket.name), inArray(storageObjects.path, asked)))
        .returning({ id: storageObjects.id, path: storageObjects.path });
      const position = new Map(asked.map((p, i) => [p, i]));
      const objects = removed
        .map((row): StoredObject => ({ id: row.id, path: row.path, fullPath: objectKey(bucket.name, row.path) }))
        .sort((a, b) => (position.get(a.path) ?? 0) - (position.get(b.path) ?? 0));
      if (objects.length > 0) await backend.delete(objects.map((o) => o.fullPath));
      return objects;
    },

    publicUrl(bucketName, path) {
      const bucket = findBucket(bucketName);
      if (!bucket.public) throw storageError(`Bucket ${bucket.name} is not public`, 400);
      const segments = checkObjectPath(bucket.name, path).split("/");
      return `/media/${encodeURIComponent(bucket.name)}/${segments.map(encodeURIComponent).join("/")}`;
    },
  };
}

/**
 * What stands at `path` already: the id of an object there, or why the path cannot be used
 * (a folder of that name, or a file where the path needs a folder). A file and a folder may
 * not share a name, so every path is a valid file path on disk and listings are unambiguous.
 */
async function findInTheWay(
  db: Database,
  bucket: BucketName,
  path: string,
): Promise<{ id: string | null; clash: string | null }> {
  const segments = path.split("/");
  const ancestors = segments.slice(0, -1).map((_, i) => segments.slice(0, i + 1).join("/"));
  const conditions: SQL[] = [eq(storageObjects.path, path), inFolder(`${path}/`)];
  if (ancestors.length > 0) conditions.push(inArray(storageObjects.path, ancestors));
  const rows = await db
    .select({ id: storageObjects.id, path: storageObjects.path })
    .from(storageObjects)
    .where(and(eq(storageObjects.bucket, bucket), or(...conditions)))
    .limit(2);
  const clash = rows.find((row) => row.path !== path);
  return {
    id: rows.find((row) => row.path === path)?.id ?? null,
    clash: !clash
      ? null
      : clash.path.length > path.length
        ? `A folder named ${path} already exists`
        : `${clash.path} is a file, so it cannot hold ${path}`,
  };
}

/** The content type as stored: its `type/subtype` lower-cased; a type the bucket refuses is a 415. */
function checkContentType(bucket: Bucket, contentType: string): string {
  const match = CONTENT_TYPE.exec(contentType.trim());
  const essence = match?.[1]?.toLowerCase();
  if (!match || !essence) throw storageError(`Invalid content type: ${JSON.stringify(contentType)}`, 415);
  if (!bucket.allowedMimeTypes.includes(essence)) throw storageError(`mime type ${essence} is not supported`, 415);
  return `${essence}${match[2] ?? ""}`;
}

/** Seconds as text, without leading zeros; DEFAULT_CACHE_CONTROL when none is given. */
function checkCacheControl(options: UploadOptions): string {
  const seconds = options.cacheControl ?? DEFAULT_CACHE_CONTROL;
  if (!/^\d{1,9}$/.test(seconds)) throw storageError("cacheControl must be a whole number of seconds", 400);
  return String(Number(seconds));
}

/** Spec §9 defaults (100, 0, name ascending), the limit capped at LIST_LIMIT_MAX. */
function listPage(options: ListOptions): { limit: number; offset: number; order: "asc" | "desc" } {
  const limit = options.limit ?? 100;
  const offset = options.offset ?? 0;
  if (!Number.isInteger(limit) || limit < 0) throw storageError("limit must be a whole number, 0 or more", 400);
  if (!Number.isInteger(offset) || offset < 0) throw storageError("offset must be a whole number, 0 or more", 400);
  const sortBy = options.sortBy ?? { column: "name", order: "asc" };
  if (sortBy.column !== "name" || (sortBy.order !== "asc" && sortBy.order !== "desc")) {
    throw storageError("sortBy must be the name, asc or desc", 400);
  }
  return { limit: Math.min(limit, LIST_LIMIT_MAX), offset, order: sortBy.order };
}
