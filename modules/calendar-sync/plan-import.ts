import type { StayDate } from "../dates/stay-date.ts";
import type { ImportLabel } from "./import-label.ts";
import type { FeedEvent } from "./parse-feed.ts";

/** A stay of the unit, outside this feed, that holds its nights (request or confirmed). */
export type Holder = {
  id: string;
  checkIn: StayDate;
  checkOut: StayDate;
  /** A booking or an owner's block conflicts; another channel's import only covers. */
  kind: "booking" | "block" | "import";
};

/** A row the feed's events should have in `stays`, keyed within the feed by `key` (external_uid). */
export type PlannedRow = {
  key: string;
  checkIn: StayDate;
  checkOut: StayDate;
  status: "confirmed" | "conflict";
  /** For a conflict: the booking or block whose nights it wants. */
  conflictWith: string | null;
  label: ImportLabel;
};

type Part = { from: StayDate; to: StayDate; status: "confirmed" | "conflict" | "covered"; conflictWith: string | null };

/**
 * The rows that hold an imported feed's nights beside what the unit already holds.
 *
 * Each event is cut at the edges of the stays it overlaps: nights nobody holds are held
 * (`confirmed`); nights a booking or block of ours holds are a `conflict` with it (the
 * channel sold nights we had sold: the owner must hear of it, and the row holds nothing),
 * unless the event is our stay mirrored back by the channel (see isEcho);
 * nights another import already holds stay with it. Channels mirror each other (Booking.com
 * exports the Airbnb reservation it imported, merged with its own closures), so one
 * channel's nights inside another's are the normal case, not a conflict, but the rest of a
 * longer event must still be held. An event that is one piece keeps its UID as key; the
 * pieces of a cut one are keyed `uid#check-in`.
 */
export function planImport(events: readonly FeedEvent[], others: readonly Holder[]): PlannedRow[] {
  const byCheckIn = <T extends { checkIn: StayDate }>(a: T, b: T) =>
    a.checkIn < b.checkIn ? -1 : a.checkIn > b.checkIn ? 1 : 0;
  const sorted = [...events].sort(byCheckIn);
  // Stays that hold nights never overlap (the exclusion constraint), so in check-in order
  // their check-outs are in order too, and neither is this feed's own held pieces: each list
  // is walked once from a moving start.
  const theirs = new Runs([...others].sort(byCheckIn));
  const own = new Runs([]);
  const rows: PlannedRow[] = [];
  for (const event of sorted) {
    const touching = theirs.overlapping(event).concat(own.overlapping(event));
    const parts = touching.length === 0 ? [whole(event)] : cut(event, touching);
    const held = parts.filter((p) => p.status !== "covered");
    const single = parts.length === 1 && held.length === 1;
    for (const part of held) {
      rows.push({
        key: single ? event.uid : `${event.uid}#${part.from}`,
        checkIn: part.from,
        checkOut: part.to,
        status: part.status === "conflict" ? "conflict" : "confirmed",
        conflictWith: part.conflictWith,
        label: event.summary,
      });
      if (part.status === "confirmed") own.add({ id: "", checkIn: part.from, checkOut: part.to, kind: "import" });
    }
  }
  return rows;
}

/** Stays that do not overlap, in check-in order, asked in check-in order of the events. */
class Runs {
  private readonly list: Holder[];
  private start = 0;
  constructor(list: Holder[]) {
    this.list = list;
  }
  add(holder: Holder): void {
    this.list.push(holder);
  }
  overlapping(event: FeedEvent): Holder[] {
    while (this.start < this.list.length && (this.list[this.start]?.checkOut ?? "") <= event.checkIn) this.start++;
    const out: Holder[] = [];
    for (let i = this.start; i < this.list.length; i++) {
      const h = this.list[i];
      if (!h || h.checkIn >= event.checkOut) break;
      if (h.checkOut > event.checkIn) out.push(h);
    }
    return out;
  }
}

function whole(event: FeedEvent): Part {
  return { from: event.checkIn, to: event.checkOut, status: "confirmed", conflictWith: null };
}

/** The event split at every edge of what it touches, each piece classified, equal neighbours merged. */
function cut(event: FeedEvent, touching: readonly Holder[]): Part[] {
  const edges = new Set<StayDate>([event.checkIn, event.checkOut]);
  for (const h of touching) {
    if (h.checkIn > event.checkIn) edges.add(h.checkIn);
    if (h.checkOut < event.checkOut) edges.add(h.checkOut);
  }
  const points = [...edges].sort();
  const parts: Part[] = [];
  for (let i = 0; i + 1 < points.length; i++) {
    const from = points[i] as StayDate;
    const to = points[i + 1] as StayDate;
    const over = touching.filter((h) => h.checkIn < to && h.checkOut > from);
    const ours = over.find((h) => h.kind !== "import" && !isEcho(event, h));
    const part: Part = ours
      ? { from, to, status: "conflict", conflictWith: ours.id }
      : over.length > 0
        ? { from, to, status: "covered", conflictWith: null }
        : { from, to, status: "confirmed", conflictWith: null };
    const last = parts.at(-1);
    if (last && last.to === from && last.status === part.status && last.conflictWith === part.conflictWith) {
      last.to = to;
    } else {
      parts.push(part);
    }
  }
  return parts;
}

/**
 * Whether the event is most likely our own stay coming back from the channel: we export
 * our bookings and blocks to it, it blocks those nights, and its export sends them back
 * under its own UID (Booking.com merges them with neighbouring closures, so they can be
 * longer). Such an event is "not available", never a reservation, and covers our stay
 * whole. A channel's reservation, or an event that cuts into our stay, is a real conflict.
 */
function isEcho(event: FeedEvent, ours: Holder): boolean {
  return event.summary !== "Reserved" && event.checkIn <= ours.checkIn && event.checkOut >= ours.checkOut;
}
