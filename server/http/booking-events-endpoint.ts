import type { Database } from "../../db/client.ts";
import { accountServicesFor, withSessionCookies } from "../../modules/accounts/account-services.ts";
import type { Auth } from "../../modules/accounts/create-auth.ts";
import { EVENT_STREAM_HEADERS, eventStream, singleEventStream } from "../../modules/booking-calendar/event-stream.ts";
import { getOwnerSite } from "../../modules/sites/update-site.ts";
import type { BookingEventBus } from "../../modules/stays/booking-events.ts";

/** Where the dashboard's live line answers (app/components/dashboard/booking-calendar/calendar-paths.ts). */
export const BOOKING_EVENTS_PATH = "/dashboard/booking-calendar/events";

/**
 * Open live lines per owner account on this instance: one per dashboard tab, and a handful
 * of tabs (or devices) is as many as an owner works with. Each line holds a connection and a
 * listener for as long as the tab is open, so without a cap one account could hold any
 * number of them.
 */
export const MAX_LIVE_LINES_PER_ACCOUNT = 5;

/** How long a tab over the cap waits before it asks again (the dashboard's own schedule; live-connection.ts). */
export const LIVE_LIMIT_RETRY_MS = 60_000;

/** The event a tab over the cap gets instead of a line: the dashboard's live indicator says so. */
export const LIVE_LIMIT_EVENT = "limit";

export type BookingEventsDeps = {
  db: Database;
  auth: Auth;
  /** The process's live calendar events (server/main.ts). */
  bookingEvents: Pick<BookingEventBus, "subscribe">;
  heartbeatMs?: number;
  maxLinesPerAccount?: number;
  /** Aborts when the server drains (server/lifecycle): every line is told to reconnect, and ends. */
  closing?: AbortSignal | undefined;
};

const REFUSED = { "Cache-Control": "private, no-store" };

/**
 * GET /dashboard/booking-calendar/events: the signed-in owner's live line, server-sent
 * events of their own site's stays (spec §3, §9), with a heartbeat every 25 s.
 *
 * A Hono handler, not a React Router resource route: a stream needs nothing of the router (no
 * rendering, no data requests), and it must not be compressed or buffered (server/app.ts
 * leaves text/event-stream alone). It listens on the process's one event bus, which the
 * routes, the booking API and the jobs publish to.
 *
 * The site is always the signed-in person's own, looked up from the session, never named by
 * the request. A visitor gets 401 and an account without a site 404, with no body: the
 * browser's EventSource gives up on either, and the dashboard's page itself sends a visitor
 * to the login page. An account with MAX_LIVE_LINES_PER_ACCOUNT lines open here gets one
 * `limit` event instead of a line (a 200, since EventSource reads no other answer), which the
 * dashboard shows; a line's place is free again the moment it ends, however it ends.
 * `openLines()` says how many lines are open on this instance.
 */
export function bookingEventsEndpoint(deps: BookingEventsDeps) {
  const maxLines = deps.maxLinesPerAccount ?? MAX_LIVE_LINES_PER_ACCOUNT;
  /** Open lines per account id; an account without one has no entry. */
  const open = new Map<string, number>();
  const release = (userId: string) => {
    const left = (open.get(userId) ?? 1) - 1;
    if (left > 0) open.set(userId, left);
    else open.delete(userId);
  };
  const handle = async (request: Request, clientIp: string): Promise<Response> => {
    const accounts = accountServicesFor(deps.auth, clientIp);
    const signedIn = await accounts.getSession(request);
    if (!signedIn) return new Response(null, { status: 401, headers: REFUSED });
    const owned = await getOwnerSite(deps.db, signedIn.user.id);
    if (!owned)
      return withSessionCookies(new Response(null, { status: 404, headers: REFUSED }), accounts.responseCookies);
    const siteId = owned.site.id;
    const userId = signedIn.user.id;
    if ((open.get(userId) ?? 0) >= maxLines) {
      const refused = singleEventStream({ event: LIVE_LIMIT_EVENT, data: { max: maxLines } }, LIVE_LIMIT_RETRY_MS);
      return withSessionCookies(new Response(refused, { headers: EVENT_STREAM_HEADERS }), accounts.responseCookies);
    }
    open.set(userId, (open.get(userId) ?? 0) + 1);
    const stream = eventStream({
      signal: request.signal,
      closing: deps.closing,
      ...(deps.heartbeatMs ? { heartbeatMs: deps.heartbeatMs } : {}),
      subscribe: (send) => deps.bookingEvents.subscribe(siteId, (event) => send({ event: "booking", data: event })),
      onEnd: () => release(userId),
    });
    return withSessionCookies(new Response(stream, { headers: EVENT_STREAM_HEADERS }), accounts.responseCookies);
  };
  const openLines = () => {
    let count = 0;
    for (const lines of open.values()) count += lines;
    return count;
  };
  return Object.assign(handle, { openLines });
}
