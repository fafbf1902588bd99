import { outboxFigures } from "../../operations/outbox-figures.ts";
import type { AlertFinding, AlertFindings } from "../alert-check.ts";

/**
 * The outbox is stuck when its oldest unsent email has waited longer than `minutes` (15):
 * emails normally leave within seconds, and retries of one failing address do not keep the
 * others waiting that long.
 */
export function outboxStuckFindings(minutes = 15): AlertFindings {
  return async (db, now): Promise<AlertFinding[]> => {
    const outbox = await outboxFigures(db, now);
    if (!outbox.oldestWaitingAt) return [];
    const waited = Math.floor((now.getTime() - outbox.oldestWaitingAt.getTime()) / 60_000);
    if (waited < minutes) return [];
    return [
      {
        incident: "outbox-stuck",
        summary: `${outbox.waiting} emails waiting; the oldest was queued ${waited} minutes ago (${outbox.oldestWaitingAt.toISOString()})`,
      },
    ];
  };
}
