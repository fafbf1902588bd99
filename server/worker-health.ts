import type { IncomingMessage, ServerResponse } from "node:http";
import type { DatabaseHandle } from "../db/client.ts";

/**
 * What a worker-only instance (ROLE=worker) answers over HTTP: whether it is alive
 * (/healthz) and whether its database answers (/readyz), for the service manager or
 * orchestrator; it serves no pages, so it stays out of the proxy's upstreams.
 */
export function workerHealthListener(database: DatabaseHandle) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
      res.end(JSON.stringify(body));
    };
    const path = (req.url ?? "/").split("?")[0];
    if (path === "/healthz") return json(200, { status: "ok", role: "worker" });
    if (path !== "/readyz") return json(404, { error: "a worker instance serves no pages" });
    database.ping().then(
      () => json(200, { status: "ready", database: database.kind, role: "worker" }),
      () => json(503, { status: "unavailable" }),
    );
  };
}
