import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { payments, stays } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { ADDRESSING, emailsTo, guestBooking, ownerAddress } from "../booking/booking.testing.ts";
import { createBooking } from "../booking/create-booking.ts";
import type { RatePlan } from "../pricing/rate-plan-choices.ts";
import { cancelUnpaidBalances } from "./cancel-unpaid.ts";
import { collectDueBalances } from "./collect-due.ts";
import { onlinePaymentFor } from "./online-payment.ts";
import { payNow } from "./pay-now.ts";
import { paidTestBooking } from "./payments.testing.ts";
import { recordOwnerPayment } from "./record-payment.ts";
import { stayMoney } from "./stay-money.ts";
import { chooseTestOutcome, type TestOutcome } from "./test-provider/test-payment-outcome.ts";

const at = (day: string) => new Date(`${day}T09:00:00Z`);
const RETURN = "https://duinhuis.vayvista.example/en/my-booking?b=x";
/** The owner's choice: cancel a balance still unpaid three days after its day (11 August), so on 15 August. */
const CANCELS: Partial<RatePlan> = { cancelUnpaid: { graceDays: 3 } };

describe.each(testBackends())("a balance not paid by the owner's deadline on $name", (backend) => {
  let handle: DatabaseHandle;
  let db: Database;

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
  });
  afterAll(() => handle.close());

  async function bookedAndFirstPaid(email: string, plan: Partial<RatePlan>, outcome: TestOutcome) {
    const booking = await paidTestBooking(db, email, outcome, plan);
    return { ...booking, owner: await ownerAddress(db, booking.site.ownerId) };
  }

  /** The same, its balance declined on its day (the guest was emailed the link). */
  async function declinedBalance(email: string, plan: Partial<RatePlan> = CANCELS) {
    const booking = await bookedAndFirstPaid(email, plan, "paid_declines_later");
    await collectDueBalances(db, booking.services, at("2026-08-11"));
    return booking;
  }

  const statusOf = async (stayId: string) => (await db.select().from(stays).where(eq(stays.id, stayId)))[0]?.status;
  const ledger = (stayId: string) =>
    db
      .select()
      .from(payments)
      .where(eq(payments.stayId, stayId))
      .orderBy(asc(payments.createdAt), asc(payments.attempt));
  const templates = async (address: string) => (await emailsTo(db, address)).map((e) => e.templateKey);

  it("cancels by the booking's policy the day after the grace, refunds what was paid and tells both why, once", async () => {
    // First in this file: the counts below see only this booking.
    const { site, services, stayId, owner } = await declinedBalance("ada@example.com");
    // The declined balance's email names the day the booking will be cancelled.
    const failed = (await emailsTo(db, "ada@example.com")).find((e) => e.templateKey === "payment-failed");
    expect(failed?.text).toContain("15 August 2026");
    // So does the owner's, in the owner's language.
    const ownerFailed = (await emailsTo(db, owner)).find((e) => e.templateKey === "payment-owner-failed");
    expect(ownerFailed?.text).toMatch(/15 (August|augustus|sierpnia) 2026/);

    expect(await cancelUnpaidBalances(db, services, at("2026-08-14"))).toBe(0);
    expect(await statusOf(stayId)).toBe("confirmed");
    const guestBefore = await templates("ada@example.com");
    const ownerBefore = await templates(owner);

    // Two runs at once (two instances): one cancellation, one email each.
    const runs = await Promise.all([
      cancelUnpaidBalances(db, services, at("2026-08-15")),
      cancelUnpaidBalances(db, services, at("2026-08-15")),
    ]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await cancelUnpaidBalances(db, services, at("2026-08-16"))).toBe(0);

    const [stay] = await db.select().from(stays).where(eq(stays.id, stayId));
    // Moderate, 26 days before arrival: everything back, of the €162 paid.
    expect(stay).toMatchObject({ status: "cancelled", refundCents: 54_000 });
    const rows = await ledger(stayId);
    expect(rows.filter((row) => row.kind === "refund").map((row) => [row.state, row.amountCents])).toEqual([
      ["refunded", 16_200],
    ]);
    expect((await templates("ada@example.com")).slice(guestBefore.length)).toEqual([
      "payment-cancelled-unpaid",
      "payment-refunded",
    ]);
    expect((await templates(owner)).slice(ownerBefore.length)).toEqual([
      "payment-owner-cancelled-unpaid",
      "payment-owner-refunded",
    ]);
    const told = (await emailsTo(db, "ada@example.com")).find((e) => e.templateKey === "payment-cancelled-unpaid");
    expect(told?.text).toContain("was not paid by its deadline");
    expect(told?.text).toContain("11 August 2026");
    expect(told?.text).toContain("€162.00");

    // The nights are free again: another guest books them.
    const again = await createBooking(
      db,
      site.siteId,
      guestBooking({ checkIn: "2026-09-10", checkOut: "2026-09-14", lang: "en" }, { email: "next@example.com" }),
      {
        bookingEvents: services.bookingEvents,
        now: at("2026-08-16"),
        addressing: ADDRESSING,
        onlinePayment: await onlinePaymentFor(db, site.siteId),
      },
    );
    expect(again.ok).toBe(true);

    // The owner's money card says why.
    expect((await stayMoney(db, site.siteId, stayId, at("2026-08-16")))?.unpaidBalance).toMatchObject({
      state: "cancelled",
      dueOn: "2026-08-11",
    });
  });

  it("says on the balance's emails and the money card when an unpaid balance will cancel the booking", async () => {
    const { site, services, stayId } = await bookedAndFirstPaid("bea@example.com", CANCELS, "paid");
    // Nothing saved to charge: the balance is asked for by link, and reminded on the grace's last day.
    await db.update(payments).set({ savedMethodId: null, customerId: null }).where(eq(payments.stayId, stayId));
    await collectDueBalances(db, services, at("2026-08-11"));
    await collectDueBalances(db, services, at("2026-08-13"));
    await collectDueBalances(db, services, at("2026-08-14"));
    const asked = (await emailsTo(db, "bea@example.com")).filter((e) => e.templateKey.startsWith("payment-balance"));
    expect(asked.map((e) => e.templateKey)).toEqual(["payment-balance-due", "payment-balance-reminder"]);
    for (const email of asked) expect(email.text).toMatch(/will be cancelled on [A-Za-z]+, 15 August 2026/);
    expect((await stayMoney(db, site.siteId, stayId, at("2026-08-14")))?.unpaidBalance).toEqual({
      state: "will_cancel",
      dueOn: "2026-08-11",
      cancelOn: "2026-08-15",
      amountCents: 37_800,
    });
  });

  it("never cancels a balance paid by hand a moment before, nor one paid while the job waits for the stay", async () => {
    const first = await declinedBalance("cas@example.com");
    await recordOwnerPayment(db, first.services, first.site.siteId, first.stayId, {
      amountCents: 37_800,
      method: "transfer",
      now: at("2026-08-15"),
    });
    await cancelUnpaidBalances(db, first.services, at("2026-08-15"));
    expect(await statusOf(first.stayId)).toBe("confirmed");

    // The payment is recorded under the stay's row lock while the job runs: the job waits for
    // the lock and then finds the balance paid.
    const second = await declinedBalance("dot@example.com");
    let job: Promise<number> | undefined;
    await db.transaction(async (tx) => {
      await tx.select({ id: stays.id }).from(stays).where(eq(stays.id, second.stayId)).for("update");
      const recorded = await recordOwnerPayment(tx, second.services, second.site.siteId, second.stayId, {
        amountCents: 37_800,
        method: "transfer",
        now: at("2026-08-15"),
      });
      expect(recorded).toMatchObject({ ok: true });
      job = cancelUnpaidBalances(db, second.services, at("2026-08-15"));
      // On Postgres the job's cancelling blocks on the lock this transaction holds (PGlite has
      // one connection: the job starts once this transaction ends).
      if (backend.name === "postgres") await waitForALockWaiter(db);
    });
    await job;
    expect(await statusOf(second.stayId)).toBe("confirmed");
    expect(await templates("dot@example.com")).not.toContain("payment-cancelled-unpaid");
  });

  it("settles a balance the guest has just paid before deciding, so money on its way is never met with a cancellation", async () => {
    const { site, services, notify, stayId } = await declinedBalance("eli@example.com");
    const again = await payNow(db, services, { siteId: site.siteId, stayId, returnUrl: RETURN, now: at("2026-08-14") });
    if (!again.ok) throw new Error(again.reason);
    // Paid on the provider's page; its notice has not been settled yet when the job runs.
    await chooseTestOutcome(
      db,
      { id: again.checkoutUrl.split("/").at(-1) ?? "", outcome: "paid", method: "ideal" },
      notify,
    );
    await cancelUnpaidBalances(db, services, at("2026-08-15"));
    expect(await statusOf(stayId)).toBe("confirmed");
    expect((await ledger(stayId)).filter((row) => row.instalment === 2).map((row) => row.state)).toEqual([
      "failed",
      "paid",
    ]);
  });

  it("cancels nothing where the owner did not choose it, and never another owner's booking", async () => {
    const off = await declinedBalance("fay@example.com", {});
    const on = await declinedBalance("gus@example.com");
    await cancelUnpaidBalances(db, on.services, at("2026-08-20"));
    expect(await statusOf(on.stayId)).toBe("cancelled");
    expect(await statusOf(off.stayId)).toBe("confirmed");
    expect(await templates("fay@example.com")).not.toContain("payment-cancelled-unpaid");
    // The owner who did not choose it sees no warning on their money card.
    expect((await stayMoney(db, off.site.siteId, off.stayId, at("2026-08-14")))?.unpaidBalance).toBeNull();
    // Nor is a stay under way cancelled for its money.
    const late = await declinedBalance("hal@example.com");
    await cancelUnpaidBalances(db, late.services, at("2026-09-10"));
    expect(await statusOf(late.stayId)).toBe("confirmed");
  });
});

/** Until another connection waits for a row lock (Postgres): the job has reached the stay's lock. */
async function waitForALockWaiter(db: Database): Promise<void> {
  for (;;) {
    const [row] = await db.select({ waiting: sql<number>`count(*)::int` }).from(sql`pg_locks`).where(sql`not granted`);
    if ((row?.waiting ?? 0) > 0) return;
  }
}
