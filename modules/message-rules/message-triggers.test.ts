import { describe, expect, it } from "vitest";
import { DEFAULT_RULES } from "./default-rules.ts";
import { dayBounds, MESSAGE_TRIGGERS, timingOf } from "./message-triggers.ts";
import { ruleConditionsSchema } from "./rule-conditions.ts";

describe("message triggers", () => {
  it("count the stay's own days from arrival or departure, and a change of the booking from when it happened", () => {
    expect(timingOf("before_arrival", { days: -3, hours: 0, at: 600 }).anchor).toBe("arrival");
    expect(timingOf("during_stay", { days: 1, hours: 0, at: 600 }).anchor).toBe("arrival");
    expect(timingOf("review_request", { days: 2, hours: 0, at: 600 }).anchor).toBe("departure");
    expect(timingOf("payment_failed", { days: 0, hours: 1, at: null }).anchor).toBe("event");
  });

  it("keep 'before arrival' before it and 'after departure' after it", () => {
    expect(dayBounds("before_arrival").max).toBeLessThan(0);
    expect(dayBounds("arrival_day")).toEqual({ min: 0, max: 0 });
    expect(dayBounds("during_stay").min).toBeGreaterThan(0);
    expect(dayBounds("after_departure").min).toBe(0);
    for (const trigger of MESSAGE_TRIGGERS) expect(dayBounds(trigger).min).toBeLessThanOrEqual(dayBounds(trigger).max);
  });
});

describe("the rules every owner starts with", () => {
  it("are a confirmation, arrival information 3 days before at 10:00 held until paid, and a review request", () => {
    expect(DEFAULT_RULES.map((r) => [r.key, r.trigger, r.days, r.at, r.holdUntilPaid])).toEqual([
      ["confirmation", "booking_confirmed", 0, null, false],
      ["arrival_info", "before_arrival", -3, 600, true],
      ["review_request", "review_request", 2, 600, false],
    ]);
  });

  it("are rules an owner could have saved themselves", () => {
    for (const rule of DEFAULT_RULES) {
      const { min, max } = dayBounds(rule.trigger);
      expect(rule.days).toBeGreaterThanOrEqual(min);
      expect(rule.days).toBeLessThanOrEqual(max);
      expect(ruleConditionsSchema.safeParse(rule.conditions).success).toBe(true);
    }
  });
});
