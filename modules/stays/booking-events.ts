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

/** Hands a site's event on to the other instances, which then deliver it (server/realtime). */
export type BookingEventRelay = (siteId: string, event: BookingEvent) => void;

/** What the domain's changes need of the bus: telling the site's listeners once committed. */
export type BookingEventPublisher = { publish(siteId: string, event: BookingEvent): void };

/**
 * The owners' live calendar events of one process: created once in server/main.ts and handed
 * to the routes (the load context), the booking API and the jobs, so a change made anywhere
 * reaches every listener, whichever copy of the modules (Node's, the router's server build)
 * made it. No module keeps one of its own.
 */
export class BookingEventBus implements BookingEventPublisher {
  readonly #listeners = new Map<string, Set<BookingEventListener>>();
  #relay: BookingEventRelay | null = null;

  /**
   * Sends every event through `relay` from now on (null: back to this process only). With
   * several instances behind a load balancer, the relay (Postgres NOTIFY) brings each event
   * to every instance, this one included, and each delivers it to its own listeners.
   */
  setRelay(relay: BookingEventRelay | null): void {
    this.#relay = relay;
  }

  /**
   * Tells everyone listening to the site's stays, on every instance, of `event`. Call it
   * after the change is committed, never inside its transaction: a listener may reload at
   * once and must see the change.
   */
  publish(siteId: string, event: BookingEvent): void {
    if (this.#relay) this.#relay(siteId, event);
    else this.deliver(siteId, event);
  }

  /**
   * Hands `event` to the site's listeners in this process. A listener that throws does not
   * keep the others from hearing it.
   */
  deliver(siteId: string, event: BookingEvent): void {
    const forSite = this.#listeners.get(siteId);
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
  subscribe(siteId: string, listener: BookingEventListener): () => void {
    let forSite = this.#listeners.get(siteId);
    if (!forSite) {
      forSite = new Set();
      this.#listeners.set(siteId, forSite);
    }
    forSite.add(listener);
    return () => {
      const current = this.#listeners.get(siteId);
      if (!current) return;
      current.delete(listener);
      if (current.size === 0) this.#listeners.delete(siteId);
    };
  }

  /** How many listen to the site's stays in this process (all sites without one). */
  listenerCount(siteId?: string): number {
    if (siteId !== undefined) return this.#listeners.get(siteId)?.size ?? 0;
    let count = 0;
    for (const forSite of this.#listeners.values()) count += forSite.size;
    return count;
  }
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
