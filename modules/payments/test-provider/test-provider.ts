import { randomBytes } from "node:crypto";
import { and, desc, eq, gte, isNull, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Database } from "../../../db/client.ts";
import { testProviderPayments } from "../../../db/schema.ts";
import type { SiteCurrency } from "../../pricing/currencies.ts";
import type { PaymentMethod } from "../payment-methods.ts";
import type { PaymentState } from "../payment-state.ts";
import type {
  ListedPayment,
  PaymentProvider,
  ProviderPayment,
  ProviderRefund,
  ProviderSetup,
} from "../provider-port.ts";

/** How the test provider tells its webhook endpoint that a payment changed (server/http/payment-webhooks.ts). */
export type TestNoticeSender = (providerPaymentId: string) => Promise<void>;

export type TestProviderOptions = {
  db: Database;
  /**
   * The owner's site: the test provider keeps each site's payments apart, as a real account
   * would; null is the platform's own account (owners' subscriptions).
   */
  siteId: string | null;
  notify: TestNoticeSender;
  now?: () => Date;
};

type Row = typeof testProviderPayments.$inferSelect;

/** Card holds started by the merchant lapse after about a week (field notes, payments). */
const HOLD_DAYS = 7;

/** The hosted page of a test payment (served by server/http/test-payment-page.ts). */
export function testPaymentPagePath(id: string): string {
  return `/payments/test/${id}`;
}

export function newTestId(prefix: "tp" | "tm" | "tc" | "tr"): string {
  return `${prefix}_${randomBytes(12).toString("hex")}`;
}

/** A saved card whose later charges the payer chose to have declined (the hosted page's outcome). */
export const DECLINING_CARD = "tm_declines_";

/**
 * A payment as the test provider reports it. Its hosted page is served on the host the payer
 * returns to (the owner's site), so the page's form and its way back stay on one origin.
 */
export function providerPaymentOf(row: Row): ProviderPayment {
  const state = row.state as PaymentState;
  return {
    providerPaymentId: row.id,
    state,
    amountCents: row.amountCents,
    refundedCents: row.refundedCents,
    currency: row.currency as SiteCurrency,
    method: row.method as PaymentMethod | null,
    checkoutUrl:
      state === "requires_payment" && row.returnUrl ? new URL(testPaymentPagePath(row.id), row.returnUrl).href : null,
    savedMethod: row.savedMethodId
      ? { id: row.savedMethodId, kind: row.method === "card" ? "card" : "sepa_mandate" }
      : null,
    customerId: row.customerId,
    captureBefore: row.captureBefore,
    failureCode: row.failureCode,
  };
}

/**
 * A setup as the test provider reports it: a payment of nothing that saves a card (as
 * Mollie's €0 first payment does), open until the payer chooses on the hosted page.
 */
function providerSetupOf(row: Row): ProviderSetup {
  const payment = providerPaymentOf(row);
  return {
    providerSetupId: row.id,
    state: payment.state === "requires_payment" ? "open" : payment.savedMethod ? "saved" : "failed",
    checkoutUrl: payment.checkoutUrl,
    savedMethod: payment.savedMethod,
    customerId: row.customerId,
  };
}

/**
 * The embedded test provider (issue 16 §1): what a real provider's test mode does, kept in
 * its own table. Payments wait on its hosted page for the payer to choose an outcome;
 * saved methods are charged at once (paid, or declined when the payer chose so); every
 * change is told to our webhook endpoint like a real provider's notice. Idempotency keys
 * are honoured per site, as Stripe and Mollie honour them per account.
 */
