import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { payments } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { addDays } from "../dates/stay-date.ts";
import { guestBalances } from "./guest-balances.ts";
import { moneyDue, tracksPayments } from "./money-due.ts";
import { guestBookingOf, ledgerRow, type MoneySite, moneySite } from "./owner-money.testing.ts";
import { connectPaymentAccount, disconnectPaymentAccount } from "./payment-account.ts";
import { testPaymentServices } from "./payments.testing.ts";
import { paymentsInPeriod } from "./payments-in-period.ts";
import { settleFromProvider } from "./settle-payment.ts";

/** Noon in Amsterdam on 1 July 2026: the property's today is 2026-07-01. */
const NOW = new Date("2026-07-01T10:00:00Z");

describe.each(testBackends())("the owner's money on $name", (backend) => {
  let handle: DatabaseHandle;
  let db: Database;
  let site: MoneySite;
  let other: MoneySite;

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
    site = await moneySite(db);
    other = await moneySite(db);
  });
  afterAll(() => handle.close());

  let week = 0;
  /** A guest's confirmed booking of `totalCents` (a week of its own in 2027) with its first payment of `paidCents` made. */
  async function booked(at: MoneySite, name: string, totalCents: number, paidCents: number) {
    const checkIn = addDays("2027-01-01", 7 * week++);
    const booking = await guestBookingOf(
      db,
      at,
      { name, email: `${name.toLowerCase().replace(/\W/g, "")}@example.nl` },
      { checkIn, checkOut: addDays(checkIn, 7), totalCents },
    );
    if (paidCents > 0) await ledgerRow(db, at, booking.stayId, { amountCents: paidCents, dueOn: "2026-05-01" });
    return booking;
  }

  it("lists what confirmed bookings still have to pay: overdue, and due within two weeks of the property's today", async () => {
    const anna = await booked(site, "Anna", 100_000, 30_000);
    await ledgerRow(db, site, anna.stayId, {
      instalment: 2,
      state: "requires_payment",
      amountCents: 70_000,
      dueOn: "2026-07-10",
    });
    const bram = await booked(site, "Bram", 80_000, 30_000);
    await ledgerRow(db, site, bram.stayId, {
      instalment: 2,
      state: "requires_payment",
      amountCents: 50_000,
      dueOn: "2026-06-25",
    });
    // Due today is not late yet; due on the fourteenth day is within the two weeks; the day after is not.
    const cor = await booked(site, "Cor", 40_000, 0);
    await ledgerRow(db, site, cor.stayId, { state: "requires_payment", amountCents: 15_000, dueOn: "2026-07-01" });
    await ledgerRow(db, site, cor.stayId, {
      instalment: 2,
      state: "requires_payment",
      amountCents: 25_000,
      dueOn: "2026-07-15",
    });
    const dirk = await booked(site, "Dirk", 40_000, 10_000);
    await ledgerRow(db, site, dirk.stayId, {
      instalment: 2,
      state: "requires_payment",
      amountCents: 30_000,
      dueOn: "2026-07-16",
    });
    // A security deposit paid with the balance is money to come; a card hold is not a payment.
    const eva = await booked(site, "Eva", 60_000, 60_000);
    await ledgerRow(db, site, eva.stayId, {
      purpose: "deposit",
      instalment: null,
      state: "requires_payment",
      amountCents: 20_000,
      dueOn: "2026-07-12",
    });
    await ledgerRow(db, site, eva.stayId, {
      kind: "hold",
      purpose: "deposit",
      instalment: null,
      state: "requires_payment",
      amountCents: 20_000,
      dueOn: "2026-07-05",
    });
    // A cancelled booking owes nothing, a paid or failed row is no longer waiting, and another site's is theirs.
    const fien = await guestBookingOf(
      db,
      site,
      { name: "Fien", email: "fien@example.nl" },
      { checkIn: "2026-08-01", checkOut: "2026-08-03", totalCents: 30_000, status: "cancelled" },
    );
    await ledgerRow(db, site, fien.stayId, { state: "requires_payment", amountCents: 30_000, dueOn: "2026-06-20" });
    await ledgerRow(db, site, bram.stayId, {
      instalment: 2,
      state: "failed",
      amountCents: 50_000,
      dueOn: "2026-06-25",
    });
    const theirs = await booked(other, "Gert", 50_000, 0);
    await ledgerRow(db, other, theirs.stayId, { state: "requires_payment", amountCents: 50_000, dueOn: "2026-06-28" });

    const due = await moneyDue(db, site.siteId, { now: NOW });
    expect(due).toMatchObject({
      today: "2026-07-01",
      currency: "EUR",
      overdue: { count: 1, cents: 50_000 },
      dueSoon: { count: 4, cents: 15_000 + 70_000 + 20_000 + 25_000 },
    });
    expect(
      due.nearest.map((line) => [line.reference, line.guestName, line.what, line.amountCents, line.dueOn]),
    ).toEqual([
      [bram.reference, "Bram", "balance", 50_000, "2026-06-25"],
      [cor.reference, "Cor", "payment", 15_000, "2026-07-01"],
      [anna.reference, "Anna", "balance", 70_000, "2026-07-10"],
      [eva.reference, "Eva", "deposit", 20_000, "2026-07-12"],
      [cor.reference, "Cor", "balance", 25_000, "2026-07-15"],
    ]);
    expect(due.nearest.map((line) => line.overdue)).toEqual([true, false, false, false, false]);
    expect(due.nearest[0]?.stayId).toBe(bram.stayId);
    expect((await moneyDue(db, site.siteId, { now: NOW, shown: 2 })).nearest).toHaveLength(2);

    const theirsDue = await moneyDue(db, other.siteId, { now: NOW });
    expect(theirsDue).toMatchObject({ overdue: { count: 1, cents: 50_000 }, dueSoon: { count: 0, cents: 0 } });
    expect(theirsDue.nearest.map((line) => line.stayId)).toEqual([theirs.stayId]);
  });

  it("reads today on the property's clock: in New Zealand a payment due on 1 July is late by then", async () => {
    const kiwi = await moneySite(db, { timeZone: "Pacific/Auckland", currency: "PLN" });
    const stay = await booked(kiwi, "Hemi", 40_000, 0);
    await ledgerRow(db, kiwi, stay.stayId, { state: "requires_payment", amountCents: 40_000, dueOn: "2026-07-01" });
    expect(await moneyDue(db, kiwi.siteId, { now: NOW })).toMatchObject({
      today: "2026-07-01",
      currency: "PLN",
      dueSoon: { count: 1 },
    });
    const evening = new Date("2026-07-01T13:00:00Z");
    expect(await moneyDue(db, kiwi.siteId, { now: evening })).toMatchObject({
      today: "2026-07-02",
      overdue: { count: 1, cents: 40_000 },
      dueSoon: { count: 0 },
    });
  });

  it("deals in payments once the site takes them online or its ledger holds anything", async () => {
    const fresh = await moneySite(db);
    expect(await tracksPayments(db, fresh.siteId)).toBe(false);
    await connectPaymentAccount(db, fresh.siteId, { provider: "test", methods: ["card"] });
    expect(await tracksPayments(db, fresh.siteId)).toBe(true);
    await disconnectPaymentAccount(db, fresh.siteId);
    expect(await tracksPayments(db, fresh.siteId)).toBe(false);
    // Payments made before the owner disconnected stay in the books.
    const stay = await booked(fresh, "Ivo", 20_000, 20_000);
    expect(stay.stayId).toBeTruthy();
    expect(await tracksPayments(db, fresh.siteId)).toBe(true);
    expect(await tracksPayments(db, other.siteId)).toBe(true);
  });

  it("adds up what each guest paid and still owes over their bookings; another site's guest is not there", async () => {
    const kees = await booked(site, "Kees", 60_000, 60_000);
    // A second booking, cancelled after paying 400: 300 came back, the rest the owner kept; it owes nothing.
    const cancelled = await guestBookingOf(
      db,
      site,
      { name: "Kees", email: "kees@example.nl" },
      { checkIn: "2026-09-01", checkOut: "2026-09-04", totalCents: 40_000, status: "cancelled" },
    );
    const paid = await ledgerRow(db, site, cancelled.stayId, { amountCents: 40_000, state: "partly_refunded" });
    await ledgerRow(db, site, cancelled.stayId, {
      kind: "refund",
      purpose: "refund",
      instalment: null,
      state: "refunded",
      amountCents: 30_000,
      refundOf: paid.id,
    });
    // A third, confirmed, with 200 of 500 paid and a refund that failed (nothing went back).
    const third = await guestBookingOf(
      db,
      site,
      { name: "Kees", email: "kees@example.nl" },
      { checkIn: "2026-10-01", checkOut: "2026-10-04", totalCents: 50_000 },
    );
    const part = await ledgerRow(db, site, third.stayId, { amountCents: 20_000 });
    await ledgerRow(db, site, third.stayId, {
      kind: "refund",
      purpose: "refund",
      instalment: null,
      state: "failed",
      amountCents: 5_000,
      refundOf: part.id,
    });
    // A deposit paid and given back is neither paid towards the price nor owed.
    const lies = await booked(site, "Lies", 50_000, 50_000);
    const deposit = await ledgerRow(db, site, lies.stayId, {
      purpose: "deposit",
      instalment: null,
      amountCents: 15_000,
    });
    await ledgerRow(db, site, lies.stayId, {
      kind: "refund",
      purpose: "refund",
      instalment: null,
      state: "refunded",
      amountCents: 15_000,
      refundOf: deposit.id,
    });
    // Paid more than the price after the owner lowered it: nothing is owed, never a negative amount.
    const mia = await booked(site, "Mia", 30_000, 35_000);
    // A request not yet confirmed owes nothing yet.
    const nina = await guestBookingOf(
      db,
      site,
      { name: "Nina", email: "nina@example.nl" },
      { checkIn: "2026-11-01", checkOut: "2026-11-04", totalCents: 45_000, status: "request" },
    );
    const gert = (await guestBalances(db, other.siteId, "all")).keys().next().value ?? "";

    const balances = await guestBalances(db, site.siteId, [
      kees.guestId,
      lies.guestId,
      mia.guestId,
      nina.guestId,
      gert,
    ]);
    expect(Object.fromEntries(balances)).toEqual({
      [kees.guestId]: { paidCents: 60_000 + 10_000 + 20_000, outstandingCents: 30_000 },
      [lies.guestId]: { paidCents: 50_000, outstandingCents: 0 },
      [mia.guestId]: { paidCents: 35_000, outstandingCents: 0 },
      [nina.guestId]: { paidCents: 0, outstandingCents: 0 },
    });
    expect(await guestBalances(db, site.siteId, [])).toEqual(new Map());
    const everyone = await guestBalances(db, site.siteId, "all");
    expect(everyone.get(kees.guestId)).toEqual(balances.get(kees.guestId));
    expect(everyone.has(gert)).toBe(false);
    expect(everyone.size).toBeGreaterThan(4);
  });

  it("lists the movements of money settled in a period, by the property's calendar, refunds negative", async () => {
    const books = await moneySite(db);
    const stay = await booked(books, "Olga", 120_000, 0);
    const at = (iso: string) => new Date(iso);
    // 00:30 on 1 June in Amsterdam (still 31 May in UTC) is in June; 23:59 on 30 June too; midnight after is July.
    const first = await ledgerRow(db, books, stay.stayId, {
      amountCents: 40_000,
      state: "partly_refunded",
      refundedCents: 5_000,
      providerPaymentId: "tp_first",
      settledAt: at("2026-05-31T22:30:00Z"),
    });
    await ledgerRow(db, books, stay.stayId, {
      instalment: 2,
      amountCents: 80_000,
      method: "ideal",
      providerPaymentId: "tp_balance",
      settledAt: at("2026-06-30T21:59:00Z"),
    });
    await ledgerRow(db, books, stay.stayId, {
      kind: "transfer",
      provider: "owner",
      method: "transfer",
      amountCents: 1_000,
      settledAt: at("2026-06-30T22:00:00Z"),
    });
    await ledgerRow(db, books, stay.stayId, {
      kind: "refund",
      purpose: "refund",
      instalment: null,
      state: "refunded",
      amountCents: 5_000,
      refundOf: first.id,
      providerRefundId: "tr_back",
      method: null,
      settledAt: at("2026-06-15T08:00:00Z"),
    });
    // The owner kept 75 of a 200 deposit hold; a deposit paid and returned; a hold in place moved nothing.
    await ledgerRow(db, books, stay.stayId, {
      kind: "hold",
      purpose: "deposit",
      instalment: null,
      amountCents: 20_000,
      capturedCents: 7_500,
      providerPaymentId: "tp_hold",
      settledAt: at("2026-06-20T09:00:00Z"),
    });
    const deposit = await ledgerRow(db, books, stay.stayId, {
      purpose: "deposit",
      instalment: null,
      amountCents: 15_000,
      providerPaymentId: "tp_deposit",
      settledAt: at("2026-06-02T09:00:00Z"),
    });
    await ledgerRow(db, books, stay.stayId, {
      kind: "refund",
      purpose: "refund",
      instalment: null,
      state: "refunded",
      amountCents: 15_000,
      refundOf: deposit.id,
      providerRefundId: "tr_deposit",
      settledAt: at("2026-06-25T09:00:00Z"),
    });
    // What never moved money is not in the books.
    for (const state of ["failed", "expired", "cancelled", "requires_payment"] as const) {
      await ledgerRow(db, books, stay.stayId, {
        instalment: 2,
        attempt: 2,
        state,
        settledAt: at("2026-06-10T09:00:00Z"),
      });
    }
    await ledgerRow(db, books, stay.stayId, {
      kind: "hold",
      purpose: "deposit",
      instalment: null,
      state: "authorised",
      attempt: 2,
      settledAt: at("2026-06-11T09:00:00Z"),
    });
    await ledgerRow(db, books, stay.stayId, {
      kind: "refund",
      purpose: "refund",
      instalment: null,
      state: "failed",
      amountCents: 1_000,
      refundOf: first.id,
      settledAt: at("2026-06-12T09:00:00Z"),
    });
    const theirs = await booked(other, "Piet", 10_000, 0);
    await ledgerRow(db, other, theirs.stayId, { settledAt: at("2026-06-15T09:00:00Z") });

    const june = await paymentsInPeriod(db, books.siteId, { from: "2026-06-01", to: "2026-06-30" }, "Europe/Amsterdam");
    expect(june.map((p) => [p.on, p.kind, p.method, p.amountCents, p.refundedCents, p.providerId])).toEqual([
      ["2026-06-01", "payment", "card", 40_000, 5_000, "tp_first"],
      ["2026-06-02", "deposit", "card", 15_000, 0, "tp_deposit"],
      ["2026-06-15", "refund", null, -5_000, 0, "tr_back"],
      ["2026-06-20", "depositKept", "card", 7_500, 0, "tp_hold"],
      ["2026-06-25", "depositReturned", null, -15_000, 0, "tr_deposit"],
      ["2026-06-30", "payment", "ideal", 80_000, 0, "tp_balance"],
    ]);
    expect(june.every((p) => p.reference === stay.reference && p.guestName === "Olga" && p.currency === "EUR")).toBe(
      true,
    );
    const july = await paymentsInPeriod(db, books.siteId, { from: "2026-07-01", to: "2026-07-31" }, "Europe/Amsterdam");
    expect(july.map((p) => [p.on, p.provider, p.amountCents])).toEqual([["2026-07-01", "owner", 1_000]]);
    // The same moments read in London: the first payment falls in May, the transfer on 30 June.
    const london = await paymentsInPeriod(db, books.siteId, { from: "2026-06-01", to: "2026-06-30" }, "Europe/London");
    expect(london.map((p) => p.on)).toEqual([
      "2026-06-02",
      "2026-06-15",
      "2026-06-20",
      "2026-06-25",
      "2026-06-30",
      "2026-06-30",
    ]);
  });

  it("keeps a payment on the day it was paid when part of it is refunded later", async () => {
    const books = await moneySite(db);
    await connectPaymentAccount(db, books.siteId, { provider: "test", methods: ["card"] });
    const stay = await booked(books, "Quinn", 50_000, 0);
    const paid = await ledgerRow(db, books, stay.stayId, {
      amountCents: 50_000,
      providerPaymentId: "tp_quinn",
      settledAt: new Date("2026-06-05T10:00:00Z"),
    });
    const { services } = testPaymentServices(db);
    await settleFromProvider(
      db,
      services,
      paid.id,
      {
        providerPaymentId: "tp_quinn",
        state: "partly_refunded",
        amountCents: 50_000,
        refundedCents: 20_000,
        currency: "EUR",
        method: "card",
        checkoutUrl: null,
        savedMethod: null,
        customerId: null,
        captureBefore: null,
        failureCode: null,
      },
      new Date("2026-07-03T10:00:00Z"),
    );
    const [row] = await db.select().from(payments).where(eq(payments.id, paid.id));
    expect(row).toMatchObject({ state: "partly_refunded", refundedCents: 20_000 });
    const june = await paymentsInPeriod(db, books.siteId, { from: "2026-06-01", to: "2026-06-30" }, "Europe/Amsterdam");
    expect(june.map((p) => [p.on, p.amountCents, p.refundedCents])).toEqual([["2026-06-05", 50_000, 20_000]]);
  });
});
