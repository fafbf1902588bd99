import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { auditLog, emailOutbox, invoices, payments, subscriptions } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { invoiceDocumentOf } from "../billing/invoice-document.ts";
import { chooseTestOutcome } from "../payments/test-provider/test-payment-outcome.ts";
import { cancelOutcome, cancelSubscription } from "./cancel-subscription.ts";
import { openSubscriptionOf } from "./owner-subscription.ts";
import { payDue } from "./pay-due.ts";
import { renewSubscriptions } from "./renew-subscriptions.ts";
import { startCheckout } from "./start-checkout.ts";
import { billingWorld, DUTCH_OWNER } from "./subscriptions.testing.ts";

const DAY = 86_400_000;

describe.each(testBackends())("an owner's subscription on $name", (backend) => {
  let handle: DatabaseHandle;
  let db: Database;
  let world: Awaited<ReturnType<typeof billingWorld>>;

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
    world = await billingWorld(db);
  });
  afterAll(() => handle.close());

  const subscriptionOf = async (userId: string) => {
    const found = await openSubscriptionOf(db, userId);
    if (!found) throw new Error("no subscription");
    return found;
  };
  const invoicesOf = (userId: string) =>
    db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(asc(invoices.issuedAt), asc(invoices.number));
  const emailsTo = async (address: string) =>
    (
      await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address)).orderBy(asc(emailOutbox.createdAt))
    ).map((row) => row.templateKey);
  /** At a moment of the subscription's calendar: noon in Amsterdam of `date`. */
  const at = (date: string) => new Date(`${date}T11:00:00Z`);

  it("a paid checkout starts it: the period, the money-back deadline, one invoice with 21 % VAT and one email with it", async () => {
    const owner = await world.owner();
    const now = new Date("2027-01-05T09:30:00Z");
    await world.subscribe(owner, "paid", DUTCH_OWNER, now);
    const subscription = await subscriptionOf(owner.id);
    expect(subscription.state).toBe("active");
    expect(subscription.periodStart).toBe("2027-01-05");
    expect(subscription.periodEnd).toBe("2027-02-05");
    expect(subscription.savedMethodId).toMatch(/^tm_/);
    // Until the end of 4 February in Amsterdam.
    expect(subscription.moneyBackUntil?.toISOString()).toBe("2027-02-04T23:00:00.000Z");
    const [invoice, ...more] = await invoicesOf(owner.id);
    expect(more).toHaveLength(0);
    expect(invoice?.number).toMatch(/^VV-2027-\d{6}$/);
    const document = invoiceDocumentOf(invoice ?? { document: {} });
    expect(document.lines.map((line) => line.totalCents)).toEqual([15_000, 5_000]);
    expect([document.subtotalCents, document.vatCents, document.totalCents]).toEqual([20_000, 4_200, 24_200]);
    expect(document.vat.treatment).toBe("domestic");
    expect(document.buyer.name).toBe("Anna de Vries");
    expect(await emailsTo(owner.email)).toEqual(["subscription-started"]);
    const [email] = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, owner.email));
    expect(email?.attachInvoiceId).toBe(invoice?.id);
    const audit = await db.select().from(auditLog).where(eq(auditLog.targetId, subscription.id));
    expect(audit.map((entry) => entry.action)).toEqual(["subscription.start"]);
  });

  it("two checkouts at once, a reload after paying and a replayed webhook leave one subscription, one payment and one invoice", async () => {
    const owner = await world.owner();
    const start = () =>
      startCheckout(db, world.services, {
        userId: owner.id,
        email: owner.email,
        lang: "nl",
        billing: DUTCH_OWNER,
        returnUrl: (id) => `https://vayvista.example/checkout-success?subscription=${id}`,
      });
    const [one, two] = await Promise.all([start(), start()]);
    expect(one.ok && two.ok && one.checkoutUrl).toBeTruthy();
    expect(one.ok && two.ok && one.checkoutUrl === two.checkoutUrl).toBe(true);
    const paymentId = one.ok && one.checkoutUrl ? (one.checkoutUrl.split("/").at(-1) ?? "") : "";
    await chooseTestOutcome(db, { id: paymentId, outcome: "paid", method: "ideal" }, world.notify);
    await world.settleAll();
    await world.notify(paymentId);
    await world.settleAll();
    expect(await start()).toEqual({ ok: false, code: "already_subscribed" });
    const rows = await db.select().from(subscriptions).where(eq(subscriptions.userId, owner.id));
    expect(rows).toHaveLength(1);
    const charges = await db
      .select()
      .from(payments)
      .where(eq(payments.subscriptionId, rows[0]?.id ?? ""));
    expect(charges.map((row) => row.state)).toEqual(["paid"]);
    expect(await invoicesOf(owner.id)).toHaveLength(1);
    expect(await emailsTo(owner.email)).toEqual(["subscription-started"]);
  });

  it("a business in Germany with its VAT number pays no VAT: the invoice says reverse charge", async () => {
    const owner = await world.owner("en");
    await world.subscribe(owner, "paid", {
      ...DUTCH_OWNER,
      company: "Ferienhaus Ostsee GmbH",
      country: "DE",
      vatNumber: "DE123456789",
    });
    const [invoice] = await invoicesOf(owner.id);
    const document = invoiceDocumentOf(invoice ?? { document: {} });
    expect(document.vat.treatment).toBe("reverse_charge");
    expect(document.totalCents).toBe(20_000);
    expect(document.buyer).toMatchObject({
      name: "Ferienhaus Ostsee GmbH",
      attention: "Anna de Vries",
      vatNumber: "DE123456789",
    });
  });

  it("renews at the period's end on the saved card, once however often the job runs, with the next invoice", async () => {
    const owner = await world.owner();
    await world.subscribe(owner, "paid", DUTCH_OWNER, at("2027-03-10"));
    await renewSubscriptions(db, world.services, at("2027-04-09"));
    expect((await subscriptionOf(owner.id)).periodEnd).toBe("2027-04-10");
    await renewSubscriptions(db, world.services, at("2027-04-10"));
    await renewSubscriptions(db, world.services, at("2027-04-10"));
    await world.settleAll(at("2027-04-10"));
    const subscription = await subscriptionOf(owner.id);
    expect([subscription.state, subscription.periodStart, subscription.periodEnd]).toEqual([
      "active",
      "2027-04-10",
      "2027-05-10",
    ]);
    const charges = await db.select().from(payments).where(eq(payments.subscriptionId, subscription.id));
    expect(charges.map((row) => [row.dueOn, row.state, row.amountCents]).sort()).toEqual([
      ["2027-03-10", "paid", 24_200],
      ["2027-04-10", "paid", 6_050],
    ]);
    const renewal = charges.find((row) => row.dueOn === "2027-04-10");
    expect(renewal?.idempotencyKey).toBe(`vv:sub:${subscription.id}:2027-04-10:a1`);
    expect((await invoicesOf(owner.id)).map((invoice) => invoice.totalCents)).toEqual([24_200, 6_050]);
    expect(await emailsTo(owner.email)).toEqual(["subscription-started", "subscription-renewed"]);
  });

  it("a failed renewal: reminders on the day, 3 and 7 days later, suspended after 14 days, and back at once when paid", async () => {
    const owner = await world.owner();
    await world.subscribe(owner, "paid_declines_later", DUTCH_OWNER, at("2027-05-01"));
    const run = (date: string) =>
      renewSubscriptions(db, world.services, at(date)).then(() => world.settleAll(at(date)));
    await run("2027-06-01");
    expect((await subscriptionOf(owner.id)).state).toBe("past_due");
    for (const day of ["2027-06-02", "2027-06-04", "2027-06-08", "2027-06-09", "2027-06-14"]) await run(day);
    expect((await subscriptionOf(owner.id)).state).toBe("past_due");
    await run("2027-06-15");
    const suspended = await subscriptionOf(owner.id);
    expect(suspended.state).toBe("suspended");
    expect(await emailsTo(owner.email)).toEqual([
      "subscription-started",
      "subscription-payment-failed",
      "subscription-payment-failed",
      "subscription-payment-failed",
      "subscription-suspended",
    ]);
    const reminders = await db
      .select({ html: emailOutbox.text })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, owner.email), eq(emailOutbox.templateKey, "subscription-payment-failed")));
    expect(reminders).toHaveLength(3);

    const paying = await payDue(db, world.services, {
      userId: owner.id,
      email: owner.email,
      returnUrl: "https://vayvista.example/dashboard/account",
      now: at("2027-06-16"),
    });
    if (!paying.ok) throw new Error(paying.code);
    const again = await payDue(db, world.services, {
      userId: owner.id,
      email: owner.email,
      returnUrl: "https://vayvista.example/dashboard/account",
      now: at("2027-06-16"),
    });
    expect(again).toEqual(paying);
    await chooseTestOutcome(
      db,
      { id: paying.checkoutUrl.split("/").at(-1) ?? "", outcome: "paid", method: "card" },
      world.notify,
    );
    await world.settleAll();
    const back = await subscriptionOf(owner.id);
    expect([back.state, back.periodStart, back.periodEnd, back.pastDueSince]).toEqual([
      "active",
      "2027-06-01",
      "2027-07-01",
      null,
    ]);
    expect((await emailsTo(owner.email)).at(-1)).toBe("subscription-reactivated");
    const audit = await db.select().from(auditLog).where(eq(auditLog.targetId, back.id)).orderBy(asc(auditLog.id));
    expect(audit.map((entry) => entry.action)).toEqual([
      "subscription.start",
      "subscription.past_due",
      "subscription.suspend",
      "subscription.reactivate",
    ]);
  });

  it("cancelling within the money-back days refunds everything at once and issues a credit note from the same sequence", async () => {
    const owner = await world.owner();
    const now = at("2027-08-01");
    await world.subscribe(owner, "paid", DUTCH_OWNER, now);
    const later = new Date(now.getTime() + 10 * DAY);
    expect(await cancelOutcome(db, await subscriptionOf(owner.id), later)).toEqual({
      kind: "refund_now",
      refundCents: 24_200,
    });
    const done = await cancelSubscription(db, world.services, {
      userId: owner.id,
      actorId: owner.id,
      expected: "refund_now",
      now: later,
    });
    expect(done.ok).toBe(true);
    expect(await openSubscriptionOf(db, owner.id)).toBeNull();
    const [invoice, credit] = await invoicesOf(owner.id);
    expect(credit?.kind).toBe("credit_note");
    const document = invoiceDocumentOf(credit ?? { document: {} });
    expect([document.totalCents, document.vatCents, document.correctsNumber]).toEqual([
      -24_200,
      -4_200,
      invoice?.number,
    ]);
    const refund = await db
      .select()
      .from(payments)
      .where(and(eq(payments.kind, "refund"), eq(payments.refundOf, invoice?.paymentId ?? "")));
    expect(refund.map((row) => [row.state, row.amountCents])).toEqual([["refunded", 24_200]]);
    expect((await emailsTo(owner.email)).at(-1)).toBe("subscription-cancelled");
    // Subscribing again later makes a new subscription.
    expect(
      (
        await startCheckout(db, world.services, {
          userId: owner.id,
          email: owner.email,
          lang: "nl",
          billing: DUTCH_OWNER,
          returnUrl: () => "https://vayvista.example/checkout-success",
        })
      ).ok,
    ).toBe(true);
  });

  it("after the money-back days, cancelling ends the subscription with its paid period, and never charges again", async () => {
    const owner = await world.owner();
    await world.subscribe(owner, "paid", DUTCH_OWNER, at("2027-10-01"));
    // Just after the end of 31 October in Amsterdam, the money-back days' last.
    const afterDeadline = new Date("2027-10-31T23:30:00Z");
    // What was shown before the deadline is not done after it.
    expect(
      await cancelSubscription(db, world.services, {
        userId: owner.id,
        actorId: owner.id,
        expected: "refund_now",
        now: afterDeadline,
      }),
    ).toEqual({ ok: false, code: "changed" });
    expect(await cancelOutcome(db, await subscriptionOf(owner.id), afterDeadline)).toEqual({
      kind: "at_period_end",
      endsOn: "2027-11-01",
    });
    const done = await cancelSubscription(db, world.services, {
      userId: owner.id,
      actorId: owner.id,
      expected: "at_period_end",
      now: afterDeadline,
    });
    expect(done.ok).toBe(true);
    const { id, state } = await subscriptionOf(owner.id);
    expect(state).toBe("active");
    await renewSubscriptions(db, world.services, at("2027-11-01"));
    expect(await openSubscriptionOf(db, owner.id)).toBeNull();
    const charges = await db.select().from(payments).where(eq(payments.subscriptionId, id));
    expect(charges.map((row) => row.dueOn)).toEqual(["2027-10-01"]);
    expect(await invoicesOf(owner.id)).toHaveLength(1);
  });

  it("an owner's checkout and subscription are theirs alone", async () => {
    const [anna, piotr] = [await world.owner(), await world.owner("pl")];
    await world.subscribe(anna, "paid", DUTCH_OWNER, at("2027-11-01"));
    expect(await openSubscriptionOf(db, piotr.id)).toBeNull();
    expect(await invoicesOf(piotr.id)).toHaveLength(0);
    expect(
      await cancelSubscription(db, world.services, { userId: piotr.id, actorId: piotr.id, expected: "refund_now" }),
    ).toEqual({ ok: false, code: "nothing_to_cancel" });
    expect((await subscriptionOf(anna.id)).state).toBe("active");
  });
});
