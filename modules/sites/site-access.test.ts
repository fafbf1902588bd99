import { describe, expect, it } from "vitest";
import { siteAccess } from "./site-access.ts";

const published = new Date("2026-01-01");

describe("who may see an owner's site", () => {
  it("is live for guests while the owner's subscription runs, also with a renewal past due in its grace period", () => {
    for (const state of ["trialing", "active", "past_due"] as const) {
      expect(siteAccess(published, state)).toBe("live");
      expect(siteAccess(null, state)).toBe("live");
    }
  });

  it("waits in preview until a site made by the wizard is paid for, and after the subscription ended", () => {
    expect(siteAccess(null, null)).toBe("preview");
    expect(siteAccess(null, "pending")).toBe("preview");
    expect(siteAccess(published, "cancelled")).toBe("preview");
  });

  it("is suspended after the grace period, published or not", () => {
    expect(siteAccess(published, "suspended")).toBe("suspended");
  });

  it("stays live for a site published without a subscription (made before the checkout existed)", () => {
    expect(siteAccess(published, null)).toBe("live");
  });
});
