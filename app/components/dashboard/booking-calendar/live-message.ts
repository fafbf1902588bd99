import {
  isStayKind,
  isStayStatus,
  type StayKind,
  type StaySource,
  type StayStatus,
  staySource,
} from "../../../../modules/booking-calendar/stay-kinds.ts";
import { isStayDate, type StayDate } from "../../../../modules/dates/stay-date.ts";

/**
 * What the live line tells the dashboard about a change to one of the owner's stays (the
 * `booking` events of /dashboard/booking-calendar/events, modules/stays/booking-events.ts):
 * enough for a toast and a link; the page then loads the rest itself. Read field by field,
 * so a message of another shape is ignored rather than shown wrong.
 */
export type LiveBookingMessage = {
  /** created: a new booking, request, block or import; removed: a block lifted; changed: anything else. */
  type: "created" | "changed" | "removed";
  stayId: string;
  kind: StayKind;
  status: StayStatus;
  source: StaySource;
  checkIn: StayDate;
  checkOut: StayDate;
  guestName: string | null;
  /** ISO time, for a request. */
  holdExpiresAt: string | null;
  /** The property's zone, to say a hold's end as the owner's calendar does. */
  timeZone: string;
};

/** The message in an event's data, or null when it is not one (a newer server, a broken line). */
export function readLiveMessage(data: unknown): LiveBookingMessage | null {
  if (typeof data !== "object" || data === null) return null;
  const m = data as Record<string, unknown>;
  if (m.type !== "created" && m.type !== "changed" && m.type !== "removed") return null;
  if (typeof m.stayId !== "string" || !isStayKind(m.kind) || !isStayStatus(m.status)) return null;
  if (!isStayDate(m.checkIn) || !isStayDate(m.checkOut) || typeof m.timeZone !== "string") return null;
  return {
    type: m.type,
    stayId: m.stayId,
    kind: m.kind,
    status: m.status,
    source: staySource(typeof m.source === "string" ? m.source : "other"),
    checkIn: m.checkIn,
    checkOut: m.checkOut,
    guestName: typeof m.guestName === "string" ? m.guestName : null,
    holdExpiresAt: typeof m.holdExpiresAt === "string" ? m.holdExpiresAt : null,
    timeZone: m.timeZone,
  };
}
