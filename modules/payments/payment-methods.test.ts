import { describe, expect, it } from "vitest";
import { canHold, laterCollection, methodsFor } from "./payment-methods.ts";

describe("the methods a guest is offered", () => {
  it("offers BLIK and Przelewy24 on a site priced in złoty, and no euro-only method", () => {
    expect(methodsFor("PLN")).toEqual(["card", "przelewy24", "blik"]);
  });

  it("offers iDEAL, Bancontact and SEPA on a site priced in euro, and no BLIK", () => {
    expect(methodsFor("EUR")).toEqual(["card", "ideal", "bancontact", "przelewy24", "sepa_debit"]);
  });

  it("holds a deposit only on a card, and collects a balance without the guest only by card or mandate", () => {
    expect(methodsFor("EUR").filter(canHold)).toEqual(["card"]);
    expect(laterCollection("ideal")).toBe("sepa_mandate");
    expect(laterCollection("card")).toBe("card");
    expect(laterCollection("blik")).toBeNull();
    expect(laterCollection("przelewy24")).toBeNull();
  });
});
