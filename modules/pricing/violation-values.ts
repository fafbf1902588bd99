import type { IsoWeekday } from "../dates/stay-date.ts";
import type { Violation } from "./quote-stay.ts";

/**
 * What a sentence about a broken rule needs (each surface words it in its own home: the
 * booking page and API, the dashboard): the count the rule names (nights, days or guests),
 * the weekdays a check-in or check-out rule allows, Monday first, and whether the minimum is
 * a season's. The season's own name is left out: the owner wrote it in one language.
 */
export function violationValues(violation: Violation): { count: number; weekdays: IsoWeekday[]; season: boolean } {
  const { params } = violation;
  const count = Number(params.nights ?? params.days ?? params.guests ?? 0);
  const weekdays = String(params.days ?? "")
    .split(",")
    .map(Number)
    .filter((day): day is IsoWeekday => Number.isInteger(day) && day >= 1 && day <= 7)
    .sort((a, b) => a - b);
  return { count, weekdays, season: params.season !== undefined };
}
