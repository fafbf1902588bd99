import { createHash, randomBytes } from "node:crypto";
import { createReadStream, createWriteStream, openAsBlob } from "node:fs";
import { mkdir, mkdtemp, open, readdir, rename, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { PGLITE_EXTENSIONS } from "../../db/client.ts";
import { backupKeyId, decryptStream } from "./archive-crypto.ts";
import { readEntries, skipBytes } from "./archive-entries.ts";
import { DATABASE_ENTRY, FILE_ENTRY_PREFIX, fileChecksumLine, MANIFEST_ENTRY } from "./make-backup.ts";
import { type BackupManifest, parseManifest } from "./manifest.ts";
import { findPostgresTool, libpqEnvironment, run } from "./postgres-tools.ts";
import { type RowCountDifference, type RunSql, rowCountDifferences, tableRowCounts } from "./table-row-counts.ts";

/** Where a backup is restored to. */
export type RestoreTarget =
  /** A Postgres database (it must exist; pg_restore fills it). */
  | { kind: "postgres"; databaseUrl: string }
  /** PGlite's data folder ({DATA_DIR}/pglite); the server must be stopped. */
  | { kind: "pglite"; dataDir: string }
  /** A throwaway in-memory PGlite: the drill's scratch database. */
  | { kind: "pglite-memory" };

export type RestoreResult = {
  manifest: BackupManifest;
  /** Rows per table found in the restored database. */
  tables: Record<string, number>;
  differences: RowCountDifference[];
  filesRestored: number;
};

export class RestoreRefused extends Error {}

/** The sha256 and size of a file, streamed. */
export async function fileChecksum(file: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash("sha256");
  let size = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { size, sha256: hash.digest("hex") };
}

/**
 * Checks an archive against its manifest before anything is touched: the manifest's form, the
 * archive's size and checksum, and that the key is the one it was made with.
 */
export async function checkArchive(archiveFile: string, manifestText: string, key: Buffer): Promise<BackupManifest> {
  const manifest = parseManifest(manifestText);
  if (!manifest.archive) throw new RestoreRefused("the manifest does not describe its archive");
  const actual = await fileChecksum(archiveFile);
  if (actual.size !== manifest.archive.size || actual.sha256 !== manifest.archive.sha256) {
    throw new RestoreRefused(
      `${path.basename(archiveFile)} does not match its manifest (size ${actual.size}, expected ${manifest.archive.size}; checksum differs: ${actual.sha256 !== manifest.archive.sha256}): it is damaged or not the archive the manifest belongs to`,
    );
  }
  if (manifest.keyId !== backupKeyId(key)) {
    throw new RestoreRefused(
      "this backup was made with another backup key: set BACKUP_KEY to the key it was made with",
    );
  }
  return manifest;
}

/** Whether a Postgres database already holds tables of its own (schema public). */
async function postgresHasTables(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select count(*)::int as n from pg_catalog.pg_tables where schemaname = 'public'",
    );
    return Number(rows[0]?.n) > 0;
  } finally {
    await client.end();
  }
}

async function folderHasFiles(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length > 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
}

/** Stops early, before decrypting anything, when the target holds data and `force` is not given. */
export async function refuseNonEmpty(target: RestoreTarget, force: boolean): Promise<void> {
  if (force || target.kind === "pglite-memory") return;
  const full =
    target.kind === "postgres" ? await postgresHasTables(target.databaseUrl) : await folderHasFiles(target.dataDir);
  if (full) {
    throw new RestoreRefused(
      target.kind === "postgres"
        ? "the database is not empty (it has tables): restore into an empty database, or pass --force to replace what it holds"
        : `${target.dataDir} already holds a database: restore into a fresh DATA_DIR, or pass --force to move it aside and replace it`,
    );
  }
}

/**
 * Restores a checked archive: decrypts it, restores the database into `target` and the stored
 * files into `filesRoot` (local disk; null to only check them), verifying every part's
 * checksum, then counts the restored rows against the manifest.
 */
