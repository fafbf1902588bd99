import type { Database } from "../db/client.ts";
import { createStorage } from "../modules/storage/create-storage.ts";
import type { Storage } from "../modules/storage/storage.ts";
import { storageBackendFor } from "../modules/storage/storage-backend-for.ts";
import { type Config, storageSettings } from "./config.ts";

/** Uploaded files as configured: local disk under DATA_DIR, or an S3-compatible store (S3_*). */
export function openStorage(config: Config, db: Database): Storage {
  return createStorage(db, storageBackendFor(storageSettings(config)));
}
