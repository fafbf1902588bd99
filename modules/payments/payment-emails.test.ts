import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { emailOutbox, payments, siteBookingSettings, siteContent, stays, user } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { ADDRESSING, bookableSite, emailsTo, guestBooking, ownerAddress } from "../booking/booking.testing.ts";
import { createBooking } from "../booking/create-booking.ts";
import type { SiteLang } from "../i18n/site-languages.ts";
import { momentText } from "../messaging/booking-values.ts";
import { BookingEventBus } from "../stays/booking-events.ts";
import { type PaymentEmailOccasion, queuePaymentEmails } from "./payment-emails.ts";

const NOW = new Date("2026-07-01T10:00:00Z");

type Row = typeof payments.$inferInsert;

describe.each(testBackends())("payment emails on $name", (backend) => {
  let handle: DatabaseHandle;
  let db: Database;
  const bus = new BookingEventBus();

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
  });
  afterAll(() => handle.close());

  /**
   * A site speaking nl (main), en, de and pl, in `currency`, with a guest's confirmed booking
   * of 4 nights from 10 August 2026 (€540, deposit €200) in `lang`, and its ledger: 30 % paid
   * by iDEAL (which left a SEPA mandate), the balance due 11 July, the deposit to be held on
   * 9 August. Each row can be changed, and more added.
   */
  async function paidStay(
    opts: { lang?: SiteLang; email?: string | null; currency?: "EUR" | "PLN"; rows?: (stay: Ids) => Row[] } = {},
  ) {
    const site = await bookableSite(db, ["duinhuis"]);
    await db.insert(siteContent).values({
      siteId: site.siteId,
      draft: {},
      published: { languages: { main: "nl", others: ["en", "de", "pl"] } },
    });
    const currency = opts.currency ?? "EUR";
    await db.update(siteBookingSettings).set({ currency }).where(eq(siteBookingSettings.siteId, site.siteId));
    const email = opts.email === undefined ? `guest-${site.siteId}@example.com` : opts.email;
    const booked = await createBooking(
      db,
      site.siteId,
      guestBooking(
        { checkIn: "2026-08-10", checkOut: "2026-08-14", lang: opts.lang ?? "en" },
        { email: email ?? "nobody@example.com" },
      ),
      { bookingEvents: bus, now: NOW },
    );
    if (!booked.ok) throw new Error(booked.code);
    if (email === null) await db.update(stays).set({ guestEmail: null }).where(eq(stays.id, booked.booking.id));
    const ids = { siteId: site.siteId, stayId: booked.booking.id };
    const common = { ...ids, currency, provider: "test" } as const;
    const [first] = await db
      .insert(payments)
      .values({
        ...common,
        kind: "charge",
        purpose: "instalment",
        instalment: 1,
        state: "paid",
        amountCents: 16_200,
        method: "ideal",
        savedMethodId: "tm_1",
        savedMethodKind: "sepa_mandate",
        dueOn: "2026-07-01",
      })
      .returning();
    const [balance] = await db
      .insert(payments)
      .values({
        ...common,
        kind: "charge",
        purpose: "instalment",
        instalment: 2,
        state: "requires_payment",
        amountCents: 37_800,
        dueOn: "2026-07-11",
      })
      .returning();
    const [deposit] = await db
      .insert(payments)
      .values({
        ...common,
        kind: "hold",
        purpose: "deposit",
        state: "requires_payment",
        amountCents: 20_000,
        dueOn: "2026-08-09",
      })
      .returning();
    if (!first || !balance || !deposit) throw new Error("ledger not written");
    return {
      ...ids,
      ownerId: site.ownerId,
      email,
      token: booked.booking.guestToken,
      reference: booked.booking.reference,
      first,
      balance,
      deposit,
      common,
    };
  }
  type Ids = { siteId: string; stayId: string };

  /** The emails to an address, their text with the no-break spaces Intl puts in amounts read as spaces. */
  const mailTo = async (address: string | null) =>
    (await emailsTo(db, address ?? "")).map((email) => ({
      ...email,
      text: email.text.replace(/[\u00a0\u202f]/g, " "),
    }));
  const mailToOwner = async (ownerId: string) => mailTo(await ownerAddress(db, ownerId));
  const send = (stay: Ids, paymentId: string, occasion: PaymentEmailOccasion, now = NOW) =>
    db.transaction((tx) => queuePaymentEmails(tx, { ...stay, paymentId, occasion, addressing: ADDRESSING, now }));
  const settle = (id: string, fields: Partial<Row>) => db.update(payments).set(fields).where(eq(payments.id, id));
  const outboxSize = async () => (await db.select({ n: count() }).from(emailOutbox))[0]?.n ?? 0;

  it("thanks an English guest for the first payment, with what is still due and how, and tells the Dutch owner", async () => {
    const stay = await paidStay({ lang: "en" });
    await send(stay, stay.first.id, "received");

    const [toGuest, ...more] = await mailTo(stay.email);
    expect(more).toEqual([]);
    expect(toGuest).toMatchObject({ templateKey: "payment-received", lang: "en", siteId: stay.siteId });
    expect(toGuest?.subject).toMatch(
      new RegExp(`^Payment received for your stay at Site \\d+ \\(${stay.reference}\\)$`),
    );
    const text = toGuest?.text ?? "";
    expect(text).toContain(
      "Amount: €162.00\nPayment: First payment\nPayment method: iDEAL\nPaid so far: €162.00 of €540.00",
    );
    expect(text).toContain(
      "Still to pay:\nBalance: €378.00, due Saturday, 11 July 2026\nSecurity deposit: €200.00, held on the card on Sunday, 9 August 2026",
    );
    expect(text).toContain("collected from your bank account by SEPA Direct Debit on its due date");
    expect(text).toContain(`Booking reference: ${stay.reference}`);
    expect(text).toContain("Arrival: Monday, 10 August 2026");
    // Their own page, in their language, found by the stay's token alone.
    expect(text).toContain(`View your booking:\nhttps://site-`);
    expect(text).toContain(`.vayvista.example/en/my-booking?b=${stay.token}`);

    const [toOwner, ...moreToOwner] = await mailToOwner(stay.ownerId);
    expect(moreToOwner).toEqual([]);
    expect(toOwner).toMatchObject({ templateKey: "payment-owner-received", lang: "nl" });
    expect(toOwner?.subject).toBe(`Betaling ontvangen: € 162,00 van Jonas Becker (${stay.reference})`);
    expect(toOwner?.text).toContain("Bedrag: € 162,00\nBetaling: Aanbetaling\nBetaalmethode: iDEAL");
    expect(toOwner?.text).toContain("Restbetaling: € 378,00, uiterlijk zaterdag 11 juli 2026");
    expect(toOwner?.text).toContain(`https://vayvista.example/dashboard/booking-calendar/stays/${stay.stayId}`);
    expect(toOwner?.text).not.toContain(stay.token);
  });

  it("says the stay is paid in full once the balance is in", async () => {
    const stay = await paidStay({ lang: "de" });
    await settle(stay.balance.id, { state: "paid", method: "card" });
    await settle(stay.deposit.id, { state: "authorised", method: "card" });
    await send(stay, stay.balance.id, "received");
    const [toGuest] = await mailTo(stay.email);
    expect(toGuest?.text).toContain("Betrag: 378,00 €\nZahlung: Restzahlung\nZahlungsart: Karte");
    expect(toGuest?.text).toContain("Bisher bezahlt: 540,00 € von 540,00 €");
    expect(toGuest?.text).toContain("Ihr Aufenthalt ist damit vollständig bezahlt.");
    expect(toGuest?.text).not.toContain("Noch zu bezahlen");
    expect(toGuest?.text).toContain(`/de/meine-buchung?b=${stay.token}`);
  });

  it("writes złoty on a site that prices in PLN, to a Polish guest and a Polish owner, when the balance fails", async () => {
    const stay = await paidStay({ lang: "pl", currency: "PLN" });
    await db.update(user).set({ lang: "pl" }).where(eq(user.id, stay.ownerId));
    await settle(stay.balance.id, { state: "failed", method: "card", failureCode: "card_declined" });
    await send(stay, stay.balance.id, "failed");

    const [toGuest] = await mailTo(stay.email);
    expect(toGuest).toMatchObject({ templateKey: "payment-failed", lang: "pl" });
    const text = toGuest?.text ?? "";
    expect(text).toContain("Kwota: 378,00 zł\nPłatność: Dopłata\nMetoda płatności: Karta płatnicza");
    expect(text).toContain("Termin płatności: sobota, 11 lipca 2026");
    expect(text).toContain(`Zapłać teraz:\nhttps://site-`);
    expect(text).toContain(`/pl/moja-rezerwacja?b=${stay.token}`);
    expect(text).not.toContain("€");
    expect(text).not.toContain("card_declined");

    const [toOwner] = await mailToOwner(stay.ownerId);
    expect(toOwner).toMatchObject({ templateKey: "payment-owner-failed", lang: "pl" });
    expect(toOwner?.text).toContain("Kwota: 378,00 zł");
    expect(toOwner?.text).toContain("Wysłaliśmy gościowi e-mailem link do zapłaty");
  });

  it("names no day to pay by once the balance's own day has come", async () => {
    const stay = await paidStay({ lang: "en" });
    await settle(stay.balance.id, { state: "failed", method: "card" });
    await send(stay, stay.balance.id, "failed", new Date("2026-07-11T06:00:00Z"));
    const [toGuest] = await mailTo(stay.email);
    expect(toGuest?.text).toContain("Payment: Balance\nPayment method: Card\n\nPlease pay it on your booking page");
    expect(toGuest?.text).not.toContain("Please pay by");
    const [toOwner] = await mailToOwner(stay.ownerId);
    expect(toOwner?.text).not.toContain("Te betalen uiterlijk");
  });

  it("asks a guest whose dates are held for the payment to pay before the hold runs out, and leaves the owner alone", async () => {
    const stay = await paidStay({ lang: "de" });
    const holdEnds = new Date("2026-07-03T10:00:00Z");
    await db
      .update(stays)
      .set({ status: "request", holdFor: "payment", holdExpiresAt: holdEnds })
      .where(eq(stays.id, stay.stayId));
    await send(stay, stay.balance.id, "balance_due");
    await send(stay, stay.balance.id, "balance_reminder");

    const [due, reminder] = await mailTo(stay.email);
    expect(due).toMatchObject({ templateKey: "payment-balance-due", lang: "de" });
    expect(due?.subject).toMatch(/^Zahlung für Ihren Aufenthalt bei Site \d+ fällig \(VV-/);
    expect(due?.text).toContain(`Bitte bezahlen bis: ${momentText(holdEnds, "Europe/Amsterdam", "de")}\n`);
    expect(due?.text).toContain("Bisher bezahlt: 162,00 € von 540,00 €");
    expect(reminder).toMatchObject({ templateKey: "payment-balance-reminder", lang: "de" });
    expect(reminder?.subject).toMatch(/^Erinnerung: /);
    expect(reminder?.text).toContain("Haben Sie bereits bezahlt?");
    expect(await mailToOwner(stay.ownerId)).toEqual([]);
  });

  it("tells the guest and the owner of a refund, and where it goes back to", async () => {
    const stay = await paidStay({ lang: "nl" });
    const [refund] = await db
      .insert(payments)
      .values({
        ...stay.common,
        kind: "refund",
        purpose: "refund",
        refundOf: stay.first.id,
        state: "refunded",
        amountCents: 8_100,
      })
      .returning();
    await send(stay, refund?.id ?? "", "refunded");
    const [toGuest] = await mailTo(stay.email);
    expect(toGuest).toMatchObject({ templateKey: "payment-refunded", lang: "nl" });
    expect(toGuest?.text).toContain("Bedrag: € 81,00\nBetaling: Aanbetaling\nTerugbetaald via: iDEAL");
    expect(toGuest?.text).toContain("een paar werkdagen");
    const [toOwner] = await mailToOwner(stay.ownerId);
    expect(toOwner).toMatchObject({ templateKey: "payment-owner-refunded", lang: "nl" });
    expect(toOwner?.subject).toBe(`Terugbetaling gedaan: € 81,00 aan Jonas Becker (${stay.reference})`);
  });

  it("follows a deposit hold from placed to released, by itself a week after check-out, to the guest only", async () => {
    const stay = await paidStay({ lang: "en" });
    await settle(stay.deposit.id, { state: "authorised", method: "card" });
    await send(stay, stay.deposit.id, "deposit_held");
    await settle(stay.deposit.id, { state: "cancelled" });
    await send(stay, stay.deposit.id, "deposit_released");

    const [held, released] = await mailTo(stay.email);
    expect(held).toMatchObject({ templateKey: "payment-deposit-held", lang: "en" });
    expect(held?.text).toContain("Amount: €200.00\nReleased by itself on: Friday, 21 August 2026");
    expect(released).toMatchObject({ templateKey: "payment-deposit-released", lang: "en" });
    expect(released?.text).toContain("Amount: €200.00");
    expect(await mailToOwner(stay.ownerId)).toEqual([]);
  });

  it("says nothing of a deposit hold renewed before it lapses", async () => {
    const stay = await paidStay({ lang: "en" });
    await settle(stay.deposit.id, { state: "authorised", method: "card" });
    await send(stay, stay.deposit.id, "deposit_held");
    const [renewed] = await db
      .insert(payments)
      .values({
        ...stay.common,
        kind: "hold",
        purpose: "deposit",
        attempt: 2,
        state: "authorised",
        amountCents: 20_000,
      })
      .returning();
    await send(stay, renewed?.id ?? "", "deposit_held");
    await settle(stay.deposit.id, { state: "cancelled" });
    await send(stay, stay.deposit.id, "deposit_released");
    expect((await mailTo(stay.email)).map((email) => email.templateKey)).toEqual(["payment-deposit-held"]);
    // The hold that stands is let go in the end: that is news.
    await settle(renewed?.id ?? "", { state: "cancelled" });
    await send(stay, renewed?.id ?? "", "deposit_released");
    expect((await mailTo(stay.email)).map((email) => email.templateKey)).toEqual([
      "payment-deposit-held",
      "payment-deposit-released",
    ]);
  });

  it("gives the guest the owner's reason for keeping part of the deposit, and what comes back", async () => {
    const stay = await paidStay({ lang: "en" });
    await settle(stay.deposit.id, {
      state: "paid",
      capturedCents: 4_500,
      note: "Two plates broken.\n<b>Sorry!</b>",
    });
    await send(stay, stay.deposit.id, "deposit_claimed");
    const [claimed] = await mailTo(stay.email);
    expect(claimed).toMatchObject({ templateKey: "payment-deposit-claimed", lang: "en" });
    expect(claimed?.text).toContain("the owner has kept €45.00 of your security deposit of €200.00.");
    expect(claimed?.text).toContain("The owner's reason:\n\nTwo plates broken.\n<b>Sorry!</b>");
    expect(claimed?.text).toContain("The rest, €155.00, comes back to you");
    const [html] = await db
      .select({ html: emailOutbox.html })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, stay.email ?? ""));
    expect(html?.html).toContain("&lt;b&gt;Sorry!&lt;/b&gt;");

    const whole = await paidStay({ lang: "en" });
    await settle(whole.deposit.id, { state: "paid", capturedCents: 20_000, note: "Sofa ruined." });
    await send(whole, whole.deposit.id, "deposit_claimed");
    const [all] = await mailTo(whole.email);
    expect(all?.text).toContain("kept €200.00 of your security deposit of €200.00");
    expect(all?.text).not.toContain("The rest");
  });

  it("writes only to the owner about a stay without an email address", async () => {
    const stay = await paidStay({ email: null });
    await send(stay, stay.first.id, "received");
    expect(await mailTo("nobody@example.com")).toEqual([]);
    const [toOwner, ...more] = await mailToOwner(stay.ownerId);
    expect(more).toEqual([]);
    expect(toOwner?.templateKey).toBe("payment-owner-received");
    expect(toOwner?.text).not.toContain("E-mailadres");

    await settle(stay.balance.id, { state: "failed" });
    await send(stay, stay.balance.id, "failed");
    const failed = (await mailToOwner(stay.ownerId)).at(-1);
    expect(failed?.templateKey).toBe("payment-owner-failed");
    expect(failed?.text).toContain("We hebben geen e-mailadres van deze gast");
  });

  it("does not tell the owner of a transfer they recorded themselves", async () => {
    const stay = await paidStay({ lang: "en" });
    const [transfer] = await db
      .insert(payments)
      .values({
        ...stay.common,
        provider: "owner",
        kind: "transfer",
        purpose: "instalment",
        instalment: 2,
        state: "paid",
        amountCents: 37_800,
      })
      .returning();
    await settle(stay.deposit.id, { state: "authorised", method: "card" });
    await send(stay, transfer?.id ?? "", "received");
    const [toGuest] = await mailTo(stay.email);
    expect(toGuest?.text).toContain("Payment: Balance\nPayment method: Bank transfer");
    expect(toGuest?.text).toContain("Your stay is now paid in full.");
    expect(await mailToOwner(stay.ownerId)).toEqual([]);
  });

  it("refuses another site's payment, and a payment of another stay, queueing nothing", async () => {
    const mine = await paidStay();
    const theirs = await paidStay();
    const before = await outboxSize();
    await expect(send(mine, theirs.first.id, "received")).rejects.toThrow(/no payment/);
    await expect(send({ siteId: mine.siteId, stayId: theirs.stayId }, theirs.first.id, "received")).rejects.toThrow(
      /no payment/,
    );
    expect(await outboxSize()).toBe(before);
  });
});
