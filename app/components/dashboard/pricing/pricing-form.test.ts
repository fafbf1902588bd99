import { describe, expect, it } from "vitest";
import { planWith, season } from "../../../../modules/pricing/pricing.testing.ts";
import { DEFAULT_RATE_PLAN, type RatePlan } from "../../../../modules/pricing/rate-plan-choices.ts";
import {
  type PricingValues,
  pricingFormFields,
  pricingValuesFrom,
  pricingValuesOf,
  readPricingValues,
} from "./pricing-form.ts";

/** The form as a browser posts it. */
function posted(values: PricingValues): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(pricingFormFields(values))) {
    for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
  }
  return form;
}

const read = (values: PricingValues, fallback: RatePlan = DEFAULT_RATE_PLAN) =>
  readPricingValues(pricingValuesFrom(posted(values)), fallback);

const full = planWith({
  baseNightlyCents: 12_950,
  weekendNightlyCents: 14_500,
  seasons: [
    season("2026-07-01", "2026-08-31", 17_500, { id: "zomer", name: "Zomer", minNights: 7, priority: 1 }),
    season("2026-12-24", "2027-01-02", 19_900, { id: "kerst", name: "Kerst" }),
  ],
  minNights: 2,
  maxNights: 28,
  checkInDays: [5, 6],
  checkOutDays: [],
  leadTimeDays: 1,
  bookingWindowDays: 540,
  cleaningFeeCents: 7_550,
  extraGuestFee: { aboveGuests: 4, perNightCents: 1_250 },
  touristTax: { kind: "perPersonNight", cents: 245 },
  depositCents: 25_000,
  lengthOfStayDiscounts: [
    { minNights: 7, percent: 10 },
    { minNights: 28, percent: 22.5 },
  ],
  lastMinute: { withinDays: 7, percent: 15 },
  earlyBooking: { daysAhead: 180, percent: 5 },
  cancellationPolicy: "strict",
  bookingMode: "instant",
  requestHoldHours: 24,
  paymentTerms: { kind: "split", firstPercent: 25, balanceDaysBefore: 14 },
  depositCollection: "hold",
  depositReturnDays: 10,
});

/** Values of the full plan with some fields typed differently. */
const typed = (fields: Partial<PricingValues["fields"]>, more: Partial<PricingValues> = {}): PricingValues => {
  const values = pricingValuesOf(full, ",");
  return { ...values, ...more, fields: { ...values.fields, ...fields } };
};

