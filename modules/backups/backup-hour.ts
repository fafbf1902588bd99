import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { backupSettings } from "../../db/schema.ts";

/** The clock the backup hour is read on: the team's (the owners' emails use it too). */
export const BACKUP_ZONE = "Europe/Amsterdam";
export const DEFAULT_BACKUP_HOUR = 3;

/** Makes the settings row on the worker's first start; its creation time starts the alert's clock. */
export async function ensureBackupSettings(db: Database): Promise<void> {
  await db.insert(backupSettings).values({ id: 1 }).onConflictDoNothing();
}

/** The hour (0–23, Europe/Amsterdam) the daily backup runs. */
export async function backupHour(db: Database): Promise<number> {
  const [row] = await db.select({ hour: backupSettings.hour }).from(backupSettings).limit(1);
  return row?.hour ?? DEFAULT_BACKUP_HOUR;
}

export async function setBackupHour(db: Database, hour: number, actorId: string | null): Promise<void> {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23)
    throw new RangeError("the backup hour is a whole hour, 0 to 23");
  await db
    .insert(backupSettings)
    .values({ id: 1, hour, updatedBy: actorId })
    .onConflictDoUpdate({ target: backupSettings.id, set: { hour, updatedBy: actorId, updatedAt: sql`now()` } });
}

/** The hour and weekday (0 = Sunday) at `at` on the backup clock. */
export function backupClock(at: Date): { hour: number; weekday: number; day: string } {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: BACKUP_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    hourCycle: "h23",
    weekday: "short",
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const weekday = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(get("weekday"));
  return { hour: Number(get("hour")), weekday, day: `${get("year")}-${get("month")}-${get("day")}` };
}

/**
 * What the hourly tick should start at `at`: the daily backup at the admin's hour, and the
 * weekly restore drill on Sundays two hours later (after that day's backup).
 */
export function dueAt(at: Date, hour: number): { backup: boolean; drill: boolean } {
  const clock = backupClock(at);
  return { backup: clock.hour === hour, drill: clock.weekday === 0 && clock.hour === (hour + 2) % 24 };
}
