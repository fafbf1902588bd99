import { describe, expect, it } from "vitest";
import { addDays, daysBetween, utcDay } from "./utc-day.ts";
import { visitorHash } from "./visitor-hash.ts";

const SITE = "3f0c8a52-4a40-4d8e-9d55-0a6b8e0f1c11";
const UA = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148 Safari/604.1";

describe("visitor hash", () => {
  const salt = Buffer.alloc(32, 1);
  const nextDaySalt = Buffer.alloc(32, 2);

  it("is 16 bytes and the same for the same browser, address, site and day", () => {
    const hash = visitorHash(salt, SITE, "203.0.113.7", UA);
    expect(hash).toHaveLength(16);
    expect(visitorHash(salt, SITE, "203.0.113.7", UA).equals(hash)).toBe(true);
  });

  it("differs with the day's salt, the site, the address and the browser", () => {
    const hash = visitorHash(salt, SITE, "203.0.113.7", UA);
    expect(visitorHash(nextDaySalt, SITE, "203.0.113.7", UA).equals(hash)).toBe(false);
    expect(visitorHash(salt, "a1b2c3d4-0000-4000-8000-000000000001", "203.0.113.7", UA).equals(hash)).toBe(false);
    expect(visitorHash(salt, SITE, "203.0.113.8", UA).equals(hash)).toBe(false);
    expect(visitorHash(salt, SITE, "203.0.113.7", `${UA} Edge`).equals(hash)).toBe(false);
  });

  it("does not let one field shift into the next", () => {
    expect(visitorHash(salt, SITE, "1.2.3.4", "5x").equals(visitorHash(salt, SITE, "1.2.3.45", "x"))).toBe(false);
  });

  it("does not contain the address", () => {
    const hash = visitorHash(salt, SITE, "203.0.113.7", UA);
    expect(hash.includes(Buffer.from("203.0.113.7"))).toBe(false);
  });
});

describe("UTC days", () => {
  it("names the day in UTC, also just before midnight in Amsterdam", () => {
    expect(utcDay(new Date("2026-03-28T23:30:00+01:00"))).toBe("2026-03-28");
    expect(utcDay(new Date("2026-03-29T00:30:00+01:00"))).toBe("2026-03-28");
  });

  it("counts days across months and years", () => {
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(daysBetween("2026-02-27", "2026-03-02")).toEqual(["2026-02-27", "2026-02-28", "2026-03-01", "2026-03-02"]);
    expect(daysBetween("2026-03-02", "2026-03-02")).toEqual(["2026-03-02"]);
  });
});
