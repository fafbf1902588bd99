import type { PgBoss } from "pg-boss";
import type { DatabaseHandle } from "../../db/client.ts";
import { cancelUnpaidBalances } from "../../modules/payments/cancel-unpaid.ts";
import { collectDueBalances, placeDueDepositHolds, returnDueDeposits } from "../../modules/payments/collect-due.ts";
import { settlePendingNotices } from "../../modules/payments/payment-inbox.ts";
import type { PaymentServices } from "../../modules/payments/payment-services.ts";
import { reconcilePayments } from "../../modules/payments/reconciliation/reconcile-payments.ts";
import { retryFailedRefunds } from "../../modules/payments/refunds.ts";
import { renewSubscriptions } from "../../modules/subscriptions/renew-subscriptions.ts";
import type { Logger } from "../logger.ts";

export const PAYMENT_NOTICES_QUEUE = "payment-notices";
/**
 * Balances (and bookings cancelled for one unpaid, where the owner chose so), deposit holds
 * and their return, refunds to try again, owners' subscriptions to renew, remind or suspend:
 * once a minute across all instances (cheap: indexed due rows).
 */
export const PAYMENT_SCHEDULE_QUEUE = "payment-schedule";
/** The nightly comparison of the providers' payments with the ledger: once a night across all instances. */
export const PAYMENT_RECONCILE_QUEUE = "payment-reconcile";
/** 03:40 in the Netherlands: after the night's emails and imports, before owners and guests wake. */
const RECONCILE_CRON = "40 3 * * *";
const RECONCILE_ZONE = "Europe/Amsterdam";

/**
 * Wakes the settling job: at most one waiting and one running across all instances (pg-boss
 * "stately"), so a burst of a thousand webhooks makes one run that works through them in
 * batches, not a thousand jobs.
 */
export function wakePaymentWorker(boss: PgBoss): () => Promise<void> {
  return async () => {
    await boss.send(PAYMENT_NOTICES_QUEUE, {});
  };
}

export type PaymentWorker = {
  runNow(): Promise<number>;
  /** The scheduled work now (tests, the operator): balances, deposits, refunds. */
  runScheduleNow(): Promise<void>;
  /** The nightly reconciliation now (tests, the operator). */
  reconcileNow(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * Settles the providers' notices in the inbox (modules/payments/payment-inbox.ts): when a
 * webhook wakes it, and once a minute for notices whose settling failed (the provider was
 * unreachable) or whose instance stopped mid-way.
 */
export async function startPaymentWorker(options: {
  database: DatabaseHandle;
  log: Logger;
  boss: PgBoss;
  payments: PaymentServices;
  jobPollSeconds?: number;
}): Promise<PaymentWorker> {
  const { boss, database, log, payments } = options;
  const queue = { policy: "stately" as const, retryLimit: 0, expireInSeconds: 600 };
  await boss.createQueue(PAYMENT_NOTICES_QUEUE, queue);
  await boss.updateQueue(PAYMENT_NOTICES_QUEUE, { retryLimit: 0, expireInSeconds: 600 });

  async function runNow(): Promise<number> {
    let settled = 0;
    for (;;) {
      const taken = await settlePendingNotices(database.db, payments);
      settled += taken;
      if (taken === 0) break;
    }
    if (settled > 0) log.info({ settled }, "payment notices settled");
    return settled;
  }

  await boss.work(PAYMENT_NOTICES_QUEUE, { pollingIntervalSeconds: options.jobPollSeconds ?? 2 }, async () => {
    await runNow();
  });
  await boss.schedule(PAYMENT_NOTICES_QUEUE, "* * * * *");

  const scheduleQueue = { policy: "stately" as const, retryLimit: 0, expireInSeconds: 900 };
  await boss.createQueue(PAYMENT_SCHEDULE_QUEUE, scheduleQueue);
  async function runScheduleNow(): Promise<void> {
    const now = new Date();
    const balances = await collectDueBalances(database.db, payments, now);
    const unpaidCancelled = await cancelUnpaidBalances(database.db, payments, now);
    const holds = await placeDueDepositHolds(database.db, payments, now);
    const returned = await returnDueDeposits(database.db, payments, now);
    const refunds = await retryFailedRefunds(database.db, payments, now);
    const subscriptions = await renewSubscriptions(database.db, payments, now);
    if (balances + unpaidCancelled + holds + returned + refunds + subscriptions > 0)
      log.info({ balances, unpaidCancelled, holds, returned, refunds, subscriptions }, "payments due worked on");
  }
  await boss.work(PAYMENT_SCHEDULE_QUEUE, { pollingIntervalSeconds: options.jobPollSeconds ?? 2 }, runScheduleNow);
  await boss.schedule(PAYMENT_SCHEDULE_QUEUE, "* * * * *");

  // One run at a time and at most one waiting ("stately"); an hour is far more than a bounded run takes.
  const reconcileQueue = { policy: "stately" as const, retryLimit: 0, expireInSeconds: 3600 };
  await boss.createQueue(PAYMENT_RECONCILE_QUEUE, reconcileQueue);
  async function reconcileNow(): Promise<void> {
    const run = await reconcilePayments(database.db, payments, { origin: payments.addressing.origin });
    const summary = {
      accounts: run.accountsChecked,
      failed: run.accountsFailed,
      differences: run.differenceCount,
      settled: run.settledCount,
    };
    if (run.differenceCount > 0) log.warn(summary, "payment reconciliation found differences");
    else log.info(summary, "payment reconciliation matched");
  }
  await boss.work(PAYMENT_RECONCILE_QUEUE, { pollingIntervalSeconds: options.jobPollSeconds ?? 2 }, reconcileNow);
  await boss.schedule(PAYMENT_RECONCILE_QUEUE, RECONCILE_CRON, {}, { tz: RECONCILE_ZONE });
  return {
    runNow,
    runScheduleNow,
    reconcileNow,
    async stop() {
      await boss.offWork(PAYMENT_NOTICES_QUEUE);
      await boss.offWork(PAYMENT_SCHEDULE_QUEUE);
      await boss.offWork(PAYMENT_RECONCILE_QUEUE);
    },
  };
}
