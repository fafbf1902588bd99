import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { siteBookingSettings } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { acceptRequest } from "../booking/accept-request.ts";
import { ADDRESSING, bookableSite, emailsTo, guestBooking } from "../booking/booking.testing.ts";
import { createBooking } from "../booking/create-booking.ts";
import { setBankTransfer } from "./connections/payment-settings.ts";
import { guestBankTransfer } from "./guest-bank-transfer.ts";
import { guestBookingView } from "./guest-booking.ts";
import { onlinePaymentFor } from "./online-payment.ts";
import { connectTestProvider, testPaymentServices } from "./payments.testing.ts";
import { recordOwnerPayment } from "./record-payment.ts";

const BOOKED = new Date("2026-07-01T10:00:00Z");
const ACCEPTED = new Date("2026-07-02T09:00:00Z");

describe.each(testBackends())("paying a guest's booking by bank transfer on $name", (backend) => {
  let handle: DatabaseHandle;
  let db: Database;

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
  });
  afterAll(() => handle.close());

  /** A site taking requests and online payment (IBAN NL91 ABNA…), and a German guest's request for 10–14 September. */
  async function requested(mode: "request" | "instant" = "request") {
    const site = await bookableSite(db, ["duinhuis"], { bookingMode: mode });
    await connectTestProvider(db, site.siteId);
    const { services } = testPaymentServices(db);
    const onlinePayment = await onlinePaymentFor(db, site.siteId, ADDRESSING);
    const ctx = { bookingEvents: services.bookingEvents, now: BOOKED, addressing: ADDRESSING, onlinePayment };
    const booked = await createBooking(
      db,
      site.siteId,
      guestBooking({ checkIn: "2026-09-10", checkOut: "2026-09-14", lang: "de" }, { email: "fritz@example.de" }),
      ctx,
    );
    if (!booked.ok) throw new Error(booked.code);
    const view = async (now: Date) => {
      const shown = await guestBookingView(db, services, {
        siteId: site.siteId,
        token: booked.booking.guestToken,
        timeZone: "Europe/Amsterdam",
        now,
      });
      if (!shown) throw new Error("no booking page");
      return shown;
    };
    return { site, ctx, services, stayId: booked.booking.id, view };
  }

  it("offers an accepted request's payment by transfer, with the amount, the reference and the hold's end", async () => {
    const { site, ctx, stayId, view } = await requested();
    // Waiting for the owner: nothing to pay yet.
    expect(await guestBankTransfer(db, site.siteId, await view(BOOKED))).toBeNull();
    expect(await acceptRequest(db, site.siteId, stayId, { ...ctx, now: ACCEPTED })).toMatchObject({ ok: true });
    const shown = await view(ACCEPTED);
    expect(shown).toMatchObject({ state: "awaiting_payment", acceptedRequest: true });
    expect(await guestBankTransfer(db, site.siteId, shown)).toEqual({
      accountHolder: "A. de Vries",
      iban: "NL91ABNA0417164300",
      bic: "ABNANL2A",
      reference: shown.reference,
      amountCents: shown.nextDue?.amountCents,
      currency: "EUR",
      deadline: { until: "2026-07-04T09:00:00.000Z" },
    });
    // The owner switched transfers off: only online payment is offered.
    expect(await setBankTransfer(db, site.siteId, false)).toBe(true);
    expect(await guestBankTransfer(db, site.siteId, shown)).toBeNull();
  });

  it("confirms an accepted request when the owner records its first payment as transferred; the balance is then due", async () => {
    const { site, ctx, services, stayId, view } = await requested();
    await acceptRequest(db, site.siteId, stayId, { ...ctx, now: ACCEPTED });
    const before = await view(ACCEPTED);
    const first = before.nextDue?.amountCents ?? 0;
    const recorded = await recordOwnerPayment(db, services, site.siteId, stayId, {
      amountCents: first,
      method: "transfer",
      now: ACCEPTED,
    });
    expect(recorded).toMatchObject({ ok: true, paidCents: first });
    const after = await view(ACCEPTED);
    expect(after.state).toBe("confirmed");
    expect(after.nextDue?.amountCents).toBe(before.totalCents - first);
    expect(after.nextDue?.dueOn).not.toBeNull();
    expect((await emailsTo(db, "fritz@example.de")).map((e) => e.templateKey)).toContain("booking-confirmed");
    // The rest by transfer too: everything due is paid, nothing is asked online any more.
    await recordOwnerPayment(db, services, site.siteId, stayId, {
      amountCents: before.totalCents - first,
      method: "transfer",
      now: ACCEPTED,
    });
    expect(await view(ACCEPTED)).toMatchObject({ settled: true, nextDue: null, canPay: false });
  });

  it("offers no transfer for an instant booking's half hour to make its first payment", async () => {
    const { site, view } = await requested("instant");
    const shown = await view(BOOKED);
    expect(shown).toMatchObject({ state: "awaiting_payment", acceptedRequest: false });
    expect(shown.nextDue?.amountCents).toBeGreaterThan(0);
    expect(await guestBankTransfer(db, site.siteId, shown)).toBeNull();
  });

  it("never shows another site's bank account: a site without an IBAN offers no transfer", async () => {
    const other = await bookableSite(db, ["zeezicht"]);
    await db
      .update(siteBookingSettings)
      .set({ bankIban: "DE89370400440532013000", bankAccountHolder: "Other Owner" })
      .where(eq(siteBookingSettings.siteId, other.siteId));
    const { site, ctx, stayId, view } = await requested();
    await db
      .update(siteBookingSettings)
      .set({ bankIban: null, bankAccountHolder: null, bankBic: null })
      .where(eq(siteBookingSettings.siteId, site.siteId));
    await acceptRequest(db, site.siteId, stayId, { ...ctx, now: ACCEPTED });
    const shown = await view(ACCEPTED);
    expect(shown.state).toBe("awaiting_payment");
    expect(await guestBankTransfer(db, site.siteId, shown)).toBeNull();
  });
});
