import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { STAY_STATUSES } from "../../modules/operations/stay-figures.ts";
import { PAYMENT_STATES } from "../../modules/payments/payment-state.ts";
import { cachedFor } from "./cached-for.ts";
import { type DatabaseFigureSources, type DatabaseFigures, readDatabaseFigures } from "./database-figures.ts";
import { ROUTE_GROUPS, type RouteGroup, statusClass } from "./route-group.ts";

/** What the page cache tells /metrics (server/http/page-cache.ts). */
export type PageCacheFigures = { hits: number; misses: number; size: number; entries: number };

export type ServerMetrics = {
  /** The registry /metrics answers with: made once per process (server/main.ts), never a module's global. */
  registry: Registry;
  /** Counts one answered request under its group (server/metrics/answer-recorder.ts). */
  observeRequest(group: RouteGroup, status: number, seconds: number): void;
  /** Reads the app's page cache at scrape time (server/app.ts hands it over). */
  watchPageCache(cache: PageCacheFigures): void;
};

export type ServerMetricsOptions = DatabaseFigureSources & {
  /** How long database figures are reused between scrapes; default 5 s. */
  cacheMs?: number;
  now?: () => Date;
  /** Node's own process metrics (CPU, memory, event loop, GC); default on. */
  processMetrics?: boolean;
};

/** Seconds from 5 ms to 10 s: pages from the cache answer in a few ms, a slow render in seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The process's Prometheus registry: Node's process metrics, the request duration by route
 * group, the page cache, and figures read from the database at scrape time (job queues,
 * outbox, feeds and conflicts, bookings and payments by state, the payment inbox, the last
 * backup), reused for `cacheMs` so scrapes cannot hammer the database. A failed read leaves
 * those figures out and sets vayvista_database_figures_up to 0; the rest still answers.
 */
