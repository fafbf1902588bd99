import { and, between, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { pageViews } from "../../db/schema.ts";
import type { Device } from "./describe-page-view.ts";
import type { StatsWindow } from "./stats-windows.ts";
import { addDays, daysBetween, utcDay } from "./utc-day.ts";

/** Visitors and page views of one group (a day, a page, a referrer, a language, a device). */
export type Counts = { visitors: number; pageViews: number };

export type SiteStats = {
  window: StatsWindow;
  /** First and last day of the window (UTC, `YYYY-MM-DD`); the last is today. */
  from: string;
  to: string;
  /** Every day of the window, oldest first, days without views included as zeros. */
  daily: (Counts & { day: string })[];
  totals: Counts;
  /** The most viewed paths, at most TOP_ROWS. */
  topPages: (Counts & { path: string })[];
  /** The sites visitors came from most (direct visits and the site's own pages left out), at most TOP_ROWS. */
  referrers: (Counts & { host: string })[];
  /** By language prefix; "" is the site's main language. */
  languages: (Counts & { lang: string })[];
  devices: (Counts & { device: Device })[];
};

export const TOP_ROWS = 10;

/**
 * Visitors are counted per day: a visitor's hash changes with each day's salt, so nothing
 * can tell that Monday's visitor came back on Tuesday (by design: no cookie, nothing to
 * link days). A window's "visitors" is therefore the sum of its daily unique visitors, as
 * privacy-first analytics report it; a group's visitors likewise count each visitor once
 * per day in that group.
 */
const visitors = sql<number>`count(distinct (${pageViews.day}, ${pageViews.visitor}))::int`;
const views = sql<number>`count(*)::int`;

/** One site's figures for the last `window` days (UTC days, today included). */
export async function siteStats(
  db: Database,
  siteId: string,
  window: StatsWindow,
  now: Date = new Date(),
): Promise<SiteStats> {
  const to = utcDay(now);
  const from = addDays(to, -(window - 1));
  // Tenant first: every query is limited to this site's rows.
  const inWindow = and(eq(pageViews.siteId, siteId), between(pageViews.day, from, to));

  const grouped = (key: PgColumn, where: SQL | undefined, limit?: number) => {
    const query = db
      .select({ key, visitors, pageViews: views })
      .from(pageViews)
      .where(where)
      .groupBy(key)
      .orderBy(desc(visitors), desc(views), key)
      .$dynamic();
    return limit ? query.limit(limit) : query;
  };

  const [perDay, pages, referrers, languages, devices] = await Promise.all([
    db
      .select({
        day: pageViews.day,
        visitors: sql<number>`count(distinct ${pageViews.visitor})::int`,
        pageViews: views,
      })
      .from(pageViews)
      .where(inWindow)
      .groupBy(pageViews.day),
    grouped(pageViews.path, inWindow, TOP_ROWS),
    grouped(pageViews.referrer, and(inWindow, ne(pageViews.referrer, "")), TOP_ROWS),
    grouped(pageViews.lang, inWindow),
    grouped(pageViews.device, inWindow),
  ]);

  const byDay = new Map(perDay.map((row) => [row.day, row]));
  const daily = daysBetween(from, to).map((day) => {
    const row = byDay.get(day);
    return { day, visitors: row?.visitors ?? 0, pageViews: row?.pageViews ?? 0 };
  });
  const totals = daily.reduce(
    (sum, d) => ({ visitors: sum.visitors + d.visitors, pageViews: sum.pageViews + d.pageViews }),
    {
      visitors: 0,
      pageViews: 0,
    },
  );
  const counts = (row: Counts) => ({ visitors: row.visitors, pageViews: row.pageViews });
  return {
    window,
    from,
    to,
    daily,
    totals,
    topPages: pages.map((row) => ({ path: String(row.key), ...counts(row) })),
    referrers: referrers.map((row) => ({ host: String(row.key), ...counts(row) })),
    languages: languages.map((row) => ({ lang: String(row.key), ...counts(row) })),
    devices: devices.map((row) => ({ device: row.key as Device, ...counts(row) })),
  };
}