describe("the pricing form", () => {
  it("shows a stored plan as the owner types it, and reads it back unchanged", () => {
    const values = pricingValuesOf(full, ",");
    expect(values.fields).toMatchObject({
      baseNightly: "129,50",
      cleaningFee: "75,50",
      touristTaxAmount: "2,45",
      deposit: "250",
    });
    expect(values.discounts.map((d) => d.percent)).toEqual(["10", "22,5"]);
    expect(read(values)).toEqual({ plan: full, problems: {} });
    expect(read(pricingValuesOf(full, "."))).toEqual({ plan: full, problems: {} });
    expect(pricingValuesOf(full, ".").fields.baseNightly).toBe("129.50");
  });

  it("takes amounts with a comma or a point, and optional rules left empty as switched off", () => {
    const { plan, problems } = read(
      typed({
        baseNightly: "€ 1.250,-",
        weekendNightly: "",
        cleaningFee: "",
        deposit: "",
        extraGuestAbove: "",
        extraGuestFee: "",
        lastMinuteDays: "",
        lastMinutePercent: "",
        earlyBookingDays: "",
        earlyBookingPercent: "",
        requestHoldHours: "",
        touristTaxKind: "percent",
        touristTaxPercent: "12.5",
      }),
    );
    expect(problems).toEqual({});
    expect(plan).toMatchObject({
      baseNightlyCents: 125_000,
      weekendNightlyCents: null,
      cleaningFeeCents: 0,
      depositCents: 0,
      extraGuestFee: null,
      lastMinute: null,
      earlyBooking: null,
      requestHoldHours: null,
      touristTax: { kind: "percent", percent: 12.5 },
    });
  });

  it("names each field's problem, and keeps the rule it had for the example meanwhile", () => {
    const { plan, problems } = read(
      typed({
        baseNightly: "veel",
        weekendNightly: "0",
        minNights: "5",
        maxNights: "3",
        leadTimeDays: "-1",
        cleaningFee: "99999",
        lastMinuteDays: "7",
        lastMinutePercent: "",
        touristTaxAmount: "2,455",
        cancellationPolicy: "whenever",
      }),
      full,
    );
    const key = (name: string) => problems[name]?.[0]?.key.replace("dashboard.pricing.errors.", "");
    expect(Object.keys(problems).sort()).toEqual(
      [
        "baseNightly",
        "weekendNightly",
        "maxNights",
        "leadTimeDays",
        "cleaningFee",
        "lastMinutePercent",
        "touristTaxAmount",
        "cancellationPolicy",
      ].sort(),
    );
    expect(key("baseNightly")).toBe("amount");
    expect(key("maxNights")).toBe("maxBelowMin");
    expect(problems.cleaningFee).toEqual([{ key: "dashboard.pricing.errors.amountMax", params: { max: 10_000 } }]);
    expect(problems.leadTimeDays).toEqual([{ key: "dashboard.pricing.errors.whole", params: { min: 0, max: 365 } }]);
    expect(key("lastMinutePercent")).toBe("pair");
    expect(key("cancellationPolicy")).toBe("choice");
    expect(plan).toMatchObject({ baseNightlyCents: 12_950, leadTimeDays: 1, cancellationPolicy: "strict" });
  });

  it("reads the payment terms and the deposit's collection, ignoring the fields the choice hides", () => {
    expect(pricingValuesOf(full, ",").fields).toMatchObject({
      paymentTerms: "split",
      firstPercent: "25",
      balanceDaysBefore: "14",
      depositCollection: "hold",
      depositReturnDays: "10",
    });
    // Paid in full, the split's fields offer the usual split for when the owner switches.
    const inFull = pricingValuesOf({ ...full, paymentTerms: { kind: "full" } }, ",");
    expect(inFull.fields).toMatchObject({ paymentTerms: "full", firstPercent: "30", balanceDaysBefore: "30" });
    expect(read(inFull).plan.paymentTerms).toEqual({ kind: "full" });

    // Hidden fields are never a problem: the split's while in full, the return days while the owner collects.
    const hidden = read(
      typed({
        paymentTerms: "full",
        firstPercent: "abc",
        balanceDaysBefore: "",
        depositCollection: "owner",
        depositReturnDays: "999",
      }),
      full,
    );
    expect(hidden.problems).toEqual({});
    expect(hidden.plan).toMatchObject({
      paymentTerms: { kind: "full" },
      depositCollection: "owner",
      depositReturnDays: 10,
    });
    expect(read(typed({ depositCollection: "owner", depositReturnDays: "12" })).plan.depositReturnDays).toBe(12);

    const refundable = read(
      typed({ firstPercent: "99", balanceDaysBefore: "120", depositCollection: "payment", depositReturnDays: "30" }),
    );
    expect(refundable.problems).toEqual({});
    expect(refundable.plan).toMatchObject({
      paymentTerms: { kind: "split", firstPercent: 99, balanceDaysBefore: 120 },
      depositCollection: "payment",
      depositReturnDays: 30,
    });
  });

  it("reads cancelling an unpaid balance after its grace, off by default, and refuses a grace out of bounds", () => {
    expect(pricingValuesOf(DEFAULT_RATE_PLAN, ",").fields).toMatchObject({
      cancelUnpaid: "",
      cancelUnpaidGraceDays: "3",
    });
    expect(read(typed({})).plan.cancelUnpaid).toBeNull();
    const on = read(typed({ cancelUnpaid: "on", cancelUnpaidGraceDays: "5" }));
    expect(on.problems).toEqual({});
    expect(on.plan.cancelUnpaid).toEqual({ graceDays: 5 });
    expect(pricingValuesOf(on.plan, ",").fields).toMatchObject({ cancelUnpaid: "on", cancelUnpaidGraceDays: "5" });
    expect(read(typed({ cancelUnpaid: "on", cancelUnpaidGraceDays: "0" })).plan.cancelUnpaid).toEqual({ graceDays: 0 });

    const stored = planWith({ ...full, cancelUnpaid: { graceDays: 2 } });
    const whole = [{ key: "dashboard.pricing.errors.whole", params: { min: 0, max: 14 } }];
    for (const grace of ["15", "-1", "", "2,5", "<b>"]) {
      const refused = read(typed({ cancelUnpaid: "on", cancelUnpaidGraceDays: grace }), stored);
      expect([grace, refused.problems]).toEqual([grace, { cancelUnpaidGraceDays: whole }]);
      expect(refused.plan.cancelUnpaid).toEqual({ graceDays: 2 });
    }
    // Unticked, the hidden grace is no problem; paid in full there is no balance to wait for.
    expect(read(typed({ cancelUnpaid: "", cancelUnpaidGraceDays: "99" }), stored)).toMatchObject({
      problems: {},
      plan: { cancelUnpaid: null },
    });
    expect(
      read(typed({ paymentTerms: "full", cancelUnpaid: "on", cancelUnpaidGraceDays: "99" }), stored),
    ).toMatchObject({ problems: {}, plan: { cancelUnpaid: null } });
  });

  it("refuses payment terms and return days out of bounds, and choices it does not offer, keeping the stored ones", () => {
    const whole = (min: number, max: number) => [{ key: "dashboard.pricing.errors.whole", params: { min, max } }];
    const choice = [{ key: "dashboard.pricing.errors.choice" }];
    const cases: [Partial<PricingValues["fields"]>, Record<string, unknown>][] = [
      [{ firstPercent: "0" }, { firstPercent: whole(1, 99) }],
      [{ firstPercent: "100" }, { firstPercent: whole(1, 99) }],
      [{ firstPercent: "25,5" }, { firstPercent: whole(1, 99) }],
      [{ firstPercent: "" }, { firstPercent: whole(1, 99) }],
      [
        { firstPercent: "25%", balanceDaysBefore: "121" },
        { firstPercent: whole(1, 99), balanceDaysBefore: whole(1, 120) },
      ],
      [{ balanceDaysBefore: "-3" }, { balanceDaysBefore: whole(1, 120) }],
      [{ balanceDaysBefore: "1e2" }, { balanceDaysBefore: whole(1, 120) }],
      [{ paymentTerms: "later" }, { paymentTerms: choice }],
      [{ paymentTerms: "" }, { paymentTerms: choice }],
      [{ depositCollection: "cash" }, { depositCollection: choice }],
      [{ depositReturnDays: "0" }, { depositReturnDays: whole(1, 30) }],
      [{ depositCollection: "payment", depositReturnDays: "31" }, { depositReturnDays: whole(1, 30) }],
      [{ depositReturnDays: "<script>" }, { depositReturnDays: whole(1, 30) }],
    ];
    const stored = planWith({ paymentTerms: { kind: "full" }, depositCollection: "payment", depositReturnDays: 5 });
    for (const [fields, expected] of cases) {
      const { plan, problems } = read(typed(fields), stored);
      expect([fields, problems]).toEqual([fields, expected]);
      // The example keeps what was stored for a rule with a problem.
      if ("firstPercent" in expected || "balanceDaysBefore" in expected || "paymentTerms" in expected) {
        expect(plan.paymentTerms).toEqual({ kind: "full" });
      }
      if ("depositCollection" in expected) expect(plan.depositCollection).toBe("payment");
      if ("depositReturnDays" in expected) expect(plan.depositReturnDays).toBe(5);
    }
  });

  it("reads season and discount rows, ignoring empty ones and naming a row's problem by its key", () => {
    const values = pricingValuesOf(full, ",");
    const seasons = [
      ...values.seasons,
      { key: "n1", name: "", from: "", until: "", nightly: "", minNights: "", priority: "" },
      {
        key: "n2",
        name: "Pasen",
        from: "2027-04-05",
        until: "2027-03-28",
        nightly: "abc",
        minNights: "0",
        priority: "",
      },
    ];
    const discounts = [
      ...values.discounts,
      { key: "d9", nights: "7", percent: "12" },
      { key: "d10", nights: "", percent: "" },
    ];
    const { plan, problems } = read({ ...values, seasons, discounts });
    expect(problems).toEqual({
      "season-n2-until": [{ key: "dashboard.pricing.errors.dateOrder" }],
      "season-n2-nightly": [{ key: "dashboard.pricing.errors.amount" }],
      "season-n2-minNights": [{ key: "dashboard.pricing.errors.whole", params: { min: 1, max: 730 } }],
      "discount-d9-nights": [{ key: "dashboard.pricing.errors.duplicateStep" }],
    });
    expect(plan.seasons.map((s) => s.id)).toEqual(["zomer", "kerst"]);
    expect(plan.lengthOfStayDiscounts).toEqual(full.lengthOfStayDiscounts);
  });

  it("refuses a season's name of more than one line beside it", () => {
    const values = pricingValuesOf(full, ",");
    for (const title of ["Zomer\r\nEND:VCALENDAR", "Zo\u0000mer", "Zo\u0085mer"]) {
      const seasons = values.seasons.map((row) => (row.key === "zomer" ? { ...row, name: title } : row));
      const { problems } = read({ ...values, seasons }, full);
      expect([title, problems]).toEqual([
        title,
        { "season-zomer-name": [{ key: "dashboard.pricing.errors.oneLine" }] },
      ]);
    }
  });

  it("gives a row whose key was tampered with a fresh one", () => {
    const form = posted(pricingValuesOf(full, ","));
    form.delete("seasonKey");
    form.append("seasonKey", "<script>");
    form.append("seasonKey", "kerst");
    const values = pricingValuesFrom(form);
    expect(values.seasons.map((row) => row.key)).toEqual(["n3", "kerst"]);
    expect(readPricingValues(values, full).plan.seasons.map((s) => s.id)).toEqual(["n3", "kerst"]);
  });
});
