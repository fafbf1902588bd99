import type { Database } from "../../db/client.ts";
import { exportFeed } from "../../modules/calendar-sync/export-feed.ts";
import type { HostResolution } from "../../modules/sites/site-directory.ts";

/** `/calendar/{userId}.ics` on the app domain. */
const APP_DOMAIN_PATH = /^\/calendar\/([^/]+)\.ics$/;
/** `/calendar.ics` on an owner's host. */
export const OWN_HOST_PATH = "/calendar.ics";

const NOT_FOUND = () =>
  new Response("Not found\n", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/**
 * The exported calendar feeds (spec §2 Calendar feed), for the channels to poll: on the app
 * domain `/calendar/{userId}.ics?unit=…&token=…` (all the owner's units without `unit`), on
 * the owner's host `/calendar.ics?unit=…&token=…`; `for=airbnb` leaves out what came from
 * that channel. A wrong or missing token, an unknown owner or another site's unit: 404, the
 * same answer, so a guess tells nothing. Built from the database on every request and never
 * cached, here or on the way: a booking is in the feed the moment it is committed.
 */
export function calendarFeedEndpoint(deps: { db: Database; appDomain: string; now?: () => Date }) {
  /** Null when the path is not a feed on this host (the request goes on to the pages). */
  return async (url: URL, host: HostResolution): Promise<Response | null> => {
    let site: { userId: string } | { siteId: string };
    const onAppDomain = APP_DOMAIN_PATH.exec(url.pathname);
    if (host.kind === "marketing" && onAppDomain) {
      site = { userId: decodeURIComponent(onAppDomain[1] ?? "") };
    } else if (host.kind === "owner-site" && url.pathname === OWN_HOST_PATH) {
      site = { siteId: host.site.id };
    } else {
      return null;
    }
    const params = url.searchParams;
    const feed = await exportFeed(
      deps.db,
      { site, unit: params.get("unit") || null, token: params.get("token"), forChannel: params.get("for") },
      { ownDomain: deps.appDomain, now: deps.now?.() ?? new Date() },
    );
    if (!feed) return NOT_FOUND();
    return new Response(feed.ics, {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": `inline; filename="${feed.filename}"`,
        "Cache-Control": "no-store, max-age=0",
        "X-Robots-Tag": "noindex",
      },
    });
  };
}
