import { randomUUID } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import { fromDrizzle, type Job, type PgBoss } from "pg-boss";
import type { DatabaseHandle } from "../../db/client.ts";
import { claimDueFeeds, releaseFeedClaim, requestUnitFeedsSync } from "../../modules/calendar-sync/due-feeds.ts";
import { type SyncFeedDeps, type SyncFeedResult, syncFeed } from "../../modules/calendar-sync/sync-feed.ts";
import { createHostLimiter } from "../../modules/net/host-limiter.ts";
import { safeFetch } from "../../modules/net/safe-fetch.ts";
import type { BookingEventPublisher } from "../../modules/stays/booking-events.ts";
import { type Config, publicOrigin } from "../config.ts";
import type { Logger } from "../logger.ts";

export const CALENDAR_SYNC_QUEUE = "calendar-sync";
export const CALENDAR_SCHEDULE_QUEUE = "calendar-sync-schedule";

export type CalendarSyncJob = { feedId: string; host: string };

/** At most this many fetches of one remote host at once, across every instance. */
export const FETCHES_PER_HOST = 2;

/**
 * How long one feed's sync may take (its fetch has 10 s of it): then its reading stops, the
 * feed is marked unhealthy and the job ends. Well within the job's expiry, so pg-boss never
 * has to give up on the job itself.
 */
export const SYNC_DEADLINE_SECONDS = 60;
/**
 * The sync queue's jobs: expired after twice the deadline, and never retried. A feed claimed
 * for a job is due again at its next poll anyway (due-feeds.ts), so a retry adds nothing but
 * the risk of the next instance freezing on the same hostile feed.
 */
const SYNC_QUEUE_OPTIONS = { retryLimit: 0, expireInSeconds: 2 * SYNC_DEADLINE_SECONDS };

/**
 * What syncFeed needs from the configuration: the SSRF-guarded fetch with FETCH_ALLOW_HOSTS,
 * our UID domain, links; and the process's live calendar events.
 */
export function calendarSyncDeps(
  config: Config,
  bookingEvents: BookingEventPublisher,
  fetchTimeoutMs?: number,
): SyncFeedDeps {
  return {
    bookingEvents,
    fetchFeed: (url) =>
      safeFetch(url, {
        allowHosts: config.FETCH_ALLOW_HOSTS,
        ...(fetchTimeoutMs ? { timeoutMs: fetchTimeoutMs } : {}),
      }),
    ownDomain: config.APP_DOMAIN,
    origin: publicOrigin(config),
  };
}

export type CalendarSyncWorkerOptions = {
  database: DatabaseHandle;
  config: Config;
  log: Logger;
  /** The process's job queue (server/main.ts starts and stops it). */
  boss: PgBoss;
  /** The process's live calendar events: the owners' open calendars hear of imported changes. */
  bookingEvents: BookingEventPublisher;
  /** How often this instance looks for feeds whose turn it is; default 5 s ("sync now" waits at most this). */
  tickMs?: number;
  /** How often the sync worker asks pg-boss for jobs when not woken; default 2 s. */
  jobPollSeconds?: number;
  /** Scheduled polls start within this many seconds of each other, spread at random; default 30. */
  spreadSeconds?: number;
  /** How long one feed's fetch may take; default safeFetch's 10 s (tests that hold answers on purpose wait longer). */
  fetchTimeoutMs?: number;
  /** How long one feed's whole sync may take; default SYNC_DEADLINE_SECONDS. */
  syncDeadlineMs?: number;
  /** Tests replace parts of the deps (the clock, the fetch). */
  deps?: Partial<SyncFeedDeps>;
  /** Called after every sync (and awaited), e.g. by tests and metrics. */
  onSynced?: (feedId: string, result: SyncFeedResult) => void | Promise<void>;
};

export type CalendarSyncWorker = {
  /** Creates jobs for the feeds whose turn it is now; returns how many. */
  scheduleNow(): Promise<number>;
  stop(): Promise<void>;
};

/**
 * Polls every imported calendar (spec §5) as pg-boss jobs. A scheduler, every `tickMs` on
 * each instance and once a minute on a pg-boss schedule, claims the feeds that are due
 * (modules/calendar-sync/due-feeds.ts: the platform's import interval, jittered per feed)
 * and creates their jobs in the same transaction. At most FETCHES_PER_HOST fetches of one
 * remote host run at once: exactly so per instance (a slot of the host taken for each sync),
 * and the jobs are grouped by host so pg-boss spreads them over instances. "Sync now" in the
 * dashboard makes a feed due at once; a sync that frees nights makes the unit's
 * other feeds due at once, so a channel's events that overlapped it can take them. A sync
 * has SYNC_DEADLINE_SECONDS: its reading then stops, the feed turns unhealthy ("took too
 * long") and the job ends; sync jobs are never retried (the feed's next poll comes anyway).
 */
