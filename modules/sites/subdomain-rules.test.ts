import { describe, expect, it } from "vitest";
import { checkSubdomainRules } from "./subdomain-rules.ts";

describe("checkSubdomainRules", () => {
  it.each(["villa-zon", "abc", "huis-2-aan-zee", "123", "a".repeat(40)])("accepts %s", (name) => {
    expect(checkSubdomainRules(name)).toEqual({ ok: true, subdomain: name });
  });

  it("trims and lowercases what the owner typed", () => {
    expect(checkSubdomainRules("  Villa-Zon \n")).toEqual({ ok: true, subdomain: "villa-zon" });
  });

  it.each([
    ["too short", "ab"],
    ["too long", "a".repeat(41)],
    ["leading hyphen", "-villa"],
    ["trailing hyphen", "villa-"],
    ["double hyphen", "villa--zon"],
    ["punycode prefix", "xn--bcher-kva"],
    ["a dot", "villa.zon"],
    ["an underscore", "villa_zon"],
    ["a space inside", "villa zon"],
    ["an accent", "café-zon"],
    ["nothing", "   "],
  ])("refuses a name with %s as invalid", (_why, name) => {
    expect(checkSubdomainRules(name)).toEqual({ ok: false, reason: "invalid" });
  });

  it.each(["www", "admin", "API", "billing", "ns1", "sites", "modern-minimal", "modern-minimaal", "nature-rustic"])(
    "refuses the reserved name %s",
    (name) => {
      expect(checkSubdomainRules(name)).toEqual({ ok: false, reason: "reserved" });
    },
  );
});
