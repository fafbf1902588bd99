import { z } from "zod";

/**
 * What a backup holds, kept in the clear beside its archive (`{archive}.json`) and inside it:
 * enough to choose a backup, check it arrived whole (checksums) and check a restore brought
 * everything back (row counts). No secret is in it.
 */
const part = z.object({ name: z.string(), size: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) });

export const manifestSchema = z.object({
  format: z.literal("vayvista-backup"),
  version: z.literal(1),
  createdAt: z.string(),
  /** A fingerprint of the backup key (archive-crypto.ts backupKeyId), never the key. */
  keyId: z.string(),
  database: z.object({
    kind: z.enum(["pglite", "postgres"]),
    /** The server's version, e.g. "15.18": pg_restore must be at least this major. */
    serverVersion: z.string(),
    part,
  }),
  storage: z.discriminatedUnion("kind", [
    /** Local disk: every stored file is in the archive; `part` checksums them all in order. */
    z.object({ kind: z.literal("disk"), fileCount: z.number().int().min(0), part }),
    /** S3: the files stay in the bucket; whether it keeps old versions says what can come back. */
    z.object({
      kind: z.literal("s3"),
      endpoint: z.string(),
      bucket: z.string(),
      versioning: z.enum(["Enabled", "Suspended", "Off", "Unknown"]),
      versioningError: z.string().optional(),
    }),
  ]),
  /** Rows per table of the app's schema at the time of the dump. */
  tables: z.record(z.string(), z.number().int().min(0)),
  /** The encrypted archive itself: set in the sidecar file once it is written. */
  archive: z.object({ name: z.string(), size: z.number().int().min(0), sha256: z.string() }).optional(),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

/** The archive's name for a backup made at `at`: sortable, one per second. */
export function archiveNameFor(at: Date): string {
  return `vayvista-${at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z")}.vvbackup`;
}

const NAME_PATTERN = /^vayvista-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.vvbackup$/;

/** When the archive named `name` was made, or null for a name that is no backup of ours. */
export function archiveTime(name: string): Date | null {
  const m = NAME_PATTERN.exec(name);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m;
  const at = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`);
  return Number.isNaN(at.getTime()) ? null : at;
}

export function manifestNameFor(archiveName: string): string {
  return `${archiveName}.json`;
}

export function parseManifest(text: string): BackupManifest {
  return manifestSchema.parse(JSON.parse(text));
}
