import path from "node:path";
import { createDiskBackend } from "./disk-backend.ts";
import { createS3Backend, type S3Settings } from "./s3-backend.ts";
import type { StorageBackend } from "./storage-backend.ts";

export type StorageSettings = {
  /** DATA_DIR: without S3, objects are kept in `{dataDir}/storage`. */
  dataDir: string;
  /** An S3-compatible store for the bytes; null keeps them on local disk. */
  s3: S3Settings | null;
};

/** The backend the settings choose: local disk by default, S3 when it is configured. */
export function storageBackendFor(settings: StorageSettings): StorageBackend {
  if (settings.s3) return createS3Backend(settings.s3);
  return createDiskBackend(path.join(settings.dataDir, "storage"));
}
