/**
 * Which backups to keep: the newest of each of the last 7 days that have one, of each of the
 * last 4 ISO weeks and of each of the last 12 months (UTC calendar), and always the newest
 * of all. A backup kept for any reason stays; everything else goes. Periods without a backup
 * do not count, so a week of outage does not throw away the last good ones.
 */
export const RETENTION = { daily: 7, weekly: 4, monthly: 12 } as const;

export type RetentionPolicy = { daily: number; weekly: number; monthly: number };

function dayKey(at: Date): string {
  return at.toISOString().slice(0, 10);
}

function monthKey(at: Date): string {
  return at.toISOString().slice(0, 7);
}

/** The ISO week, e.g. 2026-W01 (the week with the year's first Thursday). */
export function isoWeekKey(at: Date): string {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, "0")}`;
}

/** The backups to remove, given when each was made; the input order does not matter. */
export function backupsToRemove<T extends { at: Date }>(
  backups: readonly T[],
  policy: RetentionPolicy = RETENTION,
): T[] {
  const newestFirst = [...backups].sort((a, b) => b.at.getTime() - a.at.getTime());
  const keep = new Set<T>();
  const newest = newestFirst[0];
  if (newest) keep.add(newest);
  for (const [count, key] of [
    [policy.daily, dayKey],
    [policy.weekly, isoWeekKey],
    [policy.monthly, monthKey],
  ] as const) {
    const seen = new Set<string>();
    for (const backup of newestFirst) {
      if (seen.size >= count) break;
      const period = key(backup.at);
      if (seen.has(period)) continue;
      seen.add(period);
      keep.add(backup);
    }
  }
  return newestFirst.filter((b) => !keep.has(b)).reverse();
}
