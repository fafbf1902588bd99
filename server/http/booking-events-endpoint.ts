import type { Database } from "../../db/client.ts";
import { accountServicesFor, withSessionCookies } from "../../modules/accounts/account-services.ts";
import type { Auth } from "../../modules/accounts/create-auth.ts";
import { EVENT_STREAM_HEADERS, eventStream } from "../../modules/booking-calendar/event-stream.ts";
import { getOwnerSite } from "../../modules/sites/update-site.ts";
import { subscribeBookingEvents } from "../../modules/stays/booking-events.ts";

/** Where the dashboard's live line answers (app/components/dashboard/booking-calendar/calendar-paths.ts). */
export const BOOKING_EVENTS_PATH = "/dashboard/booking-calendar/events";

export type BookingEventsDeps = {
  db: Database;
  auth: Auth;
  /** The site's stay changes; the process-wide registry of modules/booking unless a test hands its own. */
  subscribe?: typeof subscribeBookingEvents;
  heartbeatMs?: number;
};

const REFUSED = { "Cache-Control": "private, no-store" };

/**
 * GET /dashboard/booking-calendar/events: the signed-in owner's live line, server-sent
 * events of their own site's stays (spec §3, §9), with a heartbeat every 25 s.
 *
 * A Hono handler, not a React Router resource route: guests' bookings (POST /api/bookings)
 * and calendar imports publish their events from the server's own modules, while React
 * Router's server build carries a bundled copy of every module it imports, so a route would
 * listen to a registry nobody publishes to. A stream also needs nothing of the router (no
 * rendering, no data requests), and it must not be compressed or buffered (server/app.ts
 * leaves text/event-stream alone).
 *
 * The site is always the signed-in person's own, looked up from the session, never named by
 * the request. A visitor gets 401 and an account without a site 404, with no body: the
 * browser's EventSource gives up on either, and the dashboard's page itself sends a visitor
 * to the login page.
 */
export function bookingEventsEndpoint(deps: BookingEventsDeps) {
  const subscribe = deps.subscribe ?? subscribeBookingEvents;
  return async (request: Request, clientIp: string): Promise<Response> => {
    const accounts = accountServicesFor(deps.auth, clientIp);
    const signedIn = await accounts.getSession(request);
    if (!signedIn) return new Response(null, { status: 401, headers: REFUSED });
    const owned = await getOwnerSite(deps.db, signedIn.user.id);
    if (!owned)
      return withSessionCookies(new Response(null, { status: 404, headers: REFUSED }), accounts.responseCookies);
    const siteId = owned.site.id;
    const stream = eventStream({
      signal: request.signal,
      ...(deps.heartbeatMs ? { heartbeatMs: deps.heartbeatMs } : {}),
      subscribe: (send) => subscribe(siteId, (event) => send({ event: "booking", data: event })),
    });
    return withSessionCookies(new Response(stream, { headers: EVENT_STREAM_HEADERS }), accounts.responseCookies);
  };
}
