/**
 * What holds the bytes of stored objects: local disk (disk-backend.ts) or an S3-compatible
 * store (s3-backend.ts). Keys are `{bucket}/{path}` with paths already checked
 * (object-path.ts); the catalogue in the database (create-storage.ts) decides what exists.
 */
export type PutOptions = {
  contentType: string;
  /** Seconds, as text ("3600"). */
  cacheControl: string;
};

export interface StorageBackend {
  /** Writes the whole object at once: a reader sees the old bytes or the new, never a mix. */
  put(key: string, bytes: Uint8Array, options: PutOptions): Promise<void>;
  /** The object's bytes, or null when nothing is stored at the key. */
  get(key: string): Promise<Uint8Array<ArrayBuffer> | null>;
  /** Deletes the objects at `keys`; keys with nothing stored are no error. */
  delete(keys: readonly string[]): Promise<void>;
}
