import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import {
  calendarFeeds,
  guests,
  paymentAccounts,
  payments,
  rentalUnits,
  siteBookingSettings,
  stays,
  userSites,
  vouchers,
} from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { bookingHealthOverview } from "../booking/booking-health-overview.ts";
import { addDays, isoWeekday, nightsBetween } from "../dates/stay-date.ts";
import { quoteStay } from "../pricing/quote-stay.ts";
import { siteCurrency } from "../pricing/read-site-currency.ts";
import { loadRatePlan } from "../pricing/unit-rates.ts";
import { DEMO_BOOKINGS } from "./content/demo-bookings.ts";
import { seedOwner } from "./demo-accounts.ts";
import { seedDemoBookings } from "./demo-bookings.ts";

/** 20 November 2026, late morning in Zoutelande and Kościelisko. */
const NOW = new Date("2026-11-20T10:00:00Z");
const TODAY = "2026-11-20";

let sites = 0;

/** A bare site with the demo's units (no photos or content: only the calendar is seeded here). */
async function demoSite(db: Database, units: { slug: string; maxGuests: number }[]) {
  sites += 1;
  const owner = await seedOwner(db, { email: `demo-${sites}@example.nl` });
  const [site] = await db
    .insert(userSites)
    .values({ userId: owner.id, themeName: "fresh-coastal", siteName: `Demo ${sites}`, subdomain: `demo-${sites}` })
    .returning({ id: userSites.id });
  if (!site) throw new Error("no site");
  const ids: Record<string, string> = {};
  for (const unit of units) {
    const [row] = await db
      .insert(rentalUnits)
      .values({
        siteId: site.id,
        slug: unit.slug,
        type: "cabin",
        name: { nl: unit.slug },
        maxGuests: unit.maxGuests,
        bedrooms: 2,
        beds: 3,
        bathrooms: 1,
      })
      .returning({ id: rentalUnits.id });
    if (row) ids[unit.slug] = row.id;
  }
  return { siteId: site.id, units: ids };
}

const siteStays = (db: Database, siteId: string) => db.select().from(stays).where(eq(stays.siteId, siteId));

