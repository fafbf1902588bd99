import { and, eq, inArray, ne, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { isExclusionViolation } from "../../db/constraint-violation.ts";
import { calendarFeeds, rentalUnits, siteBookingSettings, stays, user, userSites } from "../../db/schema.ts";
import { todayIn } from "../dates/stay-date.ts";
import { SafeFetchError, type SafeFetchResponse } from "../net/safe-fetch.ts";
import { loadRatePlan } from "../pricing/unit-rates.ts";
import type { BookingEventPublisher } from "../stays/booking-events.ts";
import type { FeedContext } from "./feed-context.ts";
import { type FeedProblemCode, feedError } from "./feed-problems.ts";
import { isStopped, Pace } from "./pace.ts";
import { type FeedEvent, parseFeed } from "./parse-feed.ts";
import { type Holder, type PlannedRow, planImport } from "./plan-import.ts";
import { queueConflictEmail, queueUnhealthyFeedEmail } from "./queue-feed-emails.ts";

export type SyncFeedDeps = {
  /** Fetches the feed: safeFetch with the configured allow-list; throws SafeFetchError. */
  fetchFeed(url: string): Promise<SafeFetchResponse>;
  /** APP_DOMAIN: our exported events are `<stay id>@{ownDomain}` and never come back in. */
  ownDomain: string;
  /** The platform's public origin, for the dashboard link in emails. */
  origin: string;
  /** The process's live calendar events, where the owner's open calendar hears of the changes. */
  bookingEvents: BookingEventPublisher;
  now?: Date;
  /**
   * The owner confirmed that the channel's calendar really holds far fewer events now: a
   * drop is taken as it is. Error answers are never taken.
   */
  acceptDrop?: boolean;
  /**
   * Aborted when the sync's time is up (the job's deadline): the reading stops at its next
   * chunk, nothing of the unit's calendar changes, and the feed is marked unhealthy.
   */
  signal?: AbortSignal;
};

export type SyncFeedResult =
  | {
      ok: true;
      unitId: string;
      /** Events of the feed still to come, our own left out. */
      events: number;
      inserted: number;
      updated: number;
      deleted: number;
      /** Pieces of events that overlap a booking or block of ours. */
      conflicts: number;
      newConflicts: number;
      /** Nights this feed held before and holds no more: the unit's other feeds may want them now. */
      freedNights: boolean;
    }
  | { ok: false; problem: FeedProblemCode; detail: string; notified: boolean }
  | { ok: false; problem: "gone" };

/**
 * A fall to far fewer events is not believed: more than half of them, and at least 3, gone
 * at once (or all of them). The last good data stays until the owner confirms it.
 */
export function isSuspiciousDrop(previous: number, next: number): boolean {
  if (previous > 0 && next === 0) return true;
  return previous - next >= 3 && next * 2 < previous;
}

/** Whether an event is one of ours, exported to the channel and sent back by it. */
export function isOwnEvent(uid: string, ownDomain: string): boolean {
  const at = uid.toLowerCase().indexOf(`@${ownDomain.toLowerCase()}`);
  if (at < 0) return false;
  const after = uid.charAt(at + ownDomain.length + 1);
  return after === "" || after === "/" || after === "~" || after === "#";
}

async function loadFeed(db: Database, feedId: string): Promise<FeedContext | null> {
  const [row] = await db
    .select({
      id: calendarFeeds.id,
      siteId: calendarFeeds.siteId,
      unitId: calendarFeeds.unitId,
      channel: calendarFeeds.channel,
      name: calendarFeeds.name,
      url: calendarFeeds.url,
      health: calendarFeeds.health,
      eventCount: calendarFeeds.eventCount,
      lastSuccessAt: calendarFeeds.lastSuccessAt,
      timeZone: siteBookingSettings.timeZone,
      unitName: rentalUnits.name,
      ownerId: user.id,
      ownerName: user.name,
      ownerEmail: user.email,
      ownerLang: user.lang,
    })
    .from(calendarFeeds)
    .innerJoin(rentalUnits, eq(rentalUnits.id, calendarFeeds.unitId))
    .innerJoin(userSites, eq(userSites.id, calendarFeeds.siteId))
    .innerJoin(user, eq(user.id, userSites.userId))
    .leftJoin(siteBookingSettings, eq(siteBookingSettings.siteId, calendarFeeds.siteId))
    .where(eq(calendarFeeds.id, feedId));
  if (!row) return null;
  const { ownerId, ownerName, ownerEmail, ownerLang, timeZone, ...feed } = row;
  return {
    ...feed,
    timeZone: timeZone ?? "Europe/Amsterdam",
    owner: { id: ownerId, name: ownerName, email: ownerEmail, lang: ownerLang ?? "nl" },
  };
}

type Fetched = { ok: true; events: FeedEvent[] } | { ok: false; problem: FeedProblemCode; detail: string };

/**
 * The channel's answer, trusted only as HTTP 200 that is a whole calendar within the budget
 * of events a unit can hold; read with pauses for the event loop, until `pace`'s signal stops it.
 */
async function fetchEvents(
  db: Database,
  feed: FeedContext,
  deps: SyncFeedDeps,
  now: Date,
  pace: Pace,
): Promise<Fetched> {
  let answer: SafeFetchResponse;
  try {
    answer = await deps.fetchFeed(feed.url);
  } catch (error) {
    if (!(error instanceof SafeFetchError)) throw error;
    const problem: FeedProblemCode =
      error.code === "blocked_address" || error.code === "unsupported_scheme" || error.code === "invalid_url"
        ? "blocked_address"
        : error.code === "timeout" || error.code === "too_large"
          ? error.code
          : "unreachable";
    return { ok: false, problem, detail: error.message };
  }
  if (answer.status !== 200) return { ok: false, problem: "http_status", detail: `HTTP ${answer.status}` };
  const text = new TextDecoder("utf-8").decode(answer.body);
  // No unit has more nights ahead than its booking window and longest stay: repeating events go no further.
  const plan = await loadRatePlan(db, feed.siteId, feed.unitId);
  const parsed = await parseFeed(text, {
    timeZone: feed.timeZone,
    today: todayIn(feed.timeZone, now),
    nightsAhead: plan.bookingWindowDays + plan.maxNights,
    pace,
  });
  if (!parsed.ok) {
    // Booking.com has been seen to send nothing at all for an empty calendar: believed
    // only while the feed had no events to lose.
    if (parsed.problem === "empty" && feed.eventCount === 0) return { ok: true, events: [] };
    return { ok: false, problem: parsed.problem, detail: parsed.detail };
  }
  const events = parsed.events.filter((e) => !isOwnEvent(e.uid, deps.ownDomain));
  return { ok: true, events };
}

/**
 * Brings one imported calendar up to date (spec §5): fetched through the SSRF guard, trusted
 * only when the answer is HTTP 200, a whole calendar, no more events than a unit can hold
 * (parseFeed's budget), read before the sync's time is up (`deps.signal`), and not a sudden
 * fall to far fewer events. Otherwise nothing of the unit's calendar changes, the feed is
 * marked unhealthy with the reason, and the owner hears of it once per incident.
 *
 * A trusted feed replaces its rows in one transaction (serialised per unit, so two feeds of
 * a unit never plan against each other's half-written rows): keyed by the event's UID, a
 * moved event updates its row, a vanished one is deleted, ours sent back are skipped.
 * Nights a booking or block of ours already holds become conflict rows (holding nothing),
 * mailed to the owner at once.
 */
export async function syncFeed(db: Database, feedId: string, deps: SyncFeedDeps): Promise<SyncFeedResult> {
  const now = deps.now ?? new Date();
  const feed = await loadFeed(db, feedId);
  if (!feed) return { ok: false, problem: "gone" };
  const pace = new Pace({ ...(deps.signal ? { signal: deps.signal } : {}) });
  let fetched: Fetched;
  try {
    fetched = await fetchEvents(db, feed, deps, now, pace);
    pace.check();
  } catch (error) {
    if (!isStopped(error, deps.signal)) throw error;
    const detail = "stopped while reading the calendar: the sync's time was up";
    return markUnhealthy(db, feed, { problem: "too_slow", detail }, deps, now);
  }
  let outcome: Fetched = fetched;
  if (fetched.ok && !deps.acceptDrop && isSuspiciousDrop(feed.eventCount, fetched.events.length)) {
    const detail = `${feed.eventCount} → ${fetched.events.length} events`;
    outcome = { ok: false, problem: fetched.events.length === 0 ? "empty" : "drop", detail };
  }
  if (!outcome.ok) return markUnhealthy(db, feed, outcome, deps, now);
  const events = outcome.events;

  const applied = await db.transaction(async (tx) => {
    // Feeds of one unit take turns; another sync of this feed waits here too.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${feed.unitId}::text, 7270313))`);
    const [still] = await tx
      .select({ id: calendarFeeds.id })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.id, feed.id))
      .for("update");
    if (!still) return null;
    const result = await applyEvents(tx, feed, events, now);
    const fresh = result.stored.filter((row) => {
      if (row.status !== "conflict") return false;
      const before = result.before.get(row.key);
      return before?.status !== "conflict" || before.conflictWith !== row.conflictWith;
    });
    if (fresh.length > 0) await queueConflictEmail(tx, feed, fresh, deps.origin);
    await tx
      .update(calendarFeeds)
      .set({
        health: "healthy",
        lastSuccessAt: now,
        lastAttemptAt: now,
        lastError: null,
        eventCount: events.length,
        updatedAt: now,
      })
      .where(eq(calendarFeeds.id, feed.id));
    return { ...result, newConflicts: fresh.length };
  });
  if (!applied) return { ok: false, problem: "gone" };
  publishChanges(deps.bookingEvents, feed, applied.stored, applied.gone);
  return {
    ok: true,
    unitId: feed.unitId,
    events: events.length,
    inserted: applied.stored.filter((r) => r.change === "created").length,
    updated: applied.stored.filter((r) => r.change === "changed").length,
    deleted: applied.gone.length,
    conflicts: applied.conflicts,
    newConflicts: applied.newConflicts,
    freedNights: applied.freedNights,
  };
}

