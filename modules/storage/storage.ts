/**
 * Files behind one interface (spec §3, §9): buckets with a public flag, a file size limit and
 * the MIME types they accept; objects by path inside a bucket. The bytes live on local disk
 * under DATA_DIR by default, or in any S3-compatible store when S3_* is configured; the
 * catalogue of objects (storage_objects) is in the database either way, so listing, sizes and
 * types behave the same on both.
 */

export type BucketName = "site-photos" | "invoices" | "account-exports";

export type Bucket = {
  name: BucketName;
  /** Served to anyone at /media/{bucket}/{path}; private buckets only through code. */
  public: boolean;
  /** Bytes, per object. */
  fileSizeLimit: number;
  /** Exact `type/subtype` values, lower case. */
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
  /** Owners' invoices and credit notes (ADR 0023): private, served only to their owner and the admins. */
  invoices: {
    name: "invoices",
    public: false,
    fileSizeLimit: 2 * 1024 * 1024,
    allowedMimeTypes: ["application/pdf"],
  },
  /**
   * Owners' data archives (issue 20 §5): private, served only to their owner. One archive is
   * stored as numbered parts of at most this size, so making or serving it never holds more
   * than one part in memory (modules/account-export/chunked-archive.ts).
   */
  "account-exports": {
    name: "account-exports",
    public: false,
    fileSizeLimit: 8 * 1024 * 1024,
    allowedMimeTypes: ["application/zip"],
  },
};

/** Spec §9: how long browsers and proxies may keep a stored object, in seconds. */
export const DEFAULT_CACHE_CONTROL = "3600";

export type UploadOptions = {
  /** One of the bucket's allowedMimeTypes (415 otherwise); stored with its type/subtype in lower case. */
  contentType: string;
  /** Whole seconds as text; DEFAULT_CACHE_CONTROL when absent. */
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

/** An object directly inside the listed folder. */
export type ObjectEntry = ObjectInfo & {
  /** Relative to the listed folder: `960.avif`. */
  name: string;
};

/**
 * A sub-folder of the listed folder: it holds objects deeper down. As in the reference store,
 * a folder has a null id (and no size, type or dates: folders are not stored, only implied).
 */
export type FolderEntry = {
  id: null;
  /** Relative to the listed folder, without a trailing slash: `{photoId}`. */
  name: string;
  /** Inside the bucket: list this to see what the folder holds. */
  path: string;
  fullPath: string;
};

export type ListEntry = ObjectEntry | FolderEntry;

/** The most entries one list call returns, whatever limit is asked. */
export const LIST_LIMIT_MAX = 1000;

export type ListOptions = {
  /** Spec §9 defaults: 100 (at most LIST_LIMIT_MAX), 0, by name ascending. */
  limit?: number;
  offset?: number;
  sortBy?: { column: "name"; order: "asc" | "desc" };
};

/**
 * Spec §8: storage errors carry a message, a status and a statusCode. As in the reference
 * store, statusCode is the HTTP status as text ("409"); status is the same as a number.
 */
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

/** A StorageError with the reference store's statusCode: the status as text. */
export function storageError(message: string, status: number): StorageError {
  return new StorageError(message, status, String(status));
}

export interface Storage {
  upload(bucket: BucketName, path: string, bytes: Uint8Array, options: UploadOptions): Promise<StoredObject>;
  /** The object's bytes and what it is, or null when there is none at the path. */
  download(bucket: BucketName, path: string): Promise<{ bytes: Uint8Array<ArrayBuffer>; info: ObjectInfo } | null>;
  info(bucket: BucketName, path: string): Promise<ObjectInfo | null>;
  /**
   * What the folder `prefix` holds ("" for the bucket's top; a trailing slash is allowed):
   * its objects, and one FolderEntry per sub-folder with objects deeper down, together in
   * name order (byte order, the same on every database).
   */
  list(bucket: BucketName, prefix: string, options?: ListOptions): Promise<ListEntry[]>;
  /** Removes the objects that exist among `paths`; returns those removed. */
  remove(bucket: BucketName, paths: readonly string[]): Promise<StoredObject[]>;
  /**
   * The URL a page uses for an object of a public bucket (relative to the host serving it):
   * `/media/{bucket}/{path}`, each path segment percent-encoded. Throws for a private bucket.
   */
  publicUrl(bucket: BucketName, path: string): string;
}
