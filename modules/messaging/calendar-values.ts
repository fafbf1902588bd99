import { formatStayDate } from "../dates/format-stay-date.ts";
import type { StayDate } from "../dates/stay-date.ts";
import { type Lang, LOCALES } from "../i18n/languages.ts";
import { valueWords } from "./templates/default-templates.ts";
import type { ValueWords } from "./templates/values/types.ts";

/**
 * The values of a connected calendar's emails written out in the owner's language, from the
 * words of the emails' home (templates/values: calendar). modules/calendar-sync hands codes:
 * the channel, the problem, the stays of ours a channel's nights overlap.
 */

type CalendarWords = ValueWords["calendar"];
export type FeedChannel = keyof CalendarWords["channels"];
export type FeedProblem = keyof CalendarWords["problems"];

/** "Airbnb", "Andere agenda". */
export function channelText(channel: FeedChannel, lang: Lang): string {
  return valueWords(lang).calendar.channels[channel];
}

/** What went wrong, for the owner: "De agenda antwoordde niet binnen 10 seconden." */
export function feedProblemText(problem: FeedProblem, lang: Lang): string {
  return valueWords(lang).calendar.problems[problem];
}

/** The last good sync as a moment the email writes out, or the word for never. */
export function lastSuccessValue(at: Date | null, lang: Lang): Date | string {
  return at ?? valueWords(lang).calendar.never;
}

/** A channel's nights that a stay of ours already holds; `ours` is null when that stay is no longer found. */
export type ConflictLine = {
  checkIn: StayDate;
  checkOut: StayDate;
  ours: { kind: string; status: string; reference: string | null } | null;
};

const DAY: Intl.DateTimeFormatOptions = { weekday: "long", day: "numeric", month: "long", year: "numeric" };

/** One line per conflict: "vrijdag 10 juli 2026 – vrijdag 17 juli 2026: boeking VV-7K3P9Q". */
export function conflictsText(conflicts: readonly ConflictLine[], lang: Lang): string {
  const words = valueWords(lang).calendar.conflictWith;
  const day = (date: StayDate) => formatStayDate(date, LOCALES[lang], DAY);
  return conflicts
    .map(({ checkIn, checkOut, ours }) => {
      const what = !ours
        ? words.stay
        : ours.kind === "block"
          ? words.block
          : `${ours.status === "request" ? words.request : words.booking}${ours.reference ? ` ${ours.reference}` : ""}`;
      return `${day(checkIn)} – ${day(checkOut)}: ${what}`;
    })
    .join("\n");
}
