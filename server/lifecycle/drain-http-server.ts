import type { Server } from "node:http";

/**
 * Stops a node:http server gracefully: no new connections from now on, idle keep-alive
 * connections closed at once, and the requests under way given `graceMs` to finish (their
 * connections close after the answer: the listener says `Connection: close` while
 * draining, see drainingListener). What is still open after the grace period is cut.
 * Resolves once every connection is gone; `cut` says whether any had to be cut.
 */
export function drainHttpServer(server: Server, graceMs: number): Promise<{ cut: boolean }> {
  return new Promise((resolve) => {
    let cut = false;
    const timer = setTimeout(() => {
      cut = true;
      server.closeAllConnections();
    }, graceMs);
    timer.unref();
    server.close(() => {
      clearTimeout(timer);
      resolve({ cut });
    });
    // Connections between requests hold nothing: they go now, so close() waits only for answers.
    server.closeIdleConnections();
  });
}