export async function startCalendarSyncWorker(options: CalendarSyncWorkerOptions): Promise<CalendarSyncWorker> {
  const { database, log } = options;
  const db = database.db;
  // Exact within this instance (pg-boss's job groups spread the fetches over instances, but
  // workers fetching jobs at the same moment can each see a free slot).
  const perHost = createHostLimiter(FETCHES_PER_HOST);
  const deps: SyncFeedDeps = {
    ...calendarSyncDeps(options.config, options.bookingEvents, options.fetchTimeoutMs),
    ...options.deps,
  };
  const spread = options.spreadSeconds ?? 30;
  const deadlineMs = options.syncDeadlineMs ?? SYNC_DEADLINE_SECONDS * 1000;
  const { boss } = options;

  await boss.createQueue(CALENDAR_SYNC_QUEUE, SYNC_QUEUE_OPTIONS);
  // A queue made before keeps its options on createQueue: set them.
  await boss.updateQueue(CALENDAR_SYNC_QUEUE, SYNC_QUEUE_OPTIONS);
  await boss.createQueue(CALENDAR_SCHEDULE_QUEUE, { retryLimit: 0, expireInSeconds: 300 });
  // Fills pg-boss's queue cache before inserts run inside our transactions (see messaging-worker.ts).
  await boss.findJobs(CALENDAR_SYNC_QUEUE, { id: randomUUID() });

  let syncWorkerId = "";
  let running: Promise<number> | null = null;

  async function schedule(): Promise<number> {
    const now = deps.now ?? new Date();
    const count = await db.transaction(async (tx) => {
      const due = await claimDueFeeds(tx, now);
      if (due.length === 0) return 0;
      const jobDb = fromDrizzle(
        { execute: async (query) => (await tx.execute(query as SQL)) as { rows: unknown[] } },
        sql,
      );
      const jobs = due.map((feed) => ({
        data: { feedId: feed.id, host: feed.host } satisfies CalendarSyncJob,
        group: { id: feed.host },
        // A feed just added (or asked for) goes at once; regular polls spread out.
        ...(feed.firstSync || spread === 0 ? {} : { startAfter: Math.floor(Math.random() * spread) }),
      }));
      await boss.insert(CALENDAR_SYNC_QUEUE, jobs, { db: jobDb });
      return due.length;
    });
    if (count > 0 && syncWorkerId) boss.notifyWorker(syncWorkerId);
    return count;
  }

  function scheduleNow(): Promise<number> {
    running ??= schedule().finally(() => {
      running = null;
    });
    return running;
  }

  syncWorkerId = await boss.work<CalendarSyncJob>(
    CALENDAR_SYNC_QUEUE,
    {
      pollingIntervalSeconds: options.jobPollSeconds ?? 2,
      localConcurrency: 4,
      groupConcurrency: FETCHES_PER_HOST,
    },
    async (jobs: Job<CalendarSyncJob>[]) => {
      for (const job of jobs) {
        const { feedId, host } = job.data;
        // Stopped at the deadline, or when pg-boss gives up the job (shutdown, lost claim).
        const signal = AbortSignal.any([job.signal, AbortSignal.timeout(deadlineMs)]);
        // A slot of its host, taken before anything is awaited; none free here: the feed goes back
        // to the scheduler rather than hold a worker another host's feed could use.
        const syncing = perHost.tryRun(host, () =>
          syncFeed(db, feedId, { ...deps, now: deps.now ?? new Date(), signal }),
        );
        if (!syncing) {
          await releaseFeedClaim(db, feedId);
          continue;
        }
        const result = await syncing;
        if (result.ok) {
          log.info({ feedId, ...result }, "calendar synced");
          // Nights this feed gave up may be wanted by another channel's events it covered: their feeds go now.
          if (result.freedNights) {
            await requestUnitFeedsSync(db, result.unitId, feedId);
            await scheduleNow();
          }
        } else if (result.problem !== "gone") {
          log.warn({ feedId, problem: result.problem, detail: result.detail }, "calendar feed not trusted");
        }
        await options.onSynced?.(feedId, result);
      }
    },
  );

  await boss.work(CALENDAR_SCHEDULE_QUEUE, async () => {
    await scheduleNow();
  });
  // The floor when this instance's own timer is not running; once a minute across all instances.
  await boss.schedule(CALENDAR_SCHEDULE_QUEUE, "* * * * *");

  const tick = () => {
    scheduleNow().catch((error: unknown) => log.error({ err: error }, "calendar sync scheduling failed"));
  };
  const timer = setInterval(tick, options.tickMs ?? 5000);
  tick();

  return {
    scheduleNow,
    async stop() {
      clearInterval(timer);
      await running?.catch(() => undefined);
      await boss.offWork(CALENDAR_SYNC_QUEUE);
      await boss.offWork(CALENDAR_SCHEDULE_QUEUE);
    },
  };
}
