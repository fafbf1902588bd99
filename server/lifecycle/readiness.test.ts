import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { testBackends } from "../../db/testing.ts";
import { readinessCheck } from "./readiness.ts";
import { ServerLifecycle } from "./server-lifecycle.ts";

describe.each(testBackends())("/readyz's check on $name", (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await backend.open();
  });
  afterAll(() => handle.close());

  it("is ready only once the job queue has started, and no longer from the moment draining begins", async () => {
    const lifecycle = new ServerLifecycle();
    const ready = readinessCheck(handle, lifecycle);
    expect(await ready()).toEqual({ ready: false, status: "starting" });
    lifecycle.markJobQueueStarted();
    expect(await ready()).toEqual({ ready: true, database: backend.name });
    lifecycle.startDraining();
    expect(await ready()).toEqual({ ready: false, status: "draining" });
  });

  it("is not ready while the database does not answer", async () => {
    const ready = readinessCheck(
      {
        ...handle,
        ping: async () => {
          throw new Error("connection refused");
        },
      },
      undefined,
    );
    expect(await ready()).toEqual({ ready: false, status: "unavailable" });
  });

  it("is not ready while this build's newest migration is not applied", async () => {
    await handle.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const lifecycle = new ServerLifecycle();
    lifecycle.markJobQueueStarted();
    expect(await readinessCheck(handle, lifecycle)()).toEqual({ ready: false, status: "migrations-pending" });
  });
});
