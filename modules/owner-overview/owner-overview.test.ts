import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { calendarFeeds, emailOutbox, siteBookingSettings, stays } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { ledgerRow } from "../payments/owner-money.testing.ts";
import { bookStay, siteWithUnits } from "../vouchers/vouchers.testing.ts";
import { houseToday } from "./house-today.ts";
import { needsOwner } from "./needs-owner.ts";
import { occupancy } from "./occupancy.ts";
import { thisAndNextMonth } from "./overview-periods.ts";
import { revenue } from "./revenue.ts";

/** Noon in Amsterdam on 15 July 2026: the property's today. */
const NOW = new Date("2026-07-15T10:00:00Z");
const TODAY = "2026-07-15";
const ZONE = "Europe/Amsterdam";

type Site = { siteId: string; units: string[] };

describe.each(testBackends())("the owner's overview on $name", (backend) => {
  let handle: DatabaseHandle;
  let db: Database;
  let site: Site;
  let other: Site;
  const ids: Record<string, string> = {};

  async function newSite(): Promise<Site> {
    const made = await siteWithUnits(db, ["a", "b", "c"]);
    await db
      .insert(siteBookingSettings)
      .values({ siteId: made.siteId, calendarToken: `t-${made.siteId}`, timeZone: ZONE, currency: "EUR" });
    return { siteId: made.siteId, units: made.units };
  }
  const unit = (at: Site, i: number) => ({ siteId: at.siteId, unitId: at.units[i] ?? "" });
  async function feedOf(at: Site, i: number, health: "healthy" | "unhealthy") {
    const [feed] = await db
      .insert(calendarFeeds)
      .values({ ...unit(at, i), channel: "airbnb", name: "Airbnb", url: "https://example.com/a.ics", health })
      .returning({ id: calendarFeeds.id });
    return feed?.id ?? "";
  }

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
    site = await newSite();
    other = await newSite();
    const guest = (name: string, checkIn: string, checkOut: string, totalCents: number) => ({
      guestName: name,
      checkIn,
      checkOut,
      totalCents,
      reference: `VV-${name.toUpperCase()}`,
    });
    // Unit a: a block early in the month, a cancelled stay, Anna arriving today, an Airbnb guest later.
    await bookStay(db, unit(site, 0), {
      kind: "block",
      checkIn: "2026-07-01",
      checkOut: "2026-07-05",
      label: "Painter",
    });
    await bookStay(db, unit(site, 0), { ...guest("Weg", "2026-07-06", "2026-07-08", 30_000), status: "cancelled" });
    ids.anna = await bookStay(db, unit(site, 0), {
      ...guest("Anna", TODAY, "2026-07-20", 100_000),
      arrivalTime: "16:00",
    });
    const feed = await feedOf(site, 0, "healthy");
    ids.airbnb = await bookStay(db, unit(site, 0), {
      kind: "import",
      source: "airbnb",
      feedId: feed,
      externalUid: "x1",
      label: "Reserved",
      checkIn: "2026-07-25",
      checkOut: "2026-07-28",
    });
    // Unit b: Bram leaves today, Cor comes on the 20th, Eva's stay runs into August.
    ids.bram = await bookStay(db, unit(site, 1), guest("Bram", "2026-07-10", TODAY, 50_000));
    ids.cor = await bookStay(db, unit(site, 1), guest("Cor", "2026-07-20", "2026-07-25", 60_000));
    ids.eva = await bookStay(db, unit(site, 1), guest("Eva", "2026-07-30", "2026-08-03", 40_000));
    // Unit c: Dina is staying; an Airbnb import overlapping her is a conflict.
    ids.dina = await bookStay(db, unit(site, 2), guest("Dina", "2026-07-12", "2026-07-18", 42_000));
    const badFeed = await feedOf(site, 2, "unhealthy");
    await bookStay(db, unit(site, 2), {
      kind: "import",
      source: "airbnb",
      feedId: badFeed,
      externalUid: "x2",
      status: "conflict",
      conflictWith: ids.dina,
      checkIn: "2026-07-16",
      checkOut: "2026-07-19",
    });
    // A request waiting for the owner, and last year's guests.
    await bookStay(db, unit(site, 2), {
      ...guest("Rik", "2026-09-01", "2026-09-05", 30_000),
      status: "request",
      holdExpiresAt: new Date("2026-07-17T10:00:00Z"),
    });
    ids.last = await bookStay(db, unit(site, 0), guest("Oud", "2025-07-05", "2025-07-12", 80_000));
    ids.lastAug = await bookStay(db, unit(site, 1), guest("Later", "2025-08-10", "2025-08-12", 30_000));

    // The ledger. Anna paid her first part, her balance is late.
    await ledgerRow(db, site, ids.anna, { amountCents: 30_000, settledAt: new Date("2026-07-02T10:00:00Z") });
    await ledgerRow(db, site, ids.anna, {
      instalment: 2,
      state: "requires_payment",
      amountCents: 70_000,
      dueOn: "2026-07-10",
    });
    // Bram paid in June and got 50 back in July; a security deposit is not revenue.
    const bram = await ledgerRow(db, site, ids.bram, {
      amountCents: 50_000,
      refundedCents: 5_000,
      state: "partly_refunded",
      settledAt: new Date("2026-06-20T10:00:00Z"),
    });
    await ledgerRow(db, site, ids.bram, {
      kind: "refund",
      purpose: "refund",
      refundOf: bram.id,
      state: "refunded",
      amountCents: 5_000,
      settledAt: new Date("2026-07-03T10:00:00Z"),
    });
    await ledgerRow(db, site, ids.bram, {
      purpose: "deposit",
      instalment: null,
      amountCents: 20_000,
      settledAt: new Date("2026-07-05T10:00:00Z"),
    });
    // Dina paid at half past midnight on 1 July, Amsterdam time: July's money, not June's.
    await ledgerRow(db, site, ids.dina, { amountCents: 42_000, settledAt: new Date("2026-06-30T22:30:00Z") });
    // Cor's first payment failed and was not made since; Eva's failed once, then went through.
    await ledgerRow(db, site, ids.cor, { state: "failed", amountCents: 60_000, createdAt: new Date("2026-07-01") });
    await ledgerRow(db, site, ids.eva, { state: "failed", amountCents: 40_000, createdAt: new Date("2026-07-01") });
    await ledgerRow(db, site, ids.eva, {
      amountCents: 40_000,
      createdAt: new Date("2026-07-02"),
      settledAt: new Date("2026-07-02T10:00:00Z"),
    });
    // Last year: paid before the same day, and after it.
    await ledgerRow(db, site, ids.last, { amountCents: 80_000, settledAt: new Date("2025-07-01T10:00:00Z") });
    await ledgerRow(db, site, ids.lastAug, { amountCents: 30_000, settledAt: new Date("2025-07-20T10:00:00Z") });

    // Emails to the site's guests that bounced: lately, and long ago.
    const email = (siteId: string, createdAt: Date) => ({
      siteId,
      toAddress: "gast@example.nl",
      lang: "nl" as const,
      templateKey: "booking-confirmed",
      subject: "Bevestiging",
      html: "<p>x</p>",
      text: "x",
      status: "failed" as const,
      createdAt,
    });
    await db
      .insert(emailOutbox)
      .values([email(site.siteId, new Date("2026-07-14")), email(site.siteId, new Date("2026-06-01"))]);

    // Another owner's site with the same kinds of things, none of which may show.
    await bookStay(db, unit(other, 0), guest("Vreemd", TODAY, "2026-07-17", 99_000));
    await feedOf(other, 0, "unhealthy");
    await db.insert(emailOutbox).values(email(other.siteId, new Date("2026-07-14")));
  });
  afterAll(() => handle.close());

  it("names who arrives, leaves and stays today, with their unit, guests, arrival time and what is due", async () => {
    const house = await houseToday(db, site.siteId, TODAY, true);
    expect(house.arrivals.map((s) => s.guestName)).toEqual(["Anna"]);
    expect(house.arrivals[0]).toMatchObject({
      unitName: { nl: "a" },
      adults: 2,
      arrivalTime: "16:00",
      money: { dueCents: 70_000, overdue: true },
    });
    expect(house.departures.map((s) => s.guestName)).toEqual(["Bram"]);
    expect(house.departures[0]?.money).toEqual({ dueCents: 0, overdue: false });
    expect(house.staying.map((s) => s.guestName)).toEqual(["Dina"]);
    // The fortnight ahead: arrivals and departures in order (who leaves before who comes); the Airbnb guest has no money line.
    expect(house.ahead.map((m) => `${m.on} ${m.move} ${m.stay.guestName ?? m.stay.label}`)).toEqual([
      "2026-07-18 departure Dina",
      "2026-07-20 departure Anna",
      "2026-07-20 arrival Cor",
      "2026-07-25 departure Cor",
      "2026-07-25 arrival Reserved",
      "2026-07-28 departure Reserved",
    ]);
    // Eva arrives on the 30th, fifteen days off: beyond the fortnight.
    expect(house.ahead.find((m) => m.stay.kind === "import")?.stay.money).toBeNull();
    // A site without payments says nothing about money.
    expect((await houseToday(db, site.siteId, TODAY, false)).arrivals[0]?.money).toBeNull();
  });

  it("counts occupancy per unit and in total, blocks out of the available nights, and the nightly rate", async () => {
    const [july, august] = thisAndNextMonth(TODAY);
    const shown = await occupancy(db, site.siteId, july);
    expect(shown.units.map((u) => [u.name.nl, u.booked, u.available]).sort()).toEqual([
      ["a", 8, 27],
      ["b", 12, 31],
      ["c", 6, 31],
    ]);
    // Anna 100,000 / 5, Bram 50,000 / 5, Cor 60,000 / 5, Eva's 2 of 4 nights, Dina 42,000 / 6.
    expect(shown.total).toEqual({ booked: 26, available: 89, rateCents: 272_000, rateNights: 23 });
    const next = await occupancy(db, site.siteId, august);
    expect(next.total).toMatchObject({ booked: 2, available: 93, rateCents: 20_000, rateNights: 2 });
  });

  it("adds up revenue booked and received, this month and year beside the same period last year", async () => {
    const shown = await revenue(db, site.siteId, TODAY, ZONE);
    // July's arrivals: Anna, Bram, Cor, Dina, Eva. Received: Anna 300, Dina 420, Eva 400, less Bram's refund of 50.
    expect(shown.month.now).toMatchObject({ bookedCents: 292_000, bookings: 5, receivedCents: 107_000 });
    expect(shown.month.yearBefore).toMatchObject({ bookedCents: 80_000, bookings: 1, receivedCents: 80_000 });
    expect(shown.year.now).toMatchObject({ bookedCents: 292_000, receivedCents: 157_000 });
    // Last year up to 15 July: the 800 paid on 1 July; the 300 paid on 20 July is not yet comparable.
    expect(shown.year.yearBefore).toMatchObject({ bookedCents: 110_000, bookings: 2, receivedCents: 80_000 });
  });

  it("lists what needs the owner: requests with their deadline, conflicts, feeds, failed payments and emails", async () => {
    const needs = await needsOwner(db, site.siteId, TODAY, NOW);
    expect(needs).toEqual({
      requests: { count: 1, firstDeadline: new Date("2026-07-17T10:00:00Z") },
      conflicts: 1,
      unhealthyFeeds: 1,
      failedPayments: { count: 1, stayIds: [ids.cor] },
      failedEmails: 1,
    });
  });

  it("shows another owner nothing of this site", async () => {
    const house = await houseToday(db, other.siteId, TODAY, true);
    expect(house.arrivals.map((s) => s.guestName)).toEqual(["Vreemd"]);
    expect([...house.departures, ...house.staying]).toEqual([]);
    expect(house.ahead.map((m) => `${m.move} ${m.stay.guestName}`)).toEqual(["departure Vreemd"]);
    const [july] = thisAndNextMonth(TODAY);
    expect((await occupancy(db, other.siteId, july)).total.booked).toBe(2);
    expect((await revenue(db, other.siteId, TODAY, ZONE)).year.now.receivedCents).toBe(0);
    expect(await needsOwner(db, other.siteId, TODAY, NOW)).toMatchObject({
      requests: { count: 0 },
      conflicts: 0,
      unhealthyFeeds: 1,
      failedPayments: { count: 0 },
      failedEmails: 1,
    });
    expect(await db.$count(stays)).toBeGreaterThan(10);
  });
});
