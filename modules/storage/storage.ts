/**
 * Files behind one interface (spec §3, §9): buckets with a public flag, a file size limit and
 * the MIME types they accept; objects by path inside a bucket. The bytes live on local disk
 * under DATA_DIR by default, or in any S3-compatible store when S3_* is configured; the
 * catalogue of objects (storage_objects) is in the database either way, so listing, sizes and
 * types behave the same on both.
 */

export type BucketName = "site-photos";

export type Bucket = {
  name: BucketName;
  /** Served to anyone at /media/{bucket}/{path}; private buckets only through code. */
  public: boolean;
  /** Bytes, per object. */
  fileSizeLimit: number;
  allowedMimeTypes: readonly string[];
};

/** The buckets there are; created with the storage, never at run time. */
export const BUCKETS: Record<BucketName, Bucket> = {
  /** Processed photo variants of owner sites (the uploads themselves are never kept). */
  "site-photos": {
    name: "site-photos",
    public: true,
    fileSizeLimit: 10 * 1024 * 1024,
    allowedMimeTypes: ["image/avif", "image/webp", "image/jpeg", "image/png"],
  },
};

/** Spec §9: how long browsers and proxies may keep a stored object, in seconds. */
export const DEFAULT_CACHE_CONTROL = "3600";

export type UploadOptions = {
  contentType: string;
  /** Seconds; DEFAULT_CACHE_CONTROL when absent. */
  cacheControl?: string;
  /** Replace an object already at the path; without it such an upload fails (409). */
  upsert?: boolean;
};

export type StoredObject = {
  id: string;
  /** Inside the bucket. */
  path: string;
  /** `{bucket}/{path}`. */
  fullPath: string;
};

export type ObjectInfo = StoredObject & {
  size: number;
  contentType: string;
  cacheControl: string;
  createdAt: Date;
  updatedAt: Date;
};

export type ListOptions = {
  /** Spec §9 defaults: 100, 0, by name ascending. */
  limit?: number;
  offset?: number;
  sortBy?: { column: "name"; order: "asc" | "desc" };
};

/** Spec §8: storage errors carry a message, a status and a statusCode. */
export class StorageError extends Error {
  readonly status: number;
  readonly statusCode: string;
  constructor(message: string, status: number, statusCode: string) {
    super(message);
    this.name = "StorageError";
    this.status = status;
    this.statusCode = statusCode;
  }
}

export interface Storage {
  upload(bucket: BucketName, path: string, bytes: Uint8Array, options: UploadOptions): Promise<StoredObject>;
  /** The object's bytes and what it is, or null when there is none at the path. */
  download(bucket: BucketName, path: string): Promise<{ bytes: Uint8Array; info: ObjectInfo } | null>;
  info(bucket: BucketName, path: string): Promise<ObjectInfo | null>;
  /** Objects directly under `prefix` (a folder path, "" for the bucket's top). */
  list(bucket: BucketName, prefix: string, options?: ListOptions): Promise<ObjectInfo[]>;
  /** Removes the objects that exist among `paths`; returns those removed. */
  remove(bucket: BucketName, paths: readonly string[]): Promise<StoredObject[]>;
  /** The URL a page uses for an object of a public bucket (relative to the host serving it). */
  publicUrl(bucket: BucketName, path: string): string;
}
