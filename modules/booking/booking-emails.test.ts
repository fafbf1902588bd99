import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { payments, siteBookingSettings, stays, user } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { formatMoney } from "../messaging/booking-values.ts";
import { BookingEventBus } from "../stays/booking-events.ts";
import { ADDRESSING, bookableSite, emailsTo, guestBooking, listenTo, ownerAddress } from "./booking.testing.ts";
import { createBooking } from "./create-booking.ts";
import { type BookingEmailOccasion, queueBookingEmails } from "./queue-booking-emails.ts";
import { releaseExpiredHolds } from "./release-expired-holds.ts";

/** The test's live calendar events, as the server process has one. */
const bus = new BookingEventBus();

const NOW = new Date("2026-07-01T10:00:00Z");

describe.each(testBackends())("booking emails on $name", (backend) => {
  let handle: DatabaseHandle;
  let db: Database;

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
  });
  afterAll(() => handle.close());

  it("confirms a German guest's instant booking in German, and tells the Dutch owner in Dutch", async () => {
    const site = await bookableSite(db, ["duinhuis"]);
    const live = listenTo(bus, site.siteId);
    const result = await createBooking(
      db,
      site.siteId,
      guestBooking(
        { checkIn: "2026-08-10", checkOut: "2026-08-14" },
        { email: "Jonas@Example.de", message: "Wir kommen gegen 18 Uhr." },
      ),
      { bookingEvents: bus, now: NOW, addressing: ADDRESSING },
    );
    live.stop();
    if (!result.ok) throw new Error(result.code);

    const [toGuest, ...moreToGuest] = await emailsTo(db, "jonas@example.de");
    expect(moreToGuest).toEqual([]);
    expect(toGuest).toMatchObject({ templateKey: "booking-confirmed", lang: "de", siteId: site.siteId });
    expect(toGuest?.subject).toMatch(/^Ihre Buchung bei Site \d+ ist bestätigt \(VV-/);
    const text = toGuest?.text ?? "";
    expect(text).toContain(result.booking.reference);
    expect(text).toContain("Anreise: Montag, 10. August 2026");
    expect(text).toContain("Abreise: Freitag, 14. August 2026");
    expect(text).toContain("Gäste: 2 Erwachsene");
    // The price as it was quoted, line by line, and the deposit apart from it.
    expect(text).toContain(`4 Nächte: ${formatMoney(48_000, "de", "EUR")}`);
    expect(text).toContain(`Endreinigung: ${formatMoney(6_000, "de", "EUR")}`);
    expect(text).toContain(`Gesamt: ${formatMoney(54_000, "de", "EUR")}`);
    expect(text).toContain(`Kaution (wird erstattet, nicht im Gesamtbetrag): ${formatMoney(20_000, "de", "EUR")}`);
    expect(text).toContain("Sie zahlen bei Anreise oder per Banküberweisung.");
    expect(text).toContain("IBAN: NL91 ABNA 0417 1643 00");
    expect(text).toContain("Hausregeln:\nBitte nicht im Haus rauchen.");
    expect(text).toContain("Bei Stornierung bis spätestens 14 Tage vor Anreise erhalten Sie den vollen Betrag zurück.");
    expect(text).toContain(`https://site-`);

    const owner = await emailsTo(db, await ownerAddress(db, site.ownerId));
    expect(owner.map((email) => [email.templateKey, email.lang])).toEqual([["booking-received", "nl"]]);
    expect(owner[0]?.subject).toMatch(/^Nieuwe boeking bij Site \d+: Jonas Becker, maandag 10 augustus 2026$/);
    expect(owner[0]?.text).toContain("Taal: Duits");
    expect(owner[0]?.text).toContain("Wir kommen gegen 18 Uhr.");
    expect(owner[0]?.text).toContain(`https://vayvista.example/dashboard/booking-calendar/stays/${result.booking.id}`);

    expect(live.events).toEqual([
      expect.objectContaining({ type: "created", action: "booked", stayId: result.booking.id, status: "confirmed" }),
    ]);
  });

  it("tells a guest whose request holds the dates until when, and asks the owner to answer before then", async () => {
    const site = await bookableSite(db, ["boshut"], { bookingMode: "request", requestHoldHours: 24 });
    await db.update(user).set({ lang: "pl" }).where(eq(user.id, site.ownerId));
    const result = await createBooking(
      db,
      site.siteId,
      guestBooking({ checkIn: "2026-08-10", checkOut: "2026-08-12", lang: "nl" }, { email: "sanne@example.nl" }),
      { bookingEvents: bus, now: NOW, addressing: ADDRESSING },
    );
    if (!result.ok) throw new Error(result.code);
    const [toGuest] = await emailsTo(db, "sanne@example.nl");
    expect(toGuest).toMatchObject({ templateKey: "booking-requested", lang: "nl" });
    // 24 hours after 12:00 in Amsterdam (10:00 UTC, summer time), on the property's clock with its zone named.
    expect(toGuest?.text).toContain(
      "Tot donderdag 2 juli 2026 om 12:00 (Midden-Europese tijd) houden we deze data voor je vast",
    );
    expect(toGuest?.text).toContain("je betaalt niets zolang de eigenaar je aanvraag niet heeft geaccepteerd");
    const [toOwner] = await emailsTo(db, await ownerAddress(db, site.ownerId));
    expect(toOwner).toMatchObject({ templateKey: "booking-request-received", lang: "pl" });
    expect(toOwner?.subject).toContain("odpowiedz przed czwartek, 2 lipca 2026 12:00 (czas środkowoeuropejski)");
    expect(toOwner?.text).toContain(`/dashboard/booking-calendar/stays/${result.booking.id}`);
  });

  it("writes no email for a booking made without addresses (the demo seed)", async () => {
    const site = await bookableSite(db, ["seed"]);
    const result = await createBooking(
      db,
      site.siteId,
      guestBooking({ checkIn: "2026-09-01", checkOut: "2026-09-04" }, { email: "seed@example.de" }),
      { bookingEvents: bus, now: NOW },
    );
    expect(result.ok).toBe(true);
    expect(await emailsTo(db, "seed@example.de")).toEqual([]);
  });

  it("expires run-out holds every run of the job: the guest hears once, the owner's calendar at once", async () => {
    const site = await bookableSite(db, ["strandhuis"], { bookingMode: "request", requestHoldHours: 2 });
    const asked = await createBooking(
      db,
      site.siteId,
      guestBooking({ checkIn: "2026-08-20", checkOut: "2026-08-23" }, { email: "ola@example.pl" }),
      { bookingEvents: bus, now: NOW, addressing: ADDRESSING },
    );
    if (!asked.ok) throw new Error(asked.code);
    const live = listenTo(bus, site.siteId);
    const early = new Date(NOW.getTime() + 3_600_000);
    expect(await releaseExpiredHolds(db, ADDRESSING, bus, early)).toBe(0);
    const late = new Date(NOW.getTime() + 2 * 3_600_000);
    expect(await releaseExpiredHolds(db, ADDRESSING, bus, late)).toBeGreaterThanOrEqual(1);
    expect(await releaseExpiredHolds(db, ADDRESSING, bus, late)).toBe(0);
    live.stop();

    const [row] = await db.select({ status: stays.status }).from(stays).where(eq(stays.id, asked.booking.id));
    expect(row?.status).toBe("expired");
    const emails = await emailsTo(db, "ola@example.pl");
    expect(emails.map((email) => [email.templateKey, email.lang])).toEqual([
      ["booking-requested", "de"],
      ["booking-expired", "de"],
    ]);
    expect(emails[1]?.text).toContain("daher ist sie abgelaufen");
    expect(live.events).toEqual([
      expect.objectContaining({ type: "changed", action: "expired", stayId: asked.booking.id, status: "expired" }),
    ]);
  });

  it("lets a new booking take the nights of a run-out request before the job ran, and tells that guest", async () => {
    const site = await bookableSite(db, ["molen"], { bookingMode: "request", requestHoldHours: 1 });
    const first = await createBooking(
      db,
      site.siteId,
      guestBooking({ checkIn: "2026-08-20", checkOut: "2026-08-23" }, { email: "first@example.de" }),
      { bookingEvents: bus, now: NOW, addressing: ADDRESSING },
    );
    expect(first.ok).toBe(true);
    const later = new Date(NOW.getTime() + 3_600_000);
    const second = await createBooking(
      db,
      site.siteId,
      guestBooking({ checkIn: "2026-08-21", checkOut: "2026-08-24" }, { email: "second@example.de" }),
      { bookingEvents: bus, now: later, addressing: ADDRESSING },
    );
    expect(second).toMatchObject({ ok: true, booking: { status: "request" } });
    expect((await emailsTo(db, "first@example.de")).map((email) => email.templateKey)).toEqual([
      "booking-requested",
      "booking-expired",
    ]);
    expect(await releaseExpiredHolds(db, ADDRESSING, bus, later)).toBe(0);
  });

  /** A German guest's booking made without emails, for queueing them one by one. */
  async function quietBooking(site: { siteId: string }, email: string) {
    const result = await createBooking(
      db,
      site.siteId,
      guestBooking({ checkIn: "2026-09-07", checkOut: "2026-09-11" }, { email }),
      { bookingEvents: bus, now: NOW },
    );
    if (!result.ok) throw new Error(result.code);
    const queue = (occasion: BookingEmailOccasion) =>
      db.transaction((tx) =>
        queueBookingEmails(tx, { siteId: site.siteId, stayId: result.booking.id, occasion, addressing: ADDRESSING }),
      );
    return { booking: result.booking, queue };
  }

  it("links the guest's own booking page from every email whose booking has something to show there", async () => {
    const site = await bookableSite(db, ["page"]);
    const { booking, queue } = await quietBooking(site, "page@example.de");
    const occasions = ["requested", "confirmed", "changed", "cancelled", "declined", "expired"] as const;
    for (const occasion of occasions) await queue(occasion);
    const emails = await emailsTo(db, "page@example.de");
    const withPage = emails.filter((email) => email.text.includes(`?b=${booking.guestToken}`));
    expect(withPage.map((email) => email.templateKey)).toEqual([
      "booking-requested",
      "booking-confirmed",
      "booking-changed",
      "booking-cancelled",
    ]);
    // The site offers only Dutch: the page opens in it, the link's text stays German.
    expect(withPage[0]?.text).toContain(`Buchungsseite sehen Sie jederzeit den aktuellen Stand Ihrer Buchung.`);
    expect(withPage[0]?.text).toContain(`https://site-`);
    expect(withPage[0]?.text).toContain(`.vayvista.example/mijn-boeking?b=${booking.guestToken}`);
    // A request that never became a booking points to the site's free dates instead.
    for (const email of emails.slice(4)) expect(email.text).not.toContain("?b=");
  });

  it("tells a guest who pays online where to pay, without the owner's bank account, in the site's currency", async () => {
    const site = await bookableSite(db, ["zloty"]);
    await db.update(siteBookingSettings).set({ currency: "PLN" }).where(eq(siteBookingSettings.siteId, site.siteId));
    const { booking, queue } = await quietBooking(site, "online@example.de");
    await db.insert(payments).values({
      siteId: site.siteId,
      stayId: booking.id,
      kind: "charge",
      purpose: "instalment",
      instalment: 1,
      state: "paid",
      amountCents: 54_000,
      currency: "PLN",
      provider: "test",
    });
    await queue("confirmed");
    const [email] = await emailsTo(db, "online@example.de");
    expect(email?.text).toContain(`Gesamt: ${formatMoney(54_000, "de", "PLN")}`);
    expect(email?.text).toContain("540,00\u00a0PLN");
    expect(email?.text).toContain("Sie zahlen online.");
    expect(email?.text).not.toContain("IBAN");
    expect(email?.text).not.toContain("Banküberweisung");
  });
});
