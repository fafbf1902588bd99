/**
 * The windows the dashboard offers, in days up to and including today. A file of its own, so
 * the visitors page's script gets the choices without the database code (site-stats.ts).
 */
export const STATS_WINDOWS = [7, 30, 90] as const;
export type StatsWindow = (typeof STATS_WINDOWS)[number];
export const DEFAULT_STATS_WINDOW: StatsWindow = 30;

export function isStatsWindow(value: unknown): value is StatsWindow {
  return (STATS_WINDOWS as readonly unknown[]).includes(value);
}
