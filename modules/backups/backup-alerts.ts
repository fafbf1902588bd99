import { desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { backupRuns, backupSettings } from "../../db/schema.ts";
import { lastSuccessfulBackupAt } from "./backup-runs.ts";

export { lastSuccessfulBackupAt };

/** Longer than a day plus the time a backup may take: one missed daily run raises it. */
export const BACKUP_MISSING_AFTER_MS = 26 * 3_600_000;

export type BackupFinding = { incident: string; summary: string };

/**
 * What the admins are emailed about (modules/ops-alerts runs this check): no backup that
 * succeeded for 26 hours, or a latest restore drill that failed. Each finding's incident is
 * stable while the problem lasts, so it is sent once per incident. Backups count from the day
 * the backup worker first started (its settings row), so a fresh install is not alarmed.
 */
export async function backupAlertFindings(db: Database, now: Date): Promise<BackupFinding[]> {
  const findings: BackupFinding[] = [];
  const lastGood = await lastSuccessfulBackupAt(db);
  const [settings] = await db.select({ createdAt: backupSettings.createdAt }).from(backupSettings).limit(1);
  const since = lastGood ?? settings?.createdAt ?? null;
  if (since && now.getTime() - since.getTime() > BACKUP_MISSING_AFTER_MS) {
    const hours = Math.floor((now.getTime() - since.getTime()) / 3_600_000);
    findings.push({
      incident: `backup-missing:${lastGood ? lastGood.toISOString() : "never"}`,
      summary: lastGood
        ? `No backup has succeeded for ${hours} hours (the last one finished ${lastGood.toISOString()}).`
        : `No backup has succeeded since backups were set up ${hours} hours ago.`,
    });
  }
  const [drill] = await db
    .select({
      id: backupRuns.id,
      status: backupRuns.status,
      error: backupRuns.error,
      archiveName: backupRuns.archiveName,
    })
    .from(backupRuns)
    .where(eq(backupRuns.kind, "drill"))
    .orderBy(desc(backupRuns.startedAt))
    .limit(1);
  if (drill?.status === "failed") {
    findings.push({
      incident: `drill-failed:${drill.id}`,
      summary: `The latest restore drill failed${drill.archiveName ? ` on ${drill.archiveName}` : ""}: ${drill.error ?? "see /admin/settings/backups"}`,
    });
  }
  return findings;
}
