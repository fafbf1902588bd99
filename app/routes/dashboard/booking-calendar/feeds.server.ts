import { data } from "react-router";
import { calendarFeedLinks } from "../../../../modules/calendar-sync/export-feed.ts";
import {
  acceptFeedDrop,
  addFeed,
  listSiteFeeds,
  removeFeed,
  requestFeedSync,
} from "../../../../modules/calendar-sync/site-feeds.ts";
import { calendarSyncSettings } from "../../../../modules/calendar-sync/sync-settings.ts";
import { LOCALES } from "../../../../modules/i18n/languages.ts";
import { textIn } from "../../../../modules/i18n/site-languages.ts";
import { loadSiteContent } from "../../../../modules/site-content/site-content-store.ts";
import { subdomainHost } from "../../../../modules/sites/site-url.ts";
import { ensureBookingSettings, rotateCalendarToken } from "../../../../modules/stays/booking-settings.ts";
import { listUnits } from "../../../../modules/units/units.ts";
import {
  type ExportLink,
  FEED_INTENTS,
  type FeedActionResult,
  type FeedView,
  type UnitFeeds,
} from "../../../components/dashboard/calendar-feeds/feed-result.ts";
import { services } from "../../../context.ts";
import { translator } from "../../../i18n/i18n.tsx";
import { formLimit, readForm } from "../../../lib/read-form.server.ts";
import { notFound, uuidParam, withIdCheck } from "../../../lib/refusals.server.ts";
import { requireOwner } from "../../../lib/require-owner.server.ts";
import type { Route } from "./+types/feeds";

/*
 * The calendar connections page's loader and action (feeds.tsx), here so the page's script
 * never loads the database code they use.
 */

/** Owners read times in Dutch time, as the rest of the dashboard shows them. */
const OWNER_ZONE = "Europe/Amsterdam";

/** The channels a link is made for, and one for any other calendar. */
const LINK_CHANNELS = ["airbnb", "booking", "vrbo", null] as const;

export async function loadFeeds({ request, context }: Route.LoaderArgs) {
  // The owner's own site, never one named in the request.
  const { user, site } = await requireOwner(request, context, "site");
  const { db, origin, appDomain } = services(context);
  const [settings, units, feeds, platform, content] = await Promise.all([
    ensureBookingSettings(db, site.id),
    listUnits(db, site.id, { includeArchived: true }),
    listSiteFeeds(db, site.id),
    calendarSyncSettings(db),
    loadSiteContent(db, site.id),
  ]);
  const main = content.draft.languages.main;
  const t = translator(user.lang);
  const when = new Intl.DateTimeFormat(LOCALES[user.lang], {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: OWNER_ZONE,
  });
  const addressing = { origin, appDomain };
  const linksFor = (unitId: string | null): ExportLink[] =>
    LINK_CHANNELS.map((channel) => ({
      channel,
      url: calendarFeedLinks({
        addressing,
        userId: user.id,
        site,
        token: settings.calendarToken,
        unitId,
        ...(channel ? { forChannel: channel } : {}),
      }).appDomain,
    }));
  return {
    units: units.map(
      (unit): UnitFeeds => ({
        id: unit.id,
        name: textIn(unit.name, user.lang, main),
        archived: unit.status === "archived",
        links: linksFor(unit.id),
        feeds: feeds
          .filter((feed) => feed.unitId === unit.id)
          .map(
            (feed): FeedView => ({
              id: feed.id,
              channel: feed.channel,
              name: feed.name,
              host: feed.host,
              health: feed.health,
              lastSuccess: feed.lastSuccessAt ? when.format(feed.lastSuccessAt) : null,
              // Not tried yet, or its first sync still running (a big feed takes a while after its claim).
              pending: feed.lastAttemptAt === null || feed.health === "new",
              problem: feed.problem ? t(`dashboard.calendarFeeds.problems.${feed.problem}`) : null,
              problemDetail: feed.problemDetail,
              canAccept: feed.problem === "drop" || feed.problem === "empty",
              eventCount: feed.eventCount,
            }),
          ),
      }),
    ),
    // The whole site's feed on the owner's own address (the spec's /calendar.ics), for a
    // calendar app that shows every unit at once; one unit's link already is the whole site.
    siteLink:
      units.length > 1
        ? calendarFeedLinks({ addressing, userId: user.id, site, token: settings.calendarToken, unitId: null }).ownHost
        : null,
    maxFeedsPerUnit: platform.maxFeedsPerUnit,
    intervalMinutes: platform.importIntervalMinutes,
  };
}

/**
 * Adds, removes, syncs and confirms the owner's connected calendars, and makes new export
 * links. A feed or unit that is not of the owner's site is answered as missing (404), a
 * malformed id with 400; a refused form comes back with its problems and everything typed.
 */
export async function saveFeeds({ request, context }: Route.ActionArgs) {
  const { user, site } = await requireOwner(request, context, "site");
  const { db, appDomain } = services(context);
  const form = await readForm(request, { maxBytes: formLimit(3000), lang: user.lang });
  const intentValue = form.get("intent");
  const intent = FEED_INTENTS.find((i) => i === intentValue) ?? null;
  if (!intent) return data<FeedActionResult>({ ok: false, intent, problem: "failed" }, { status: 400 });

  if (intent === "rotate") {
    await rotateCalendarToken(db, site.id);
    return data<FeedActionResult>({ ok: true, intent });
  }
  if (intent === "add") {
    const values = {
      unitId: uuidParam(form.get("unitId")),
      channel: String(form.get("channel") ?? ""),
      name: String(form.get("name") ?? ""),
      url: String(form.get("url") ?? ""),
    };
    const ownHosts = [
      appDomain,
      subdomainHost(site.subdomain, appDomain),
      ...(site.customDomain ? [site.customDomain] : []),
    ];
    const result = await withIdCheck(() => addFeed(db, site.id, values, { ownHosts }));
    if (!result.ok && result.reason === "unit-not-found") notFound();
    if (!result.ok) {
      return data<FeedActionResult>({ ok: false, intent, errors: result.errors, values }, { status: 400 });
    }
    return data<FeedActionResult>({ ok: true, intent });
  }
  const feedId = uuidParam(form.get("feedId"));
  const done =
    intent === "remove"
      ? await removeFeed(db, site.id, feedId)
      : intent === "sync"
        ? await requestFeedSync(db, site.id, feedId)
        : await acceptFeedDrop(db, site.id, feedId);
  if (!done) {
    // Accepting a feed that has no drop to accept is a stale page, not someone else's feed.
    if (intent === "accept" && (await listSiteFeeds(db, site.id)).some((f) => f.id === feedId)) {
      return data<FeedActionResult>({ ok: false, intent, problem: "failed" }, { status: 409 });
    }
    notFound();
  }
  return data<FeedActionResult>({ ok: true, intent });
}
