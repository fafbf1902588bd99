import type { Logger } from "pino";
import type { Database } from "../../db/client.ts";
import { addressKey } from "../rate-limit/address-key.ts";
import { describeAgent, describePageView } from "./describe-page-view.ts";
import { NetworkVisitors } from "./network-visitors.ts";
import { type BatcherOptions, PageViewBatcher } from "./page-view-batcher.ts";
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
  /** Visitors one network adds to a site's count per day (network-visitors.ts). */
  maxVisitorsPerNetwork?: number;
  now?: () => Date;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a network's browsers beyond its day's share count as: one more visitor (no browser sends it). */
const OTHER_BROWSERS = "\0other browsers";

/**
 * Page views of owner sites, privacy by design: no cookie, no address stored, the visitor
 * a salted hash of the network and the browser that changes daily. Views are queued and
 * written in batches (page-view-batcher.ts).
 */
export class PageViewRecorder {
  readonly batcher: PageViewBatcher;
  private readonly salts: VisitorSalts;
  private readonly visitors: NetworkVisitors;
  private readonly now: () => Date;
  private dayStart = Number.NaN;
  private day = "";

  constructor(db: Database, log: Logger, options: RecorderOptions = {}) {
    this.now = options.now ?? (() => new Date());
    this.batcher = new PageViewBatcher(db, log, options.batcher);
    this.salts = new VisitorSalts(db);
    this.visitors = new NetworkVisitors(
      options.maxVisitorsPerNetwork === undefined ? {} : { maxPerNetwork: options.maxVisitorsPerNetwork },
    );
  }

  /** Queues a view of `siteId`; false for a bot (not counted) or a full queue. */
  async record(siteId: string, visit: Visit): Promise<boolean> {
    if (describeAgent(visit.userAgent).bot) return false;
    const viewedAt = this.now();
    const day = this.dayOf(viewedAt);
    const salt = await this.salts.saltFor(day);
    // An IPv6 subscriber's whole /64 is one network (ADR 0007), however often it changes address.
    const network = addressKey(visit.ip);
    let visitor = visitorHash(salt, siteId, network, visit.userAgent);
    if (!this.visitors.admit(day, siteId, network, visitor)) {
      visitor = visitorHash(salt, siteId, network, OTHER_BROWSERS);
    }
    return this.batcher.add({
      siteId,
      viewedAt,
      day,
      ...describePageView(visit.page, visit.referrer, visit.userAgent),
      visitor,
    });
  }

  /** utcDay(at), formatted once per day: every view asks, and a Date's ISO string is not free. */
  private dayOf(at: Date): string {
    const ms = at.getTime();
    if (!(ms >= this.dayStart && ms < this.dayStart + DAY_MS)) {
      this.dayStart = Math.floor(ms / DAY_MS) * DAY_MS;
      this.day = utcDay(at);
    }
    return this.day;
  }

  flush(): Promise<void> {
    return this.batcher.flush();
  }

  close(): Promise<void> {
    return this.batcher.close();
  }
}
