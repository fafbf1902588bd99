import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { paymentEvents, payments, stays, testProviderPayments } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { ADDRESSING, bookableSite, emailsTo, guestBooking, ownerAddress } from "../booking/booking.testing.ts";
import { createBooking } from "../booking/create-booking.ts";
import { BookingEventBus } from "../stays/booking-events.ts";
import { onlinePaymentFor } from "./online-payment.ts";
import { payNow } from "./pay-now.ts";
import { receiveWebhook, settlePendingNotices } from "./payment-inbox.ts";
import { connectTestProvider, TEST_SIGNING_KEY, testPaymentServices } from "./payments.testing.ts";
import { settleFromProvider } from "./settle-payment.ts";
import { chooseTestOutcome } from "./test-provider/test-payment-outcome.ts";
import { testProvider } from "./test-provider/test-provider.ts";
import { signedTestNotice, TEST_SIGNATURE_HEADER } from "./test-provider/test-webhooks.ts";

const NOW = new Date("2026-07-01T10:00:00Z");
const RETURN = "https://duinhuis.vayvista.example/en/my-booking?b=x";

describe.each(testBackends())("an instant booking paid online on $name", (backend) => {
  let handle: DatabaseHandle;
  let db: Database;

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
  });
  afterAll(() => handle.close());

  /** A site on the test provider, a guest's instant booking of 4 nights (€540) made at NOW, and its first payment started. */
  async function bookAndStart(email: string) {
    const site = await bookableSite(db, ["duinhuis"]);
    await connectTestProvider(db, site.siteId);
    const { services } = testPaymentServices(db, new BookingEventBus());
    const onlinePayment = await onlinePaymentFor(db, site.siteId);
    const booked = await createBooking(
      db,
      site.siteId,
      guestBooking({ checkIn: "2026-09-10", checkOut: "2026-09-14", lang: "en" }, { email }),
      { bookingEvents: services.bookingEvents, now: NOW, addressing: ADDRESSING, onlinePayment },
    );
    if (!booked.ok) throw new Error(booked.code);
    const started = await payNow(db, services, {
      siteId: site.siteId,
      stayId: booked.booking.id,
      returnUrl: RETURN,
      now: NOW,
    });
    if (!started.ok) throw new Error(started.reason);
    const paymentId = started.checkoutUrl.split("/").at(-1) ?? "";
    return {
      site,
      services,
      stayId: booked.booking.id,
      booked: booked.booking,
      checkoutUrl: started.checkoutUrl,
      paymentId,
    };
  }

  const stayOf = async (id: string) => (await db.select().from(stays).where(eq(stays.id, id)))[0];
  const ledgerOf = (stayId: string) =>
    db
      .select()
      .from(payments)
      .where(eq(payments.stayId, stayId))
      .orderBy(asc(payments.instalment), asc(payments.attempt));
  const notify = (services: ReturnType<typeof testPaymentServices>["services"]) => async (id: string) => {
    const notice = signedTestNotice(TEST_SIGNING_KEY, id, new Date());
    await receiveWebhook(db, services, "test", {
      rawBody: notice.rawBody,
      header: (name) => (name === TEST_SIGNATURE_HEADER ? notice.signature : null),
      receivedAt: new Date(),
    });
  };

  it("holds the nights for the first payment, writes the schedule, and tells no one before it is paid", async () => {
    const { stayId, booked, checkoutUrl } = await bookAndStart("ann@example.com");
    expect(booked).toMatchObject({ status: "request", holdFor: "payment" });
    const stay = await stayOf(stayId);
    expect(stay?.holdExpiresAt?.getTime()).toBe(NOW.getTime() + 30 * 60_000);
    expect(checkoutUrl).toMatch(/^https:\/\/duinhuis\.vayvista\.example\/payments\/test\/tp_[0-9a-f]{24}$/);
    const ledger = await ledgerOf(stayId);
    // €540: 30 % now, the balance 30 days before arrival.
    expect(ledger.map((row) => [row.instalment, row.amountCents, row.dueOn, row.state])).toEqual([
      [1, 16_200, "2026-07-01", "requires_payment"],
      [2, 37_800, "2026-08-11", "requires_payment"],
    ]);
    expect(await emailsTo(db, "ann@example.com")).toEqual([]);
  });

  it("confirms the booking once when the payment is paid, however often and in whatever order it is told", async () => {
    const { site, services, stayId, paymentId } = await bookAndStart("ben@example.com");
    // The payer's choice sends a notice; four more copies of notices follow, and the browser returns at once.
    await chooseTestOutcome(db, { id: paymentId, outcome: "paid", method: "card" }, notify(services));
    const provider = testProvider({ db, siteId: site.siteId, notify: async () => {} });
    const [row] = await db.select().from(payments).where(eq(payments.providerPaymentId, paymentId));
    if (!row) throw new Error("no ledger row");
    const observed = await provider.readPayment(paymentId);
    await Promise.all([
      ...Array.from({ length: 4 }, () => notify(services)(paymentId)),
      settleFromProvider(db, services, row.id, observed, NOW),
      settlePendingNotices(db, services),
      settleFromProvider(db, services, row.id, observed, NOW),
    ]);
    while ((await settlePendingNotices(db, services)) > 0) {}
    // A stale read ("still open") after it was paid changes nothing.
    await settleFromProvider(db, services, row.id, { ...observed, state: "requires_payment" }, NOW);

    expect(await stayOf(stayId)).toMatchObject({ status: "confirmed", holdExpiresAt: null });
    const [first] = await db.select().from(payments).where(eq(payments.id, row.id));
    expect(first).toMatchObject({ state: "paid", method: "card", savedMethodKind: "card" });
    // One confirmation and one receipt, however often it was told.
    const toGuest = (await emailsTo(db, "ben@example.com")).map((e) => e.templateKey);
    expect(toGuest.sort()).toEqual(["booking-confirmed", "payment-received"]);
    const owner = await emailsTo(db, await ownerAddress(db, site.ownerId));
    expect(owner.filter((e) => e.templateKey === "booking-received")).toHaveLength(1);
    expect(owner.filter((e) => e.templateKey === "payment-owner-received")).toHaveLength(1);
    const notices = await db.select().from(paymentEvents).where(eq(paymentEvents.providerPaymentId, paymentId));
    expect(notices.map((notice) => notice.state)).toEqual(["done", "done", "done", "done", "done"]);
  });

  it("makes no second payment for a reload, and a new attempt under a new key after a failure", async () => {
    const { site, services, stayId, checkoutUrl, paymentId } = await bookAndStart("cleo@example.com");
    const again = await payNow(db, services, { siteId: site.siteId, stayId, returnUrl: RETURN, now: NOW });
    expect(again).toEqual({ ok: true, checkoutUrl });
    await chooseTestOutcome(db, { id: paymentId, outcome: "failed", method: "ideal" }, notify(services));
    await settlePendingNotices(db, services);
    const retry = await payNow(db, services, { siteId: site.siteId, stayId, returnUrl: RETURN, now: NOW });
    if (!retry.ok) throw new Error(retry.reason);
    expect(retry.checkoutUrl).not.toBe(checkoutUrl);
    const firsts = (await ledgerOf(stayId)).filter((row) => row.instalment === 1);
    expect(firsts.map((row) => [row.attempt, row.state, row.idempotencyKey?.endsWith(`:i1:a${row.attempt}`)])).toEqual([
      [1, "failed", true],
      [2, "requires_payment", true],
    ]);
    expect(
      await db.select().from(testProviderPayments).where(eq(testProviderPayments.siteId, site.siteId)),
    ).toHaveLength(2);
    expect((await stayOf(stayId))?.status).toBe("request");
  });

  it("refuses a notice with a wrong or stale signature and keeps nothing of it", async () => {
    const { services, paymentId } = await bookAndStart("dora@example.com");
    const notice = signedTestNotice(TEST_SIGNING_KEY, paymentId, new Date());
    const wrong = signedTestNotice(Buffer.alloc(32, 1), paymentId, new Date());
    const stale = signedTestNotice(TEST_SIGNING_KEY, paymentId, new Date(Date.now() - 301_000));
    const send = (rawBody: string, signature: string) =>
      receiveWebhook(db, services, "test", {
        rawBody,
        header: (name) => (name === TEST_SIGNATURE_HEADER ? signature : null),
        receivedAt: new Date(),
      });
    expect(await send(notice.rawBody, wrong.signature)).toMatchObject({ status: 400, body: "bad_signature" });
    expect(await send(stale.rawBody, stale.signature)).toMatchObject({ status: 400, body: "stale" });
    // The same event re-serialised (whitespace added) no longer matches its signature.
    expect(await send(notice.rawBody.replace(",", ", "), notice.signature)).toMatchObject({ status: 400 });
    const kept = await db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.providerPaymentId, paymentId)));
    expect(kept).toEqual([]);
  });
});