type ExistingRow = {
  id: string;
  key: string | null;
  checkIn: string;
  checkOut: string;
  status: string;
  conflictWith: string | null;
  label: string | null;
};

/** A row as written: its id, whether a booking took its nights after the plan (`raced`), and what changed. */
type StoredRow = PlannedRow & { id: string; raced?: boolean; change: "created" | "changed" };

/** The feed's rows made to match its events: vanished ones deleted, moved ones updated, new ones inserted. */
async function applyEvents(tx: Database, feed: FeedContext, events: FeedEvent[], now: Date) {
  const existing: ExistingRow[] = await tx
    .select({
      id: stays.id,
      key: stays.externalUid,
      checkIn: stays.checkIn,
      checkOut: stays.checkOut,
      status: stays.status,
      conflictWith: stays.conflictWith,
      label: stays.label,
    })
    .from(stays)
    .where(eq(stays.feedId, feed.id));
  const others: Holder[] = await tx
    .select({ id: stays.id, checkIn: stays.checkIn, checkOut: stays.checkOut, kind: stays.kind })
    .from(stays)
    .where(
      and(
        eq(stays.unitId, feed.unitId),
        or(eq(stays.status, "confirmed"), eq(stays.status, "request")),
        or(sql`${stays.feedId} is null`, ne(stays.feedId, feed.id)),
      ),
    );
  const planned = planImport(events, others);

  const before = new Map(existing.map((row) => [row.key ?? "", row]));
  const wanted = new Set(planned.map((row) => row.key));
  const gone = existing.filter((row) => !wanted.has(row.key ?? ""));
  const changed: { id: string; row: PlannedRow }[] = [];
  const added: PlannedRow[] = [];
  for (const row of planned) {
    const old = before.get(row.key);
    if (!old) added.push(row);
    else if (
      old.checkIn !== row.checkIn ||
      old.checkOut !== row.checkOut ||
      old.status !== row.status ||
      old.conflictWith !== row.conflictWith ||
      old.label !== row.label
    ) {
      changed.push({ id: old.id, row });
    }
  }
  const freedNights =
    gone.some((row) => row.status === "confirmed") ||
    changed.some(({ row }) => {
      const old = before.get(row.key);
      return (
        old?.status === "confirmed" &&
        (row.status !== "confirmed" || row.checkIn > old.checkIn || row.checkOut < old.checkOut)
      );
    });

  if (gone.length > 0) {
    await tx.delete(stays).where(
      inArray(
        stays.id,
        gone.map((row) => row.id),
      ),
    );
  }
  const stored: StoredRow[] = [];
  if (changed.length > 0) {
    // Moved rows step aside first, so one moving onto nights another is leaving never
    // collides with it halfway through the transaction.
    await tx
      .update(stays)
      .set({ status: "conflict" })
      .where(
        inArray(
          stays.id,
          changed.map((c) => c.id),
        ),
      );
    for (const { id, row } of changed) {
      stored.push({ ...(await writeRow(tx, row, { kind: "update", id }, feed, now)), change: "changed" });
    }
  }
  stored.push(...(await insertRows(tx, added, feed, now)));
  const conflicts = planned.filter((row) => row.status === "conflict").length + stored.filter((r) => r.raced).length;
  return { stored, gone, before, freedNights, conflicts };
}

