import type { PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { testBackends } from "../../db/testing.ts";
import { moneySite } from "../../modules/payments/owner-money.testing.ts";
import { connectTestProvider, testPaymentServices } from "../../modules/payments/payments.testing.ts";
import { lastReconciliation } from "../../modules/payments/reconciliation/reconcile-payments.ts";
import { createLogger } from "../logger.ts";
import { PAYMENT_RECONCILE_QUEUE, type PaymentWorker, startPaymentWorker } from "./payment-worker.ts";
import { startJobQueue, stopJobQueue } from "./start-job-queue.ts";

describe.each(testBackends())("the payment worker's nightly reconciliation on $name", (backend) => {
  let handle: DatabaseHandle;
  let boss: PgBoss;
  let worker: PaymentWorker;

  beforeAll(async () => {
    handle = await backend.open();
    const log = createLogger("silent");
    boss = await startJobQueue(handle, log);
    worker = await startPaymentWorker({
      database: handle,
      log,
      boss,
      payments: testPaymentServices(handle.db).services,
      jobPollSeconds: 0.5,
    });
  });
  afterAll(async () => {
    await worker.stop();
    await stopJobQueue(boss, 5_000);
    await handle.close();
  });

  it("is scheduled once a night at a quiet hour in the Netherlands, one run at a time across instances", async () => {
    expect((await boss.getSchedules(PAYMENT_RECONCILE_QUEUE)).map((s) => [s.cron, s.timezone])).toEqual([
      ["40 3 * * *", "Europe/Amsterdam"],
    ]);
    expect((await boss.getQueue(PAYMENT_RECONCILE_QUEUE))?.policy).toBe("stately");
  });

  it("records a run when its job runs", async () => {
    const site = await moneySite(handle.db);
    await connectTestProvider(handle.db, site.siteId);
    expect(await lastReconciliation(handle.db)).toBeNull();

    await worker.reconcileNow();

    expect(await lastReconciliation(handle.db)).toMatchObject({ accountsChecked: 1, differenceCount: 0 });
  });
});
