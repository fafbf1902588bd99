import { feedFigures } from "../../operations/feed-figures.ts";
import type { AlertFinding, AlertFindings } from "../alert-check.ts";

/**
 * Calendar syncing falls behind when feeds have not been polled for `intervals` (3) import
 * intervals: the scheduler or its workers are not keeping up, and double bookings through
 * other channels become possible. (A feed whose channel fails is the owner's to see, not an
 * incident: it is polled all the same.)
 */
export function feedsBehindFindings(intervals = 3): AlertFindings {
  return async (db, now): Promise<AlertFinding[]> => {
    const feeds = await feedFigures(db, now, intervals);
    if (feeds.overdue === 0) return [];
    return [
      {
        incident: "feeds-behind",
        summary: `${feeds.overdue} calendar feeds not polled for more than ${intervals} import intervals (${intervals * feeds.intervalMinutes} minutes)`,
      },
    ];
  };
}
