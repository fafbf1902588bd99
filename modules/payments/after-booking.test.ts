import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { payments, stays } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { acceptRequest } from "../booking/accept-request.ts";
import { ADDRESSING, bookableSite, emailsTo, guestBooking } from "../booking/booking.testing.ts";
import { createBooking } from "../booking/create-booking.ts";
import type { RatePlan } from "../pricing/rate-plan-choices.ts";
import { claimDeposit, collectDueBalances, placeDueDepositHolds, returnDueDeposits } from "./collect-due.ts";
import { onlinePaymentFor } from "./online-payment.ts";
import { payNow } from "./pay-now.ts";
import { connectTestProvider, paidTestBooking, testPaymentServices } from "./payments.testing.ts";
import { cancelWithRefund } from "./refunds.ts";
import { chooseTestOutcome, type TestOutcome } from "./test-provider/test-payment-outcome.ts";

const BOOKED = new Date("2026-07-01T10:00:00Z");
const at = (day: string) => new Date(`${day}T09:00:00Z`);
const RETURN = "https://duinhuis.vayvista.example/en/my-booking?b=x";

describe.each(testBackends())("what a booking's money does after booking on $name", (backend) => {
  let handle: DatabaseHandle;
  let db: Database;

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
  });
  afterAll(() => handle.close());

  const paidBooking = (email: string, outcome: TestOutcome, plan: Partial<RatePlan> = {}) =>
    paidTestBooking(db, email, outcome, plan);

  const ledger = (stayId: string) =>
    db
      .select()
      .from(payments)
      .where(eq(payments.stayId, stayId))
      .orderBy(asc(payments.kind), asc(payments.purpose), asc(payments.instalment), asc(payments.attempt));
  const states = async (stayId: string) =>
    (await ledger(stayId)).map((row) => `${row.kind}:${row.purpose}:${row.instalment ?? "-"}:${row.state}`);

  it("charges the balance on its day on the card the first payment saved, once however often the job runs", async () => {
    const { services, stayId } = await paidBooking("ava@example.com", "paid");
    expect((await db.select().from(stays).where(eq(stays.id, stayId)))[0]?.status).toBe("confirmed");
    // The day before it falls due nothing happens; on the day it is charged, and a second run charges nothing more.
    expect(await collectDueBalances(db, services, at("2026-08-10"))).toBe(0);
    await collectDueBalances(db, services, at("2026-08-11"));
    await collectDueBalances(db, services, at("2026-08-11"));
    expect(await states(stayId)).toEqual(["charge:instalment:1:paid", "charge:instalment:2:paid"]);
  });

  it("leaves a declined balance for the guest to pay on their page, under a new attempt", async () => {
    const { site, services, notify, settleAll, stayId } = await paidBooking("ben@example.com", "paid_declines_later");
    await collectDueBalances(db, services, at("2026-08-11"));
    expect(await states(stayId)).toEqual(["charge:instalment:1:paid", "charge:instalment:2:failed"]);
    const [declined] = (await ledger(stayId)).filter((row) => row.instalment === 2);
    expect(declined?.failureCode).toBe("card_declined");
    const again = await payNow(db, services, { siteId: site.siteId, stayId, returnUrl: RETURN, now: at("2026-08-12") });
    if (!again.ok) throw new Error(again.reason);
    await chooseTestOutcome(
      db,
      { id: again.checkoutUrl.split("/").at(-1) ?? "", outcome: "paid", method: "ideal" },
      notify,
    );
    await settleAll();
    expect(await states(stayId)).toEqual([
      "charge:instalment:1:paid",
      "charge:instalment:2:failed",
      "charge:instalment:2:paid",
    ]);
  });

  it("holds the deposit on the card the day before arrival, and lets it go by itself after check-out", async () => {
    const plan = { depositCollection: "hold" as const, depositReturnDays: 7 };
    const { services, stayId } = await paidBooking("cleo@example.com", "paid", plan);
    await placeDueDepositHolds(db, services, at("2026-09-08"));
    expect((await states(stayId)).filter((s) => s.includes("deposit"))).toEqual(["hold:deposit:-:requires_payment"]);
    await placeDueDepositHolds(db, services, at("2026-09-09"));
    expect((await states(stayId)).filter((s) => s.includes("deposit"))).toEqual(["hold:deposit:-:authorised"]);
    await returnDueDeposits(db, services, at("2026-09-20"));
    expect((await states(stayId)).filter((s) => s.includes("deposit"))).toEqual(["hold:deposit:-:authorised"]);
    await returnDueDeposits(db, services, at("2026-09-21"));
    expect((await states(stayId)).filter((s) => s.includes("deposit"))).toEqual(["hold:deposit:-:cancelled"]);
  });

  it("keeps what the owner claims of a held deposit, with their reason", async () => {
    const plan = { depositCollection: "hold" as const };
    const { site, services, stayId } = await paidBooking("dan@example.com", "paid", plan);
    await placeDueDepositHolds(db, services, at("2026-09-09"));
    expect(await claimDeposit(db, services, { siteId: site.siteId, stayId, amountCents: 30_000, reason: "x" })).toEqual(
      {
        ok: false,
        reason: "too-much",
      },
    );
    const other = await bookableSite(db, ["elsewhere"]);
    expect(
      await claimDeposit(db, services, { siteId: other.siteId, stayId, amountCents: 5_000, reason: "x" }),
    ).toMatchObject({
      ok: false,
    });
    await claimDeposit(db, services, { siteId: site.siteId, stayId, amountCents: 5_000, reason: "Broken lamp" });
    const [hold] = (await ledger(stayId)).filter((row) => row.kind === "hold");
    expect(hold).toMatchObject({ state: "paid", capturedCents: 5_000, note: "Broken lamp" });
  });

  it("refunds what the policy gives of what was paid when the booking is cancelled, and asks no balance any more", async () => {
    const { site, services, stayId } = await paidBooking("eve@example.com", "paid");
    // Moderate policy, more than 30 days ahead: everything back, but only the €162 paid can go back.
    const cancelled = await cancelWithRefund(
      db,
      services,
      { siteId: site.siteId, stayId, message: null },
      { addressing: ADDRESSING, bookingEvents: services.bookingEvents, now: at("2026-07-02") },
    );
    expect(cancelled).toMatchObject({ ok: true });
    const rows = await ledger(stayId);
    expect(rows.map((row) => `${row.kind}:${row.state}:${row.amountCents}:${row.refundedCents}`)).toEqual([
      "charge:refunded:16200:16200",
      "charge:cancelled:37800:0",
      "refund:refunded:16200:0",
    ]);
    // The balance job finds nothing to charge on a cancelled booking.
    await collectDueBalances(db, services, at("2026-08-11"));
    expect((await ledger(stayId)).filter((row) => row.state === "paid")).toEqual([]);
    const [refund] = rows.filter((row) => row.kind === "refund");
    expect(refund?.idempotencyKey).toMatch(/^vv:refund:/);
  });

  it("holds an accepted request's nights for its payment until the deadline, and confirms it once paid", async () => {
    const site = await bookableSite(db, ["duinhuis"], { bookingMode: "request" });
    await connectTestProvider(db, site.siteId);
    const { services, notify, settleAll } = testPaymentServices(db);
    const onlinePayment = await onlinePaymentFor(db, site.siteId, ADDRESSING);
    const ctx = { bookingEvents: services.bookingEvents, now: BOOKED, addressing: ADDRESSING, onlinePayment };
    const booked = await createBooking(
      db,
      site.siteId,
      guestBooking({ checkIn: "2026-09-10", checkOut: "2026-09-14", lang: "de" }, { email: "fritz@example.de" }),
      ctx,
    );
    if (!booked.ok) throw new Error(booked.code);
    expect(booked.booking).toMatchObject({ status: "request", holdFor: "decision" });
    expect(await states(booked.booking.id)).toEqual([]);
    const accepted = await acceptRequest(db, site.siteId, booked.booking.id, { ...ctx, now: at("2026-07-02") });
    expect(accepted).toMatchObject({ ok: true });
    const [held] = await db.select().from(stays).where(eq(stays.id, booked.booking.id));
    expect(held).toMatchObject({ status: "request", holdFor: "payment" });
    expect(held?.holdExpiresAt?.toISOString()).toBe("2026-07-04T09:00:00.000Z");
    // The guest is asked to pay, with the link to their page; the booking is not confirmed to them yet.
    expect((await emailsTo(db, "fritz@example.de")).map((e) => e.templateKey)).toEqual([
      "booking-requested",
      "payment-balance-due",
    ]);
    // Accepting again is refused: the payment confirms it now, not the owner.
    expect(await acceptRequest(db, site.siteId, booked.booking.id, { ...ctx, now: at("2026-07-02") })).toMatchObject({
      ok: false,
    });
    const started = await payNow(db, services, {
      siteId: site.siteId,
      stayId: booked.booking.id,
      returnUrl: RETURN,
      now: at("2026-07-03"),
    });
    if (!started.ok) throw new Error(started.reason);
    await chooseTestOutcome(
      db,
      { id: started.checkoutUrl.split("/").at(-1) ?? "", outcome: "paid", method: "card" },
      notify,
    );
    await settleAll();
    expect((await db.select().from(stays).where(eq(stays.id, booked.booking.id)))[0]?.status).toBe("confirmed");
  });
});
