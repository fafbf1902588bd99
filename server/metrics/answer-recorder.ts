import { classifyHost } from "../../modules/sites/classify-host.ts";
import type { Logger } from "../logger.ts";
import { routeGroup } from "./route-group.ts";
import type { ServerMetrics } from "./server-metrics.ts";

/**
 * What every answer leaves behind, wherever it was given (the app, or at node:http's door:
 * cached pages, page views): the access line (method, path without its query, status,
 * duration) and, with metrics on, its duration under its route group. `started` is
 * performance.now() when the request arrived; `live` marks a line that stays open (server-sent
 * events), whose duration says nothing of speed and is not counted.
 */
export type AnswerRecorder = (
  method: string,
  host: string | undefined,
  path: string,
  status: number,
  started: number,
  live?: boolean,
) => void;

/**
 * One call per answer, where the answer is known, instead of a listener on every response's
 * end: that bookkeeping per request was a tenth of what the tracking beacon cost.
 */
export function answerRecorder(access: Logger, metrics: ServerMetrics | undefined, appDomain: string): AnswerRecorder {
  return (method, host, path, status, started, live = false) => {
    const elapsed = performance.now() - started;
    access.info({ method, path, status, ms: Math.round(elapsed * 10) / 10 }, "request");
    if (!metrics || live) return;
    const side = classifyHost(host, appDomain).kind === "marketing" ? "platform" : "owner-site";
    metrics.observeRequest(routeGroup(side, path), status, elapsed / 1000);
  };
}
