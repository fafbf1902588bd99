import { type SQL, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "../../db/client.ts";
import { pageViews } from "../../db/schema.ts";

export type PageViewRow = typeof pageViews.$inferInsert;

export type BatcherOptions = {
  /** Rows per INSERT; a full batch is written at once. */
  maxBatch?: number;
  /** How long the first waiting view waits for others before it is written. */
  flushMs?: number;
  /** Views held in memory at most (while the database is slow or away); more are dropped. */
  maxQueued?: number;
  /** Writes a batch tries before its views are given up (and logged as lost). */
  maxAttempts?: number;
  /** How a batch is written; by default one INSERT (insertViews). On PGlite: copy-page-views.ts. */
  writeRows?: (rows: PageViewRow[]) => Promise<void>;
};

export type BatcherCounts = { queued: number; written: number; dropped: number; lost: number };

type Pending = { row: PageViewRow; attempts: number };

/**
 * Rows per write unless told otherwise. On the embedded database a write runs on the
 * server's own thread and holds every request meanwhile: 100 rows take about 2.5 ms with
 * COPY (copy-page-views.ts), 500 rows 9 ms and at times 20, which every answer waiting
 * behind them adds to its own (bench/track-visitor.ts: p99 19 ms against 23 at 500 in one
 * run, for a tenth fewer calls a second). On Postgres a write waits on the network, not
 * the thread, and 100 rows are as cheap per row as 500.
 */
export const DEFAULT_MAX_BATCH = 100;

/** Lets the event loop answer what arrived before the next INSERT (on PGlite each one blocks it). */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Page views are written in batches: one multi-row INSERT (insertViews) when `maxBatch` views wait or
 * `flushMs` after the first one came, whichever is first, one INSERT at a time. A failed
 * INSERT is logged and its views wait for the next round (`maxAttempts` in all); views are
 * only ever given up with a log line that counts them. Memory stays bounded: beyond
 * `maxQueued` waiting views new ones are dropped, counted and logged.
 */
export class PageViewBatcher {
  private readonly log: Logger;
  private readonly maxBatch: number;
  private readonly flushMs: number;
  private readonly maxQueued: number;
  private readonly maxAttempts: number;
  private readonly writeRows: (rows: PageViewRow[]) => Promise<void>;

  private queue: Pending[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private writing: Promise<boolean> | null = null;
  /** The event loop's turn after a write, which every next write waits for. */
  private turn: Promise<void> | null = null;
  private closed = false;
  private readonly counts = { written: 0, dropped: 0, lost: 0 };
  /** Drops since the last log line about them, so a flood logs once per round, not per view. */
  private droppedUnlogged = 0;

  constructor(db: Database, log: Logger, options: BatcherOptions = {}) {
    this.log = log;
    this.maxBatch = options.maxBatch ?? DEFAULT_MAX_BATCH;
    this.writeRows =
      options.writeRows ??
      (async (rows) => {
        await db.execute(insertViews(rows));
      });
    this.flushMs = options.flushMs ?? 500;
    this.maxQueued = options.maxQueued ?? 50_000;
    this.maxAttempts = options.maxAttempts ?? 3;
  }

  /** Queues a view; false when it was dropped (queue full, or closed). */
  add(row: PageViewRow): boolean {
    if (this.closed || this.queue.length >= this.maxQueued) {
      this.counts.dropped += 1;
      if (this.droppedUnlogged++ === 0) {
        this.log.error(
          { queued: this.queue.length, closed: this.closed },
          "page view dropped: the write queue is full or closed",
        );
      }
      this.schedule();
      return false;
    }
    this.queue.push({ row, attempts: 0 });
    if (this.queue.length >= this.maxBatch && !this.writing) void this.flush();
    else this.schedule();
    return true;
  }

  /**
   * Writes the views waiting now (in batches); resolves when they are written or a write
   * failed. Views that arrive meanwhile go on in full batches only; the rest wait for the
   * timer, so a busy server writes full batches, not a few rows after each write.
   */
  async flush(): Promise<void> {
    this.clearTimer();
    this.reportDrops();
    let owed = this.queue.length;
    while (true) {
      if (this.writing) {
        if (!(await this.writing)) return; // a failed write: the timer tries again
        continue;
      }
      if (this.queue.length === 0 || (owed <= 0 && this.queue.length < this.maxBatch)) break;
      if (this.turn) {
        // Requests that came during the last write are answered before the next one starts.
        await this.turn;
        continue;
      }
      const batch = this.queue.splice(0, this.maxBatch);
      owed -= batch.length;
      this.writing = this.write(batch).finally(() => {
        this.writing = null;
        const turn = nextTurn().then(() => {
          if (this.turn === turn) this.turn = null;
        });
        this.turn = turn;
      });
    }
    if (this.queue.length > 0) this.schedule();
  }

  /** Writes what waits and takes no more; what still cannot be written is logged as lost. */
  async close(): Promise<void> {
    this.closed = true;
    for (let attempt = 0; attempt < this.maxAttempts && this.queue.length + (this.writing ? 1 : 0) > 0; attempt++) {
      await this.flush();
    }
    this.clearTimer();
    if (this.queue.length > 0) {
      this.counts.lost += this.queue.length;
      this.log.error({ views: this.queue.length }, "page views lost: not written before shutdown");
      this.queue = [];
    }
    this.reportDrops();
  }

  stats(): BatcherCounts {
    return { queued: this.queue.length, ...this.counts };
  }

  private async write(batch: Pending[]): Promise<boolean> {
    try {
      await this.writeRows(batch.map((p) => p.row));
      this.counts.written += batch.length;
      return true;
    } catch (error) {
      const retry: Pending[] = [];
      let lost = 0;
      for (const pending of batch) {
        pending.attempts += 1;
        if (pending.attempts < this.maxAttempts) retry.push(pending);
        else lost += 1;
      }
      // Older views go first again, as far as the bound allows.
      const room = Math.max(0, this.maxQueued - this.queue.length);
      const kept = retry.slice(0, room);
      lost += retry.length - kept.length;
      this.queue = kept.concat(this.queue);
      this.counts.lost += lost;
      this.log.error(
        { err: databaseCause(error), views: batch.length, retrying: kept.length, lost },
        "page views not written; retrying the rest later",
      );
      this.schedule();
      return false;
    }
  }

  private schedule(): void {
    if (this.timer || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, this.flushMs);
    // The timer alone does not keep the process alive: shutdown calls close().
    this.timer.unref?.();
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private reportDrops(): void {
    if (this.droppedUnlogged > 1) {
      this.log.error({ dropped: this.droppedUnlogged - 1 }, "more page views dropped: the write queue was full");
    }
    this.droppedUnlogged = 0;
  }
}

/**
 * The database's own error, without Drizzle's wrapper, whose message repeats the query with
 * its parameters: 500 rows of them do not belong in a log line.
 */
function databaseCause(error: unknown): unknown {
  return error instanceof Error && error.message.startsWith("Failed query:") && error.cause ? error.cause : error;
}

/**
 * One INSERT of many views, each column passed as one array and unnested: the statement and
 * its eight parameters stay the same however many rows it carries, which costs a quarter of
 * the CPU of a VALUES list with a parameter per field (bench/track-visitor.ts), on PGlite
 * in the server's own process above all.
 */
export function insertViews(rows: PageViewRow[]): SQL {
  const column = (pick: (row: PageViewRow) => unknown) => sql.param(rows.map(pick));
  const c = pageViews;
  const names = [c.siteId, c.viewedAt, c.day, c.path, c.referrer, c.lang, c.device, c.visitor].map((col) =>
    sql.identifier(col.name),
  );
  return sql`insert into ${pageViews} (${sql.join(names, sql`, `)}) select * from unnest(
    ${column((r) => r.siteId)}::uuid[],
    ${column((r) => r.viewedAt.toISOString())}::timestamptz[],
    ${column((r) => r.day)}::date[],
    ${column((r) => r.path)}::text[],
    ${column((r) => r.referrer ?? "")}::text[],
    ${column((r) => r.lang ?? "")}::text[],
    ${column((r) => r.device)}::text[],
    ${column((r) => r.visitor)}::bytea[]
  )`;
}
