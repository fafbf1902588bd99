import type { BookingEvent, BookingEventBus } from "../../modules/stays/booking-events.ts";
import type { Logger } from "../logger.ts";
import type { ClusterChannel } from "./cluster-channel.ts";

/** The cluster channel's topic of the owners' live calendar events. */
export const BOOKING_EVENTS_TOPIC = "booking-event";

export type BookingEventRelay = { stop(): Promise<void> };

/**
 * Brings the owners' live calendar events to every instance on Postgres: each event published
 * on `bus` goes out on the cluster channel (cluster-channel.ts), and every instance (this one
 * included) delivers what it hears to its dashboards (modules/stays/booking-events.ts). While
 * the listening connection is down, this instance delivers its own events itself, so its
 * dashboards miss nothing of its own; a dashboard reloads what it missed when its line comes
 * back. Without a channel (the embedded database: one process) events stay in the process.
 */
export function startBookingEventRelay(
  channel: ClusterChannel | null,
  bus: BookingEventBus,
  log: Logger,
): BookingEventRelay | null {
  if (!channel) return null;
  const unsubscribe = channel.subscribe(BOOKING_EVENTS_TOPIC, (data) => {
    const parsed = readEvent(data);
    if (parsed) bus.deliver(parsed.siteId, parsed.event);
  });
  bus.setRelay((siteId, event) => {
    const heardBack = channel.listening;
    if (!heardBack) bus.deliver(siteId, event);
    channel.publish(BOOKING_EVENTS_TOPIC, { siteId, event }).catch((error: unknown) => {
      log.warn({ err: error }, "booking event relay: could not notify the other instances");
      if (heardBack) bus.deliver(siteId, event);
    });
  });
  return {
    async stop() {
      bus.setRelay(null);
      unsubscribe();
    },
  };
}

/** An event as sent above; anything else is ignored. */
function readEvent(data: unknown): { siteId: string; event: BookingEvent } | null {
  if (typeof data !== "object" || data === null) return null;
  const { siteId, event } = data as { siteId?: unknown; event?: unknown };
  if (typeof siteId !== "string" || typeof event !== "object" || event === null) return null;
  return { siteId, event: event as BookingEvent };
}
