import { describe, expect, it } from "vitest";
import type { StayFacts } from "../message-rules/rule-conditions.ts";
import { decideDueMessage } from "./decide-due-message.ts";

const facts: StayFacts = {
  unitId: "6f1c1a52-3f4e-4d0e-9a55-6a4f6d1f9b01",
  channel: "direct",
  nights: 4,
  guests: 2,
  lang: "de",
  paidInFull: true,
  leadDays: 30,
};
const texts = {
  nl: { subject: "Tot zo, {{ guest.first_name }}", body: "De code is {{ unit.check_in_instructions }}." },
  de: { subject: "Bis gleich, {{ guest.first_name }}", body: "Der Code ist {{ unit.check_in_instructions }}." },
};
const values = { "guest.first_name": "Jonas", "unit.check_in_instructions": "4711" };
const base = {
  conditions: {},
  facts,
  holdUntilPaid: true,
  dueIsPaid: true,
  texts,
  siteLang: "nl" as const,
  valuesIn: () => values,
};

describe("a message whose moment has come", () => {
  it("goes out in the guest's language with the door code", async () => {
    const decision = await decideDueMessage(base);
    expect(decision).toMatchObject({ kind: "send", lang: "de", message: { subject: "Bis gleich, Jonas" } });
    expect(decision.kind === "send" && decision.message.text).toBe("Der Code ist 4711.");
  });

  it("falls back to the site's main language where the template has no text in the guest's", async () => {
    const decision = await decideDueMessage({ ...base, facts: { ...facts, lang: "pl" } });
    expect(decision).toMatchObject({ kind: "send", lang: "nl" });
  });

  it("is held while a payment due is open, or the door code is not written yet, and says why", async () => {
    // A balance paid on arrival is not due yet: the stay is not paid in full, but nothing holds it.
    expect(await decideDueMessage({ ...base, facts: { ...facts, paidInFull: false } })).toMatchObject({ kind: "send" });
    expect(await decideDueMessage({ ...base, dueIsPaid: false })).toEqual({
      kind: "hold",
      reason: "unpaid",
    });
    expect(await decideDueMessage({ ...base, valuesIn: () => ({ "guest.first_name": "Jonas" }) })).toEqual({
      kind: "hold",
      reason: "missing:unit.check_in_instructions",
    });
  });

  it("is skipped when the stay no longer meets the rule's conditions", async () => {
    expect(await decideDueMessage({ ...base, conditions: { nights: { min: 7 } } })).toEqual({
      kind: "skip",
      reason: "condition:nights",
    });
  });
});
