import type { PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { siteSendingIdentity, user, userSites } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import type { DnsLookup } from "../../modules/domains/dns-lookup.ts";
import { createLogger } from "../logger.ts";
import { SENDING_DOMAIN_QUEUE, type SendingDomainWorker, startSendingDomainWorker } from "./sending-domain-worker.ts";
import { startJobQueue, stopJobQueue } from "./start-job-queue.ts";

/** A DNS where the owner's DKIM record is gone. */
const noRecords: DnsLookup = {
  resolveTxt: () => Promise.reject(Object.assign(new Error("no record"), { code: "ENOTFOUND" })),
  resolveCname: () => Promise.resolve([]),
  resolve4: () => Promise.resolve([]),
};

describe.each(testBackends())("the daily check of sending domains on $name", (backend) => {
  let handle: DatabaseHandle;
  let boss: PgBoss;
  let worker: SendingDomainWorker;

  beforeAll(async () => {
    handle = await backend.open();
    const log = createLogger("silent");
    boss = await startJobQueue(handle, log);
    worker = await startSendingDomainWorker({
      database: handle,
      log,
      boss,
      dns: noRecords,
      spfInclude: "_spf.vayvista.test",
      origin: "https://vayvista.test",
      jobPollSeconds: 0.5,
    });
  });
  afterAll(async () => {
    await worker.stop();
    await stopJobQueue(boss, 5_000);
    await handle.close();
  });

  it("runs once a day before the morning's guest emails, one run at a time across instances", async () => {
    expect((await boss.getSchedules(SENDING_DOMAIN_QUEUE)).map((s) => [s.cron, s.timezone])).toEqual([
      ["10 5 * * *", "Europe/Amsterdam"],
    ]);
    expect((await boss.getQueue(SENDING_DOMAIN_QUEUE))?.policy).toBe("stately");
  });

  it("lapses a verified domain whose record is gone", async () => {
    const [owner] = await handle.db
      .insert(user)
      .values({ name: "Eva Jansen", email: "eva@example.nl" })
      .returning({ id: user.id });
    const [site] = await handle.db
      .insert(userSites)
      .values({ userId: owner?.id ?? "", themeName: "warm-cozy", siteName: "Hoeve Eva", subdomain: "hoeve-eva" })
      .returning({ id: userSites.id });
    await handle.db.insert(siteSendingIdentity).values({
      siteId: site?.id ?? "",
      mode: "domain",
      domain: "hoeve-eva.nl",
      localPart: "info",
      dkimSelector: "vv202611290000",
      dkimPublicKey: "MIIB",
      dkimPrivateKeyEncrypted: "v1:x:y:z",
      domainStatus: "verified",
      domainVerifiedAt: new Date(),
    });
    expect(await worker.runNow()).toBe(1);
    expect(await worker.runNow()).toBe(0);
  });
});
