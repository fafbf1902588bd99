import { and, asc, desc, eq, gt, isNotNull, isNull } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { paymentAccounts, paymentReconciliations, userSites } from "../../../db/schema.ts";
import type { PaymentServices } from "../payment-services.ts";
import { type AccountLimits, reconcileAccount } from "./reconcile-account.ts";
import type { ReconciliationDifference } from "./reconciliation-difference.ts";
import { queueReconciliationEmails } from "./reconciliation-emails.ts";

export type ReconcileOptions = {
  now?: Date;
  /** How far back the providers' payments are compared. */
  days?: number;
  /** Accounts compared in one run; the next run goes on after the last one. */
  maxAccounts?: number;
  perAccount?: AccountLimits;
  /** Where the admin email links to (the public origin). */
  origin: string;
};

export type ReconciliationRun = Omit<typeof paymentReconciliations.$inferSelect, "differences"> & {
  differences: ReconciliationDifference[];
};

/** Differences a run keeps on record (and the admin email lists); the count says how many there were. */
const RECORDED_DIFFERENCES = 200;
const DEFAULT_LIMITS: AccountLimits = { listed: 1_000, reads: 100, differences: 50 };

/**
 * The nightly reconciliation (issue 16 §4): walks the connected accounts one after another
 * and compares each provider's payments of the last 30 days with the ledger
 * (reconcile-account.ts). An account that cannot be read (access withdrawn, the provider
 * down) is itself a difference and the walk goes on. The run is recorded for the admin's
 * payments page, and when anything differs every admin gets an email, in the same
 * transaction. Bounded: at most `maxAccounts` accounts per run (the next run starts after
 * the last one compared), and per account what `perAccount` allows.
 */
export async function reconcilePayments(
  db: Database,
  services: PaymentServices,
  options: ReconcileOptions,
): Promise<ReconciliationRun> {
  const startedAt = options.now ?? new Date();
  const since = new Date(startedAt.getTime() - (options.days ?? 30) * 86_400_000);
  const maxAccounts = options.maxAccounts ?? 200;
  const limits = options.perAccount ?? DEFAULT_LIMITS;
  const resumeAfter = (await lastReconciliation(db))?.resumeAfterSiteId ?? null;

  const accounts = await db
    .select({ account: paymentAccounts, siteName: userSites.siteName, subdomain: userSites.subdomain })
    .from(paymentAccounts)
    .innerJoin(userSites, eq(userSites.id, paymentAccounts.siteId))
    .where(
      and(
        isNotNull(paymentAccounts.connectedAt),
        isNull(paymentAccounts.disconnectedAt),
        resumeAfter ? gt(paymentAccounts.siteId, resumeAfter) : undefined,
      ),
    )
    .orderBy(asc(paymentAccounts.siteId))
    .limit(maxAccounts + 1);
  const walked = accounts.slice(0, maxAccounts);

  const differences: ReconciliationDifference[] = [];
  let differenceCount = 0;
  let settled = 0;
  let failed = 0;
  for (const { account, siteName, subdomain } of walked) {
    const site = `${siteName} (${subdomain})`;
    try {
      const adapter = await services.providerFor(account);
      if (!adapter)
        throw new Error(`no access to this ${account.provider} account (credentials or the owner's consent)`);
      const outcome = await reconcileAccount(db, services, { ...account, site }, adapter, since, limits, startedAt);
      settled += outcome.settled;
      differenceCount += outcome.differenceCount;
      differences.push(...outcome.differences);
    } catch (error) {
      failed++;
      differenceCount++;
      differences.push({
        kind: "account_failed",
        siteId: account.siteId,
        site,
        provider: account.provider,
        providerPaymentId: null,
        stayId: null,
        stayReference: null,
        ledger: null,
        atProvider: null,
        error: describe(error),
      });
    }
  }

  const recorded = differences.slice(0, RECORDED_DIFFERENCES);
  return db.transaction(async (tx) => {
    const [run] = await tx
      .insert(paymentReconciliations)
      .values({
        startedAt,
        finishedAt: new Date(Math.max(Date.now(), startedAt.getTime())),
        since,
        accountsChecked: walked.length,
        accountsFailed: failed,
        settledCount: settled,
        differenceCount,
        differences: recorded,
        resumeAfterSiteId: accounts.length > maxAccounts ? (walked.at(-1)?.account.siteId ?? null) : null,
      })
      .returning();
    if (!run) throw new Error("reconciliation run not recorded");
    if (differenceCount > 0) await queueReconciliationEmails(tx, { ...run, differences: recorded }, options.origin);
    return { ...run, differences: recorded };
  });
}

/** The latest run, for the admin's payments page (null before the first night). */
export async function lastReconciliation(db: Database): Promise<ReconciliationRun | null> {
  const [run] = await db.select().from(paymentReconciliations).orderBy(desc(paymentReconciliations.startedAt)).limit(1);
  return run ? { ...run, differences: run.differences as ReconciliationDifference[] } : null;
}

/** What a provider answered, short, for the admin (SDK errors name the status and the provider's message, never a key). */
function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message
    .replace(/\b(sk|rk|whsec|access|refresh)_[A-Za-z0-9_]+/g, "$1_…")
    .replace(/\s+/g, " ")
    .slice(0, 200);
}