/** The owner's live calendar hears of the changes (a first import of hundreds is left to the next page load). */
function publishChanges(
  bus: BookingEventPublisher,
  feed: FeedContext,
  stored: readonly StoredRow[],
  gone: readonly ExistingRow[],
): void {
  if (stored.length + gone.length > 50) return;
  const common = {
    unitId: feed.unitId,
    kind: "import" as const,
    source: feed.channel,
    guestName: null,
    holdExpiresAt: null,
    timeZone: feed.timeZone,
  };
  for (const row of stored) {
    bus.publish(feed.siteId, {
      ...common,
      type: row.change,
      action: row.change === "created" ? "imported" : "changed",
      stayId: row.id,
      status: row.status,
      checkIn: row.checkIn,
      checkOut: row.checkOut,
    });
  }
  for (const row of gone) {
    bus.publish(feed.siteId, {
      ...common,
      type: "removed",
      action: "changed",
      stayId: row.id,
      status: row.status === "conflict" ? "conflict" : "confirmed",
      checkIn: row.checkIn,
      checkOut: row.checkOut,
    });
  }
}

const INSERT_CHUNK = 500;

/**
 * New rows, many at a time. A booking made on these nights since the plan was drawn makes
 * a chunk fail on the exclusion constraint; that chunk is then written row by row.
 */
