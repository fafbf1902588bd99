import type { PgBoss } from "pg-boss";
import type { DatabaseHandle } from "../../db/client.ts";
import type { DnsLookup } from "../../modules/domains/dns-lookup.ts";
import { recheckSendingDomains } from "../../modules/sending-identity/recheck-sending-domains.ts";
import type { Logger } from "../logger.ts";

export const SENDING_DOMAIN_QUEUE = "sending-domain-recheck";
/** 05:10 in the Netherlands: a lapse is caught before the morning's guest emails go out. */
const RECHECK_CRON = "10 5 * * *";
const RECHECK_ZONE = "Europe/Amsterdam";

export type SendingDomainWorker = {
  /** The daily check now (tests, the operator); returns how many domains lapsed. */
  runNow(): Promise<number>;
  stop(): Promise<void>;
};

/**
 * Looks at every verified sending domain once a day across all instances: a DKIM record that
 * disappeared puts the site back on our domain and tells the owner
 * (modules/sending-identity/recheck-sending-domains.ts).
 */
export async function startSendingDomainWorker(options: {
  database: DatabaseHandle;
  log: Logger;
  boss: PgBoss;
  dns: DnsLookup;
  spfInclude: string;
  origin: string;
  jobPollSeconds?: number;
}): Promise<SendingDomainWorker> {
  const { boss, database, log } = options;
  const queue = { policy: "stately" as const, retryLimit: 0, expireInSeconds: 900 };
  await boss.createQueue(SENDING_DOMAIN_QUEUE, queue);

  async function runNow(): Promise<number> {
    const lapsed = await recheckSendingDomains(database.db, options.dns, {
      spfInclude: options.spfInclude,
      origin: options.origin,
    });
    if (lapsed > 0) log.warn({ lapsed }, "sending domains lapsed: their DKIM record is gone");
    return lapsed;
  }

  await boss.work(SENDING_DOMAIN_QUEUE, { pollingIntervalSeconds: options.jobPollSeconds ?? 2 }, async () => {
    await runNow();
  });
  await boss.schedule(SENDING_DOMAIN_QUEUE, RECHECK_CRON, {}, { tz: RECHECK_ZONE });
  return {
    runNow,
    async stop() {
      await boss.offWork(SENDING_DOMAIN_QUEUE);
    },
  };
}