export async function restoreBackup(options: {
  archiveFile: string;
  manifest: BackupManifest;
  key: Buffer;
  target: RestoreTarget;
  /** `{DATA_DIR}/storage`, or null to check the files without writing them. */
  filesRoot: string | null;
  force?: boolean;
  workDir?: string;
}): Promise<RestoreResult> {
  const { manifest, target } = options;
  await refuseNonEmpty(target, options.force ?? false);
  const work = await mkdtemp(path.join(options.workDir ?? os.tmpdir(), "vayvista-restore-"));
  try {
    const dumpFile = path.join(work, "database.dump");
    let databaseSeen = false;
    let innerManifest: BackupManifest | null = null;
    const filesHash = createHash("sha256");
    let filesRestored = 0;
    const partial = path.join(work, "file.partial");

    await readEntries(createReadStream(options.archiveFile).pipe(decryptStream(options.key)), async (entry, bytes) => {
      if (entry.name === DATABASE_ENTRY) {
        const hash = createHash("sha256");
        await pipeline(Readable.from(hashing(bytes, hash)), createWriteStream(dumpFile, { mode: 0o600 }));
        const sha = hash.digest("hex");
        if (sha !== manifest.database.part.sha256 || entry.size !== manifest.database.part.size) {
          throw new RestoreRefused("the database dump in the archive does not match the manifest's checksum");
        }
        databaseSeen = true;
      } else if (entry.name.startsWith(FILE_ENTRY_PREFIX)) {
        const key = entry.name.slice(FILE_ENTRY_PREFIX.length);
        const hash = createHash("sha256");
        if (options.filesRoot) {
          const file = storageFile(options.filesRoot, key);
          await pipeline(Readable.from(hashing(bytes, hash)), createWriteStream(partial));
          await mkdir(path.dirname(file), { recursive: true });
          await rename(partial, file);
        } else {
          for await (const piece of bytes) hash.update(piece);
        }
        filesHash.update(fileChecksumLine(key, hash.digest("hex")));
        filesRestored += 1;
      } else if (entry.name === MANIFEST_ENTRY) {
        const chunks: Buffer[] = [];
        for await (const piece of bytes) chunks.push(Buffer.from(piece));
        innerManifest = parseManifest(Buffer.concat(chunks).toString("utf8"));
      } else {
        await skipBytes(bytes);
      }
    });
    if (!databaseSeen) throw new RestoreRefused("the archive holds no database dump");
    const inside = innerManifest as BackupManifest | null;
    if (!inside || inside.database.part.sha256 !== manifest.database.part.sha256) {
      throw new RestoreRefused("the manifest beside the archive is not the one inside it");
    }
    if (manifest.storage.kind === "disk") {
      const files = filesHash.digest("hex");
      if (filesRestored !== manifest.storage.fileCount || files !== manifest.storage.part.sha256) {
        throw new RestoreRefused(
          `the stored files in the archive do not match the manifest (${filesRestored} of ${manifest.storage.fileCount})`,
        );
      }
    }

    const tables = await restoreDatabase(dumpFile, manifest, target);
    return { manifest, tables, differences: rowCountDifferences(manifest.tables, tables), filesRestored };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function* hashing(bytes: AsyncIterable<Buffer>, hash: ReturnType<typeof createHash>): AsyncGenerator<Buffer> {
  for await (const piece of bytes) {
    hash.update(piece);
    yield piece;
  }
}

/** The file for a storage key under the disk store's root; a key reaching outside it is refused. */
function storageFile(root: string, key: string): string {
  const base = path.resolve(root);
  const file = path.resolve(base, key);
  const inside = file.startsWith(base + path.sep) && !key.includes("\0") && !key.startsWith(".partial/");
  if (!inside) throw new RestoreRefused(`bad stored file name in the archive: ${JSON.stringify(key)}`);
  return file;
}

/** Restores the dump and answers the restored rows per table. */
async function restoreDatabase(
  dumpFile: string,
  manifest: BackupManifest,
  target: RestoreTarget,
): Promise<Record<string, number>> {
  if (manifest.database.kind === "pglite") {
    if (target.kind === "postgres") {
      throw new RestoreRefused(
        "this backup is of an embedded (PGlite) database: restore it into a DATA_DIR, not Postgres",
      );
    }
    // PGlite reads a gzipped tar by its type; dumps are gzipped (1f 8b), older ones plain.
    const handle = await open(dumpFile);
    const magic = Buffer.alloc(2);
    await handle.read(magic, 0, 2, 0);
    await handle.close();
    const gzipped = magic[0] === 0x1f && magic[1] === 0x8b;
    const tar = await openAsBlob(dumpFile, gzipped ? { type: "application/x-gzip" } : {});
    let dir: string | undefined;
    if (target.kind === "pglite") {
      dir = path.resolve(target.dataDir);
      if (await folderHasFiles(dir)) {
        // --force: the database it replaces is kept beside it, not deleted.
        await rename(dir, `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, "")}`);
      }
      await mkdir(dir, { recursive: true });
    }
    const db = await PGlite.create({
      ...(dir ? { dataDir: dir } : {}),
      loadDataDir: tar,
      extensions: PGLITE_EXTENSIONS,
    });
    try {
      return await tableRowCounts(async (text) => (await db.query<Record<string, unknown>>(text)).rows);
    } finally {
      await db.close();
    }
  }
  if (target.kind !== "postgres") {
    throw new RestoreRefused(
      "this backup is of a Postgres database: restore it with DATABASE_URL set to an empty database",
    );
  }
  const major = Number(/^(\d+)/.exec(manifest.database.serverVersion)?.[1] ?? 0);
  const pgRestore = await findPostgresTool("pg_restore", major);
  const env = libpqEnvironment(target.databaseUrl);
  await run(
    pgRestore,
    // The connection comes from the environment (libpqEnvironment); --dbname names the database only.
    [
      "--no-owner",
      "--no-acl",
      "--exit-on-error",
      "--clean",
      "--if-exists",
      "--no-password",
      `--dbname=${env.PGDATABASE}`,
      dumpFile,
    ],
    env,
  );
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  try {
    const runSql: RunSql = async (text) => (await client.query(text)).rows;
    return await tableRowCounts(runSql);
  } finally {
    await client.end();
  }
}

/** A name for a scratch database: never one that exists. */
export function scratchDatabaseName(): string {
  return `vayvista_drill_${randomBytes(6).toString("hex")}`;
}
