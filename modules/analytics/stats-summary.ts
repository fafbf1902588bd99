import { and, eq, gte, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { pageViews } from "../../db/schema.ts";
import { addDays, utcDay } from "./utc-day.ts";

/**
 * The few figures the tracking endpoint answers with (spec §3, §7), named as its JSON is.
 * Visitors over seven days are the sum of the daily unique visitors (site-stats.ts).
 */
export type StatsSummary = {
  visitors_today: number;
  page_views_today: number;
  visitors_7_days: number;
  page_views_7_days: number;
};

export const EMPTY_SUMMARY: StatsSummary = {
  visitors_today: 0,
  page_views_today: 0,
  visitors_7_days: 0,
  page_views_7_days: 0,
};

/** One site's figures for today and the last seven days (UTC, today included): one query. */
export async function statsSummary(db: Database, siteId: string, now: Date = new Date()): Promise<StatsSummary> {
  const today = utcDay(now);
  const rows = await db
    .select({
      day: pageViews.day,
      visitors: sql<number>`count(distinct ${pageViews.visitor})::int`,
      pageViews: sql<number>`count(*)::int`,
    })
    .from(pageViews)
    .where(and(eq(pageViews.siteId, siteId), gte(pageViews.day, addDays(today, -6))))
    .groupBy(pageViews.day);
  const summary = { ...EMPTY_SUMMARY };
  for (const row of rows) {
    if (row.day > today) continue; // written by an instance whose clock is ahead
    summary.visitors_7_days += row.visitors;
    summary.page_views_7_days += row.pageViews;
    if (row.day === today) {
      summary.visitors_today = row.visitors;
      summary.page_views_today = row.pageViews;
    }
  }
  return summary;
}

export type CachedSummary = { stats: StatsSummary; lastUpdated: Date };

export type SummaryCacheOptions = {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => Date;
  /** Told when a refresh in the background failed (the stale figures are kept meanwhile). */
  onError?: (error: unknown, siteId: string) => void;
};

type Entry = { value: CachedSummary | null; expires: number; loading: Promise<CachedSummary> | null };

/**
 * The summaries in memory for `ttlMs`, so the tracking endpoint does not query per view.
 * A stale summary is answered at once while one query (per site, whoever asks) refreshes
 * it; only a site's first request waits. At most `maxEntries` sites are kept, the oldest
 * forgotten first.
 */
export class StatsSummaryCache {
  private readonly entries = new Map<string, Entry>();
  private readonly db: Database;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => Date;
  private readonly onError: (error: unknown, siteId: string) => void;

  constructor(db: Database, options: SummaryCacheOptions = {}) {
    this.db = db;
    this.ttlMs = options.ttlMs ?? 60_000;
    this.maxEntries = options.maxEntries ?? 10_000;
    this.now = options.now ?? (() => new Date());
    this.onError = options.onError ?? (() => {});
  }

  get(siteId: string): Promise<CachedSummary> {
    let entry = this.entries.get(siteId);
    if (entry?.value && entry.expires > this.now().getTime()) return Promise.resolve(entry.value);
    if (!entry) {
      if (this.entries.size >= this.maxEntries) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
      entry = { value: null, expires: 0, loading: null };
      this.entries.set(siteId, entry);
    }
    if (!entry.loading) {
      const loading = this.load(siteId, entry);
      entry.loading = loading;
      if (entry.value) loading.catch((error: unknown) => this.onError(error, siteId));
    }
    return entry.value ? Promise.resolve(entry.value) : entry.loading;
  }

  /** Resolves when the refreshes under way now have ended (however they ended). */
  async settled(): Promise<void> {
    const loading = [...this.entries.values()].flatMap((entry) => (entry.loading ? [entry.loading] : []));
    await Promise.allSettled(loading);
  }

  private async load(siteId: string, entry: Entry): Promise<CachedSummary> {
    try {
      const now = this.now();
      const value = { stats: await statsSummary(this.db, siteId, now), lastUpdated: now };
      entry.value = value;
      entry.expires = now.getTime() + this.ttlMs;
      return value;
    } finally {
      entry.loading = null;
    }
  }
}
