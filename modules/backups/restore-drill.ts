import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { BackupDestination } from "./backup-destination.ts";
import { manifestNameFor } from "./manifest.ts";
import { checkArchive, type RestoreResult, restoreBackup, scratchDatabaseName } from "./restore-backup.ts";

export type DrillResult = RestoreResult & { archiveName: string };

/** The URL of database `name` on the server `url` points at. */
function withDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * The restore drill: fetches the newest backup, checks it against its manifest, restores it
 * into a scratch database (Postgres: a new database on the same server, dropped after;
 * PGlite: an in-memory one) and counts its rows against the manifest. The stored files are
 * decrypted and checksummed, not written. Throws when there is nothing to restore or the
 * archive fails a check; row-count differences are in the result.
 */
export async function runRestoreDrill(options: {
  destination: BackupDestination;
  key: Buffer;
  /** Postgres: the app's database URL (the scratch database goes beside it). Unset: PGlite. */
  databaseUrl?: string | undefined;
  workDir?: string;
}): Promise<DrillResult> {
  const names = await options.destination.list();
  const archiveName = names.at(-1);
  if (!archiveName) throw new Error(`no backup to restore in ${options.destination.description}`);
  const work = await mkdtemp(path.join(options.workDir ?? os.tmpdir(), "vayvista-drill-"));
  try {
    const archiveFile = path.join(work, archiveName);
    await options.destination.fetchTo(archiveName, archiveFile);
    const manifestText = await options.destination.readText(manifestNameFor(archiveName));
    const manifest = await checkArchive(archiveFile, manifestText, options.key);
    if (!options.databaseUrl) {
      const result = await restoreBackup({
        archiveFile,
        manifest,
        key: options.key,
        target: { kind: "pglite-memory" },
        filesRoot: null,
        workDir: work,
      });
      return { ...result, archiveName };
    }
    const scratch = scratchDatabaseName();
    await adminQuery(options.databaseUrl, `create database ${scratch}`);
    try {
      const result = await restoreBackup({
        archiveFile,
        manifest,
        key: options.key,
        target: { kind: "postgres", databaseUrl: withDatabase(options.databaseUrl, scratch) },
        filesRoot: null,
        workDir: work,
      });
      return { ...result, archiveName };
    } finally {
      await adminQuery(options.databaseUrl, `drop database if exists ${scratch} with (force)`);
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
