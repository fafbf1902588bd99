import { describe, expect, it } from "vitest";
import { counted, fillIn, listOr } from "./fill-in.ts";

describe("filling in words", () => {
  it("fills placeholders and leaves an unknown one as it is", () => {
    expect(fillIn("Boek {name} voor {nights} nachten, {price}", { name: "Duinhuis", nights: 7 })).toBe(
      "Boek Duinhuis voor 7 nachten, {price}",
    );
  });

  it("counts in the plural form the language asks for, the number as it writes it", () => {
    const nights = { one: "{n} noc", few: "{n} noce", many: "{n} nocy", other: "{n} nocy" };
    expect([1, 3, 5, 22].map((n) => counted(nights, n, "pl-PL"))).toEqual(["1 noc", "3 noce", "5 nocy", "22 noce"]);
    expect(counted({ one: "{n} nacht", other: "{n} nachten" }, 1095, "nl-NL")).toBe("1.095 nachten");
    expect(counted({ other: "{n} Nächte" }, 1, "de-DE")).toBe("1 Nächte");
  });

  it("lists with the language's word for or", () => {
    expect([[], ["a"], ["a", "b"], ["a", "b", "c"]].map((items) => listOr(items, "of"))).toEqual([
      "",
      "a",
      "a of b",
      "a, b of c",
    ]);
  });
});
