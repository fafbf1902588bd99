import { describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import type { OwnerSite } from "./create-owner-site.ts";
import { ownerSiteMemo } from "./owner-site-memo.ts";

const site = (themeName: OwnerSite["themeName"]) => ({ site: { id: "s", themeName } as OwnerSite });

describe("ownerSiteMemo", () => {
  it("looks an owner's site up once for the loaders of one request", async () => {
    let lookups = 0;
    const memo = ownerSiteMemo({} as Database, async () => {
      lookups += 1;
      return site("warm-cozy");
    });
    const found = await Promise.all([memo("owner"), memo("owner"), memo("owner")]);
    expect(found.map((s) => s?.themeName)).toEqual(["warm-cozy", "warm-cozy", "warm-cozy"]);
    expect(lookups).toBe(1);
  });

  it("looks again for an action, and the loaders after it see what the action changed", async () => {
    let theme: OwnerSite["themeName"] = "warm-cozy";
    let lookups = 0;
    const memo = ownerSiteMemo({} as Database, async () => {
      lookups += 1;
      return site(theme);
    });
    expect((await memo("owner", { fresh: true }))?.themeName).toBe("warm-cozy");
    theme = "urban-hip";
    expect((await memo("owner"))?.themeName).toBe("urban-hip");
    expect((await memo("owner"))?.themeName).toBe("urban-hip");
    expect(lookups).toBe(2);
  });

  it("does not keep a failed lookup", async () => {
    let calls = 0;
    const memo = ownerSiteMemo({} as Database, async () => {
      calls += 1;
      if (calls === 1) throw new Error("database away");
      return null;
    });
    await expect(memo("owner")).rejects.toThrow("database away");
    expect(await memo("owner")).toBeNull();
  });
});
