import type { MonthId } from "./calendar-month.ts";

/** Where the booking calendar's pages live (app/routes.ts). */
export const BOOKING_CALENDAR_PATH = "/dashboard/booking-calendar";

/** The channels' calendar feeds, a page of the calendar sync. */
export const CALENDAR_FEEDS_PATH = `${BOOKING_CALENDAR_PATH}/feeds`;

/** The live line: server-sent events of the owner's own site. */
export const CALENDAR_EVENTS_PATH = `${BOOKING_CALENDAR_PATH}/events`;

export function stayPath(stayId: string): string {
  return `${BOOKING_CALENDAR_PATH}/stays/${stayId}`;
}

/** The form for a booking taken by phone, or for blocking dates. */
export function newStayPath(kind: "booking" | "block"): string {
  return `${BOOKING_CALENDAR_PATH}/new?kind=${kind}`;
}

export function monthPath(month: MonthId): string {
  return `${BOOKING_CALENDAR_PATH}?month=${month}`;
}

export type ListQuery = {
  when?: "upcoming" | "past";
  status?: string | undefined;
  kind?: string | undefined;
  unitId?: string | undefined;
  page?: number;
};

/** The list view with its filters; defaults are left out of the address. */
export function listPath(query: ListQuery = {}): string {
  const params = new URLSearchParams({ view: "list" });
  if (query.when === "past") params.set("when", "past");
  if (query.status) params.set("status", query.status);
  if (query.kind) params.set("kind", query.kind);
  if (query.unitId) params.set("unit", query.unitId);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  return `${BOOKING_CALENDAR_PATH}?${params}`;
}
