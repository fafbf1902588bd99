import pg from "pg";
import type { RawDriver } from "../../db/client.ts";
import type { BookingEvent, BookingEventBus } from "../../modules/stays/booking-events.ts";
import type { Logger } from "../logger.ts";

export const BOOKING_EVENTS_CHANNEL = "booking_events";

/** How long to wait before listening again after the connection dropped: 1, 2, 5, then every 10 s. */
const RETRY_SECONDS = [1, 2, 5, 10];

export type BookingEventRelay = { stop(): Promise<void> };

/**
 * Brings the owners' live calendar events to every instance on Postgres: each event published
 * on `bus` goes out as a NOTIFY, and every instance (this one included) LISTENs on its own
 * connection and delivers what it hears to its dashboards (modules/stays/booking-events.ts). While the
 * listening connection is down, this instance delivers its own events itself, so its
 * dashboards miss nothing of its own; a dashboard reloads what it missed when its line comes
 * back. On the embedded database there is one process, and events stay in it.
 */
export async function startBookingEventRelay(
  raw: RawDriver,
  bus: BookingEventBus,
  log: Logger,
): Promise<BookingEventRelay | null> {
  if (raw.kind !== "postgres") return null;
  const { pool } = raw;
  let client: pg.Client | null = null;
  let listening = false;
  let stopped = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  const listen = async () => {
    const next = new pg.Client(pool.options);
    next.on("notification", (message) => {
      const parsed = readNotification(message.payload);
      if (parsed) bus.deliver(parsed.siteId, parsed.event);
    });
    next.on("error", (error) => {
      log.warn({ err: error }, "booking event relay: listening connection failed");
      dropped(next);
    });
    next.on("end", () => dropped(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${BOOKING_EVENTS_CHANNEL}`);
      client = next;
      listening = true;
      failures = 0;
    } catch (error) {
      log.warn({ err: error }, "booking event relay: could not listen");
      dropped(next);
    }
  };

  const dropped = (which: pg.Client) => {
    if (client !== null && client !== which) return;
    listening = false;
    client = null;
    which.removeAllListeners("end");
    void which.end().catch(() => {});
    if (stopped || retry) return;
    const seconds = RETRY_SECONDS[Math.min(failures++, RETRY_SECONDS.length - 1)] ?? 10;
    retry = setTimeout(() => {
      retry = undefined;
      void listen();
    }, seconds * 1000);
  };

  bus.setRelay((siteId, event) => {
    if (!listening) bus.deliver(siteId, event);
    pool
      .query("select pg_notify($1, $2)", [BOOKING_EVENTS_CHANNEL, JSON.stringify({ siteId, event })])
      .catch((error: unknown) => {
        log.warn({ err: error }, "booking event relay: could not notify the other instances");
        if (listening) bus.deliver(siteId, event);
      });
  });
  await listen();

  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      bus.setRelay(null);
      const current = client;
      client = null;
      listening = false;
      if (current) {
        current.removeAllListeners("end");
        await current.end().catch(() => {});
      }
    },
  };
}

/** A notification's payload as sent above; anything else is ignored. */
function readNotification(payload: string | undefined): { siteId: string; event: BookingEvent } | null {
  if (!payload) return null;
  try {
    const parsed = JSON.parse(payload) as { siteId?: unknown; event?: unknown };
    if (typeof parsed.siteId !== "string" || typeof parsed.event !== "object" || parsed.event === null) return null;
    return { siteId: parsed.siteId, event: parsed.event as BookingEvent };
  } catch {
    return null;
  }
}
