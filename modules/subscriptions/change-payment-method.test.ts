import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { auditLog, payments, subscriptions, testProviderPayments } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { chooseTestOutcome, type TestOutcome } from "../payments/test-provider/test-payment-outcome.ts";
import { finishMethodChange, startMethodChange } from "./change-payment-method.ts";
import { openSubscriptionOf } from "./owner-subscription.ts";
import { renewSubscriptions } from "./renew-subscriptions.ts";
import { billingWorld, DUTCH_OWNER } from "./subscriptions.testing.ts";

const RETURN = "https://vayvista.example/dashboard/account#billing";

describe.each(testBackends())("changing a subscription's payment method on $name", (backend) => {
  let handle: DatabaseHandle;
  let db: Database;
  let world: Awaited<ReturnType<typeof billingWorld>>;

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
    world = await billingWorld(db);
  });
  afterAll(() => handle.close());

  const at = (date: string) => new Date(`${date}T11:00:00Z`);
  const subscriptionOf = async (userId: string) => {
    const found = await openSubscriptionOf(db, userId);
    if (!found) throw new Error("no subscription");
    return found;
  };
  const start = (owner: { id: string; email: string }, now?: Date) =>
    startMethodChange(db, world.services, { userId: owner.id, email: owner.email, returnUrl: RETURN, now });
  /** The payer's choice on the provider's page the change led to. */
  const choose = (checkoutUrl: string, outcome: TestOutcome) =>
    chooseTestOutcome(db, { id: checkoutUrl.split("/").at(-1) ?? "", outcome, method: "card" }, world.notify);

  it("saves a new card on the provider's page, charging nothing, and the next renewal is charged on it", async () => {
    const owner = await world.owner();
    await world.subscribe(owner, "paid", DUTCH_OWNER, at("2027-02-03"));
    const before = await subscriptionOf(owner.id);

    const started = await start(owner);
    if (!started.ok) throw new Error(started.code);
    // A second click (another tab, the back button) offers the same page, not a second setup.
    expect(await start(owner)).toEqual(started);
    const [setup, ...more] = await db
      .select()
      .from(testProviderPayments)
      .where(eq(testProviderPayments.ledgerId, before.id));
    expect(more).toHaveLength(0);
    expect(setup?.amountCents).toBe(0);
    expect(setup?.idempotencyKey).toMatch(new RegExp(`^vv:sub:${before.id}:setup:`));

    await choose(started.checkoutUrl, "paid");
    await world.settleAll();
    expect(await finishMethodChange(db, world.services, owner.id)).toBe("saved");
    // Read once: the next page view has nothing more to say.
    expect(await finishMethodChange(db, world.services, owner.id)).toBeNull();
    const after = await subscriptionOf(owner.id);
    expect(after.savedMethodId).toMatch(/^tm_/);
    expect(after.savedMethodId).not.toBe(before.savedMethodId);
    expect([after.state, after.periodEnd, after.pendingSetupId, after.pendingSetupKey]).toEqual([
      "active",
      before.periodEnd,
      null,
      null,
    ]);
    // Nothing was charged: the ledger still holds the first payment alone.
    const charges = await db.select().from(payments).where(eq(payments.subscriptionId, after.id));
    expect(charges.map((row) => row.amountCents)).toEqual([24_200]);
    const audit = await db.select().from(auditLog).where(eq(auditLog.targetId, after.id));
    expect(audit.map((entry) => entry.action)).toContain("subscription.payment_method_change");

    await renewSubscriptions(db, world.services, at("2027-03-03"));
    const [renewal] = await db
      .select()
      .from(testProviderPayments)
      .where(
        and(
          eq(testProviderPayments.savedMethodId, after.savedMethodId ?? ""),
          eq(testProviderPayments.amountCents, 6_050),
        ),
      );
    expect(renewal?.state).toBe("paid");
  });

  it("keeps the old card when the owner cancels on the provider's page, and can start again", async () => {
    const owner = await world.owner();
    await world.subscribe(owner, "paid", DUTCH_OWNER, at("2027-02-03"));
    const before = await subscriptionOf(owner.id);
    const started = await start(owner);
    if (!started.ok) throw new Error(started.code);
    await choose(started.checkoutUrl, "cancelled");
    expect(await finishMethodChange(db, world.services, owner.id)).toBe("failed");
    const after = await subscriptionOf(owner.id);
    expect([after.savedMethodId, after.pendingSetupId]).toEqual([before.savedMethodId, null]);
    const again = await start(owner);
    expect(again.ok && again.checkoutUrl).not.toBe(started.checkoutUrl);
  });

  it("takes in a card saved by an owner who never came back before charging the renewal", async () => {
    const owner = await world.owner();
    // Their first card declines later: only the new one can pay the renewal.
    await world.subscribe(owner, "paid_declines_later", DUTCH_OWNER, at("2027-04-20"));
    const started = await start(owner);
    if (!started.ok) throw new Error(started.code);
    await choose(started.checkoutUrl, "paid");
    await renewSubscriptions(db, world.services, at("2027-05-20"));
    await world.settleAll(at("2027-05-20"));
    const renewed = await subscriptionOf(owner.id);
    expect([renewed.state, renewed.periodEnd, renewed.pendingSetupId]).toEqual(["active", "2027-06-20", null]);
  });

  it("pays what is due with the new card when a renewal failed", async () => {
    const owner = await world.owner();
    await world.subscribe(owner, "paid_declines_later", DUTCH_OWNER, at("2027-06-10"));
    await renewSubscriptions(db, world.services, at("2027-07-10"));
    await world.settleAll(at("2027-07-10"));
    expect((await subscriptionOf(owner.id)).state).toBe("past_due");
    const started = await start(owner, at("2027-07-11"));
    if (!started.ok) throw new Error(started.code);
    await choose(started.checkoutUrl, "paid");
    await world.settleAll(at("2027-07-11"));
    const back = await subscriptionOf(owner.id);
    expect([back.state, back.periodEnd]).toEqual(["active", "2027-08-10"]);
  });

  it("does not replace a change the owner finished while the bank still confirms it", async () => {
    const owner = await world.owner();
    await world.subscribe(owner, "paid", DUTCH_OWNER, at("2027-02-03"));
    const started = await start(owner);
    if (!started.ok) throw new Error(started.code);
    const real = await world.services.platformProvider("test");
    if (!real) throw new Error("no test provider");
    // As Stripe reports a SEPA setup submitted on its page: open, with no page left to show.
    const confirming = {
      ...world.services,
      platformProvider: async () => ({
        ...real,
        readSetup: async (id: string) => ({ ...(await real.readSetup(id)), state: "open" as const, checkoutUrl: null }),
      }),
    };
    const again = await startMethodChange(db, confirming, { userId: owner.id, email: owner.email, returnUrl: RETURN });
    expect(again).toEqual({ ok: false, code: "still_confirming" });
    const waiting = await subscriptionOf(owner.id);
    expect(waiting.pendingSetupId).toBe(started.checkoutUrl.split("/").at(-1));
  });

  it("has nothing to change for an owner without a renewing subscription, and never touches another owner's", async () => {
    const stranger = await world.owner();
    expect(await start(stranger)).toEqual({ ok: false, code: "nothing_renews" });
    const owner = await world.owner();
    await world.subscribe(owner, "paid", DUTCH_OWNER, at("2027-02-03"));
    const started = await start(owner);
    expect(started.ok).toBe(true);
    expect(await finishMethodChange(db, world.services, stranger.id)).toBeNull();
    await db.update(subscriptions).set({ cancelAtPeriodEnd: true }).where(eq(subscriptions.userId, owner.id));
    expect(await start(owner)).toEqual({ ok: false, code: "nothing_renews" });
  });
});
