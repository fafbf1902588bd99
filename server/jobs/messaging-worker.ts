import { randomUUID } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import { fromDrizzle, type JobWithMetadata, type PgBoss } from "pg-boss";
import type { DatabaseHandle } from "../../db/client.ts";
import { noteGuestMessageFailed } from "../../modules/guest-messages/delivery-failed.ts";
import {
  type DeliveryResult,
  deliverOutboxEmail,
  type InvoicePdfSource,
} from "../../modules/messaging/deliver-outbox-email.ts";
import { lockEmailsToDispatch, markEmailsDispatched } from "../../modules/messaging/outbox-dispatch.ts";
import { hasSmtpSettings } from "../../modules/messaging/smtp-settings.ts";
import { siteSender } from "../../modules/sending-identity/site-sender.ts";
import { type Config, publicOrigin } from "../config.ts";
import type { Logger } from "../logger.ts";
import { resolveSecretsKey } from "../secrets.ts";

export const EMAIL_SEND_QUEUE = "email-send";
export const EMAIL_DISPATCH_QUEUE = "email-dispatch";

export type EmailSendJob = { outboxId: string };

export type MessagingWorkerOptions = {
  database: DatabaseHandle;
  config: Config;
  log: Logger;
  /** The process's job queue (server/main.ts starts and stops it). */
  boss: PgBoss;
  /** Defaults to resolveSecretsKey(config). */
  secretsKey?: Buffer;
  /** The PDFs of invoices attached to emails (invoicePdfsForEmails, with the process's storage). */
  invoicePdf: InvoicePdfSource;
  /** How often this instance looks for new outbox rows; default 2 s. */
  outboxPollMs?: number;
  /** How often the send worker asks pg-boss for jobs when not woken; default 2 s (min 0.5). */
  jobPollSeconds?: number;
  /** Attempts per email before it is marked failed; default 5. */
  maxAttempts?: number;
  /** First retry delay, doubled per attempt (pg-boss backoff); 0 retries at once. Default 60 s. */
  retryDelaySeconds?: number;
  /** How long a mail server may keep silent before an attempt fails; default the transport's (30 s). */
  smtpTimeoutMs?: number;
  /** Called after every attempt (and awaited), e.g. by tests and metrics. */
  onDelivery?: (outboxId: string, result: DeliveryResult) => void | Promise<void>;
};

export type MessagingWorker = {
  /** Creates send jobs for waiting outbox rows now; returns how many. */
  dispatchNow(): Promise<number>;
  stop(): Promise<void>;
};

/**
 * Sends the outbox. Callers only write outbox rows (enqueueEmail, in their own transaction,
 * without needing pg-boss). A dispatcher, running every `outboxPollMs` on each instance and
 * once a minute on a pg-boss schedule, locks waiting rows (SKIP LOCKED) and creates their
 * send jobs through that same transaction (pg-boss `insert` with a `db` adapter), so a row
 * gets its job exactly when it is marked dispatched. Send jobs retry with exponential
 * backoff; the row claim in deliverOutboxEmail makes a repeated job harmless.
 */
