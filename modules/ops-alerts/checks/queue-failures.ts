import { recentJobFailures } from "../../operations/queue-figures.ts";
import type { AlertFinding, AlertFindings } from "../alert-check.ts";

export type QueueFailureLimits = { windowMinutes: number; atLeast: number };
const DEFAULTS: QueueFailureLimits = { windowMinutes: 60, atLeast: 3 };

/**
 * A queue whose jobs failed for good (retries spent) `atLeast` times within the last
 * `windowMinutes`: one failure may be a fluke, repeated ones are a fault. One incident per
 * queue, open for as long as its failures keep repeating.
 */
export function queueFailureFindings(limits: Partial<QueueFailureLimits> = {}): AlertFindings {
  const { windowMinutes, atLeast } = { ...DEFAULTS, ...limits };
  return async (db, now): Promise<AlertFinding[]> => {
    const failures = await recentJobFailures(db, new Date(now.getTime() - windowMinutes * 60_000));
    return failures
      .filter((queue) => queue.failures >= atLeast)
      .map((queue) => ({
        incident: `queue-failures:${queue.name}`,
        summary: `${queue.failures} jobs of the queue "${queue.name}" failed for good in the last ${windowMinutes} minutes`,
      }));
  };
}
