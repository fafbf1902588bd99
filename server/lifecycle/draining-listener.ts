import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { ServerLifecycle } from "./server-lifecycle.ts";

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

const ANSWERING = Symbol("answering");
type AnsweringSocket = Socket & { [ANSWERING]?: ServerResponse };

/**
 * While the server drains, every answer says `Connection: close`: the client sends its next
 * request on a new connection, which the proxy gives to another instance, instead of on one
 * this instance is about to close. Answers under way when draining begins are told too, as
 * long as their head has not gone out yet.
 */
export function drainingListener(listener: Listener, lifecycle: ServerLifecycle): Listener {
  // The answer each open connection is giving (or gave last), found through its socket when
  // draining begins. Bookkeeping per connection, not per request, and a plain property of the
  // socket rather than a WeakMap entry: a keep-alive connection carries many requests, and
  // every one of them (the tracking beacon's above all) pays for what is done here.
  const connections = new Set<AnsweringSocket>();
  lifecycle.closing.addEventListener("abort", () => {
    for (const socket of connections) {
      const res = socket[ANSWERING];
      if (res && !res.headersSent) res.shouldKeepAlive = false;
    }
  });
  return (req, res) => {
    if (lifecycle.draining) {
      res.shouldKeepAlive = false;
    } else {
      const socket = req.socket as AnsweringSocket;
      if (socket[ANSWERING] === undefined) {
        connections.add(socket);
        socket.once("close", () => connections.delete(socket));
      }
      socket[ANSWERING] = res;
    }
    listener(req, res);
  };
}
