import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { accountExports } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { requestExport } from "../../modules/account-export/export-requests.ts";
import { seedOwner } from "../../modules/seed/demo-accounts.ts";
import { createStorage } from "../../modules/storage/create-storage.ts";
import { createDiskBackend } from "../../modules/storage/disk-backend.ts";
import { createLogger } from "../logger.ts";
import {
  ACCOUNT_DATA_DAILY_QUEUE,
  ACCOUNT_EXPORT_QUEUE,
  type AccountDataWorker,
  startAccountDataWorker,
  wakeAccountExports,
} from "./account-data-worker.ts";
import { startJobQueue, stopJobQueue } from "./start-job-queue.ts";

describe.each(testBackends())("account data worker on $name", (backend) => {
  let handle: DatabaseHandle;
  let boss: PgBoss;
  let worker: AccountDataWorker;

  beforeAll(async () => {
    handle = await backend.open();
    const log = createLogger("silent");
    boss = await startJobQueue(handle, log);
    const storage = createStorage(handle.db, createDiskBackend(mkdtempSync(path.join(os.tmpdir(), "vayvista-job-"))));
    worker = await startAccountDataWorker({
      database: handle,
      storage,
      log,
      boss,
      origin: "https://vayvista.example",
      jobPollSeconds: 0.5,
    });
  });
  afterAll(async () => {
    await worker.stop();
    await stopJobQueue(boss, 5_000);
    await handle.close();
  });

  it("is scheduled: archives every five minutes as a backstop, the purge daily at 03:30 Amsterdam time", async () => {
    expect((await boss.getSchedules(ACCOUNT_EXPORT_QUEUE)).map((s) => s.cron)).toEqual(["*/5 * * * *"]);
    const daily = await boss.getSchedules(ACCOUNT_DATA_DAILY_QUEUE);
    expect(daily.map((s) => [s.cron, s.options?.tz])).toEqual([["30 3 * * *", "Europe/Amsterdam"]]);
  });

  it("makes a requested archive as soon as the page wakes the queue", async () => {
    const owner = await seedOwner(handle.db, { email: "archief@example.nl" });
    const asked = await requestExport(handle.db, owner.id, "nl");
    if (!asked.ok) throw new Error("not requested");
    await wakeAccountExports(boss)();
    await expect
      .poll(
        async () => (await handle.db.select().from(accountExports).where(eq(accountExports.id, asked.id)))[0]?.state,
        { timeout: 30_000, interval: 200 },
      )
      .toBe("ready");
  });
});