export function createServerMetrics(options: ServerMetricsOptions): ServerMetrics {
  const registry = new Registry();
  const registers = [registry];
  const now = options.now ?? (() => new Date());
  if (options.processMetrics !== false) collectDefaultMetrics({ register: registry });

  const duration = new Histogram({
    name: "vayvista_http_request_duration_seconds",
    help: "Time from a request's arrival until its answer is handed to the connection, by part of the service and status class.",
    labelNames: ["group", "status"] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  // Every group from the start, so a quiet part shows as zero rather than missing.
  for (const group of ROUTE_GROUPS) duration.zero({ group, status: "2xx" });

  let pageCache: PageCacheFigures | null = null;
  new Counter({
    name: "vayvista_page_cache_hits_total",
    help: "Page requests answered from the in-memory page cache.",
    registers,
    collect() {
      this.reset();
      this.inc(pageCache?.hits ?? 0);
    },
  });
  new Counter({
    name: "vayvista_page_cache_misses_total",
    help: "Cacheable page requests that were not in the page cache and were rendered.",
    registers,
    collect() {
      this.reset();
      this.inc(pageCache?.misses ?? 0);
    },
  });
  new Gauge({
    name: "vayvista_page_cache_bytes",
    help: "Bytes the page cache holds, every compressed variant counted.",
    registers,
    collect() {
      this.set(pageCache?.size ?? 0);
    },
  });
  new Gauge({
    name: "vayvista_page_cache_entries",
    help: "Pages the page cache holds.",
    registers,
    collect() {
      this.set(pageCache?.entries ?? 0);
    },
  });

  const figures = cachedFor(options.cacheMs ?? 5000, () => readDatabaseFigures(options, now()));
  /** The figures, or null when the database could not be read (the `up` gauge says so). */
  const read = async (): Promise<DatabaseFigures | null> => {
    try {
      return await figures();
    } catch {
      return null;
    }
  };
  const ageSeconds = (at: Date | null, figuresAt: Date) =>
    at ? Math.max(0, (figuresAt.getTime() - at.getTime()) / 1000) : 0;

  new Gauge({
    name: "vayvista_database_figures_up",
    help: "1 when the figures below could be read from the database at this scrape, 0 when not.",
    registers,
    async collect() {
      this.set((await read()) ? 1 : 0);
    },
  });
  const gauge = <L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    fill: (gauge: Gauge<L>, f: DatabaseFigures) => void,
  ) =>
    new Gauge<L>({
      name,
      help,
      labelNames,
      registers,
      async collect() {
        const f = await read();
        this.reset();
        if (f) fill(this, f);
      },
    });

  gauge("vayvista_job_queue_jobs", "Jobs per queue and state (pg-boss).", ["queue", "state"], (g, f) => {
    for (const q of f.queues ?? []) {
      g.set({ queue: q.name, state: "queued" }, q.queued);
      g.set({ queue: q.name, state: "active" }, q.active);
      g.set({ queue: q.name, state: "failed" }, q.failed);
    }
  });
  gauge("vayvista_outbox_waiting_emails", "Emails in the outbox not sent yet.", [], (g, f) => g.set(f.outbox.waiting));
  gauge("vayvista_outbox_oldest_waiting_seconds", "How long the oldest unsent email has waited.", [], (g, f) =>
    g.set(ageSeconds(f.outbox.oldestWaitingAt, f.readAt)),
  );
  gauge(
    "vayvista_outbox_failed_emails_last_day",
    "Emails given up on among those queued in the last 24 hours.",
    [],
    (g, f) => g.set(f.outbox.failedLastDay),
  );
  gauge("vayvista_calendar_feeds_unhealthy", "Imported channel calendars that fail to sync.", [], (g, f) =>
    g.set(f.feeds.unhealthy),
  );
  gauge(
    "vayvista_calendar_feeds_overdue",
    "Imported calendars not polled for three import intervals: the scheduler is behind.",
    [],
    (g, f) => g.set(f.feeds.overdue),
  );
  gauge("vayvista_calendar_open_conflicts", "Imported events overlapping a booking, from today on.", [], (g, f) =>
    g.set(f.stays.openConflicts),
  );
  gauge("vayvista_bookings", "Bookings with check-out today or later, by status.", ["status"], (g, f) => {
    for (const status of STAY_STATUSES) g.set({ status }, f.stays.bookings[status]);
  });
  gauge("vayvista_payments", "Ledger payments made in the last 30 days, by state.", ["state"], (g, f) => {
    for (const state of PAYMENT_STATES) g.set({ state }, f.payments.byState[state]);
  });
  gauge("vayvista_payment_inbox_pending", "Payment providers' notices waiting to be settled.", [], (g, f) =>
    g.set(f.payments.inboxPending),
  );
  gauge("vayvista_payment_inbox_oldest_pending_seconds", "How long the oldest waiting notice has waited.", [], (g, f) =>
    g.set(ageSeconds(f.payments.oldestPendingAt, f.readAt)),
  );
  gauge("vayvista_payment_inbox_failed_last_day", "Providers' notices given up on in the last 24 hours.", [], (g, f) =>
    g.set(f.payments.inboxFailedLastDay),
  );
  if (options.lastBackupAt) {
    gauge(
      "vayvista_last_backup_timestamp_seconds",
      "When the last successful backup finished (Unix time); 0 before the first.",
      [],
      (g, f) => g.set(f.lastBackupAt ? f.lastBackupAt.getTime() / 1000 : 0),
    );
  }

  const requestSeries = new Map<string, { observe(seconds: number): void }>();
  return {
    registry,
    observeRequest(group, status, seconds) {
      // Each series' child is looked up once: labelling every observation hashes its labels,
      // a cost every request (the tracking beacon's above all) would pay.
      const key = `${group} ${status}`;
      let series = requestSeries.get(key);
      if (!series) {
        series = duration.labels({ group, status: statusClass(status) });
        requestSeries.set(key, series);
      }
      series.observe(seconds);
    },
    watchPageCache(cache) {
      pageCache = cache;
    },
  };
}