describe.each(testBackends())("the demo owners' calendars on $name", (backend) => {
  let handle: DatabaseHandle;
  let db: Database;
  let coast: Awaited<ReturnType<typeof demoSite>>;
  let mountains: Awaited<ReturnType<typeof demoSite>>;

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
    coast = await demoSite(db, [{ slug: "duinhuis-zeezicht", maxGuests: 6 }]);
    mountains = await demoSite(db, [
      { slug: "domek-smrek", maxGuests: 6 },
      { slug: "domek-limba", maxGuests: 4 },
      { slug: "domek-jawor", maxGuests: 2 },
    ]);
  });
  afterAll(() => handle.close());

  it("fills Sanne's beach house: rates, bookings past, present and coming, a block, a voucher and an Airbnb calendar", async () => {
    // How long it takes is measured in bench/demo-bookings-seed.ts, not here.
    const seeded = await seedDemoBookings(db, coast.siteId, DEMO_BOOKINGS.coast, NOW);
    expect(seeded).toEqual({ seeded: true, bookings: 7, requests: 0, blocks: 1, imports: 2, skipped: 0 });

    const unitId = coast.units["duinhuis-zeezicht"] ?? "";
    const plan = await loadRatePlan(db, coast.siteId, unitId);
    expect(plan).toMatchObject({
      baseNightlyCents: 14_500,
      cleaningFeeCents: 9_500,
      touristTax: { kind: "perPersonNight", cents: 240 },
      bookingMode: "instant",
    });
    // A summer week: €210 a night, tourist tax for two adults, the 7-night discount; three nights are too few.
    const week = quoteStay({
      plan,
      maxGuests: 6,
      checkIn: "2027-07-10",
      checkOut: "2027-07-17",
      adults: 2,
      children: 1,
      today: TODAY,
      currency: "EUR",
    });
    expect(week.bookable).toBe(true);
    expect(week.nights.every((n) => n.cents === 21_000)).toBe(true);
    expect(week.touristTaxCents).toBe(2 * 7 * 240);
    expect(week.cleaningFeeCents).toBe(9_500);
    const short = quoteStay({
      plan,
      maxGuests: 6,
      checkIn: "2027-07-10",
      checkOut: "2027-07-13",
      adults: 2,
      children: 0,
      today: TODAY,
      currency: "EUR",
    });
    expect(short.violations.map((v) => v.code)).toContain("min_nights");

    const rows = await siteStays(db, coast.siteId);
    const direct = rows.filter((s) => s.kind === "booking");
    expect(direct.every((s) => s.source === "direct" && s.reference)).toBe(true);
    // The last one booked and paid in full for a stay ahead was cancelled by its guest, its payment refunded.
    expect(direct.map((s) => s.status).sort()).toEqual([
      "cancelled",
      "confirmed",
      "confirmed",
      "confirmed",
      "confirmed",
      "confirmed",
      "confirmed",
    ]);
    const ledger = await db.select().from(payments).where(eq(payments.siteId, coast.siteId));
    const states = (stayId: string) =>
      ledger
        .filter((p) => p.stayId === stayId)
        .map((p) => `${p.kind}:${p.state}`)
        .sort();
    const past = direct.filter((s) => s.checkOut <= TODAY);
    for (const s of past) expect(states(s.id).every((state) => state === "charge:paid")).toBe(true);
    const cancelled = direct.find((s) => s.status === "cancelled");
    expect(states(cancelled?.id ?? "")).toEqual(expect.arrayContaining(["charge:refunded", "refund:refunded"]));
    // Somewhere a balance is still to come after a first payment: paid in part.
    expect(
      direct.some((s) => states(s.id).includes("charge:paid") && states(s.id).includes("charge:requires_payment")),
    ).toBe(true);
    // Last summer's guests among them, for the overview's year before.
    expect(direct.filter((s) => s.checkOut <= TODAY)).toHaveLength(3);
    expect(direct.some((s) => s.checkIn <= addDays(TODAY, -300))).toBe(true);
    expect(direct.filter((s) => s.checkIn <= TODAY && TODAY < s.checkOut)).toHaveLength(1);
    expect(direct.filter((s) => s.checkIn > TODAY)).toHaveLength(3);
    expect(await db.select().from(paymentAccounts).where(eq(paymentAccounts.siteId, coast.siteId))).toMatchObject([
      { provider: "test", chargesEnabled: true },
    ]);
    // Past stays were booked before they began, at their own moment.
    for (const s of direct.filter((s) => s.checkIn <= TODAY)) {
      expect(s.createdAt.getTime()).toBeLessThan(new Date(`${s.checkIn}T12:00:00Z`).getTime());
    }
    expect(direct.find((s) => s.voucherCode === "WELKOM10")).toMatchObject({ guestCountry: "NL" });
    const [voucher] = await db.select().from(vouchers).where(eq(vouchers.siteId, coast.siteId));
    expect(voucher).toMatchObject({ code: "WELKOM10", kind: "percent", amount: 10, uses: 1 });

    expect(rows.filter((s) => s.kind === "block")).toMatchObject([
      { status: "confirmed", label: "Onderhoud: schilder" },
    ]);
    const [feed] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.siteId, coast.siteId));
    expect(feed).toMatchObject({ channel: "airbnb", health: "healthy", eventCount: 2, lastSuccessAt: NOW });
    const imported = rows.filter((s) => s.kind === "import");
    expect(imported).toHaveLength(2);
    expect(imported.every((s) => s.feedId === feed?.id && s.source === "airbnb" && s.guestName === null)).toBe(true);
    expect(imported.every((s) => s.checkIn > TODAY)).toBe(true);

    const [settings] = await db.select().from(siteBookingSettings).where(eq(siteBookingSettings.siteId, coast.siteId));
    expect(settings).toMatchObject({ timeZone: "Europe/Amsterdam", bankIban: "NL91ABNA0417164300", currency: "EUR" });
    expect(ledger.every((p) => p.currency === "EUR")).toBe(true);
  });

  it("fills Piotr's three cabins, with a request waiting for his answer", async () => {
    const seeded = await seedDemoBookings(db, mountains.siteId, DEMO_BOOKINGS.mountains, NOW);
    expect(seeded).toEqual({ seeded: true, bookings: 8, requests: 1, blocks: 1, imports: 2, skipped: 0 });

    const smrek = await loadRatePlan(db, mountains.siteId, mountains.units["domek-smrek"] ?? "");
    // Priced in złoty: 450 zł a night, 520 zł in winter, 3.50 zł tourist tax.
    expect(await siteCurrency(db, mountains.siteId)).toBe("PLN");
    expect(smrek).toMatchObject({ baseNightlyCents: 45_000, touristTax: { kind: "perPersonNight", cents: 350 } });
    expect(smrek.seasons.find((s) => s.id === "zima-2026")).toMatchObject({
      from: "2026-12-19",
      until: "2027-03-08",
      nightlyCents: 52_000,
    });
    const jawor = await loadRatePlan(db, mountains.siteId, mountains.units["domek-jawor"] ?? "");
    expect(jawor).toMatchObject({ baseNightlyCents: 35_000, bookingMode: "request" });
    // Every booking was quoted, and every payment made, in złoty; guests were offered BLIK and Przelewy24.
    const booked = (await siteStays(db, mountains.siteId)).filter((s) => s.kind === "booking");
    expect(booked.every((s) => (s.quote as { currency?: string } | null)?.currency === "PLN")).toBe(true);
    const ledger = await db.select().from(payments).where(eq(payments.siteId, mountains.siteId));
    expect(ledger.length).toBeGreaterThan(0);
    expect(ledger.every((p) => p.currency === "PLN" && p.method !== "ideal" && p.method !== "sepa_debit")).toBe(true);
    expect(ledger.some((p) => p.method === "blik")).toBe(true);
    const [account] = await db.select().from(paymentAccounts).where(eq(paymentAccounts.siteId, mountains.siteId));
    expect(account?.methods).toEqual(["card", "przelewy24", "blik"]);

    const [request] = await db
      .select()
      .from(stays)
      .where(and(eq(stays.siteId, mountains.siteId), eq(stays.status, "request")));
    expect(request).toMatchObject({
      unitId: mountains.units["domek-jawor"],
      guestCountry: "PL",
      lang: "pl",
      holdExpiresAt: new Date(NOW.getTime() + 48 * 3_600_000),
    });
    const rows = await siteStays(db, mountains.siteId);
    const units = new Set(rows.filter((s) => s.kind === "booking").map((s) => s.unitId));
    expect(units.size).toBe(3);
    const [feed] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.siteId, mountains.siteId));
    expect(feed).toMatchObject({
      channel: "booking",
      health: "healthy",
      eventCount: 2,
      unitId: mountains.units["domek-smrek"],
    });
    // Imported by calendar sync, which keeps only a neutral label of the channel's summary.
    const imported = rows.filter((s) => s.kind === "import");
    expect(imported.map((s) => [s.label, s.source, s.status])).toEqual([
      ["Not available", "booking", "confirmed"],
      ["Not available", "booking", "confirmed"],
    ]);
  });

  it("has guests from the Netherlands, its neighbours, Poland and Britain in the guest books", async () => {
    const countries = new Set((await db.select({ country: guests.country }).from(guests)).map((g) => g.country));
    expect([...countries].sort()).toEqual(["AT", "BE", "CZ", "DE", "GB", "NL", "PL"]);
  });

  it("leaves nothing for the platform's admin to worry about", async () => {
    expect(await bookingHealthOverview(db)).toMatchObject({ feeds: [], conflicts: [] });
  });

  it("adds nothing the second time", async () => {
    const before = (await siteStays(db, coast.siteId)).length + (await siteStays(db, mountains.siteId)).length;
    for (const [site, setup] of [
      [coast, DEMO_BOOKINGS.coast],
      [mountains, DEMO_BOOKINGS.mountains],
    ] as const) {
      expect((await seedDemoBookings(db, site.siteId, setup, NOW)).seeded).toBe(false);
    }
    const after = (await siteStays(db, coast.siteId)).length + (await siteStays(db, mountains.siteId)).length;
    expect(after).toBe(before);
    expect(await db.select().from(vouchers).where(eq(vouchers.siteId, coast.siteId))).toHaveLength(1);
    expect(await db.select().from(calendarFeeds).where(eq(calendarFeeds.siteId, coast.siteId))).toHaveLength(1);
  });

  it("lets the beach house by the week, Saturday to Saturday, when the server first starts in high summer", async () => {
    const summer = await demoSite(db, [{ slug: "duinhuis-zeezicht", maxGuests: 6 }]);
    const now = new Date("2027-06-20T09:00:00Z");
    const seeded = await seedDemoBookings(db, summer.siteId, DEMO_BOOKINGS.coast, now);
    expect(seeded).toMatchObject({ seeded: true, skipped: 0 });
    const inSummer = (await siteStays(db, summer.siteId)).filter(
      (s) => s.kind === "booking" && s.checkIn >= "2027-07-01" && s.checkIn <= "2027-08-31",
    );
    expect(inSummer.length).toBeGreaterThan(0);
    for (const s of inSummer) {
      expect(isoWeekday(s.checkIn)).toBe(6);
      expect(nightsBetween(s.checkIn, s.checkOut) % 7).toBe(0);
    }
  });
});
