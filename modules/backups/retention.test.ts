import { describe, expect, it } from "vitest";
import { backupsToRemove, isoWeekKey } from "./retention.ts";

const at = (iso: string) => ({ at: new Date(iso), name: iso });
const names = (list: { name: string }[]) => list.map((b) => b.name);

/** One backup a day at 03:00 UTC from `from` for `days` days. */
function daily(from: string, days: number) {
  const start = new Date(from).getTime();
  return Array.from({ length: days }, (_, i) => at(new Date(start + i * 86_400_000).toISOString()));
}

describe("backup retention", () => {
  it("keeps everything while there are no more than a week of daily backups", () => {
    expect(backupsToRemove(daily("2026-11-01T03:00:00.000Z", 7))).toEqual([]);
  });

  it("after a year of daily backups keeps 7 days, 4 weeks and 12 months: the rest goes, oldest first", () => {
    const all = daily("2025-11-01T03:00:00.000Z", 394); // 2025-11-01 … 2026-11-29
    const removed = backupsToRemove(all);
    const kept = all.filter((b) => !removed.includes(b)).map((b) => b.name.slice(0, 10));
    expect(kept).toEqual([
      // the last day of each of the 12 months before (and including) November 2026
      "2025-12-31",
      "2026-01-31",
      "2026-02-28",
      "2026-03-31",
      "2026-04-30",
      "2026-05-31",
      "2026-06-30",
      "2026-07-31",
      "2026-08-31",
      "2026-09-30",
      "2026-10-31",
      // the Sundays ending the last 4 ISO weeks (W45, W46, W47) and this week's newest
      "2026-11-08",
      "2026-11-15",
      "2026-11-22",
      // the last 7 days
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
      "2026-11-29",
    ]);
    expect(removed[0]?.name.slice(0, 10)).toBe("2025-11-01");
  });

  it("keeps only the newest of several backups on one day, and a month's last one as its monthly", () => {
    const list = [at("2026-11-29T03:00:00Z"), at("2026-11-29T14:10:00Z"), at("2026-11-28T03:00:00Z")];
    expect(names(backupsToRemove(list))).toEqual(["2026-11-29T03:00:00Z"]);
  });

  it("counts days that have a backup, so an outage does not throw away the last good ones", () => {
    const beforeOutage = daily("2026-09-01T03:00:00.000Z", 7);
    const afterOutage = [at("2026-11-29T03:00:00.000Z")];
    const removed = backupsToRemove([...beforeOutage, ...afterOutage]);
    // Six days from before the outage are kept as dailies beside the newest; the seventh
    // oldest is no week's or month's newest either.
    expect(names(removed)).toEqual(["2026-09-01T03:00:00.000Z"]);
  });

  it("never removes the only or the newest backup", () => {
    expect(backupsToRemove([at("2020-01-01T00:00:00Z")])).toEqual([]);
    expect(backupsToRemove([], { daily: 0, weekly: 0, monthly: 0 })).toEqual([]);
    const two = [at("2020-01-01T00:00:00Z"), at("2020-01-02T00:00:00Z")];
    expect(names(backupsToRemove(two, { daily: 0, weekly: 0, monthly: 0 }))).toEqual(["2020-01-01T00:00:00Z"]);
  });

  it("names ISO weeks across the turn of the year", () => {
    expect(isoWeekKey(new Date("2026-01-01T12:00:00Z"))).toBe("2026-W01");
    expect(isoWeekKey(new Date("2027-01-01T12:00:00Z"))).toBe("2026-W53");
    expect(isoWeekKey(new Date("2024-12-30T12:00:00Z"))).toBe("2025-W01");
    expect(isoWeekKey(new Date("2026-11-29T23:59:00Z"))).toBe("2026-W48");
  });
});
