import { and, eq, gte, inArray, isNotNull, or, type SQL } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { payments, stays } from "../../../db/schema.ts";
import type { SiteCurrency } from "../../pricing/currencies.ts";
import { type LedgerRow, stayRow } from "../ledger-rows.ts";
import type { PaymentAccount, PaymentServices } from "../payment-services.ts";
import { type PaymentState, settledState } from "../payment-state.ts";
import type { ListedPayment, PaymentProvider, ProviderPayment } from "../provider-port.ts";
import { settleFromProvider } from "../settle-payment.ts";
import type { MoneySide, ReconciliationDifference } from "./reconciliation-difference.ts";

/** Bounds of one account's comparison: what is listed, what is read again, what is reported. */
export type AccountLimits = {
  /** Provider payments listed at most (newest first); older ones are judged by a later run's window. */
  listed: number;
  /** Payments read again one by one to settle or confirm a state. */
  reads: number;
  /** Differences kept for one account. */
  differences: number;
};

export type AccountOutcome = { differences: ReconciliationDifference[]; settled: number; differenceCount: number };

/** The ledger states in which the provider must hold the payment: money held or taken. */
const MONEY_MOVED: PaymentState[] = ["authorised", "paid", "partly_refunded", "refunded"];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids looked up in the ledger per query. */
const LOOKUP_BATCH = 500;

type Row = LedgerRow & { stayReference: string | null };

/**
 * Compares one connected account's payments at its provider since `since` with the site's
 * own ledger rows (never another site's: every query names the account's site and provider).
 * A listed payment is matched to its row by the provider's id, else by the ledger id our
 * adapters write into the provider's metadata. A state that differs is read again the way
 * the ledger knows the payment and settled through `settleFromProvider` (forward only, with
 * its one email), as a webhook would have; what still differs afterwards is reported.
 * Throws when the provider cannot be read: the caller reports the account.
 */
export async function reconcileAccount(
  db: Database,
  services: PaymentServices,
  account: PaymentAccount & { site: string },
  adapter: PaymentProvider,
  since: Date,
  limits: AccountLimits,
  now: Date,
): Promise<AccountOutcome> {
  const listing = await adapter.listPayments(since, limits.listed);
  const rows = await rowsNamedBy(db, account, listing.payments);
  const byProviderId = new Map(rows.filter((r) => r.providerPaymentId).map((r) => [r.providerPaymentId, r]));
  const byLedgerId = new Map(rows.map((r) => [r.id, r]));

  const differences: ReconciliationDifference[] = [];
  let differenceCount = 0;
  const report = (difference: Omit<ReconciliationDifference, "siteId" | "site" | "provider" | "error">) => {
    differenceCount++;
    if (differences.length < limits.differences) {
      differences.push({
        ...difference,
        siteId: account.siteId,
        site: account.site,
        provider: account.provider,
        error: null,
      });
    }
  };
  const seen = new Set<string>();
  let settled = 0;
  let reads = 0;

  for (const listed of listing.payments) {
    const row =
      byProviderId.get(listed.providerPaymentId) ?? (listed.ledgerId ? byLedgerId.get(listed.ledgerId) : undefined);
    if (!row) {
      // A payment made elsewhere on the owner's account (no ledger id of ours) is none of our business.
      if (listed.ledgerId) {
        report({
          kind: "only_at_provider",
          providerPaymentId: listed.providerPaymentId,
          stayId: null,
          stayReference: null,
          ledger: null,
          atProvider: sideOf(listed),
        });
      }
      continue;
    }
    seen.add(row.id);
    const about = { providerPaymentId: row.providerPaymentId ?? listed.providerPaymentId, stayId: row.stayId };
    const known = { ...about, stayReference: row.stayReference };
    if (listed.currency !== row.currency) {
      report({ kind: "currency", ...known, ledger: ledgerSide(row), atProvider: sideOf(listed) });
      continue;
    }
    // A captured hold counts what was kept; the test provider still names what was held.
    if (listed.amountCents !== row.amountCents && listed.amountCents !== row.capturedCents) {
      report({ kind: "amount", ...known, ledger: ledgerSide(row), atProvider: sideOf(listed) });
    }
    if (listed.state === row.state) continue;
    if (reads >= limits.reads) {
      report({ kind: "state", ...known, ledger: ledgerSide(row), atProvider: sideOf(listed) });
      continue;
    }
    reads++;
    let state = row.state as PaymentState;
    let observed: ProviderPayment | null = null;
    try {
      // Read again the way the ledger knows it (a Stripe hosted payment by its session): the list shows an intent.
      observed = await adapter.readPayment(about.providerPaymentId);
      if (settledState(state, observed.state) !== state || observed.refundedCents > row.refundedCents) {
        const result = await settleFromProvider(db, services, row.id, observed, now);
        if (result.changed) settled++;
        state = result.state;
      }
    } catch {
      // One payment that cannot be read or settled now is reported as it was listed; the account goes on.
    }
    const atProvider = observed ? { ...sideOf(observed), amountCents: listed.amountCents } : sideOf(listed);
    if (atProvider.state !== state) {
      report({ kind: "state", ...known, ledger: { ...ledgerSide(row), state }, atProvider });
    }
  }

  // Rows held or paid in our ledger that the provider did not list. When the listing stopped at
  // its bound, only rows newer than the oldest payment listed can be judged (a row is always
  // written before its payment is made at the provider).
  const oldest = listing.payments.at(-1)?.createdAt;
  const coveredFrom = listing.truncated && oldest ? oldest : since;
  for (const row of await rowsWithMoneySince(db, account, coveredFrom, limits.listed)) {
    if (seen.has(row.id)) continue;
    report({
      kind: "only_in_ledger",
      providerPaymentId: row.providerPaymentId,
      stayId: row.stayId,
      stayReference: row.stayReference,
      ledger: ledgerSide(row),
      atProvider: null,
    });
  }
  return { differences, settled, differenceCount };
}

