import type { IncomingMessage, ServerResponse } from "node:http";
import { classifyHost } from "../../modules/sites/classify-host.ts";
import { routeGroup } from "./route-group.ts";
import type { ServerMetrics } from "./server-metrics.ts";

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Times every request at node:http's door, so answers from the page cache (which never reach
 * the app: server/http/cached-page-door.ts) count too. The group comes from the Host header
 * and the path alone (no database), so it costs next to nothing. Live lines (server-sent
 * events) are left out: they last as long as a tab stays open, which says nothing of speed.
 */
export function timedListener(listener: Listener, metrics: ServerMetrics, appDomain: string): Listener {
  return (req, res) => {
    const started = performance.now();
    res.once("finish", () => {
      if (String(res.getHeader("content-type") ?? "").startsWith("text/event-stream")) return;
      const target = req.url ?? "/";
      const query = target.indexOf("?");
      const path = query === -1 ? target : target.slice(0, query);
      const side = classifyHost(req.headers.host, appDomain).kind === "marketing" ? "platform" : "owner-site";
      metrics.observeRequest(routeGroup(side, path), res.statusCode, (performance.now() - started) / 1000);
    });
    listener(req, res);
  };
}
