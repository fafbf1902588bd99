import type { Server } from "node:http";
import type { Logger } from "../logger.ts";
import { drainHttpServer } from "./drain-http-server.ts";
import type { ServerLifecycle } from "./server-lifecycle.ts";

export type ShutdownParts = {
  lifecycle: ServerLifecycle;
  server: Server;
  /** How long requests under way, and jobs under way, may take (SHUTDOWN_GRACE_SECONDS). */
  graceMs: number;
  log: Logger;
  /** Every job worker stops taking jobs and lets its running ones finish (pg-boss offWork). */
  stopWorkers(): Promise<void>;
  /**
   * Stops the job queue; a job still running after `timeoutMs` is failed by pg-boss, which
   * puts it back in its queue for a retry (on another instance) where its queue allows one.
   */
  stopJobQueue(timeoutMs: number): Promise<void>;
  /** Once no request and no job runs: what buffers writes flushes them, then the database closes. */
  closeRest(): Promise<void>;
};

/**
 * SIGTERM, done gracefully (a deploy, a rolling restart behind Caddy):
 * 1. draining begins: /readyz answers 503 at once, every live line is told to reconnect and
 *    ends, and every answer from now on closes its connection;
 * 2. the listening socket closes (a new connection is refused: the proxy tries another
 *    instance) and idle keep-alive connections go; requests under way get the grace period;
 * 3. at the same time the job workers stop taking jobs, and running ones get the grace period,
 *    after which the queue hands them back;
 * 4. then buffered writes are flushed and the database is closed.
 * Resolves when all is done; the caller exits.
 */
export async function shutDownGracefully(parts: ShutdownParts): Promise<void> {
  const { lifecycle, log, graceMs } = parts;
  lifecycle.startDraining();
  const http = drainHttpServer(parts.server, graceMs).then(({ cut }) => {
    if (cut) log.warn({ graceMs }, "requests still under way at the end of the grace period were cut");
    else log.info("every request under way was answered");
  });
  const jobs = (async () => {
    let deadline: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<"late">((resolve) => {
      deadline = setTimeout(() => resolve("late"), graceMs);
    });
    const outcome = await Promise.race([parts.stopWorkers().then(() => "done" as const), late]);
    clearTimeout(deadline);
    if (outcome === "late")
      log.warn({ graceMs }, "jobs still running at the end of the grace period go back to the queue");
    // The workers are off (or out of time): what still runs is failed now, and so retried.
    await parts.stopJobQueue(outcome === "late" ? 1000 : graceMs);
  })();
  const results = await Promise.allSettled([http, jobs]);
  for (const result of results) {
    if (result.status === "rejected") log.error({ err: result.reason }, "shutdown step failed");
  }
  await parts.closeRest();
}
