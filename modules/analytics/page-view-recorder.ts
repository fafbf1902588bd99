import type { Logger } from "pino";
import type { Database } from "../../db/client.ts";
import { describeAgent, describePageView } from "./describe-page-view.ts";
import { type BatcherOptions, PageViewBatcher } from "./page-view-batcher.ts";
import { type CachedSummary, StatsSummaryCache } from "./stats-summary.ts";
import { utcDay } from "./utc-day.ts";
import { visitorHash } from "./visitor-hash.ts";
import { VisitorSalts } from "./visitor-salts.ts";

/** A page view as it arrives: the page, where the visitor came from, their browser and address. */
export type Visit = {
  page: URL;
  referrer: string | null | undefined;
  userAgent: string;
  /** Only hashed (with the day's salt), never stored. */
  ip: string;
};

export type RecorderOptions = {
  batcher?: BatcherOptions;
  summaryTtlMs?: number;
  now?: () => Date;
};

/**
 * Page views of owner sites, privacy by design: no cookie, no address stored, the visitor
 * a salted hash that changes daily. Views are queued and written in batches
 * (page-view-batcher.ts); each site's summary comes from memory (stats-summary.ts).
 */
export class PageViewRecorder {
  readonly batcher: PageViewBatcher;
  private readonly salts: VisitorSalts;
  private readonly summaries: StatsSummaryCache;
  private readonly now: () => Date;

  constructor(db: Database, log: Logger, options: RecorderOptions = {}) {
    this.now = options.now ?? (() => new Date());
    this.batcher = new PageViewBatcher(db, log, options.batcher);
    this.salts = new VisitorSalts(db);
    this.summaries = new StatsSummaryCache(db, {
      now: this.now,
      ...(options.summaryTtlMs === undefined ? {} : { ttlMs: options.summaryTtlMs }),
      onError: (error, siteId) => log.error({ err: error, siteId }, "visitor summary not refreshed"),
    });
  }

  /** Queues a view of `siteId`; false for a bot (not counted) or a full queue. */
  async record(siteId: string, visit: Visit): Promise<boolean> {
    if (describeAgent(visit.userAgent).bot) return false;
    const viewedAt = this.now();
    const day = utcDay(viewedAt);
    const salt = await this.salts.saltFor(day);
    return this.batcher.add({
      siteId,
      viewedAt,
      day,
      ...describePageView(visit.page, visit.referrer, visit.userAgent),
      visitor: visitorHash(salt, siteId, visit.ip, visit.userAgent),
    });
  }

  /** The site's figures for today and the last seven days, at most a minute old. */
  summary(siteId: string): Promise<CachedSummary> {
    return this.summaries.get(siteId);
  }

  flush(): Promise<void> {
    return this.batcher.flush();
  }

  close(): Promise<void> {
    return this.batcher.close();
  }
}
