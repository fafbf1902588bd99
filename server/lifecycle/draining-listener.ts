import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { ServerLifecycle } from "./server-lifecycle.ts";

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * While the server drains, every answer says `Connection: close`: the client sends its next
 * request on a new connection, which the proxy gives to another instance, instead of on one
 * this instance is about to close. Answers under way when draining begins are told too, as
 * long as their head has not gone out yet.
 */
export function drainingListener(listener: Listener, lifecycle: ServerLifecycle): Listener {
  // The answer each open connection is giving (or gave last), found through its socket when
  // draining begins. Bookkeeping per connection, not per request: a keep-alive connection
  // carries many requests, and the tracking beacon's cost is mostly such bookkeeping.
  const connections = new Set<Socket>();
  const answering = new WeakMap<Socket, ServerResponse>();
  lifecycle.closing.addEventListener("abort", () => {
    for (const socket of connections) {
      const res = answering.get(socket);
      if (res && !res.headersSent) res.shouldKeepAlive = false;
    }
  });
  return (req, res) => {
    if (lifecycle.draining) {
      res.shouldKeepAlive = false;
    } else {
      const socket = req.socket;
      answering.set(socket, res);
      if (!connections.has(socket)) {
        connections.add(socket);
        socket.once("close", () => connections.delete(socket));
      }
    }
    listener(req, res);
  };
}
