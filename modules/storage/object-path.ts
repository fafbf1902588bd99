import { BUCKETS, type Bucket, type BucketName, storageError } from "./storage.ts";

/** S3 refuses longer keys, and a key is `{bucket}/{path}`: the path gets what the bucket leaves. */
const MAX_KEY_BYTES = 1024;

/** The longest file or folder name common file systems store (ext4, APFS, NTFS). */
const MAX_SEGMENT_BYTES = 255;

/** Control characters (C0, DEL, C1) and unpaired surrogates, which no store keeps faithfully. */
const UNSAFE_CHARACTER = /[\p{Cc}\p{Cs}]/u;

/** The bucket of that name; an unknown name is a StorageError 404, as for the reference store. */
export function findBucket(name: string): Bucket {
  if (!Object.hasOwn(BUCKETS, name)) throw storageError("Bucket not found", 404);
  return BUCKETS[name as BucketName];
}

/** Where an object's bytes live in a backend. */
export function objectKey(bucket: BucketName, path: string): string {
  return `${bucket}/${path}`;
}

/**
 * Why `path` cannot name an object in `bucket`, or null when it can. A path is relative
 * (`{siteId}/{photoId}/960.avif`): no leading slash, no empty, `.` or `..` segment, no
 * backslash or control character, each name at most 255 bytes and the whole key within S3's
 * 1024 bytes, so that the disk and S3 backends accept exactly the same paths and no path
 * reaches outside its bucket.
 */
export function objectPathProblem(bucket: BucketName, path: string): string | null {
  if (path === "") return "the path is empty";
  if (path.startsWith("/")) return "the path must be relative (no leading slash)";
  if (path.includes("\\")) return "the path must not contain a backslash";
  if (UNSAFE_CHARACTER.test(path)) return "the path must not contain control characters";
  const maxBytes = MAX_KEY_BYTES - Buffer.byteLength(objectKey(bucket, ""));
  if (Buffer.byteLength(path) > maxBytes) return `the path must be at most ${maxBytes} bytes`;
  for (const segment of path.split("/")) {
    if (segment === "") return "the path must not contain empty segments (// or a trailing slash)";
    if (segment === "." || segment === "..") return "the path must not contain . or .. segments";
    if (Buffer.byteLength(segment) > MAX_SEGMENT_BYTES) {
      return `each name in the path must be at most ${MAX_SEGMENT_BYTES} bytes`;
    }
  }
  return null;
}

/** `path` when it can name an object in `bucket`; otherwise a StorageError 400 saying why. */
export function checkObjectPath(bucket: BucketName, path: string): string {
  const problem = objectPathProblem(bucket, path);
  if (problem) throw storageError(`Invalid key: ${problem}`, 400);
  return path;
}

/**
 * The folder a list call reads, as the prefix its objects' paths start with: "" for the
 * bucket's top, else `a/b/` (given as `a/b` or `a/b/`). Anything else is a StorageError 400.
 */
export function checkFolderPrefix(bucket: BucketName, prefix: string): string {
  if (prefix === "") return "";
  const folder = prefix.endsWith("/") ? prefix.slice(0, -1) : prefix;
  const problem = objectPathProblem(bucket, folder);
  if (problem) throw storageError(`Invalid prefix: ${problem}`, 400);
  return `${folder}/`;
}
