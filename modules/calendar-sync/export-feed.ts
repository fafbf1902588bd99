import { createHash, timingSafeEqual } from "node:crypto";
import { and, asc, eq, gt, inArray, ne, or } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { rentalUnits, siteBookingSettings, stays, userSites } from "../../db/schema.ts";
import { addDays, todayIn } from "../dates/stay-date.ts";
import { textIn } from "../i18n/site-languages.ts";
import { isUuid } from "../ids/uuid.ts";
import { type SiteAddressing, siteUrl } from "../sites/site-url.ts";
import { buildCalendarFeed, type ExportedStay } from "./build-calendar-feed.ts";
import { CHANNELS, type Channel } from "./feed-problems.ts";

/** How a feed request names its site: the owner's id on the app domain, or the owner's own host. */
export type ExportSiteRef = { userId: string } | { siteId: string };

export type ExportFeedQuery = {
  site: ExportSiteRef;
  /** One unit, or every unit of the site when null. */
  unit: string | null;
  token: string | null;
  /**
   * The channel the link was made for: its own events, imported from it, are left out (it
   * knows them, and they would only come back to it as blocks).
   */
  forChannel: string | null;
};

export type ExportedFeed = { ics: string; filename: string };

/** Stays that ended this long ago are no longer sent: channels need what is to come. */
const PAST_DAYS = 30;

function sameSecret(given: string, stored: string): boolean {
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(stored).digest();
  return timingSafeEqual(a, b);
}

/**
 * A site's exported calendar (spec §2 Calendar feed): every stay that holds nights — bookings,
 * requests whose hold runs, owner blocks, other channels' events — as it is in the database at
 * this moment (channels poll rarely; a stale export is how double bookings happen). Null,
 * answered 404, for an unknown site, a wrong or missing token, or a unit of another site.
 */
export async function exportFeed(
  db: Database,
  query: ExportFeedQuery,
  opts: { ownDomain: string; now: Date },
): Promise<ExportedFeed | null> {
  if (!query.token) return null;
  const ref = query.site;
  if (!isUuid("userId" in ref ? ref.userId : ref.siteId)) return null;
  const [site] = await db
    .select({
      id: userSites.id,
      siteName: userSites.siteName,
      token: siteBookingSettings.calendarToken,
      timeZone: siteBookingSettings.timeZone,
    })
    .from(userSites)
    .innerJoin(siteBookingSettings, eq(siteBookingSettings.siteId, userSites.id))
    .where("userId" in ref ? eq(userSites.userId, ref.userId) : eq(userSites.id, ref.siteId));
  if (!site || !sameSecret(query.token, site.token)) return null;
  if (query.unit !== null && !isUuid(query.unit)) return null;

  const units = await db
    .select({ id: rentalUnits.id, name: rentalUnits.name })
    .from(rentalUnits)
    .where(and(eq(rentalUnits.siteId, site.id), ...(query.unit ? [eq(rentalUnits.id, query.unit)] : [])))
    .orderBy(asc(rentalUnits.position));
  if (query.unit && units.length === 0) return null;
  const forChannel = (CHANNELS as readonly string[]).includes(query.forChannel ?? "")
    ? (query.forChannel as Channel)
    : null;

  const since = addDays(todayIn(site.timeZone, opts.now), -PAST_DAYS);
  const rows =
    units.length === 0
      ? []
      : await db
          .select({
            id: stays.id,
            checkIn: stays.checkIn,
            checkOut: stays.checkOut,
            kind: stays.kind,
            label: stays.label,
            updatedAt: stays.updatedAt,
          })
          .from(stays)
          .where(
            and(
              eq(stays.siteId, site.id),
              inArray(
                stays.unitId,
                units.map((u) => u.id),
              ),
              or(eq(stays.status, "confirmed"), and(eq(stays.status, "request"), gt(stays.holdExpiresAt, opts.now))),
              gt(stays.checkOut, since),
              ...(forChannel ? [or(ne(stays.kind, "import"), ne(stays.source, forChannel))] : []),
            ),
          )
          .orderBy(asc(stays.checkIn));
  const exported: ExportedStay[] = rows.map((row) => ({
    id: row.id,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    busy: row.kind === "block" || (row.kind === "import" && row.label !== "Reserved") ? "blocked" : "reserved",
    updatedAt: row.updatedAt,
  }));
  const unitName = query.unit && units[0] ? textIn(units[0].name, "en", "nl") : "";
  return {
    ics: buildCalendarFeed({
      name: calendarName(site.siteName, unitName),
      stays: exported,
      ownDomain: opts.ownDomain,
      now: opts.now,
    }),
    filename: `${query.unit ?? site.id}.ics`,
  };
}

const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, " ").toLowerCase() === b.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * The calendar's name in the channel or calendar app: the site, and the unit when the feed is
 * one unit's. Named once when the unit is called as the site is (a one-house site often is):
 * "Duinhuis Zeezicht – Duinhuis Zeezicht" says nothing more. Not merely for a site with one
 * unit: a differently named unit ("Huis Eva – Duinhuis") still tells the owner which house.
 */
function calendarName(siteName: string, unitName: string): string {
  return unitName && !sameName(siteName, unitName) ? `${siteName} – ${unitName}` : siteName;
}

/** The links an owner pastes into a channel, for one unit (or the whole site when `unitId` is null). */
export function calendarFeedLinks(input: {
  addressing: SiteAddressing;
  userId: string;
  site: { subdomain: string; customDomain?: string | null };
  token: string;
  unitId: string | null;
  forChannel?: Channel;
}): { appDomain: string; ownHost: string } {
  const params = new URLSearchParams();
  if (input.unitId) params.set("unit", input.unitId);
  params.set("token", input.token);
  if (input.forChannel) params.set("for", input.forChannel);
  return {
    appDomain: `${input.addressing.origin}/calendar/${encodeURIComponent(input.userId)}.ics?${params}`,
    ownHost: `${siteUrl(input.site, input.addressing)}/calendar.ics?${params}`,
  };
}
