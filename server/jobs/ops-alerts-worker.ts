import type { PgBoss } from "pg-boss";
import type { DatabaseHandle } from "../../db/client.ts";
import type { AlertCheck } from "../../modules/ops-alerts/alert-check.ts";
import { type AlertRun, evaluateAlerts } from "../../modules/ops-alerts/evaluate-alerts.ts";
import type { Logger } from "../logger.ts";

export const OPS_ALERTS_QUEUE = "ops-alerts";
/** Every 5 minutes: the outbox alert's 15 minutes are then noticed within 20. */
const OPS_ALERTS_CRON = "*/5 * * * *";

export type OpsAlertsWorker = {
  /** One evaluation now (tests, the operator). */
  runNow(): Promise<AlertRun>;
  stop(): Promise<void>;
};

/**
 * The operator's alerts (modules/ops-alerts), evaluated every 5 minutes once across all
 * instances: a pg-boss schedule on a "stately" queue, so one evaluation runs at a time.
 */
export async function startOpsAlertsWorker(options: {
  database: DatabaseHandle;
  log: Logger;
  boss: PgBoss;
  origin: string;
  checks: readonly AlertCheck[];
  jobPollSeconds?: number;
  now?: () => Date;
}): Promise<OpsAlertsWorker> {
  const { boss, database, log, origin, checks } = options;
  const queue = { policy: "stately" as const, retryLimit: 0, expireInSeconds: 240 };
  await boss.createQueue(OPS_ALERTS_QUEUE, queue);

  async function runNow(): Promise<AlertRun> {
    const run = await evaluateAlerts(database.db, checks, { origin, ...(options.now ? { now: options.now() } : {}) });
    for (const incident of run.opened) log.error({ incident: incident.incident, summary: incident.summary }, "alert");
    for (const incident of run.closed) log.info({ incident: incident.incident }, "alert cleared");
    for (const failed of run.failedChecks) log.error({ err: failed.error, check: failed.name }, "alert check failed");
    return run;
  }

  await boss.work(OPS_ALERTS_QUEUE, { pollingIntervalSeconds: options.jobPollSeconds ?? 2 }, async () => {
    await runNow();
  });
  await boss.schedule(OPS_ALERTS_QUEUE, OPS_ALERTS_CRON);
  return {
    runNow,
    async stop() {
      await boss.offWork(OPS_ALERTS_QUEUE);
    },
  };
}
