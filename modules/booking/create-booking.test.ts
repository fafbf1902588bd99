import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { emailOutbox, guests, stays } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { addDays } from "../dates/stay-date.ts";
import { upsertGuest } from "../guests/upsert-guest.ts";
import { BookingEventBus } from "../stays/booking-events.ts";
import { findBookableUnit } from "./bookable-unit.ts";
import { ADDRESSING, bookableSite, emailsTo, guestBooking } from "./booking.testing.ts";
import { OPEN_STAYS_PER_GUEST, OPEN_STAYS_PER_NETWORK } from "./booking-limits.ts";
import { cancelBooking } from "./cancel-booking.ts";
import { createBooking } from "./create-booking.ts";
import { declineRequest } from "./decline-request.ts";
import { unitAvailability } from "./unit-availability.ts";

const NOW = new Date("2026-07-01T10:00:00Z");
const bus = new BookingEventBus();
/** A guest's booking from the network `ip`, at `now`, with the emails addressed. */
const from = (ip?: string, now: Date = NOW) => ({ bookingEvents: bus, now, addressing: ADDRESSING, ip });
const owner = { bookingEvents: bus, now: NOW, addressing: ADDRESSING };

describe.each(testBackends())("a guest's booking on $name", (backend) => {
  let handle: DatabaseHandle;
  let db: Database;

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
  });
  afterAll(() => handle.close());

  it("keeps the owner's guest as the owner has them: a booking under their address renames no one", async () => {
    const site = await bookableSite(db, ["duinhuis"]);
    const owners = await upsertGuest(
      db,
      site.siteId,
      { email: "marta@example.pl", name: "Marta Nowak", phone: "+48 600 100 200", lang: "pl" },
      "owner",
    );
    const booked = await createBooking(
      db,
      site.siteId,
      guestBooking(
        { checkIn: "2026-08-10", checkOut: "2026-08-14", lang: "en" },
        { email: "MARTA@example.pl", name: "Someone Else", phone: "+1 555 0100", country: "US" },
      ),
      from(),
    );
    if (!booked.ok) throw new Error(booked.code);
    expect(booked.booking.guestId).toBe(owners);
    // What the entry lacked (the country) is filled in; the rest is the owner's.
    expect(await db.select().from(guests).where(eq(guests.siteId, site.siteId))).toEqual([
      expect.objectContaining({ name: "Marta Nowak", phone: "+48 600 100 200", country: "US", lang: "pl" }),
    ]);
  });

  describe("the caps on what one guest or network holds open on a site", () => {
    /** Two-night stays a week apart from 2026-08-03, so none shares a night with another. */
    const week = (n: number, nights = 2) => {
      const checkIn = addDays("2026-08-03", 7 * n);
      return { checkIn, checkOut: addDays(checkIn, nights) };
    };
    const siteStays = async (siteId: string) =>
      db.select({ id: stays.id, checkIn: stays.checkIn }).from(stays).where(eq(stays.siteId, siteId));
    const allEmails = async () => (await db.select({ id: emailOutbox.id }).from(emailOutbox)).length;

    it("holds three open requests per guest address, however the address is spelled; a fourth holds and sends nothing", async () => {
      const site = await bookableSite(db, ["duinhuis"], { bookingMode: "request", requestHoldHours: 48 });
      const ask = (n: number, email: string, ip: string) =>
        createBooking(db, site.siteId, guestBooking(week(n), { email }), from(ip));
      expect(OPEN_STAYS_PER_GUEST.stays).toBe(3);
      for (const [n, email] of ["jonas@example.de", "Jonas+urlaub@Example.DE", "JONAS@example.de"].entries()) {
        expect(await ask(n, email, `198.51.100.${n + 1}`)).toMatchObject({ ok: true });
      }
      const emails = await allEmails();
      expect(await ask(3, "jonas+4@example.de", "198.51.100.9")).toEqual({ ok: false, code: "too_many_open_stays" });
      // Nothing held, nothing sent: the owner's calendar is as it was.
      expect(await siteStays(site.siteId)).toHaveLength(3);
      expect(await allEmails()).toBe(emails);
      const unit = await findBookableUnit(db, site.siteId, "duinhuis");
      if (!unit) throw new Error("no unit");
      const calendar = await unitAvailability(db, unit, { from: week(3).checkIn, to: week(3).checkOut }, NOW);
      expect(calendar.unavailable).toEqual([]);
      // Dots count: another person's address may differ by one.
      expect(await ask(3, "jo.nas@example.de", "198.51.100.10")).toMatchObject({ ok: true });
    });

    it("frees a place when a request is declined or its hold runs out, or a booking is cancelled", async () => {
      const site = await bookableSite(db, ["duinhuis"], { bookingMode: "request", requestHoldHours: 24 });
      const ask = (n: number, at: Date = NOW) =>
        createBooking(db, site.siteId, guestBooking(week(n), { email: "anna@example.nl" }), from("192.0.2.7", at));
      const made = [await ask(0), await ask(1), await ask(2)];
      expect(await ask(3)).toMatchObject({ code: "too_many_open_stays" });
      const first = made[0]?.ok ? made[0].booking.id : "";
      expect(await declineRequest(db, site.siteId, first, {}, owner)).toMatchObject({
        ok: true,
      });
      expect(await ask(3)).toMatchObject({ ok: true });
      // A day later every hold has run out: none of them holds anything, so none counts.
      const later = new Date(NOW.getTime() + 25 * 3_600_000);
      for (const n of [4, 5, 6]) expect(await ask(n, later)).toMatchObject({ ok: true });
      expect(await ask(7, later)).toMatchObject({ code: "too_many_open_stays" });
      const instant = await bookableSite(db, ["boshut"]);
      const book = (n: number) =>
        createBooking(db, instant.siteId, guestBooking(week(n), { email: "anna@example.nl" }), from("192.0.2.7"));
      const booked = [await book(0), await book(1), await book(2)];
      expect(await book(3)).toMatchObject({ code: "too_many_open_stays" });
      const cancelled = booked[1]?.ok ? booked[1].booking.id : "";
      expect(await cancelBooking(db, instant.siteId, cancelled, {}, owner)).toMatchObject({ ok: true });
      expect(await book(3)).toMatchObject({ ok: true });
    });

    it("caps the nights one guest holds, but never refuses a first stay the unit allows", async () => {
      const site = await bookableSite(db, ["duinhuis"]);
      const book = (checkIn: string, nights: number) =>
        createBooking(
          db,
          site.siteId,
          guestBooking({ checkIn, checkOut: addDays(checkIn, nights) }, { email: "lena@example.de" }),
          from("203.0.113.40"),
        );
      expect(OPEN_STAYS_PER_GUEST.nights).toBe(42);
      expect(await book("2026-08-01", 60)).toMatchObject({ ok: true });
      expect(await book("2026-11-01", 2)).toMatchObject({ code: "too_many_open_stays" });
      const other = await bookableSite(db, ["domek"]);
      const bookThere = (checkIn: string, nights: number) =>
        createBooking(
          db,
          other.siteId,
          guestBooking({ checkIn, checkOut: addDays(checkIn, nights) }, { email: "lena@example.de" }),
          from("203.0.113.40"),
        );
      // On another site she holds nothing yet.
      expect(await bookThere("2026-08-01", 28)).toMatchObject({ ok: true });
      expect(await bookThere("2026-09-01", 15)).toMatchObject({ code: "too_many_open_stays" });
      expect(await bookThere("2026-09-01", 14)).toMatchObject({ ok: true });
    });

    it("holds five open stays per network (IPv6: per /64) whatever addresses are typed", async () => {
      const site = await bookableSite(db, ["duinhuis"]);
      const book = (n: number, ip: string) =>
        createBooking(db, site.siteId, guestBooking(week(n), { email: `guest${n}@example.com` }), from(ip));
      expect(OPEN_STAYS_PER_NETWORK.stays).toBe(5);
      for (let n = 0; n < 5; n++) expect(await book(n, `2001:db8:1:2::${n + 1}`)).toMatchObject({ ok: true });
      expect(await book(5, "2001:db8:1:2:ffff::1")).toEqual({ ok: false, code: "too_many_open_stays" });
      expect(await book(5, "2001:db8:1:3::1")).toMatchObject({ ok: true });
      expect(await siteStays(site.siteId)).toHaveLength(6);
    });

    it("lets only three of ten attempts at once through for one guest, on different nights", async () => {
      const site = await bookableSite(db, ["duinhuis", "boshut", "domek"]);
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, n) =>
          createBooking(
            db,
            site.siteId,
            guestBooking({ ...week(n), unit: ["duinhuis", "boshut", "domek"][n % 3] }, { email: "burst@example.com" }),
            from(`198.51.100.${100 + n}`),
          ),
        ),
      );
      expect(answers.filter((a) => a.ok)).toHaveLength(3);
      expect(answers.filter((a) => !a.ok).map((a) => !a.ok && a.code)).toEqual(Array(7).fill("too_many_open_stays"));
      expect(await siteStays(site.siteId)).toHaveLength(3);
      expect(await emailsTo(db, "burst@example.com")).toHaveLength(3);
    });
  });
});