export function testProvider(options: TestProviderOptions): PaymentProvider {
  const { db, siteId, notify } = options;
  const ofAccount = siteId === null ? isNull(testProviderPayments.siteId) : eq(testProviderPayments.siteId, siteId);
  const now = options.now ?? (() => new Date());

  async function byKey(key: string): Promise<Row | undefined> {
    const [row] = await db
      .select()
      .from(testProviderPayments)
      .where(and(ofAccount, eq(testProviderPayments.idempotencyKey, key)));
    return row;
  }

  async function byId(id: string): Promise<Row> {
    const [row] = await db
      .select()
      .from(testProviderPayments)
      .where(and(ofAccount, eq(testProviderPayments.id, id)));
    if (!row) throw new Error(`test provider: no payment ${id} on this account`);
    return row;
  }

  async function insertOnce(values: typeof testProviderPayments.$inferInsert): Promise<{ row: Row; fresh: boolean }> {
    const [inserted] = await db.insert(testProviderPayments).values(values).onConflictDoNothing().returning();
    if (inserted) return { row: inserted, fresh: true };
    const first = await byKey(values.idempotencyKey);
    if (!first) throw new Error("test provider: idempotency key clash without a payment");
    return { row: first, fresh: false };
  }

  async function change(id: string, set: PgUpdateSetSource<typeof testProviderPayments>): Promise<Row> {
    const [row] = await db
      .update(testProviderPayments)
      .set({ ...set, updatedAt: now() })
      .where(and(ofAccount, eq(testProviderPayments.id, id)))
      .returning();
    if (!row) throw new Error(`test provider: no payment ${id} on this account`);
    await notify(row.id);
    return row;
  }

  return {
    name: "test",
    async createPayment(input) {
      const { row } = await insertOnce({
        id: newTestId("tp"),
        siteId,
        ledgerId: input.ledgerId,
        idempotencyKey: input.idempotencyKey,
        amountCents: input.amountCents,
        currency: input.currency,
        description: input.description,
        methods: input.methods,
        state: "requires_payment",
        capture: "automatic",
        saveForLater: input.saveForLater,
        customerId: input.customerId ?? newTestId("tc"),
        returnUrl: input.returnUrl,
        webhookUrl: input.webhookUrl,
      });
      return providerPaymentOf(row);
    },

    async createSetup(input) {
      const { row } = await insertOnce({
        id: newTestId("tp"),
        siteId,
        ledgerId: input.reference,
        idempotencyKey: input.idempotencyKey,
        amountCents: 0,
        currency: "EUR",
        description: input.description,
        methods: ["card"],
        state: "requires_payment",
        capture: "automatic",
        saveForLater: true,
        customerId: input.customerId ?? newTestId("tc"),
        returnUrl: input.returnUrl,
        webhookUrl: input.webhookUrl,
      });
      return providerSetupOf(row);
    },

    async readSetup(id) {
      return providerSetupOf(await byId(id));
    },

    async chargeSaved(input) {
      const declined = input.savedMethodId.startsWith(DECLINING_CARD);
      const held = input.capture === "manual";
      const at = now();
      const { row, fresh } = await insertOnce({
        id: newTestId("tp"),
        siteId,
        ledgerId: input.ledgerId,
        idempotencyKey: input.idempotencyKey,
        amountCents: input.amountCents,
        currency: input.currency,
        description: input.description,
        methods: [],
        state: declined ? "failed" : held ? "authorised" : "paid",
        capture: input.capture,
        method: input.savedMethodId.includes("sepa") ? "sepa_debit" : "card",
        customerId: input.customerId,
        savedMethodId: input.savedMethodId,
        webhookUrl: input.webhookUrl,
        captureBefore: held && !declined ? new Date(at.getTime() + HOLD_DAYS * 86_400_000) : null,
        failureCode: declined ? "card_declined" : null,
      });
      if (fresh) await notify(row.id);
      return providerPaymentOf(row);
    },

    async captureHold(id, amountCents) {
      const row = await byId(id);
      if (row.state !== "authorised") return providerPaymentOf(row);
      const kept = Math.max(0, Math.min(amountCents, row.amountCents));
      const next =
        kept === 0
          ? await change(id, { state: "cancelled" })
          : await change(id, { state: "paid", capturedCents: kept });
      return providerPaymentOf(next);
    },

    async releaseHold(id) {
      const row = await byId(id);
      if (row.state !== "authorised") return providerPaymentOf(row);
      return providerPaymentOf(await change(id, { state: "cancelled" }));
    },

    async refund(id, amountCents, key): Promise<ProviderRefund> {
      const row = await byId(id);
      if (row.refundKeys.includes(key)) return { providerRefundId: `tr_${key}`, state: "refunded", amountCents };
      const paidCents = row.capturedCents ?? row.amountCents;
      const refundable = paidCents - row.refundedCents;
      if (!(row.state === "paid" || row.state === "partly_refunded") || amountCents > refundable || amountCents <= 0) {
        return { providerRefundId: `tr_${key}`, state: "failed", amountCents };
      }
      const refunded = row.refundedCents + amountCents;
      await change(id, {
        refundedCents: refunded,
        state: refunded >= paidCents ? "refunded" : "partly_refunded",
        refundKeys: sql`array_append(${testProviderPayments.refundKeys}, ${key})`,
      });
      return { providerRefundId: `tr_${key}`, state: "refunded", amountCents };
    },

    async readPayment(id) {
      return providerPaymentOf(await byId(id));
    },

    async listPayments(since, limit) {
      const rows = await db
        .select()
        .from(testProviderPayments)
        .where(and(ofAccount, gte(testProviderPayments.createdAt, since)))
        .orderBy(desc(testProviderPayments.createdAt), desc(testProviderPayments.id))
        .limit(limit + 1);
      const listed = rows
        .slice(0, limit)
        .map((row): ListedPayment => ({ ...providerPaymentOf(row), createdAt: row.createdAt, ledgerId: row.ledgerId }));
      return { payments: listed, truncated: rows.length > limit };
    },
  };
}
