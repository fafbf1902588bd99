import { describe, expect, it } from "vitest";
import { planStay, type RuleToPlan, type StayToPlan } from "./plan-stay.ts";

const ARRIVAL_INFO = "tpl-arrival";
const REVIEW = "tpl-review";
const CONFIRMATION = "tpl-confirmation";

function rule(over: Partial<RuleToPlan> & Pick<RuleToPlan, "id" | "trigger">): RuleToPlan {
  return {
    templateId: ARRIVAL_INFO,
    days: 0,
    hours: 0,
    atMinute: null,
    quietFrom: null,
    quietUntil: null,
    late: "send",
    enabled: true,
    ...over,
  };
}

const threeDaysBefore = rule({ id: "r-arrival", trigger: "before_arrival", days: -3, atMinute: 600 });
const confirmation = rule({ id: "r-confirm", trigger: "booking_confirmed", templateId: CONFIRMATION });
const review = rule({ id: "r-review", trigger: "review_request", templateId: REVIEW, days: 2, atMinute: 600 });

const confirmedAt = new Date("2026-12-01T13:00:00Z");
function stay(over: Partial<StayToPlan> = {}): StayToPlan {
  return {
    timeZone: "Europe/Amsterdam",
    arrival: "2026-12-20",
    departure: "2026-12-24",
    checkInFrom: 900,
    checkOutUntil: 600,
    kind: "booking",
    status: "confirmed",
    hasGuestEmail: true,
    confirmedAt,
    events: { booking_confirmed: confirmedAt },
    guestTimeZone: null,
    ...over,
  };
}

const brief = (plans: ReturnType<typeof planStay>) =>
  plans.map((p) => [p.ruleId, p.dueAt.toISOString(), p.state, p.reason]);

describe("planning a stay's messages", () => {
  it("plans each rule at its moment on the property's clock", () => {
    expect(brief(planStay([confirmation, threeDaysBefore, review], stay()))).toEqual([
      ["r-confirm", "2026-12-01T13:00:00.000Z", "planned", null],
      ["r-arrival", "2026-12-17T09:00:00.000Z", "planned", null],
      ["r-review", "2026-12-26T09:00:00.000Z", "planned", null],
    ]);
  });

  it("plans nothing for a block, an import without an address, or a trigger that has not happened", () => {
    expect(planStay([threeDaysBefore], stay({ kind: "block" }))).toEqual([]);
    expect(planStay([threeDaysBefore], stay({ kind: "import", hasGuestEmail: false }))).toEqual([]);
    // A request not yet accepted has no stay days to count from.
    expect(planStay([threeDaysBefore], stay({ status: "request", confirmedAt: null, events: {} }))).toEqual([]);
    const paid = rule({ id: "r-paid", trigger: "payment_received", templateId: "tpl-paid" });
    expect(planStay([paid], stay())).toEqual([]);
  });

  it("sends at once, or skips, a moment already past when the stay was booked, as the rule says", () => {
    // Booked one day before arrival: 3 days before has passed.
    const late = stay({ arrival: "2026-12-02", departure: "2026-12-05" });
    expect(brief(planStay([threeDaysBefore], late))).toEqual([
      ["r-arrival", "2026-12-01T13:00:00.000Z", "planned", null],
    ]);
    expect(brief(planStay([{ ...threeDaysBefore, late: "skip" }], late))).toEqual([
      ["r-arrival", "2026-11-29T09:00:00.000Z", "skipped", "too_late"],
    ]);
  });

  it("skips what a cancelled stay no longer needs, and a rule switched off", () => {
    const cancelledAt = new Date("2026-12-05T10:00:00Z");
    const sorry = rule({ id: "r-cancelled", trigger: "cancelled", templateId: "tpl-cancelled" });
    const cancelled = stay({ status: "cancelled", events: { booking_confirmed: confirmedAt, cancelled: cancelledAt } });
    expect(brief(planStay([threeDaysBefore, sorry], cancelled))).toEqual([
      ["r-arrival", "2026-12-17T09:00:00.000Z", "skipped", "stay_cancelled"],
      ["r-cancelled", "2026-12-05T10:00:00.000Z", "planned", null],
    ]);
    expect(planStay([{ ...review, enabled: false }], stay())[0]).toMatchObject({
      state: "skipped",
      reason: "rule_off",
    });
  });

  it("sends one template once when two rules name it: the earlier rule keeps it", () => {
    const twoDaysBefore = rule({ id: "r-arrival-2", trigger: "before_arrival", days: -2, atMinute: 600 });
    expect(brief(planStay([twoDaysBefore, threeDaysBefore], stay()))).toEqual([
      ["r-arrival-2", "2026-12-18T09:00:00.000Z", "skipped", "same_template"],
      ["r-arrival", "2026-12-17T09:00:00.000Z", "planned", null],
    ]);
  });

  it("keeps quiet hours on the guest's clock where it is known", () => {
    const evening = rule({
      id: "r-evening",
      trigger: "arrival_day",
      atMinute: 20 * 60,
      quietFrom: 21 * 60,
      quietUntil: 9 * 60,
    });
    // 20:00 in Amsterdam is 19:00 in London (not quiet) but 22:00 in Helsinki (quiet until 09:00 there).
    expect(brief(planStay([evening], stay({ guestTimeZone: "Europe/London" })))[0]?.[1]).toBe(
      "2026-12-20T19:00:00.000Z",
    );
    expect(brief(planStay([evening], stay({ guestTimeZone: "Europe/Helsinki" })))[0]?.[1]).toBe(
      "2026-12-21T07:00:00.000Z",
    );
  });
});
