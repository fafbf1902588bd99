import { describe, expect, it } from "vitest";
import { backupClock, dueAt } from "./backup-hour.ts";

describe("the backup clock", () => {
  it("reads the hour on Amsterdam's clock, summer and winter", () => {
    expect(backupClock(new Date("2026-07-05T01:30:00Z"))).toEqual({ hour: 3, weekday: 0, day: "2026-07-05" });
    expect(backupClock(new Date("2026-11-29T02:30:00Z"))).toEqual({ hour: 3, weekday: 0, day: "2026-11-29" });
    expect(backupClock(new Date("2026-11-28T23:30:00Z"))).toEqual({ hour: 0, weekday: 0, day: "2026-11-29" });
  });

  it("starts the backup at the admin's hour and the drill on Sunday two hours later", () => {
    expect(dueAt(new Date("2026-11-29T02:00:00Z"), 3)).toEqual({ backup: true, drill: false });
    expect(dueAt(new Date("2026-11-29T04:00:00Z"), 3)).toEqual({ backup: false, drill: true });
    expect(dueAt(new Date("2026-11-30T04:00:00Z"), 3)).toEqual({ backup: false, drill: false });
    // A backup at 23:00: the drill runs early on Sunday, after Saturday night's backup.
    expect(dueAt(new Date("2026-11-29T00:00:00Z"), 23)).toEqual({ backup: false, drill: true });
  });
});