function ledgerSide(row: LedgerRow): MoneySide {
  return { state: row.state as PaymentState, amountCents: row.amountCents, currency: row.currency as SiteCurrency };
}

function sideOf(payment: { state: PaymentState; amountCents: number; currency: SiteCurrency }): MoneySide {
  return { state: payment.state, amountCents: payment.amountCents, currency: payment.currency };
}

/**
 * The account's own ledger rows (its site's, made through its provider) that also meet
 * `where`, each with its booking's reference: every lookup here names the account, so one
 * owner's rows are never set against another's payments.
 */
async function accountRows(
  db: Database,
  account: PaymentAccount,
  where: SQL | undefined,
  limit: number,
): Promise<Row[]> {
  const rows = await db
    .select({ row: payments, stayReference: stays.reference })
    .from(payments)
    .innerJoin(stays, and(eq(stays.id, payments.stayId), eq(stays.siteId, payments.siteId)))
    .where(and(eq(payments.siteId, account.siteId), eq(payments.provider, account.provider), where))
    .limit(limit);
  return rows.map(({ row, stayReference }) => ({ ...stayRow(row), stayReference }));
}

/** The account's ledger rows the listing names, by provider id or by our ledger id (in batches). */
async function rowsNamedBy(db: Database, account: PaymentAccount, listed: ListedPayment[]): Promise<Row[]> {
  const found: Row[] = [];
  for (let i = 0; i < listed.length; i += LOOKUP_BATCH) {
    const batch = listed.slice(i, i + LOOKUP_BATCH);
    const providerIds = batch.map((p) => p.providerPaymentId);
    const ledgerIds = batch.flatMap((p) => (p.ledgerId && UUID.test(p.ledgerId) ? [p.ledgerId] : []));
    const named = inArray(payments.providerPaymentId, providerIds);
    const where = ledgerIds.length > 0 ? or(named, inArray(payments.id, ledgerIds)) : named;
    found.push(...(await accountRows(db, account, where, 2 * batch.length)));
  }
  return found;
}

/** The account's charges and holds made since `since` that the ledger has as held or paid (at most `limit`). */
function rowsWithMoneySince(db: Database, account: PaymentAccount, since: Date, limit: number): Promise<Row[]> {
  const where = and(
    inArray(payments.kind, ["charge", "hold"]),
    inArray(payments.state, MONEY_MOVED),
    isNotNull(payments.providerPaymentId),
    gte(payments.createdAt, since),
  );
  return accountRows(db, account, where, limit);
}
