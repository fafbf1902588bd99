import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { auditLog, emailOutbox, invoices, payments, subscriptions } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { invoiceDocumentOf } from "../billing/invoice-document.ts";
import { adminOwnerBilling, subscriptionFigures, subscriptionsOfOwners } from "./admin-subscriptions.ts";
import { cancelSubscription, cancelSubscriptionNow } from "./cancel-subscription.ts";
import { extendSubscription } from "./extend-subscription.ts";
import { currentSubscriptionOf } from "./owner-subscription.ts";
import { refundLastCharge } from "./refund-last-charge.ts";
import { renewSubscriptions } from "./renew-subscriptions.ts";
import { billingWorld, DUTCH_OWNER } from "./subscriptions.testing.ts";

/** At a moment of the subscription's calendar: noon in Amsterdam of `date`. */
const at = (date: string) => new Date(`${date}T11:00:00Z`);

describe.each(testBackends())("the admin's actions on an owner's subscription on $name", (backend) => {
  let handle: DatabaseHandle;
  let db: Database;
  let world: Awaited<ReturnType<typeof billingWorld>>;
  const adminId = "5a0e3c2b-7d4f-4e1a-9b6c-8d2e0f1a3b4c";

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
    world = await billingWorld(db);
  });
  afterAll(() => handle.close());

  const subscriptionOf = async (userId: string) => {
    const found = await currentSubscriptionOf(db, userId);
    if (!found) throw new Error("no subscription");
    return found;
  };
  const ledgerOf = (subscriptionId: string) =>
    db
      .select()
      .from(payments)
      .where(eq(payments.subscriptionId, subscriptionId))
      .orderBy(asc(payments.createdAt), asc(payments.kind));
  const invoicesOf = (userId: string) =>
    db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(asc(invoices.issuedAt), asc(invoices.number));
  const adminAudit = (subscriptionId: string) =>
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, subscriptionId), eq(auditLog.actorId, adminId)))
      .orderBy(asc(auditLog.createdAt));
  /** An owner paid on 1 March and renewed on 1 April: two paid charges, two invoices. */
  const renewedOwner = async () => {
    const owner = await world.owner();
    await world.subscribe(owner, "paid", DUTCH_OWNER, at("2027-03-01"));
    await renewSubscriptions(db, world.services, at("2027-04-01"));
    await world.settleAll(at("2027-04-01"));
    return owner;
  };

  it("refunds what is left of the last paid charge only, with our key and a credit note, audited; a second time is refused", async () => {
    const owner = await renewedOwner();
    const subscription = await subscriptionOf(owner.id);
    expect(subscription.state).toBe("active");
    const done = await refundLastCharge(db, world.services, {
      userId: owner.id,
      actorId: adminId,
      now: at("2027-04-03"),
    });
    // The April month with 21 % VAT, not the first payment.
    expect(done).toEqual({ ok: true, refundedCents: 6_050 });
    const ledger = await ledgerOf(subscription.id);
    const renewal = ledger.find((row) => row.kind === "charge" && row.dueOn === "2027-04-01");
    const refund = ledger.find((row) => row.kind === "refund");
    expect(refund).toMatchObject({
      state: "refunded",
      amountCents: 6_050,
      refundOf: renewal?.id,
      idempotencyKey: `vv:subrefund:${subscription.id}:${renewal?.id}:a1`,
    });
    const [, renewed, credit] = await invoicesOf(owner.id);
    expect(credit?.kind).toBe("credit_note");
    expect(invoiceDocumentOf(credit ?? { document: {} })).toMatchObject({
      correctsNumber: renewed?.number,
      totalCents: -6_050,
    });
    expect((await subscriptionOf(owner.id)).state).toBe("active");
    expect((await adminAudit(subscription.id)).map((entry) => [entry.action, entry.details])).toEqual([
      ["subscription.refund", { before: "active", after: "active", paymentId: renewal?.id, cents: 6_050 }],
    ]);

    // The first payment is still there to refund; once that is back too, nothing is left.
    expect(await refundLastCharge(db, world.services, { userId: owner.id, actorId: adminId })).toEqual({
      ok: true,
      refundedCents: 24_200,
    });
    expect(await refundLastCharge(db, world.services, { userId: owner.id, actorId: adminId })).toEqual({
      ok: false,
      code: "nothing_to_refund",
      refundedCents: 0,
    });
    expect((await ledgerOf(subscription.id)).filter((row) => row.kind === "refund")).toHaveLength(2);
  });

  it("a provider that cannot refund leaves the row failed and the money refundable; the next try is a new attempt", async () => {
    const owner = await world.owner();
    await world.subscribe(owner, "paid", DUTCH_OWNER, at("2027-03-01"));
    const subscription = await subscriptionOf(owner.id);
    const unreachable = { ...world.services, platformProvider: async () => null };
    const later = at("2027-03-05");
    expect(await refundLastCharge(db, unreachable, { userId: owner.id, actorId: adminId, now: later })).toEqual({
      ok: false,
      code: "refund_failed",
      refundedCents: 24_200,
    });
    expect((await invoicesOf(owner.id)).map((invoice) => invoice.kind)).toEqual(["invoice"]);
    expect(await refundLastCharge(db, world.services, { userId: owner.id, actorId: adminId, now: later })).toEqual({
      ok: true,
      refundedCents: 24_200,
    });
    const refunds = (await ledgerOf(subscription.id)).filter((row) => row.kind === "refund");
    expect(refunds.map((row) => [row.state, row.idempotencyKey?.slice(-3)])).toEqual([
      ["failed", ":a1"],
      ["refunded", ":a2"],
    ]);
    expect((await invoicesOf(owner.id)).map((invoice) => invoice.kind)).toEqual(["invoice", "credit_note"]);
  });

  it("an owner who never subscribed has nothing to refund, cancel or extend", async () => {
    const owner = await world.owner();
    const input = { userId: owner.id, actorId: adminId };
    expect(await refundLastCharge(db, world.services, input)).toEqual({
      ok: false,
      code: "nothing_to_refund",
      refundedCents: 0,
    });
    expect(await cancelSubscriptionNow(db, world.services, { ...input, refund: true })).toEqual({
      ok: false,
      code: "nothing_to_cancel",
    });
    expect(await extendSubscription(db, { ...input, days: 10 })).toEqual({ ok: false, code: "not_running" });
    expect(await adminOwnerBilling(db, owner.id)).toBeNull();
  });

  it("cancels now with a refund of the last payment, past the money-back days: ended today, refunded, credited, audited", async () => {
    const owner = await renewedOwner();
    const subscription = await subscriptionOf(owner.id);
    const done = await cancelSubscriptionNow(db, world.services, {
      userId: owner.id,
      actorId: adminId,
      refund: true,
      now: at("2027-04-10"),
    });
    expect(done).toEqual({ ok: true, refundedCents: 6_050, refundFailed: false });
    const after = await subscriptionOf(owner.id);
    expect(after.state).toBe("cancelled");
    expect(after.cancelledAt).toEqual(at("2027-04-10"));
    expect((await invoicesOf(owner.id)).map((invoice) => invoice.kind)).toEqual(["invoice", "invoice", "credit_note"]);
    expect((await adminAudit(subscription.id)).map((entry) => [entry.action, entry.details])).toEqual([
      [
        "subscription.cancel",
        { before: "active", after: "cancelled", outcome: "now", by: "admin", refundCents: 6_050 },
      ],
    ]);
    const [email] = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, owner.email), eq(emailOutbox.templateKey, "subscription-cancelled")));
    expect(email?.text).toContain("60,50");
    // Nothing runs any more: a second cancel is refused, and the renewal job leaves it alone.
    expect(
      await cancelSubscriptionNow(db, world.services, { userId: owner.id, actorId: adminId, refund: false }),
    ).toEqual({
      ok: false,
      code: "nothing_to_cancel",
    });
    await renewSubscriptions(db, world.services, at("2027-05-01"));
    expect((await ledgerOf(subscription.id)).filter((row) => row.kind === "charge")).toHaveLength(2);
  });

  it("cancels now without a refund: nothing goes back, within the money-back days too", async () => {
    const owner = await world.owner();
    await world.subscribe(owner, "paid", DUTCH_OWNER, at("2027-03-01"));
    const subscription = await subscriptionOf(owner.id);
    expect(
      await cancelSubscriptionNow(db, world.services, {
        userId: owner.id,
        actorId: adminId,
        refund: false,
        now: at("2027-03-02"),
      }),
    ).toEqual({ ok: true, refundedCents: 0, refundFailed: false });
    expect((await subscriptionOf(owner.id)).state).toBe("cancelled");
    expect((await ledgerOf(subscription.id)).filter((row) => row.kind === "refund")).toEqual([]);
    expect((await invoicesOf(owner.id)).map((invoice) => invoice.kind)).toEqual(["invoice"]);
    // The admin may still give the money back afterwards.
    expect(await refundLastCharge(db, world.services, { userId: owner.id, actorId: adminId })).toEqual({
      ok: true,
      refundedCents: 24_200,
    });
  });

  it("after the owner's money-back cancel refunded everything, an admin's refund finds nothing left", async () => {
    const owner = await world.owner();
    await world.subscribe(owner, "paid", DUTCH_OWNER, at("2027-03-01"));
    const cancelled = await cancelSubscription(db, world.services, {
      userId: owner.id,
      actorId: owner.id,
      expected: "refund_now",
      now: at("2027-03-05"),
    });
    expect(cancelled.ok).toBe(true);
    expect(await refundLastCharge(db, world.services, { userId: owner.id, actorId: adminId })).toEqual({
      ok: false,
      code: "nothing_to_refund",
      refundedCents: 0,
    });
  });

  it("extends a running subscription by N days: the next charge and the day periods start on move, audited", async () => {
    const owner = await world.owner();
    await world.subscribe(owner, "paid", DUTCH_OWNER, at("2027-03-01"));
    const subscription = await subscriptionOf(owner.id);
    expect(subscription.periodEnd).toBe("2027-04-01");
    for (const days of [0, 366, -3, 1.5, Number.NaN]) {
      expect(await extendSubscription(db, { userId: owner.id, actorId: adminId, days })).toEqual({
        ok: false,
        code: "days",
      });
    }
    expect(await extendSubscription(db, { userId: owner.id, actorId: adminId, days: 14 })).toEqual({
      ok: true,
      periodEnd: "2027-04-15",
    });
    const after = await subscriptionOf(owner.id);
    expect([after.periodEnd, after.anchorDay]).toEqual(["2027-04-15", 15]);
    expect((await adminAudit(subscription.id)).map((entry) => [entry.action, entry.details])).toEqual([
      ["subscription.extend", { before: "active", after: "active", days: 14, from: "2027-04-01", to: "2027-04-15" }],
    ]);
    // Nothing is charged on the old day; on the new one the next period starts on the 15th.
    await renewSubscriptions(db, world.services, at("2027-04-01"));
    expect((await ledgerOf(subscription.id)).filter((row) => row.kind === "charge")).toHaveLength(1);
    await renewSubscriptions(db, world.services, at("2027-04-15"));
    await world.settleAll(at("2027-04-15"));
    const renewed = await subscriptionOf(owner.id);
    expect([renewed.periodStart, renewed.periodEnd]).toEqual(["2027-04-15", "2027-05-15"]);
  });

  it("refuses to extend a past-due subscription: its unpaid period has begun", async () => {
    const owner = await world.owner();
    await world.subscribe(owner, "paid_declines_later", DUTCH_OWNER, at("2027-03-01"));
    await renewSubscriptions(db, world.services, at("2027-04-01"));
    await world.settleAll(at("2027-04-01"));
    const subscription = await subscriptionOf(owner.id);
    expect(subscription.state).toBe("past_due");
    expect(await extendSubscription(db, { userId: owner.id, actorId: adminId, days: 7 })).toEqual({
      ok: false,
      code: "not_running",
    });
    expect((await subscriptionOf(owner.id)).periodEnd).toBe("2027-04-01");
  });
});

