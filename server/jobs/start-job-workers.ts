import type { PgBoss } from "pg-boss";
import type { DatabaseHandle } from "../../db/client.ts";
import type { DnsLookup } from "../../modules/domains/dns-lookup.ts";
import { opsAlertChecks } from "../../modules/ops-alerts/alert-checks.ts";
import type { SiteAddressing } from "../../modules/sites/site-url.ts";
import type { BookingEventBus } from "../../modules/stays/booking-events.ts";
import type { Storage } from "../../modules/storage/storage.ts";
import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";
import type { ServerPaymentServices } from "../payments/payment-services.ts";
import { startAccountDataWorker } from "./account-data-worker.ts";
import { startCalendarSyncWorker } from "./calendar-sync-worker.ts";
import { startGuestMessageWorker } from "./guest-message-worker.ts";
import { startHoldExpiryWorker } from "./hold-expiry-worker.ts";
import { invoicePdfsForEmails } from "./invoice-pdfs.ts";
import { startMessagingWorker } from "./messaging-worker.ts";
import { startOpsAlertsWorker } from "./ops-alerts-worker.ts";
import { startOwnerEmailsWorker } from "./owner-emails-worker.ts";
import { startPaymentWorker } from "./payment-worker.ts";
import { startSendingDomainWorker } from "./sending-domain-worker.ts";

export type JobWorkersDeps = {
  database: DatabaseHandle;
  config: Config;
  log: Logger;
  boss: PgBoss;
  secretsKey: Buffer;
  storage: Storage;
  bookingEvents: BookingEventBus;
  payments: ServerPaymentServices;
  addressing: SiteAddressing;
  dns: DnsLookup;
  spfInclude: string;
};

export type JobWorkers = { stop(): Promise<void> };

/**
 * Every job worker of an instance that runs jobs (ROLE all or worker; web-only instances
 * start none). Each scheduled job runs once across instances (a pg-boss schedule); the
 * workers' own timers (the outbox and feed schedulers) claim rows with SKIP LOCKED, so any
 * number of worker instances share the work without doing it twice.
 */
export async function startJobWorkers(deps: JobWorkersDeps): Promise<JobWorkers> {
  const { database, config, log, boss, addressing, bookingEvents } = deps;
  const messaging = await startMessagingWorker({
    database,
    config,
    log,
    secretsKey: deps.secretsKey,
    boss,
    invoicePdf: invoicePdfsForEmails(database.db, deps.storage),
  });
  const holdExpiry = await startHoldExpiryWorker({ database, log, boss, bookingEvents, addressing });
  // The owners' messages to their guests, sent when due on the property's clock (modules/guest-messages).
  const guestMessages = await startGuestMessageWorker({ database, log, boss, addressing });
  // Online payments: the providers' webhooks are settled by a job.
  const paymentWorker = await startPaymentWorker({ database, log, boss, payments: deps.payments });
  // The platform's scheduled emails to owners (welcome series, reminders, monthly summary), daily.
  const ownerEmails = await startOwnerEmailsWorker({ database, log, boss, origin: addressing.origin });
  // Imported channel calendars, polled as jobs (modules/calendar-sync).
  const calendarSync = await startCalendarSyncWorker({ database, config, log, boss, bookingEvents });
  // Owners' own sending domains, re-checked daily: a DKIM record that went puts them back on ours.
  const sendingDomains = await startSendingDomainWorker({
    database,
    log,
    boss,
    dns: deps.dns,
    spfInclude: deps.spfInclude,
    origin: addressing.origin,
  });
  // The operator's alerts to the admins, every 5 minutes (modules/ops-alerts).
  const opsAlerts = await startOpsAlertsWorker({
    database,
    log,
    boss,
    origin: addressing.origin,
    checks: opsAlertChecks(),
  });
  // Owners' data archives and the daily purge of deleted accounts (modules/account-export).
  const accountData = await startAccountDataWorker({
    database,
    storage: deps.storage,
    log,
    boss,
    origin: addressing.origin,
  });
  return {
    // All at once: a shutdown's grace period is shared by every worker (server/lifecycle).
    async stop() {
      await Promise.all([
        holdExpiry.stop(),
        guestMessages.stop(),
        calendarSync.stop(),
        sendingDomains.stop(),
        paymentWorker.stop(),
        ownerEmails.stop(),
        messaging.stop(),
        opsAlerts.stop(),
        accountData.stop(),
      ]);
    },
  };
}
