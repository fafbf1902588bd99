import type { PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { testBackends } from "../../db/testing.ts";
import { queueFailureFindings } from "../../modules/ops-alerts/checks/queue-failures.ts";
import { createLogger } from "../logger.ts";
import { OPS_ALERTS_QUEUE, type OpsAlertsWorker, startOpsAlertsWorker } from "./ops-alerts-worker.ts";
import { startJobQueue, stopJobQueue } from "./start-job-queue.ts";

describe.each(testBackends())("operator's alerts worker on $name", (backend) => {
  let handle: DatabaseHandle;
  let boss: PgBoss;
  let worker: OpsAlertsWorker;

  beforeAll(async () => {
    handle = await backend.open();
    boss = await startJobQueue(handle, createLogger("silent"));
    worker = await startOpsAlertsWorker({
      database: handle,
      log: createLogger("silent"),
      boss,
      origin: "https://vayvista.test",
      checks: [
        { name: "feeds-behind", findings: async () => [{ incident: "feeds-behind", summary: "2 feeds behind" }] },
      ],
      jobPollSeconds: 0.5,
    });
  });
  afterAll(async () => {
    await worker.stop();
    await stopJobQueue(boss, 5_000);
    await handle.close();
  });

  it("evaluates every 5 minutes, once across instances", async () => {
    const schedules = await boss.getSchedules(OPS_ALERTS_QUEUE);
    expect(schedules.map((s) => s.cron)).toEqual(["*/5 * * * *"]);
    expect((await boss.getQueue(OPS_ALERTS_QUEUE))?.policy).toBe("stately");
    await boss.unschedule(OPS_ALERTS_QUEUE);
  });

  it("opens an incident once, however often it runs", async () => {
    expect((await worker.runNow()).opened.map((i) => i.incident)).toEqual(["feeds-behind"]);
    expect((await worker.runNow()).opened).toEqual([]);
  });

  it("queues: an incident per queue whose jobs failed for good three times within the hour", async () => {
    await boss.createQueue("alert-test-failing", { retryLimit: 0 });
    await boss.createQueue("alert-test-once", { retryLimit: 0 });
    const failJobs = async (queue: string, count: number) => {
      for (let i = 0; i < count; i++) await boss.send(queue, { i });
      const jobs = await boss.fetch(queue, { batchSize: count });
      await boss.fail(
        queue,
        jobs.map((job) => job.id),
      );
    };
    await failJobs("alert-test-failing", 3);
    await failJobs("alert-test-once", 1);
    expect(await queueFailureFindings()(handle.db, new Date())).toEqual([
      {
        incident: "queue-failures:alert-test-failing",
        summary: '3 jobs of the queue "alert-test-failing" failed for good in the last 60 minutes',
      },
    ]);
    // An hour on, those failures are history.
    expect(await queueFailureFindings()(handle.db, new Date(Date.now() + 61 * 60_000))).toEqual([]);
  });
});
