import { describe, expect, it } from "vitest";
import { failedCondition, ruleConditionsSchema, type StayFacts, stayChannel } from "./rule-conditions.ts";

const UNIT = "6f1c1a52-3f4e-4d0e-9a55-6a4f6d1f9b01";
const OTHER_UNIT = "0b7e5a3c-8d2f-4c61-b7a9-2e5d9c4f1a02";
const stay: StayFacts = {
  unitId: UNIT,
  channel: "direct",
  nights: 3,
  guests: 4,
  lang: "de",
  paidInFull: false,
  leadDays: 1,
};

describe("a rule's conditions", () => {
  it("hold for every stay when none are given", () => {
    expect(failedCondition({}, stay)).toBeNull();
    expect(failedCondition({ unitIds: [], channels: [], languages: [] }, stay)).toBeNull();
  });

  it("name the first one a stay fails, so the log can say why a message was skipped", () => {
    expect(failedCondition({ unitIds: [OTHER_UNIT] }, stay)).toBe("unitIds");
    expect(failedCondition({ channels: ["imported"] }, stay)).toBe("channels");
    expect(failedCondition({ nights: { min: 4 } }, stay)).toBe("nights");
    expect(failedCondition({ guests: { max: 2 } }, stay)).toBe("guests");
    expect(failedCondition({ languages: ["nl", "en"] }, stay)).toBe("languages");
    expect(failedCondition({ paidInFull: true }, stay)).toBe("paidInFull");
    expect(failedCondition({ leadDays: { min: 2 } }, stay)).toBe("leadDays");
    expect(failedCondition({ nights: { min: 3, max: 3 }, guests: { min: 4 }, paidInFull: false }, stay)).toBeNull();
  });

  it("are read back only in their known shape", () => {
    expect(ruleConditionsSchema.safeParse({ channels: ["direct"], nights: { min: 2 } }).success).toBe(true);
    expect(ruleConditionsSchema.safeParse({ channels: ["airbnb"] }).success).toBe(false);
    expect(ruleConditionsSchema.safeParse({ nights: { min: 5, max: 2 } }).success).toBe(false);
    expect(ruleConditionsSchema.safeParse({ unitIds: ["not-a-uuid"] }).success).toBe(false);
    expect(ruleConditionsSchema.safeParse({ languages: ["fr"] }).success).toBe(false);
    expect(ruleConditionsSchema.safeParse({ everything: true }).success).toBe(false);
  });

  it("call a stay entered by the owner a phone booking and an import by its channel 'imported'", () => {
    expect(stayChannel("direct")).toBe("direct");
    expect(stayChannel("manual")).toBe("phone");
    expect(stayChannel("airbnb")).toBe("imported");
  });
});
