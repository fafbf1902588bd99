import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.ts";
import { requestThrough } from "./http/testing.ts";
import { workerHealthListener } from "./worker-health.ts";

describe("a worker-only instance (ROLE=worker) over HTTP", () => {
  let reachable = true;
  const database = {
    kind: "postgres",
    ping: async () => {
      if (!reachable) throw new Error("connection refused");
    },
  } as DatabaseHandle;
  const server = http.createServer(workerHealthListener(database));
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("says it is alive, and ready while its database answers", async () => {
    expect((await requestThrough(port, "/healthz")).status).toBe(200);
    expect(await (await requestThrough(port, "/readyz?probe=1")).json()).toMatchObject({
      status: "ready",
      role: "worker",
    });
    reachable = false;
    expect((await requestThrough(port, "/readyz")).status).toBe(503);
    reachable = true;
  });

  it("serves no pages, so a proxy that reaches it by mistake shows nothing of the site", async () => {
    const page = await requestThrough(port, "/", { headers: { host: "vayvista.nl" } });
    expect(page.status).toBe(404);
  });
});
