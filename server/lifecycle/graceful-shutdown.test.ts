import http from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import type { PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { testBackends } from "../../db/testing.ts";
import { PhotoQueue } from "../../modules/photos/photo-queue.ts";
import { BookingEventBus } from "../../modules/stays/booking-events.ts";
import { giveSite, type Person, routeHarness } from "../../tests/support/route-harness.ts";
import { createServerApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { BOOKING_EVENTS_PATH } from "../http/booking-events-endpoint.ts";
import { requestThrough } from "../http/testing.ts";
import { startJobQueue } from "../jobs/start-job-queue.ts";
import { createLogger } from "../logger.ts";
import { shutDownGracefully } from "./graceful-shutdown.ts";
import { ServerLifecycle } from "./server-lifecycle.ts";

const SLOW_QUEUE = "shutdown-test-slow";

/** A promise with its resolve handed out: the test says when a slow thing is done. */
function gate<T = void>() {
  let open!: (value: T) => void;
  const opened = new Promise<T>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe.each(testBackends())("graceful shutdown on $name", (backend) => {
  let database: DatabaseHandle;
  let boss: PgBoss;
  let lifecycle: ServerLifecycle;
  let server: http.Server;
  let app: ReturnType<typeof createServerApp>;
  let port = 0;
  let owner: Person;
  const pageStarted = gate();
  const pageMayFinish = gate();
  const jobStarted = gate<string>();
  const jobMayFinish = gate();

  beforeAll(async () => {
    database = await backend.open();
    const log = createLogger("silent");
    boss = await startJobQueue(database, log);
    await boss.createQueue(SLOW_QUEUE, { retryLimit: 2, retryDelay: 0 });
    await boss.work(SLOW_QUEUE, { pollingIntervalSeconds: 0.5 }, async ([job]) => {
      if (job) jobStarted.open(job.id);
      await jobMayFinish.opened;
    });
    lifecycle = new ServerLifecycle();
    const harness = routeHarness(database.db);
    owner = await harness.signUpOwner({ email: "sanne@example.nl" });
    await giveSite(database.db, owner.id, { siteName: "Villa Zon", subdomain: "villa-zon" });
    app = createServerApp({
      auth: harness.auth,
      secretsKey: Buffer.alloc(32, 7),
      config: loadConfig({ APP_DOMAIN: "vayvista.nl" }),
      database,
      log,
      cachePages: false,
      enhanceScript: "/assets/enhance-test.js",
      bookingEvents: new BookingEventBus(),
      photoQueue: new PhotoQueue(),
      lifecycle,
      handlePage: async (request: Request) => {
        if (new URL(request.url).pathname === "/slow") {
          pageStarted.open();
          await pageMayFinish.opened;
        }
        return new Response("<h1>Zee en duinen</h1>", { headers: { "content-type": "text/html" } });
      },
    });
    lifecycle.markJobQueueStarted();
    server = http.createServer(app.listener);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    jobMayFinish.open();
    pageMayFinish.open();
    await database.close();
  });

  /** The owner's dashboard live line, read until the server ends it; resolves with all it said. */
  const openLiveLine = () =>
    new Promise<{ first: Promise<string>; all: Promise<string> }>((resolve, reject) => {
      const request = http.get(
        { host: "127.0.0.1", port, path: BOOKING_EVENTS_PATH, headers: { host: "vayvista.nl", cookie: owner.cookie } },
        (res) => {
          let text = "";
          let gotFirst: (text: string) => void = () => {};
          const first = new Promise<string>((go) => {
            gotFirst = go;
          });
          const all = new Promise<string>((go) => res.on("end", () => go(text)));
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => {
            text += chunk;
            gotFirst(text);
          });
          resolve({ first, all });
        },
      );
      request.on("error", reject);
    });

  it("answers the request under way, ends live lines with a reconnect, refuses new connections, says draining, and hands the running job back", async () => {
    expect((await requestThrough(port, "/readyz", { headers: { host: "vayvista.nl" } })).status).toBe(200);
    const line = await openLiveLine();
    expect(await line.first).toBe("event: live\ndata: {}\n\n");
    const jobId = await boss.send(SLOW_QUEUE, {});
    const slow = requestThrough(port, "/slow", { headers: { host: "vayvista.nl" } });
    await pageStarted.opened;
    expect(await jobStarted.opened).toBe(jobId);

    const steps: string[] = [];
    const done = shutDownGracefully({
      lifecycle,
      server,
      // Long enough for the page (the test lets it finish); the job is held past it on purpose.
      graceMs: 2_000,
      log: createLogger("silent"),
      stopWorkers: () => boss.offWork(SLOW_QUEUE),
      stopJobQueue: async (timeoutMs) => {
        await boss.stop({ graceful: true, timeout: timeoutMs, close: false });
        steps.push("job queue stopped");
      },
      closeRest: async () => {
        steps.push("rest closed");
      },
    });

    // At once: not ready, and no new connection is taken.
    const readyz = await app.app.request("http://vayvista.nl/readyz");
    expect(readyz.status).toBe(503);
    expect(await readyz.json()).toEqual({ status: "draining" });
    await expect(requestThrough(port, "/", { headers: { host: "vayvista.nl" } })).rejects.toThrow(/ECONNREFUSED/);

    // The live line is told to reconnect (elsewhere) and ends: it does not hold the server up.
    expect(await line.all).toBe("event: live\ndata: {}\n\nretry: 1000\nevent: reconnect\ndata: {}\n\n");

    // The request under way is answered in full, on a connection that then closes.
    pageMayFinish.open();
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe("<h1>Zee en duinen</h1>");
    expect(answer.headers.get("connection")).toBe("close");

    await done;
    expect(steps).toEqual(["job queue stopped", "rest closed"]);
    // The job that outlived the grace period is back in its queue for another instance.
    const result = (await database.db.execute(
      sql`select state from pgboss.job where id = ${jobId}::uuid`,
    )) as unknown as { rows: { state: string }[] };
    expect(result.rows[0]?.state).toBe("retry");
    jobMayFinish.open();
  });
});
