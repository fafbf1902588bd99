import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { backupRuns } from "../../db/schema.ts";
import type { MadeBackup } from "./make-backup.ts";

export type BackupRun = typeof backupRuns.$inferSelect;
export type RunKind = BackupRun["kind"];
export type RunTrigger = BackupRun["trigger"];

/** Starts a run's record; `finishRun` completes it. */
export async function startRun(db: Database, kind: RunKind, trigger: RunTrigger, now = new Date()): Promise<string> {
  const [row] = await db.insert(backupRuns).values({ kind, trigger, startedAt: now }).returning({ id: backupRuns.id });
  if (!row) throw new Error("backup run not recorded");
  return row.id;
}

export type RunOutcome = {
  status: "succeeded" | "failed";
  archiveName?: string | null;
  archiveBytes?: number | null;
  databaseBytes?: number | null;
  filesBytes?: number | null;
  fileCount?: number | null;
  error?: string | null;
  details?: Record<string, unknown> | null;
};

export async function finishRun(db: Database, id: string, outcome: RunOutcome, now = new Date()): Promise<void> {
  const [run] = await db.select({ startedAt: backupRuns.startedAt }).from(backupRuns).where(eq(backupRuns.id, id));
  await db
    .update(backupRuns)
    .set({
      ...outcome,
      finishedAt: now,
      durationMs: run ? Math.max(0, now.getTime() - run.startedAt.getTime()) : null,
    })
    .where(eq(backupRuns.id, id));
}

/** What a backup that was made records of itself: the sizes, the files, what retention removed. */
export function succeededBackup(made: MadeBackup): RunOutcome {
  const { manifest } = made;
  return {
    status: "succeeded",
    archiveName: manifest.archive.name,
    archiveBytes: manifest.archive.size,
    databaseBytes: manifest.database.part.size,
    filesBytes: manifest.storage.kind === "disk" ? manifest.storage.part.size : null,
    fileCount: manifest.storage.kind === "disk" ? manifest.storage.fileCount : null,
    details: {
      removed: made.removed,
      storage: manifest.storage.kind === "s3" ? manifest.storage.versioning : "disk",
    },
  };
}

/** The newest runs of one kind, newest first (the admin page). */
export async function recentRuns(db: Database, kind: RunKind, limit = 14): Promise<BackupRun[]> {
  return db.select().from(backupRuns).where(eq(backupRuns.kind, kind)).orderBy(desc(backupRuns.startedAt)).limit(limit);
}

/** When the last backup that succeeded finished; null when none has. */
export async function lastSuccessfulBackupAt(db: Database): Promise<Date | null> {
  const [row] = await db
    .select({ at: backupRuns.finishedAt })
    .from(backupRuns)
    .where(and(eq(backupRuns.kind, "backup"), eq(backupRuns.status, "succeeded")))
    .orderBy(desc(backupRuns.finishedAt))
    .limit(1);
  return row?.at ?? null;
}

/** A run's error in words, without anything that looks like a credential. */
export function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/(postgres(?:ql)?:\/\/[^:\s/]+:)[^@\s]+@/gi, "$1***@").slice(0, 2000);
}
