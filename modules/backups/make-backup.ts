import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, mkdtemp, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { RawDriver } from "../../db/client.ts";
import type { StorageSettings } from "../storage/storage-backend-for.ts";
import { backupKeyId, encryptStream } from "./archive-crypto.ts";
import { entryWriter } from "./archive-entries.ts";
import type { BackupDestination } from "./backup-destination.ts";
import { dumpDatabase } from "./dump-database.ts";
import { archiveNameFor, archiveTime, type BackupManifest, manifestNameFor } from "./manifest.ts";
import { backupsToRemove } from "./retention.ts";
import { diskStoreFiles, s3VersioningState } from "./stored-files.ts";

export const DATABASE_ENTRY = "database";
export const FILE_ENTRY_PREFIX = "files/";
export const MANIFEST_ENTRY = "manifest.json";

export type BackupSource = {
  raw: RawDriver;
  /** Postgres only: the URL pg_dump connects with. */
  databaseUrl?: string | undefined;
  storage: StorageSettings;
};

export type MadeBackup = {
  manifest: BackupManifest & { archive: NonNullable<BackupManifest["archive"]> };
  /** Archives removed by the retention rule after this one was stored. */
  removed: string[];
};

/** The line per file that the files part's checksum is taken over: its key and its bytes' checksum. */
export function fileChecksumLine(key: string, sha256: string): string {
  return `${key}\0${sha256}\n`;
}

/** Hashes and counts what passes through. */
function measuring() {
  const hash = createHash("sha256");
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _e, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ size, sha256: hash.digest("hex") }) };
}

/**
 * Makes one backup: dumps the database, adds the stored files (local disk) or notes the
 * bucket's versioning (S3), encrypts it all into one archive with the backup key, stores it
 * and its manifest at the destination, and removes what the retention rule lets go.
 * Everything streams through files in a private work folder, removed at the end.
 */
export async function makeBackup(options: {
  source: BackupSource;
  key: Buffer;
  destination: BackupDestination;
  now?: Date;
  /** Where the dump and the archive are prepared (a temporary folder by default). */
  workDir?: string;
}): Promise<MadeBackup> {
  const { source, key, destination } = options;
  const createdAt = options.now ?? new Date();
  const archiveName = archiveNameFor(createdAt);
  if (options.workDir) await mkdir(options.workDir, { recursive: true, mode: 0o700 });
  const work = await mkdtemp(path.join(options.workDir ?? os.tmpdir(), "vayvista-backup-"));
  try {
    const dumpFile = path.join(work, "database.dump");
    const dump = await dumpDatabase(source.raw, source.databaseUrl, dumpFile);

    const archiveFile = path.join(work, archiveName);
    const encrypt = encryptStream(key);
    const measure = measuring();
    const written = pipeline(encrypt, measure.stream, createWriteStream(archiveFile, { mode: 0o600 }));
    // Stop feeding the archive at once if writing it fails (a full disk).
    let writeError: unknown;
    written.catch((error: unknown) => {
      writeError = error;
    });
    const entries = entryWriter(encrypt);
    const guard = () => {
      if (writeError) throw writeError;
    };

    const dumpSize = (await stat(dumpFile)).size;
    const databasePart = {
      name: DATABASE_ENTRY,
      size: dumpSize,
      sha256: await entries.addFile(DATABASE_ENTRY, dumpFile, dumpSize),
    };
    await rm(dumpFile, { force: true });
    guard();

    let storage: BackupManifest["storage"];
    if (source.storage.s3) {
      const { endpoint, bucket } = source.storage.s3;
      storage = { kind: "s3", endpoint, bucket, ...(await s3VersioningState(source.storage.s3)) };
    } else {
      const filesHash = createHash("sha256");
      let fileCount = 0;
      let filesBytes = 0;
      for await (const { key: fileKey, file } of diskStoreFiles(path.join(source.storage.dataDir, "storage"))) {
        let size: number;
        try {
          size = (await stat(file)).size;
        } catch (error) {
          // Deleted since the folder was listed: it is gone from the catalogue too.
          if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
          throw error;
        }
        const sha = await entries.addFile(`${FILE_ENTRY_PREFIX}${fileKey}`, file, size);
        filesHash.update(fileChecksumLine(fileKey, sha));
        fileCount += 1;
        filesBytes += size;
        guard();
      }
      storage = { kind: "disk", fileCount, part: { name: "files", size: filesBytes, sha256: filesHash.digest("hex") } };
    }

    const inner: BackupManifest = {
      format: "vayvista-backup",
      version: 1,
      createdAt: createdAt.toISOString(),
      keyId: backupKeyId(key),
      database: { kind: dump.kind, serverVersion: dump.serverVersion, part: databasePart },
      storage,
      tables: dump.tables,
    };
    // A copy inside, so the archive alone is enough to restore and check.
    await entries.addBytes(MANIFEST_ENTRY, Buffer.from(JSON.stringify(inner)));
    await entries.end();
    await written;

    const archive = { name: archiveName, ...measure.result() };
    const manifest = { ...inner, archive };
    await destination.store(
      archiveName,
      archiveFile,
      manifestNameFor(archiveName),
      `${JSON.stringify(manifest, null, 2)}\n`,
    );
    const removed = await applyRetention(destination);
    return { manifest, removed };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Removes the archives the 7 daily, 4 weekly, 12 monthly rule no longer keeps. */
export async function applyRetention(destination: BackupDestination): Promise<string[]> {
  const kept = (await destination.list()).flatMap((name) => {
    const at = archiveTime(name);
    return at ? [{ name, at }] : [];
  });
  const remove = backupsToRemove(kept).map((b) => b.name);
  if (remove.length) await destination.remove(remove);
  return remove;
}