async function insertRows(tx: Database, rows: PlannedRow[], feed: FeedContext, now: Date): Promise<StoredRow[]> {
  const out: StoredRow[] = [];
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const chunk = rows.slice(i, i + INSERT_CHUNK);
    try {
      const ids = await tx.transaction((savepoint) =>
        savepoint
          .insert(stays)
          .values(chunk.map((row) => valuesOf(row, feed, now)))
          .returning({ id: stays.id }),
      );
      chunk.forEach((row, n) => {
        out.push({ ...row, id: ids[n]?.id ?? "", change: "created" });
      });
    } catch (error) {
      if (!isExclusionViolation(error, "stays_no_overlap")) throw error;
      for (const row of chunk) {
        out.push({ ...(await writeRow(tx, row, { kind: "insert" }, feed, now)), change: "created" });
      }
    }
  }
  return out;
}

function valuesOf(row: PlannedRow, feed: FeedContext, now: Date) {
  return {
    siteId: feed.siteId,
    unitId: feed.unitId,
    feedId: feed.id,
    source: feed.channel,
    kind: "import" as const,
    status: row.status,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    externalUid: row.key,
    label: row.label,
    conflictWith: row.conflictWith,
    createdAt: now,
    updatedAt: now,
  };
}

/** One row, inside a savepoint: nights taken since the plan make it a conflict with whoever took them. */
async function writeRow(
  tx: Database,
  row: PlannedRow,
  how: { kind: "update"; id: string } | { kind: "insert" },
  feed: FeedContext,
  now: Date,
): Promise<Omit<StoredRow, "change">> {
  const write = (r: PlannedRow) =>
    tx.transaction(async (savepoint) => {
      if (how.kind === "update") {
        await savepoint
          .update(stays)
          .set({
            status: r.status,
            checkIn: r.checkIn,
            checkOut: r.checkOut,
            conflictWith: r.conflictWith,
            label: r.label,
            updatedAt: now,
          })
          .where(eq(stays.id, how.id));
        return how.id;
      }
      const [inserted] = await savepoint
        .insert(stays)
        .values(valuesOf(r, feed, now))
        .returning({ id: stays.id });
      return inserted?.id ?? "";
    });
  try {
    return { ...row, id: await write(row) };
  } catch (error) {
    if (!isExclusionViolation(error, "stays_no_overlap")) throw error;
  }
  const [taker] = await tx
    .select({ id: stays.id })
    .from(stays)
    .where(
      and(
        eq(stays.unitId, feed.unitId),
        or(eq(stays.status, "confirmed"), eq(stays.status, "request")),
        sql`${stays.stay} && daterange(${row.checkIn}::date, ${row.checkOut}::date, '[)')`,
      ),
    )
    .limit(1);
  const conflict: PlannedRow = { ...row, status: "conflict", conflictWith: taker?.id ?? null };
  return { ...conflict, id: await write(conflict), raced: true };
}

/** The feed keeps its last good data; the owner is told when it turns unhealthy, not at every poll after. */
async function markUnhealthy(
  db: Database,
  feed: FeedContext,
  problem: { problem: FeedProblemCode; detail: string },
  deps: SyncFeedDeps,
  now: Date,
): Promise<SyncFeedResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ health: calendarFeeds.health })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.id, feed.id))
      .for("update");
    if (!row) return { ok: false as const, problem: "gone" as const };
    await tx
      .update(calendarFeeds)
      .set({
        health: "unhealthy",
        lastAttemptAt: now,
        lastError: feedError(problem.problem, problem.detail),
        updatedAt: now,
      })
      .where(eq(calendarFeeds.id, feed.id));
    const notified = row.health !== "unhealthy";
    if (notified) await queueUnhealthyFeedEmail(tx, feed, problem.problem, deps.origin);
    return { ok: false as const, ...problem, notified };
  });
}

export type { FeedContext };
