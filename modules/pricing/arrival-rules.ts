import { dayNumber, fromDayNumber, type StayDate } from "../dates/stay-date.ts";
import type { RatePlan, Season } from "./rate-plan-choices.ts";

/**
 * Which season wins a night, and the shortest stay an arrival asks for: the rules the quote
 * applies (quote-stay.ts) and the date picker shows before a stay is chosen (the booking
 * API's availability answer), from this one place.
 */

/** A plan's seasons as day numbers, in the order they win a night. */
export type RankedSeasons = readonly { season: Season; from: number; until: number }[];

/** Higher priority first, then the later start, then the earlier row. */
export function rankSeasons(seasons: readonly Season[]): RankedSeasons {
  return seasons
    .map((season, row) => ({ season, row, from: dayNumber(season.from), until: dayNumber(season.until) }))
    .sort((a, b) => b.season.priority - a.season.priority || b.from - a.from || a.row - b.row)
    .map(({ season, from, until }) => ({ season, from, until }));
}

/** The season that sets the rate of the night with day number `day`, if any. */
export function seasonOf(ranked: RankedSeasons, day: number): Season | undefined {
  return ranked.find((s) => s.from <= day && day <= s.until)?.season;
}

/**
 * The shortest stay for an arrival on day number `day`: the minimum of the season that wins
 * the arrival night, else the plan's. `season` is that season when its own minimum applies.
 */
export function arrivalMinNights(
  plan: RatePlan,
  ranked: RankedSeasons,
  day: number,
): { nights: number; season?: Season } {
  const season = seasonOf(ranked, day);
  return season?.minNights != null ? { nights: season.minNights, season } : { nights: plan.minNights };
}

/** Arrival days `from` to `until` (both included) whose shortest stay is `minNights`. */
export type MinNightsRun = { from: StayDate; until: StayDate; minNights: number };

/**
 * The arrival days in [from, to) whose shortest stay is not the plan's, as runs of days with
 * the same minimum: with the plan's `minNights` for every other day, all a date picker needs
 * to offer only the stays a quote accepts. One step per day (at most the availability
 * answer's two years) through at most the plan's 60 seasons.
 */
export function minNightsByArrival(plan: RatePlan, from: StayDate, to: StayDate): MinNightsRun[] {
  if (plan.seasons.length === 0) return [];
  const ranked = rankSeasons(plan.seasons);
  const runs: MinNightsRun[] = [];
  let open: { from: number; minNights: number } | null = null;
  const close = (day: number) => {
    if (open) runs.push({ from: fromDayNumber(open.from), until: fromDayNumber(day - 1), minNights: open.minNights });
    open = null;
  };
  const last = dayNumber(to);
  for (let day = dayNumber(from); day < last; day++) {
    const { nights } = arrivalMinNights(plan, ranked, day);
    if (open && open.minNights === nights) continue;
    close(day);
    if (nights !== plan.minNights) open = { from: day, minNights: nights };
  }
  close(last);
  return runs;
}