export async function startMessagingWorker(options: MessagingWorkerOptions): Promise<MessagingWorker> {
  const { database, config, log } = options;
  const db = database.db;
  const secretsKey = options.secretsKey ?? resolveSecretsKey(config);
  // Guest emails go out as their site, as it is when they are sent (ADR 0025).
  const resolveSender = siteSender(db, secretsKey, config.FETCH_ALLOW_HOSTS);
  const maxAttempts = options.maxAttempts ?? 5;
  const retryDelay = options.retryDelaySeconds ?? 60;
  const { boss } = options;

  const sendQueue = {
    retryLimit: maxAttempts - 1,
    retryDelay,
    ...(retryDelay > 0 ? { retryBackoff: true, retryDelayMax: 3600 } : { retryBackoff: false }),
    // Longer than the outbox's stale-claim window, so a retry after a crash may reclaim the row.
    expireInSeconds: 20 * 60,
  };
  await boss.createQueue(EMAIL_SEND_QUEUE, sendQueue);
  await boss.updateQueue(EMAIL_SEND_QUEUE, sendQueue);
  await boss.createQueue(EMAIL_DISPATCH_QUEUE, { retryLimit: 0, expireInSeconds: 300 });
  // pg-boss looks a queue up in its cache on every insert, and on a miss reads it outside the
  // transaction the insert runs in; on PGlite (one connection) that would wait for itself.
  // Any call that names the queue fills the cache.
  await boss.findJobs(EMAIL_SEND_QUEUE, { id: randomUUID() });

  let sendWorkerId = "";
  let running: Promise<number> | null = null;
  let smtpMissingLogged = false;

  async function dispatch(): Promise<number> {
    if (!(await hasSmtpSettings(db))) {
      if (!smtpMissingLogged) log.info("no SMTP server configured: emails wait in the outbox");
      smtpMissingLogged = true;
      return 0;
    }
    smtpMissingLogged = false;
    const ids = await db.transaction(async (tx) => {
      const locked = await lockEmailsToDispatch(tx, 100);
      if (locked.length === 0) return locked;
      const jobs = locked.map((outboxId) => ({ data: { outboxId } satisfies EmailSendJob }));
      // The adapter runs pg-boss's insert as a statement of this transaction.
      const jobDb = fromDrizzle(
        { execute: async (query) => (await tx.execute(query as SQL)) as { rows: unknown[] } },
        sql,
      );
      await boss.insert(EMAIL_SEND_QUEUE, jobs, { db: jobDb });
      await markEmailsDispatched(tx, locked);
      return locked;
    });
    if (ids.length > 0 && sendWorkerId) boss.notifyWorker(sendWorkerId);
    return ids.length;
  }

  /** One dispatch at a time per instance; callers during a run share its result. */
  function dispatchNow(): Promise<number> {
    running ??= dispatch().finally(() => {
      running = null;
    });
    return running;
  }

  sendWorkerId = await boss.work(
    EMAIL_SEND_QUEUE,
    { includeMetadata: true, pollingIntervalSeconds: options.jobPollSeconds ?? 2 },
    async (jobs: JobWithMetadata<EmailSendJob>[]) => {
      for (const job of jobs) {
        const outboxId = job.data.outboxId;
        const result = await deliverOutboxEmail(db, outboxId, {
          secretsKey,
          appDomain: config.APP_DOMAIN,
          finalAttempt: job.retryCount >= job.retryLimit,
          invoicePdf: options.invoicePdf,
          resolveSender,
          smtpTimeoutMs: options.smtpTimeoutMs,
        });
        logDelivery(log, outboxId, result);
        // A guest message that can never go: its stay's timeline says so and its owner is told.
        if (result.outcome === "failed" && result.final) {
          await noteGuestMessageFailed(db, outboxId, result.error, publicOrigin(config));
        }
        await options.onDelivery?.(outboxId, result);
        // Throwing hands the job back to pg-boss, which retries it after the backoff.
        if (result.outcome === "failed") throw new Error(result.error);
      }
    },
  );

  await boss.work(EMAIL_DISPATCH_QUEUE, async () => {
    await dispatchNow();
  });
  // The schedule is the floor when an instance's own timer is not running (it is stopped,
  // or its process is busy); pg-boss runs it once per minute across all instances.
  await boss.schedule(EMAIL_DISPATCH_QUEUE, "* * * * *");

  const tick = () => {
    dispatchNow().catch((error: unknown) => log.error({ err: error }, "email dispatch failed"));
  };
  const timer = setInterval(tick, options.outboxPollMs ?? 2000);
  tick();

  return {
    dispatchNow,
    async stop() {
      clearInterval(timer);
      await running?.catch(() => undefined);
      await boss.offWork(EMAIL_SEND_QUEUE);
      await boss.offWork(EMAIL_DISPATCH_QUEUE);
    },
  };
}

function logDelivery(log: Logger, outboxId: string, result: DeliveryResult): void {
  switch (result.outcome) {
    case "sent":
      log.info({ outboxId, messageId: result.messageId, attempt: result.attempt }, "email sent");
      break;
    case "failed":
      log.warn({ outboxId, attempt: result.attempt, final: result.final, error: result.error }, "email not sent");
      break;
    case "skipped":
      log.debug({ outboxId, status: result.status }, "email job skipped");
      break;
    case "no-smtp":
      log.info({ outboxId }, "email waits for an SMTP server");
      break;
  }
}
