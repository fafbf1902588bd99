import type { Database } from "../../db/client.ts";
import { backupHour } from "./backup-hour.ts";
import { type BackupRun, recentRuns } from "./backup-runs.ts";

export type BackupsOverview = { hour: number; backups: BackupRun[]; lastDrill: BackupRun | null };

/** What the admin's backups page shows: the last two weeks of backups, the last drill, the hour. */
export async function backupsOverview(db: Database): Promise<BackupsOverview> {
  const [hour, backups, drills] = await Promise.all([
    backupHour(db),
    recentRuns(db, "backup", 14),
    recentRuns(db, "drill", 1),
  ]);
  return { hour, backups, lastDrill: drills[0] ?? null };
}
