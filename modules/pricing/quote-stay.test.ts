import { describe, expect, it } from "vitest";
import { todayIn } from "../dates/stay-date.ts";
import { broken, planWith, quote, season, stay, TODAY } from "./pricing.testing.ts";
import { percentOf, quoteStay } from "./quote-stay.ts";
import { DEFAULT_RATE_PLAN } from "./rate-plan-choices.ts";

// TODAY is Monday 1 June 2026. Run under UTC, Pacific/Kiritimati, Pacific/Honolulu and
// Europe/Amsterdam (vitest.config.ts): nothing below may depend on the process's zone.

const rates = (q: ReturnType<typeof quote>) => q.nights.map((n) => `${n.date} ${n.rate} ${n.cents}`);

describe("quoting a stay", () => {
  it("prices a plain stay night by night and adds the fees into the total", () => {
    const plan = planWith({ cleaningFeeCents: 7_500, depositCents: 25_000 });
    const q = quote(plan, stay("2026-07-06", 3));
    expect(q).toEqual({
      nights: [
        { date: "2026-07-06", cents: 10_000, rate: "base" },
        { date: "2026-07-07", cents: 10_000, rate: "base" },
        { date: "2026-07-08", cents: 10_000, rate: "base" },
      ],
      accommodationCents: 30_000,
      extraGuestCents: 0,
      discounts: [],
      voucher: null,
      cleaningFeeCents: 7_500,
      touristTaxCents: 0,
      totalCents: 37_500,
      // The deposit is asked on top and comes back: it is not in the total.
      depositCents: 25_000,
      currency: "EUR",
      violations: [],
      bookable: true,
    });
  });

  it("charges the weekend rate for Friday and Saturday nights only", () => {
    const q = quote(planWith({ weekendNightlyCents: 14_000 }), stay("2026-07-03", 7));
    expect(rates(q)).toEqual([
      "2026-07-03 weekend 14000",
      "2026-07-04 weekend 14000",
      "2026-07-05 base 10000",
      "2026-07-06 base 10000",
      "2026-07-07 base 10000",
      "2026-07-08 base 10000",
      "2026-07-09 base 10000",
    ]);
    expect(q.accommodationCents).toBe(2 * 14_000 + 5 * 10_000);
    // Without a weekend rate, Fridays cost the base rate.
    expect(rates(quote(planWith(), stay("2026-07-03", 1)))).toEqual(["2026-07-03 base 10000"]);
  });

  it("switches to a season's rate on the night the season starts, and back after its last night", () => {
    const summer = season("2026-07-01", "2026-07-31", 15_000, { name: "Zomer" });
    const plan = planWith({ weekendNightlyCents: 12_000, seasons: [summer] });
    const into = quote(plan, stay("2026-06-28", 5));
    expect(rates(into)).toEqual([
      "2026-06-28 base 10000",
      "2026-06-29 base 10000",
      "2026-06-30 base 10000",
      "2026-07-01 season 15000",
      "2026-07-02 season 15000",
    ]);
    expect(into.nights[3]).toEqual({ date: "2026-07-01", cents: 15_000, rate: "season", season: "Zomer" });
    // The season's rate holds on its weekends too; its last night is 31 July.
    const outOf = quote(plan, stay("2026-07-30", 4));
    expect(rates(outOf)).toEqual([
      "2026-07-30 season 15000",
      "2026-07-31 season 15000",
      "2026-08-01 weekend 12000",
      "2026-08-02 base 10000",
    ]);
  });

  it("resolves overlapping seasons by priority, then by the later start", () => {
    const summer = season("2026-07-01", "2026-08-31", 15_000, { name: "Zomer", priority: 0 });
    const building = season("2026-07-18", "2026-08-08", 18_000, { name: "Bouwvak", priority: 1 });
    const lateSummer = season("2026-08-01", "2026-08-31", 13_000, { name: "Nazomer", priority: 0 });
    const plan = planWith({ seasons: [building, summer, lateSummer] });
    expect(quote(plan, stay("2026-07-16", 4)).nights.map((n) => n.season)).toEqual([
      "Zomer",
      "Zomer",
      "Bouwvak",
      "Bouwvak",
    ]);
    // Zomer and Nazomer share priority 0: from 9 August (after Bouwvak) the later-starting Nazomer wins.
    expect(quote(plan, stay("2026-08-07", 4)).nights.map((n) => n.season)).toEqual([
      "Bouwvak",
      "Bouwvak",
      "Nazomer",
      "Nazomer",
    ]);
  });

  it("asks the minimum stay of the season the stay starts in", () => {
    const summer = season("2026-07-01", "2026-08-31", 15_000, { name: "Zomer", minNights: 7 });
    const winter = season("2026-11-01", "2027-02-28", 8_000, { name: "Winter", minNights: 1 });
    const plan = planWith({ minNights: 3, seasons: [summer, winter] });
    const short = quote(plan, stay("2026-07-04", 3));
    expect(short.violations).toEqual([{ code: "min_nights", params: { nights: 7, season: "Zomer" } }]);
    expect(short.bookable).toBe(false);
    // Still priced: the guest sees the price and why the stay cannot be booked as chosen.
    expect(short.accommodationCents).toBe(45_000);
    expect(quote(plan, stay("2026-07-04", 7)).bookable).toBe(true);
    // Arriving before the season, the plan's minimum applies, even for nights inside it.
    expect(broken(quote(plan, stay("2026-06-29", 3)))).toEqual([]);
    expect(quote(plan, stay("2026-06-29", 2)).violations).toEqual([{ code: "min_nights", params: { nights: 3 } }]);
    // A season may also allow shorter stays than the rest of the year.
    expect(broken(quote(plan, stay("2026-11-10", 1)))).toEqual([]);
  });

  it("refuses stays longer than the maximum", () => {
    const plan = planWith({ maxNights: 14 });
    expect(broken(quote(plan, stay("2026-07-04", 14)))).toEqual([]);
    expect(quote(plan, stay("2026-07-04", 15)).violations).toEqual([{ code: "max_nights", params: { nights: 14 } }]);
    // Years long: refused without listing every night.
    const years = quoteStay({
      plan,
      currency: "EUR",
      maxGuests: 4,
      checkIn: "2026-07-04",
      checkOut: "2031-07-04",
      adults: 2,
      children: 0,
      today: TODAY,
    });
    expect(years).toMatchObject({ nights: [], totalCents: 0, bookable: false });
    expect(broken(years)).toContain("max_nights");
  });

  it("allows arrival and departure only on the owner's weekdays", () => {
    const saturdays = planWith({ checkInDays: [6], checkOutDays: [6] });
    expect(broken(quote(saturdays, stay("2026-07-04", 7)))).toEqual([]);
    expect(quote(saturdays, stay("2026-07-03", 8)).violations).toEqual([
      { code: "check_in_day", params: { days: "6" } },
    ]);
    expect(quote(saturdays, stay("2026-07-04", 6)).violations).toEqual([
      { code: "check_out_day", params: { days: "6" } },
    ]);
    const weekends = planWith({ checkInDays: [5, 6], checkOutDays: [] });
    expect(broken(quote(weekends, stay("2026-07-03", 3)))).toEqual([]);
    expect(quote(weekends, stay("2026-07-05", 3)).violations).toEqual([
      { code: "check_in_day", params: { days: "5,6" } },
    ]);
  });

  it("keeps the lead time against the property's today, not the server's", () => {
    const plan = planWith({ leadTimeDays: 2 });
    expect(quote(plan, stay("2026-06-02", 3)).violations).toEqual([{ code: "lead_time", params: { days: 2 } }]);
    expect(broken(quote(plan, stay("2026-06-03", 3)))).toEqual([]);
    expect(quote(plan, stay("2026-05-31", 3)).violations).toEqual([{ code: "check_in_past", params: {} }]);
    // 22:30 UTC on 1 June is already 2 June in Amsterdam, still 1 June in Hawaii.
    const now = new Date("2026-06-01T22:30:00Z");
    const nextDay = planWith({ leadTimeDays: 1 });
    const arrival = stay("2026-06-02", 3);
    expect(broken(quote(nextDay, arrival, { today: todayIn("Europe/Amsterdam", now) }))).toEqual(["lead_time"]);
    expect(broken(quote(nextDay, arrival, { today: todayIn("Pacific/Honolulu", now) }))).toEqual([]);
    // Same-day arrival when the owner allows it.
    expect(broken(quote(planWith({ leadTimeDays: 0 }), stay(TODAY, 2)))).toEqual([]);
  });

  it("opens the calendar only as far ahead as the booking window", () => {
    const plan = planWith({ bookingWindowDays: 365 });
    expect(broken(quote(plan, stay("2027-06-01", 3)))).toEqual([]);
    expect(quote(plan, stay("2027-06-02", 3)).violations).toEqual([{ code: "booking_window", params: { days: 365 } }]);
  });

  it("checks the guests against the unit and asks for an adult", () => {
    expect(quote(planWith(), stay("2026-07-04", 3, { adults: 4, children: 3 })).violations).toEqual([
      { code: "too_many_guests", params: { guests: 6 } },
    ]);
    expect(broken(quote(planWith(), stay("2026-07-04", 3, { adults: 4, children: 2 })))).toEqual([]);
    expect(broken(quote(planWith(), stay("2026-07-04", 3, { adults: 0, children: 2 })))).toEqual(["no_adults"]);
  });

  it("charges extra guests per night above the threshold, children included, undiscounted", () => {
    const plan = planWith({
      extraGuestFee: { aboveGuests: 4, perNightCents: 1_500 },
      lengthOfStayDiscounts: [{ minNights: 3, percent: 10 }],
    });
    const q = quote(plan, stay("2026-07-06", 3, { adults: 4, children: 2 }));
    expect(q.extraGuestCents).toBe(2 * 1_500 * 3);
    expect(q.discounts).toEqual([{ kind: "lengthOfStay", percent: 10, cents: 3_000 }]);
    expect(q.totalCents).toBe(30_000 - 3_000 + 9_000);
    expect(quote(plan, stay("2026-07-06", 3, { adults: 2, children: 2 })).extraGuestCents).toBe(0);
  });

  it("charges tourist tax per adult per night, children free", () => {
    const plan = planWith({ touristTax: { kind: "perPersonNight", cents: 250 }, cleaningFeeCents: 5_000 });
    const q = quote(plan, stay("2026-07-06", 7, { adults: 2, children: 2 }));
    expect(q.touristTaxCents).toBe(2 * 7 * 250);
    expect(q.totalCents).toBe(70_000 + 5_000 + 3_500);
  });

  it("charges a percentage tourist tax on the rent the guest pays, not on the cleaning fee", () => {
    const plan = planWith({
      touristTax: { kind: "percent", percent: 12.5 },
      cleaningFeeCents: 5_000,
      lengthOfStayDiscounts: [{ minNights: 7, percent: 10 }],
    });
    const q = quote(plan, stay("2026-07-06", 7), { voucher: { code: "ZOMER", kind: "fixed", amount: 3_000 } });
    // 70,000 − 7,000 discount − 3,000 voucher = 60,000 paid for the nights; 12.5 % of it.
    expect(q.touristTaxCents).toBe(7_500);
    expect(q.totalCents).toBe(60_000 + 5_000 + 7_500);
  });

  it("gives the best length-of-stay discount the stay reaches", () => {
    const plan = planWith({
      lengthOfStayDiscounts: [
        { minNights: 7, percent: 10 },
        { minNights: 28, percent: 20 },
      ],
    });
    expect(quote(plan, stay("2026-07-06", 6)).discounts).toEqual([]);
    expect(quote(plan, stay("2026-07-06", 7)).discounts).toEqual([{ kind: "lengthOfStay", percent: 10, cents: 7_000 }]);
    expect(quote(plan, stay("2026-07-06", 28)).discounts).toEqual([
      { kind: "lengthOfStay", percent: 20, cents: 56_000 },
    ]);
  });

  it("gives last-minute and early-booking discounts by the days from today to arrival", () => {
    const plan = planWith({
      lastMinute: { withinDays: 7, percent: 15 },
      earlyBooking: { daysAhead: 180, percent: 5 },
    });
    expect(quote(plan, stay("2026-06-08", 2)).discounts).toEqual([{ kind: "lastMinute", percent: 15, cents: 3_000 }]);
    expect(quote(plan, stay("2026-06-09", 2)).discounts).toEqual([]);
    expect(quote(plan, stay("2026-11-28", 2)).discounts).toEqual([{ kind: "earlyBooking", percent: 5, cents: 1_000 }]);
    expect(quote(plan, stay("2026-11-27", 2)).discounts).toEqual([]);
  });

  it("adds discounts up on the accommodation, never beyond it, each rounded half up once", () => {
    const plan = planWith({
      baseNightlyCents: 3_335,
      lengthOfStayDiscounts: [{ minNights: 3, percent: 10 }],
      lastMinute: { withinDays: 30, percent: 2.5 },
    });
    const q = quote(plan, stay("2026-06-10", 3));
    // 10,005 × 10 % = 1,000.5 → 1,001; × 2.5 % = 250.125 → 250.
    expect(q.discounts).toEqual([
      { kind: "lengthOfStay", percent: 10, cents: 1_001 },
      { kind: "lastMinute", percent: 2.5, cents: 250 },
    ]);
    expect(q.totalCents).toBe(10_005 - 1_001 - 250);
    const greedy = planWith({
      lengthOfStayDiscounts: [{ minNights: 2, percent: 90 }],
      lastMinute: { withinDays: 30, percent: 90 },
      cleaningFeeCents: 4_000,
    });
    const free = quote(greedy, stay("2026-06-10", 2));
    expect(free.discounts.map((d) => d.cents)).toEqual([18_000, 2_000]);
    expect(free.totalCents).toBe(4_000);
  });

  it("takes a percentage voucher off the rent after the discounts", () => {
    const plan = planWith({ lengthOfStayDiscounts: [{ minNights: 7, percent: 10 }], cleaningFeeCents: 6_000 });
    const q = quote(plan, stay("2026-07-06", 7), { voucher: { code: "WELKOM10", kind: "percent", amount: 10 } });
    expect(q.voucher).toEqual({ code: "WELKOM10", cents: 6_300 });
    expect(q.totalCents).toBe(70_000 - 7_000 - 6_300 + 6_000);
    expect(q.bookable).toBe(true);
  });

  it("takes a fixed voucher off the rent, never below zero and never off the cleaning fee or tax", () => {
    const plan = planWith({ cleaningFeeCents: 6_000, touristTax: { kind: "perPersonNight", cents: 200 } });
    const fixed = quote(plan, stay("2026-07-06", 2), { voucher: { code: "VIJFTIG", kind: "fixed", amount: 5_000 } });
    expect(fixed.voucher).toEqual({ code: "VIJFTIG", cents: 5_000 });
    expect(fixed.totalCents).toBe(20_000 - 5_000 + 6_000 + 800);
    const huge = quote(plan, stay("2026-07-06", 2), { voucher: { code: "GRATIS", kind: "fixed", amount: 999_999 } });
    expect(huge.voucher).toEqual({ code: "GRATIS", cents: 20_000 });
    expect(huge.totalCents).toBe(6_000 + 800);
    const whole = quote(plan, stay("2026-07-06", 2), { voucher: { code: "ALLES", kind: "percent", amount: 100 } });
    expect(whole.totalCents).toBe(6_800);
  });

  it("cannot be booked before the owner has set a price", () => {
    const input = {
      plan: DEFAULT_RATE_PLAN,
      currency: "PLN" as const,
      maxGuests: 4,
      checkIn: "2026-07-06",
      checkOut: "2026-07-09",
      adults: 2,
      children: 0,
      today: TODAY,
    };
    const q = quoteStay(input);
    expect(q.violations).toEqual([{ code: "no_price", params: {} }]);
    expect(q.bookable).toBe(false);
    // Priced, or not, in the currency the site asked in.
    expect(q.currency).toBe("PLN");
    expect(quoteStay({ ...input, plan: planWith({}), currency: "PLN" })).toMatchObject({
      bookable: true,
      currency: "PLN",
    });
  });

  it("refuses dates that are not a stay, with nothing priced", () => {
    for (const [checkIn, checkOut] of [
      ["2026-07-06", "2026-07-06"],
      ["2026-07-06", "2026-07-05"],
      ["2026-02-27", "2026-02-30"],
      ["06-07-2026", "2026-07-09"],
    ] as const) {
      const q = quote(planWith(), { checkIn, checkOut, adults: 2, children: 0 });
      expect(q).toMatchObject({ nights: [], accommodationCents: 0, totalCents: 0, bookable: false });
      expect(q.violations).toEqual([{ code: "invalid_dates", params: {} }]);
    }
  });

  it("prices the nights around the clock changes, the new year and a leap day", () => {
    const plan = planWith({
      weekendNightlyCents: 12_000,
      seasons: [
        season("2026-12-31", "2027-01-01", 25_000, { name: "Oud en nieuw" }),
        season("2028-02-29", "2028-02-29", 29_000, { name: "Schrikkeldag" }),
      ],
    });
    expect(rates(quote(plan, stay("2026-03-27", 4)))).toEqual([
      "2026-03-27 weekend 12000",
      "2026-03-28 weekend 12000",
      "2026-03-29 base 10000",
      "2026-03-30 base 10000",
    ]);
    expect(rates(quote(plan, stay("2026-10-23", 4)))).toEqual([
      "2026-10-23 weekend 12000",
      "2026-10-24 weekend 12000",
      "2026-10-25 base 10000",
      "2026-10-26 base 10000",
    ]);
    expect(rates(quote(plan, stay("2026-12-30", 4)))).toEqual([
      "2026-12-30 base 10000",
      "2026-12-31 season 25000",
      "2027-01-01 season 25000",
      "2027-01-02 weekend 12000",
    ]);
    const leap = quote(plan, stay("2028-02-28", 2), { today: "2028-01-10" });
    expect(rates(leap)).toEqual(["2028-02-28 base 10000", "2028-02-29 season 29000"]);
    expect(leap.bookable).toBe(true);
    expect(quote(plan, stay("2026-01-30", 3)).nights.map((n) => n.date)).toEqual([
      "2026-01-30",
      "2026-01-31",
      "2026-02-01",
    ]);
  });

  it("lists every broken rule at once, in a fixed order", () => {
    const plan = planWith({ minNights: 3, leadTimeDays: 3, checkInDays: [6], checkOutDays: [6] });
    expect(broken(quote(plan, stay("2026-06-02", 1, { adults: 0, children: 8 })))).toEqual([
      "lead_time",
      "min_nights",
      "check_in_day",
      "check_out_day",
      "no_adults",
      "too_many_guests",
    ]);
  });

  it("rounds a percentage half up to a whole cent", () => {
    expect(percentOf(1_005, 50)).toBe(503);
    expect(percentOf(1_004, 50)).toBe(502);
    expect(percentOf(10_005, 10)).toBe(1_001);
    expect(percentOf(99, 12.5)).toBe(12);
    expect(percentOf(100, 12.5)).toBe(13);
    expect(percentOf(0, 20)).toBe(0);
  });
});