describe.each(testBackends())("the admin's figures of subscriptions on $name", (backend) => {
  let handle: DatabaseHandle;
  let db: Database;
  let world: Awaited<ReturnType<typeof billingWorld>>;

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
    world = await billingWorld(db);
  });
  afterAll(() => handle.close());

  it("counts each state and sums the monthly fees of running subscriptions that renew, excluding VAT", async () => {
    expect(await subscriptionFigures(db)).toEqual({
      active: 0,
      trialing: 0,
      pastDue: 0,
      suspended: 0,
      cancelled: 0,
      monthlyRecurringCents: 0,
    });
    const [paying, trialing, ending, late, gone, waiting] = await Promise.all(
      Array.from({ length: 6 }, () => world.owner()),
    );
    if (!paying || !trialing || !ending || !late || !gone || !waiting) throw new Error("owners not made");
    await world.subscribe(paying, "paid", DUTCH_OWNER, at("2027-03-01"));
    await world.subscribe(ending, "paid", DUTCH_OWNER, at("2027-03-01"));
    await world.subscribe(late, "paid_declines_later", DUTCH_OWNER, at("2027-02-01"));
    await world.subscribe(gone, "paid", DUTCH_OWNER, at("2027-03-01"));
    await world.subscribe(trialing, "paid", DUTCH_OWNER, at("2027-03-01"));
    // A free first month, and a higher monthly fee kept from its start.
    await db
      .update(subscriptions)
      .set({ state: "trialing", monthlyFeeCents: 7_000 })
      .where(eq(subscriptions.userId, trialing.id));
    await db.update(subscriptions).set({ cancelAtPeriodEnd: true }).where(eq(subscriptions.userId, ending.id));
    await renewSubscriptions(db, world.services, at("2027-03-01"));
    await world.settleAll(at("2027-03-01"));
    await cancelSubscriptionNow(db, world.services, { userId: gone.id, actorId: gone.id, refund: false });

    expect(await subscriptionFigures(db)).toEqual({
      active: 3,
      trialing: 1,
      pastDue: 1,
      suspended: 0,
      cancelled: 1,
      // paying's €50 and trialing's €70; the one ending with its period renews no more.
      monthlyRecurringCents: 12_000,
    });

    const summaries = await subscriptionsOfOwners(db, [paying.id, ending.id, late.id, gone.id, waiting.id]);
    expect(summaries.get(paying.id)).toEqual({
      state: "active",
      next: { on: "2027-04-01", amountCents: 6_050 },
      endsOn: null,
    });
    expect(summaries.get(ending.id)).toEqual({ state: "active", next: null, endsOn: "2027-04-01" });
    expect(summaries.get(late.id)).toMatchObject({ state: "past_due", next: null });
    expect(summaries.get(gone.id)).toMatchObject({ state: "cancelled", next: null });
    expect(summaries.has(waiting.id)).toBe(false);
    expect(await subscriptionsOfOwners(db, [])).toEqual(new Map());
  });
});
