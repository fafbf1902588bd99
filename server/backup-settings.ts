import path from "node:path";
import { type BackupDestination, directoryDestination, s3Destination } from "../modules/backups/backup-destination.ts";
import { type Config, ConfigError, isLocalOrigin } from "./config.ts";
import { BASE64_KEY, fileSecret } from "./secrets.ts";

/** The generated key's file in DATA_DIR: beside the data, never in the backup folder. */
export const BACKUP_KEY_FILE = "backup.key";

export class BackupKeyMissing extends Error {}

/** The folder backups go to when no backup bucket is set. */
export function backupDirectory(config: Config): string {
  return path.resolve(config.BACKUP_DIR ?? path.join(config.DATA_DIR, "backups"));
}

/** Where backups are kept: the backup bucket (BACKUP_S3_*) or the backup folder. */
export function backupDestination(config: Config): BackupDestination {
  const { BACKUP_S3_ENDPOINT, BACKUP_S3_BUCKET, BACKUP_S3_ACCESS_KEY_ID, BACKUP_S3_SECRET_ACCESS_KEY } = config;
  if (BACKUP_S3_ENDPOINT && BACKUP_S3_BUCKET && BACKUP_S3_ACCESS_KEY_ID && BACKUP_S3_SECRET_ACCESS_KEY) {
    return s3Destination({
      endpoint: BACKUP_S3_ENDPOINT,
      region: config.BACKUP_S3_REGION,
      bucket: BACKUP_S3_BUCKET,
      accessKeyId: BACKUP_S3_ACCESS_KEY_ID,
      secretAccessKey: BACKUP_S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.BACKUP_S3_FORCE_PATH_STYLE,
      prefix: config.BACKUP_S3_PREFIX,
    });
  }
  return directoryDestination(backupDirectory(config));
}

/**
 * The key every backup is encrypted with (ADR 0026): BACKUP_KEY when set. Unset on a local
 * origin, one is generated once into DATA_DIR/backup.key (mode 0600), outside the backup
 * folder; the operator copies it to a safe place, since a backup is useless without it.
 * Unset on a public origin, there is no key: backups fail with this message (and the alert
 * follows) rather than keep the key on the same disk as the data.
 */
export function resolveBackupKey(config: Config): Buffer {
  if (config.BACKUP_KEY) return Buffer.from(config.BACKUP_KEY, "base64");
  if (!isLocalOrigin(config)) {
    throw new BackupKeyMissing(
      "BACKUP_KEY is not set: backups need it on a public domain; generate one with `openssl rand -base64 32`, keep it in your secret store (not beside the backups) and set it on every instance",
    );
  }
  const file = backupKeyFile(config);
  const inBackupDir = path.relative(backupDirectory(config), file);
  if (!inBackupDir.startsWith("..") && !path.isAbsolute(inBackupDir)) {
    throw new BackupKeyMissing(
      `BACKUP_DIR contains DATA_DIR's ${BACKUP_KEY_FILE}: set BACKUP_KEY, or a BACKUP_DIR outside DATA_DIR`,
    );
  }
  try {
    return Buffer.from(fileSecret(file, BASE64_KEY), "base64");
  } catch (error) {
    // A key file that is no key stops backups (and alerts), not the server.
    if (error instanceof ConfigError) throw new BackupKeyMissing(error.message);
    throw error;
  }
}

export function backupKeyFile(config: Config): string {
  return path.resolve(config.DATA_DIR, BACKUP_KEY_FILE);
}
