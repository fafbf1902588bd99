/**
 * npm run backup -- [--to DIR]
 *
 * Makes a backup now (docs/operations/backups.md): of the database DATABASE_URL or DATA_DIR
 * names and its stored files, encrypted with the backup key, into DIR or else the configured
 * destination (BACKUP_DIR / BACKUP_S3_*). On the embedded database while the server runs, the
 * server makes it (asked through DATA_DIR/backup.sock): PGlite is open in one process only.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "../db/client.ts";
import { directoryDestination } from "../modules/backups/backup-destination.ts";
import { errorText, finishRun, startRun, succeededBackup } from "../modules/backups/backup-runs.ts";
import { makeBackup } from "../modules/backups/make-backup.ts";
import type { BackupManifest } from "../modules/backups/manifest.ts";
import { backupDestination, backupKeyFile, resolveBackupKey } from "../server/backup-settings.ts";
import { askServer } from "../server/backup-socket.ts";
import { ConfigError, loadConfig, storageSettings } from "../server/config.ts";

const USAGE = "usage: npm run backup -- [--to DIR]";

function report(manifest: BackupManifest, where: string, keyNote: string) {
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  const files =
    manifest.storage.kind === "disk"
      ? `${manifest.storage.fileCount} stored files`
      : `files in S3 bucket ${manifest.storage.bucket} (versioning: ${manifest.storage.versioning})`;
  console.log(`Backup made: ${path.join(where, manifest.archive?.name ?? "")}`);
  console.log(
    `  ${manifest.archive?.size ?? 0} bytes; ${Object.keys(manifest.tables).length} tables, ${rows} rows; ${files}`,
  );
  console.log(`  manifest beside it: ${manifest.archive?.name}.json`);
  console.log(keyNote);
}

async function main(): Promise<number> {
  let to: string | undefined;
  try {
    to = parseArgs({ options: { to: { type: "string" } }, strict: true }).values.to;
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  const key = resolveBackupKey(config);
  const keyNote = config.BACKUP_KEY
    ? "  encrypted with BACKUP_KEY: a restore needs the same key."
    : `  encrypted with the key in ${backupKeyFile(config)}: copy it somewhere safe, away from the backups; a restore needs it (BACKUP_KEY or --key-file).`;
  const target = to ? path.resolve(to) : undefined;
  const destination = target ? directoryDestination(target) : backupDestination(config);

  if (!config.DATABASE_URL) {
    const answer = await askServer(config.DATA_DIR, { command: "backup", ...(target ? { to: target } : {}) }).catch(
      () => null,
    );
    if (answer) {
      if (!answer.ok) {
        console.error(`The running server could not make the backup: ${answer.error}`);
        return 1;
      }
      if (answer.manifest) report(answer.manifest, destination.description, keyNote);
      console.log("  (made by the running server, which holds the embedded database)");
      return 0;
    }
  }

  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const runId = await startRun(database.db, "backup", "cli");
  try {
    const made = await makeBackup({
      source: { raw: database.raw, databaseUrl: config.DATABASE_URL, storage: storageSettings(config) },
      key,
      destination,
    });
    const { manifest } = made;
    await finishRun(database.db, runId, succeededBackup(made));
    report(manifest, destination.description, keyNote);
    if (made.removed.length) console.log(`  older backups removed by the 7/4/12 rule: ${made.removed.join(", ")}`);
    return 0;
  } catch (error) {
    await finishRun(database.db, runId, { status: "failed", error: errorText(error) });
    throw error;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : `Backup failed: ${errorText(error)}`);
    process.exit(1);
  },
);
