import type { stays } from "../../db/schema.ts";

type StayRow = typeof stays.$inferSelect;

/** What happened to a stay, for the owner's live calendar. */
export type BookingEventAction =
  | "booked"
  | "requested"
  | "accepted"
  | "declined"
  | "cancelled"
  | "changed"
  | "expired"
  | "blocked"
  | "unblocked"
  | "imported";

/**
 * One change to one of a site's stays, as the dashboard's live line (server-sent events)
 * hands it on: enough for a toast and a link, the page loads the rest. `type` says whether
 * the calendar gains a stay, one changes, or one is gone (a removed block).
 */
export type BookingEvent = {
  type: "created" | "changed" | "removed";
  action: BookingEventAction;
  stayId: string;
  unitId: string;
  kind: StayRow["kind"];
  status: StayRow["status"];
  source: string;
  checkIn: string;
  checkOut: string;
  guestName: string | null;
  /** ISO time, for a request. */
  holdExpiresAt: string | null;
  /** The property's zone, to say a hold's end as the owner's calendar does. */
  timeZone: string;
};

export type BookingEventListener = (event: BookingEvent) => void;

/**
 * One registry per process, kept on globalThis: the router's server build bundles its own
 * copy of this module (and Vite loads another in development), and the owner's actions in
 * pages must reach the same listeners as the booking API and the import jobs.
 */
const REGISTRY = Symbol.for("vayvista.booking-events");
const shared = globalThis as typeof globalThis & { [REGISTRY]?: Map<string, Set<BookingEventListener>> };
shared[REGISTRY] ??= new Map();
const listeners = shared[REGISTRY];

/** Hands a site's event on to the other instances, which then deliver it (server/realtime). */
export type BookingEventRelay = (siteId: string, event: BookingEvent) => void;

const RELAY = Symbol.for("vayvista.booking-events.relay");
const relayHolder = globalThis as typeof globalThis & { [RELAY]?: BookingEventRelay | null };

/**
 * Sends every event through `relay` from now on (null: back to this process only). With
 * several instances behind a load balancer, the relay (Postgres NOTIFY) brings each event to
 * every instance, this one included, and each delivers it to its own listeners.
 */
export function setBookingEventRelay(relay: BookingEventRelay | null): void {
  relayHolder[RELAY] = relay;
}

/**
 * Tells everyone listening to the site's stays, on every instance, of `event`. Call it after
 * the change is committed, never inside its transaction: a listener may reload at once and
 * must see the change.
 */
export function publishBookingEvent(siteId: string, event: BookingEvent): void {
  const relay = relayHolder[RELAY];
  if (relay) relay(siteId, event);
  else deliverBookingEvent(siteId, event);
}

/**
 * Hands `event` to the site's listeners in this process. A listener that throws does not keep
 * the others from hearing it.
 */
export function deliverBookingEvent(siteId: string, event: BookingEvent): void {
  const forSite = listeners.get(siteId);
  if (!forSite) return;
  for (const listener of [...forSite]) {
    try {
      listener(event);
    } catch {
      // One broken connection must not cost the others their event.
    }
  }
}

/** Listens to the changes of one site's stays; returns the function that stops listening. */
export function subscribeBookingEvents(siteId: string, listener: BookingEventListener): () => void {
  let forSite = listeners.get(siteId);
  if (!forSite) {
    forSite = new Set();
    listeners.set(siteId, forSite);
  }
  forSite.add(listener);
  return () => {
    const current = listeners.get(siteId);
    if (!current) return;
    current.delete(listener);
    if (current.size === 0) listeners.delete(siteId);
  };
}

/** The event of a stay row as it now stands. */
export function bookingEventOf(
  stay: Pick<
    StayRow,
    "id" | "unitId" | "kind" | "status" | "source" | "checkIn" | "checkOut" | "guestName" | "holdExpiresAt"
  >,
  action: BookingEventAction,
  timeZone: string,
): BookingEvent {
  const type =
    action === "booked" || action === "requested" || action === "blocked" || action === "imported"
      ? "created"
      : action === "unblocked"
        ? "removed"
        : "changed";
  return {
    type,
    action,
    stayId: stay.id,
    unitId: stay.unitId,
    kind: stay.kind,
    status: stay.status,
    source: stay.source,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    guestName: stay.guestName,
    holdExpiresAt: stay.status === "request" && stay.holdExpiresAt ? stay.holdExpiresAt.toISOString() : null,
    timeZone,
  };
}
