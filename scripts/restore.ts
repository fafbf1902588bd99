/**
 * npm run restore -- FILE [--force] [--key-file PATH]
 *
 * Restores a backup archive (and the manifest beside it, FILE.json) into the database
 * DATABASE_URL or DATA_DIR names, and its stored files into DATA_DIR/storage
 * (docs/operations/backups.md). It checks the archive against the manifest first and refuses
 * a database that already holds data unless --force. The key: BACKUP_KEY, --key-file, or
 * DATA_DIR/backup.key when that exists. Stop the server first.
 */
import { existsSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { errorText } from "../modules/backups/backup-runs.ts";
import { manifestNameFor } from "../modules/backups/manifest.ts";
import { checkArchive, RestoreRefused, type RestoreTarget, restoreBackup } from "../modules/backups/restore-backup.ts";
import { backupKeyFile } from "../server/backup-settings.ts";
import { askServer } from "../server/backup-socket.ts";
import { ConfigError, loadConfig } from "../server/config.ts";

const USAGE = "usage: npm run restore -- FILE [--force] [--key-file PATH]";

function keyFrom(text: string, where: string): Buffer {
  const key = Buffer.from(text.trim(), "base64");
  if (key.length !== 32) throw new RestoreRefused(`${where} holds no 32-byte base64 key`);
  return key;
}

async function main(): Promise<number> {
  let args: { values: { force?: boolean | undefined; "key-file"?: string | undefined }; positionals: string[] };
  try {
    args = parseArgs({
      options: { force: { type: "boolean" }, "key-file": { type: "string" } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const [file] = args.positionals;
  if (!file || args.positionals.length > 1) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const archiveFile = path.resolve(file);
  const manifestFile = path.join(path.dirname(archiveFile), manifestNameFor(path.basename(archiveFile)));
  if (!existsSync(archiveFile)) throw new RestoreRefused(`${archiveFile} does not exist`);
  if (!existsSync(manifestFile))
    throw new RestoreRefused(`the manifest ${manifestFile} is missing: it comes beside every archive`);

  const keyFile = args.values["key-file"];
  const key = config.BACKUP_KEY
    ? keyFrom(config.BACKUP_KEY, "BACKUP_KEY")
    : keyFile
      ? keyFrom(readFileSync(keyFile, "utf8"), keyFile)
      : existsSync(backupKeyFile(config))
        ? keyFrom(readFileSync(backupKeyFile(config), "utf8"), backupKeyFile(config))
        : null;
  if (!key) {
    throw new RestoreRefused(
      "no backup key: set BACKUP_KEY, or pass --key-file with the backup.key of the installation the backup came from",
    );
  }

  if (!config.DATABASE_URL && (await askServer(config.DATA_DIR, { command: "ping" }).catch(() => null))) {
    throw new RestoreRefused(`a server is running on ${config.DATA_DIR}: stop it before restoring into its data`);
  }

  console.log(`Checking ${archiveFile} against its manifest…`);
  const manifest = await checkArchive(archiveFile, await readFile(manifestFile, "utf8"), key);
  const target: RestoreTarget = config.DATABASE_URL
    ? { kind: "postgres", databaseUrl: config.DATABASE_URL }
    : { kind: "pglite", dataDir: path.resolve(config.DATA_DIR, "pglite") };
  // Stored files go back to local disk; with S3 storage configured, beside it to be copied up.
  const filesRoot = path.resolve(config.DATA_DIR, config.S3_BUCKET ? "storage-restored" : "storage");
  const result = await restoreBackup({
    archiveFile,
    manifest,
    key,
    target,
    filesRoot,
    force: args.values.force ?? false,
  });

  const rows = Object.values(result.tables).reduce((a, b) => a + b, 0);
  console.log(
    `Restored the backup of ${manifest.createdAt}: ${Object.keys(result.tables).length} tables, ${rows} rows.`,
  );
  if (manifest.storage.kind === "disk") console.log(`  ${result.filesRestored} stored files into ${filesRoot}`);
  else
    console.log(
      `  stored files were in S3 bucket ${manifest.storage.bucket} (versioning ${manifest.storage.versioning}): they are not in the archive`,
    );
  if (config.S3_BUCKET && manifest.storage.kind === "disk") {
    console.log(`  S3 storage is configured: copy ${filesRoot} into the bucket (e.g. \`aws s3 sync\`) before starting`);
  }
  if (result.differences.length) {
    console.error("Row counts differ from the manifest:");
    for (const d of result.differences) console.error(`  ${d.table}: expected ${d.expected}, found ${d.actual}`);
    return 1;
  }
  console.log("Row counts match the manifest in every table.");
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      error instanceof ConfigError || error instanceof RestoreRefused
        ? error.message
        : `Restore failed: ${errorText(error)}`,
    );
    process.exit(1);
  },
);
