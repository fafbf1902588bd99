/**
 * The parts of the service a request's duration is counted under: a fixed list, so the
 * histogram's series stay few however many sites and paths there are.
 */
export const ROUTE_GROUPS = [
  "marketing",
  "owner_site",
  "booking_api",
  "dashboard",
  "admin",
  "feeds",
  "tracking",
  "other",
] as const;
export type RouteGroup = (typeof ROUTE_GROUPS)[number];

/** Whose host a request came to: the platform's own (marketing, dashboard, admin) or an owner's site. */
export type HostSide = "platform" | "owner-site";

const BOOKING_API = /^\/(?:api\/(?:availability|quote|bookings|payments\/|my-booking\.ics)|payments\/test\/)/;
const FEEDS = /^\/calendar(?:\/|\.ics$)/;
const OTHER =
  /^\/(?:assets\/|media\/|api\/|healthz$|readyz$|metrics$|sw\.js$|robots\.txt$|sitemap\.xml$)|\.[a-z0-9]+$/i;

/** The group of a request, from the side its host is on and its path (without the query). */
export function routeGroup(side: HostSide, path: string): RouteGroup {
  if (path === "/api/track-visitor") return "tracking";
  if (BOOKING_API.test(path)) return "booking_api";
  if (FEEDS.test(path)) return "feeds";
  if (OTHER.test(path)) return "other";
  if (side === "owner-site") return "owner_site";
  if (path === "/dashboard" || path.startsWith("/dashboard/")) return "dashboard";
  if (path === "/admin" || path.startsWith("/admin/")) return "admin";
  return "marketing";
}

/** 200 → "2xx": the class keeps the series few; the exact status is in the access log. */
export function statusClass(status: number): string {
  return status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : "other";
}
