import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { testBackends } from "../../db/testing.ts";
import { seedPageViews } from "./seed-page-views.ts";
import { siteStats } from "./site-stats.ts";

describe.each(testBackends())("demo page views on $name", (backend) => {
  let handle: DatabaseHandle;
  const site = randomUUID();
  const other = randomUUID();
  const now = new Date("2026-05-06T15:00:00Z");
  let made = 0;

  beforeAll(async () => {
    handle = await backend.open();
    made = await seedPageViews(handle.db, site, { days: 90, perDay: 40, now });
  });
  afterAll(() => handle.close());

  it("fills every day of the window with a plausible number of views, busier at weekends", async () => {
    const stats = await siteStats(handle.db, site, 90, now);
    expect(stats.totals.pageViews).toBe(made);
    expect(made).toBeGreaterThan(90 * 30);
    expect(stats.daily.every((d) => d.pageViews > 0 && d.visitors > 0 && d.visitors <= d.pageViews)).toBe(true);
    const full = stats.daily.slice(0, -1); // today has only begun
    const average = (days: typeof full) => days.reduce((n, d) => n + d.pageViews, 0) / days.length;
    const weekend = full.filter((d) => [0, 6].includes(new Date(`${d.day}T00:00:00Z`).getUTCDay()));
    const weekdays = full.filter((d) => ![0, 6].includes(new Date(`${d.day}T00:00:00Z`).getUTCDay()));
    expect(average(weekend)).toBeGreaterThan(average(weekdays) * 1.2);
    expect(stats.daily.at(-1)?.pageViews).toBeLessThan(average(full));
  });

  it("mixes pages, referrers, languages and devices", async () => {
    const stats = await siteStats(handle.db, site, 90, now);
    expect(stats.topPages[0]?.path).toBe("/");
    expect(stats.topPages.map((p) => p.path)).toEqual(expect.arrayContaining(["/galerij", "/de/galerie", "/en"]));
    expect(stats.referrers.map((r) => r.host)).toEqual(
      expect.arrayContaining(["google.com", "airbnb.com", "instagram.com", "facebook.com"]),
    );
    expect(stats.languages.map((l) => l.lang).sort()).toEqual(["", "de", "en", "pl"]);
    expect(stats.languages[0]?.lang).toBe("");
    expect(stats.devices.map((d) => d.device)).toEqual(["mobile", "desktop", "tablet"]);
  });

  it("is the same on every run and touches no other site", async () => {
    const again = randomUUID();
    expect(await seedPageViews(handle.db, again, { days: 90, perDay: 40, now })).toBe(made);
    expect((await siteStats(handle.db, other, 90, now)).totals).toEqual({ visitors: 0, pageViews: 0 });
  });
});
