import { inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { stays } from "../../db/schema.ts";
import { formatStayDate } from "../dates/format-stay-date.ts";
import { type Lang, LOCALES } from "../i18n/languages.ts";
import { textIn } from "../i18n/site-languages.ts";
import { enqueueEmail } from "../messaging/enqueue-email.ts";
import type { FeedContext } from "./feed-context.ts";
import { channelName, type FeedProblemCode, feedProblemText } from "./feed-problems.ts";
import type { PlannedRow } from "./plan-import.ts";

/** The owner's page of connected calendars, where every email about a feed leads. */
export const FEEDS_PATH = "/dashboard/booking-calendar/feeds";

const NEVER: Record<Lang, string> = { nl: "nooit", en: "never", pl: "nigdy" };
const OURS: Record<Lang, { booking: string; block: string; request: string; stay: string }> = {
  nl: { booking: "boeking", block: "blokkade", request: "boekingsaanvraag", stay: "bezet" },
  en: { booking: "booking", block: "block", request: "booking request", stay: "taken" },
  pl: { booking: "rezerwacja", block: "blokada", request: "prośba o rezerwację", stay: "zajęte" },
};

function place(feed: FeedContext, origin: string) {
  const lang = feed.owner.lang;
  return {
    name: feed.owner.name,
    feedName: feed.name,
    channel: channelName(feed.channel, lang),
    unit: textIn(feed.unitName, lang, lang),
    url: new URL(FEEDS_PATH, origin).href,
  };
}

/** To the owner, in the transaction that marks the feed unhealthy: what went wrong, what we keep. */
export async function queueUnhealthyFeedEmail(
  tx: Database,
  feed: FeedContext,
  problem: FeedProblemCode,
  origin: string,
): Promise<void> {
  const lang = feed.owner.lang;
  await enqueueEmail(tx, {
    to: { address: feed.owner.email, name: feed.owner.name },
    lang,
    template: "calendar-feed-unhealthy",
    data: {
      ...place(feed, origin),
      problem: feedProblemText(problem, lang),
      lastSuccess: feed.lastSuccessAt ?? NEVER[lang],
    },
    userId: feed.owner.id,
    siteId: feed.siteId,
  });
}

/** To the owner, at once: the nights of the channel's events that a stay of ours already holds. */
export async function queueConflictEmail(
  tx: Database,
  feed: FeedContext,
  conflicts: readonly PlannedRow[],
  origin: string,
): Promise<void> {
  const lang = feed.owner.lang;
  const ids = [...new Set(conflicts.map((c) => c.conflictWith).filter((id): id is string => id !== null))];
  const theirs =
    ids.length === 0
      ? []
      : await tx
          .select({ id: stays.id, kind: stays.kind, status: stays.status, reference: stays.reference })
          .from(stays)
          .where(inArray(stays.id, ids));
  const words = OURS[lang];
  const day = (date: string) =>
    formatStayDate(date, LOCALES[lang], { weekday: "long", day: "numeric", month: "long", year: "numeric" });
  const lines = conflicts.map((c) => {
    const other = theirs.find((t) => t.id === c.conflictWith);
    const what = !other
      ? words.stay
      : other.kind === "block"
        ? words.block
        : `${other.status === "request" ? words.request : words.booking}${other.reference ? ` ${other.reference}` : ""}`;
    return `${day(c.checkIn)} – ${day(c.checkOut)}: ${what}`;
  });
  await enqueueEmail(tx, {
    to: { address: feed.owner.email, name: feed.owner.name },
    lang,
    template: "calendar-conflict",
    data: { ...place(feed, origin), conflicts: lines.join("\n") },
    userId: feed.owner.id,
    siteId: feed.siteId,
  });
}
