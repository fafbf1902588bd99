import { eq } from "drizzle-orm";
import type { PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { emailOutbox, user } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { seedOwner } from "../../modules/seed/demo-accounts.ts";
import { createLogger } from "../logger.ts";
import { OWNER_EMAILS_QUEUE, type OwnerEmailsWorker, startOwnerEmailsWorker } from "./owner-emails-worker.ts";
import { startJobQueue, stopJobQueue } from "./start-job-queue.ts";

const NOW = new Date("2026-11-03T08:00:00Z");

describe.each(testBackends())("owner emails worker on $name", (backend) => {
  let handle: DatabaseHandle;
  let boss: PgBoss;
  let worker: OwnerEmailsWorker;

  beforeAll(async () => {
    handle = await backend.open();
    const log = createLogger("silent");
    boss = await startJobQueue(handle, log);
    worker = await startOwnerEmailsWorker({
      database: handle,
      log,
      boss,
      origin: "https://vayvista.example",
      jobPollSeconds: 0.5,
      now: () => NOW,
    });
  });
  afterAll(async () => {
    await worker.stop();
    await stopJobQueue(boss, 5_000);
    await handle.close();
  });

  it("runs once a day at 09:00 Amsterdam time, across instances", async () => {
    const schedules = await boss.getSchedules(OWNER_EMAILS_QUEUE);
    expect(schedules.map((s) => [s.cron, s.options?.tz])).toEqual([["0 9 * * *", "Europe/Amsterdam"]]);
    await boss.unschedule(OWNER_EMAILS_QUEUE);
  });

  it("queues a due reminder once, however often it runs", async () => {
    const owner = await seedOwner(handle.db, { email: "nieuw@example.nl" });
    await handle.db
      .update(user)
      .set({ createdAt: new Date(NOW.getTime() - 30 * 3_600_000) })
      .where(eq(user.id, owner.id));
    expect((await worker.runNow())["owner-onboarding-day-1"]).toBe(1);
    expect((await worker.runNow())["owner-onboarding-day-1"]).toBe(0);
    const queued = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "nieuw@example.nl"));
    expect(queued.map((e) => e.templateKey)).toEqual(["owner-onboarding-day-1"]);
  });
});
