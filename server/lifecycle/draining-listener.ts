import type { IncomingMessage, ServerResponse } from "node:http";
import type { ServerLifecycle } from "./server-lifecycle.ts";

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * While the server drains, every answer says `Connection: close`: the client sends its next
 * request on a new connection, which the proxy gives to another instance, instead of on one
 * this instance is about to close. Answers under way when draining begins are told too, as
 * long as their head has not gone out yet.
 */
export function drainingListener(listener: Listener, lifecycle: ServerLifecycle): Listener {
  const underWay = new Set<ServerResponse>();
  lifecycle.closing.addEventListener("abort", () => {
    for (const res of underWay) if (!res.headersSent) res.shouldKeepAlive = false;
  });
  return (req, res) => {
    if (lifecycle.draining) {
      res.shouldKeepAlive = false;
    } else {
      underWay.add(res);
      res.once("close", () => underWay.delete(res));
    }
    listener(req, res);
  };
}
