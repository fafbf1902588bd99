import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { platformEmailSends } from "../../db/schema.ts";
import { verificationRecord } from "../domains/dns-instructions.ts";
import { enqueueEmail } from "../messaging/enqueue-email.ts";
import type { OwnerSeriesTemplateData, OwnerSeriesTemplateKey } from "../messaging/owner-series-template-keys.ts";
import { monthlySummaryValues } from "../messaging/owner-series-values.ts";
import { type DueOwner, dueOwners } from "./due-owner-emails.ts";
import { emailsSwitchedOn } from "./email-switches.ts";
import { monthlyFigures } from "./monthly-figures.ts";
import { SCHEDULED_OWNER_EMAILS } from "./platform-emails.ts";

export type OwnerEmailRun = {
  /** The platform's public origin: the emails' links. */
  origin: string;
  now: Date;
  /** Owners read and queued per transaction-bounded batch; default 100. */
  batchSize?: number;
  /** Batches per email per run, so one run stays bounded; the next day's run carries on. Default 50. */
  maxBatches?: number;
  /** One owner's email could not be queued (it is tried again next run); the others go on. */
  onError?: (error: unknown, email: OwnerSeriesTemplateKey, userId: string) => void;
};

export type OwnerEmailCounts = Record<OwnerSeriesTemplateKey, number>;

type Queueable = {
  [K in OwnerSeriesTemplateKey]: { template: K; data: OwnerSeriesTemplateData[K] };
}[OwnerSeriesTemplateKey];

async function emailFor(
  db: Database,
  key: OwnerSeriesTemplateKey,
  owner: DueOwner,
  origin: string,
): Promise<Queueable> {
  const link = (path: string) => new URL(path, origin).href;
  const { name } = owner;
  switch (key) {
    case "owner-getting-started":
      return { template: key, data: { name, siteName: owner.siteName ?? "", url: link("/dashboard") } };
    case "owner-onboarding-day-1":
    case "owner-onboarding-day-3":
      return { template: key, data: { name, url: link("/onboarding") } };
    case "owner-domain-not-verified": {
      const domain = owner.domain ?? "";
      const record = verificationRecord(domain, "").name;
      return { template: key, data: { name, domain, record, url: link("/dashboard/domeinen") } };
    }
    case "owner-monthly-summary": {
      if (!owner.siteId) throw new Error("a monthly summary needs the owner's site");
      const figures = await monthlyFigures(db, owner.siteId, owner.period);
      return {
        template: key,
        data: {
          name,
          siteName: owner.siteName ?? "",
          ...monthlySummaryValues(figures, owner.lang),
          url: link("/dashboard/analytics"),
        },
      };
    }
  }
}

/**
 * Queues one email to one owner for one period, exactly once: the key row and the outbox row
 * are written in one transaction, and a key another run (or instance) wrote first makes this
 * one a no-op. Returns whether this call queued it.
 */
async function queueOnce(db: Database, key: OwnerSeriesTemplateKey, owner: DueOwner, origin: string): Promise<boolean> {
  const email = await emailFor(db, key, owner, origin);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(platformEmailSends)
      .values({ userId: owner.userId, email: key, period: owner.period })
      .onConflictDoNothing()
      .returning({ userId: platformEmailSends.userId });
    if (!claimed) return false;
    const queued = await enqueueEmail(tx, {
      to: { address: owner.email, name: owner.name },
      lang: owner.lang,
      template: email.template,
      data: email.data,
      userId: owner.userId,
      siteId: owner.siteId,
    });
    await tx
      .update(platformEmailSends)
      .set({ outboxId: queued.id })
      .where(
        and(
          eq(platformEmailSends.userId, owner.userId),
          eq(platformEmailSends.email, key),
          eq(platformEmailSends.period, owner.period),
        ),
      );
    return true;
  });
}

/**
 * The daily run: for each scheduled owner email that is switched on, finds the owners it is
 * due to and queues it to each exactly once per period, in bounded batches. Returns how many
 * of each were queued.
 */
export async function sendDueOwnerEmails(db: Database, run: OwnerEmailRun): Promise<OwnerEmailCounts> {
  const batchSize = run.batchSize ?? 100;
  const maxBatches = run.maxBatches ?? 50;
  const on = await emailsSwitchedOn(db, SCHEDULED_OWNER_EMAILS);
  const counts = Object.fromEntries(SCHEDULED_OWNER_EMAILS.map((k) => [k, 0])) as OwnerEmailCounts;
  for (const key of SCHEDULED_OWNER_EMAILS) {
    if (!on.has(key)) continue;
    for (let batch = 0; batch < maxBatches; batch++) {
      const owners = await dueOwners(db, key, run.now, batchSize);
      let queued = 0;
      for (const owner of owners) {
        try {
          if (await queueOnce(db, key, owner, run.origin)) queued++;
        } catch (error) {
          run.onError?.(error, key, owner.userId);
        }
      }
      counts[key] += queued;
      // A short batch was the last; one that queued nothing (another instance took them) too.
      if (owners.length < batchSize || queued === 0) break;
    }
  }
  return counts;
}
