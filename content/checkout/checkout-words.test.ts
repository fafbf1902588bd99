import { describe, expect, it } from "vitest";
import { wordProblems } from "../../modules/i18n/word-check.testing.ts";
import { checkoutContent } from "./index.ts";

describe("the checkout's words", () => {
  it("has every word in Dutch, English and Polish, none empty, with the same placeholders", () => {
    expect(wordProblems(checkoutContent)).toEqual([]);
  });

  it("speaks to Dutch owners informally", () => {
    const dutch = JSON.stringify(checkoutContent.nl);
    expect(dutch).not.toMatch(/\b(?:u|uw)\b/i);
    expect(checkoutContent.nl.checkout.pay.button).toBe("Betaal {amount} en start");
  });
});
