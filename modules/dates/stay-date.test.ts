import { describe, expect, it } from "vitest";
import {
  addDays,
  compareStayDates,
  dayNumber,
  eachNight,
  fromDayNumber,
  isoWeekday,
  isStayDate,
  isTimeZone,
  nightsBetween,
  parseStayDate,
  todayIn,
} from "./stay-date.ts";

// vitest.config.ts runs this file under TZ=UTC, Pacific/Kiritimati (UTC+14) and
// Pacific/Honolulu (UTC−10): every answer below must be the same in all three.

describe("stay dates", () => {
  it("accepts only real calendar days written YYYY-MM-DD", () => {
    expect(parseStayDate("2026-07-04")).toBe("2026-07-04");
    expect(parseStayDate("2028-02-29")).toBe("2028-02-29");
    expect(parseStayDate("2000-02-29")).toBe("2000-02-29");
    for (const wrong of [
      "2026-02-30",
      "2026-02-29",
      "2100-02-29",
      "2026-13-01",
      "2026-04-31",
      "2026-00-10",
      "2026-7-4",
      "04-07-2026",
      "2026-07-04T00:00:00Z",
      " 2026-07-04",
      "0999-01-01",
      "",
      20260704,
      null,
      undefined,
    ]) {
      expect(parseStayDate(wrong), String(wrong)).toBeNull();
    }
    expect(isStayDate("2026-12-31")).toBe(true);
    expect(isStayDate("2026-12-32")).toBe(false);
  });

  it("counts days as whole numbers, with 1970-01-01 as day 0", () => {
    expect(dayNumber("1970-01-01")).toBe(0);
    expect(dayNumber("1969-12-31")).toBe(-1);
    expect(dayNumber("2026-07-04")).toBe(20638);
    expect(fromDayNumber(20638)).toBe("2026-07-04");
    expect(fromDayNumber(-1)).toBe("1969-12-31");
  });

  it("adds days across month ends, year ends and leap days", () => {
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2028-02-29", 1)).toBe("2028-03-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2027-01-01", -1)).toBe("2026-12-31");
    expect(addDays("2026-07-04", 0)).toBe("2026-07-04");
    expect(addDays("2026-07-04", 365)).toBe("2027-07-04");
    expect(addDays("2028-03-01", -366)).toBe("2027-03-01");
  });

  it("keeps every night of a stay across the European clock changes", () => {
    // Summer time starts on 2026-03-29 and ends on 2026-10-25: days of 23 and 25 hours there.
    expect(nightsBetween("2026-03-28", "2026-03-30")).toBe(2);
    expect(eachNight("2026-03-27", "2026-03-31")).toEqual(["2026-03-27", "2026-03-28", "2026-03-29", "2026-03-30"]);
    expect(nightsBetween("2026-10-24", "2026-10-26")).toBe(2);
    expect(eachNight("2026-10-24", "2026-10-27")).toEqual(["2026-10-24", "2026-10-25", "2026-10-26"]);
    expect(addDays("2026-03-29", 1)).toBe("2026-03-30");
    expect(addDays("2026-10-25", 1)).toBe("2026-10-26");
    expect(nightsBetween("2026-01-01", "2027-01-01")).toBe(365);
    expect(nightsBetween("2028-01-01", "2029-01-01")).toBe(366);
  });

  it("lists the nights of a stay, none when check-out is not after check-in", () => {
    expect(eachNight("2026-12-30", "2027-01-02")).toEqual(["2026-12-30", "2026-12-31", "2027-01-01"]);
    expect(eachNight("2028-02-28", "2028-03-01")).toEqual(["2028-02-28", "2028-02-29"]);
    expect(eachNight("2026-07-04", "2026-07-04")).toEqual([]);
    expect(eachNight("2026-07-05", "2026-07-04")).toEqual([]);
    expect(nightsBetween("2026-07-05", "2026-07-04")).toBe(-1);
  });

  it("names ISO weekdays, Monday 1 to Sunday 7", () => {
    expect(isoWeekday("2026-07-04")).toBe(6);
    expect(isoWeekday("2026-03-29")).toBe(7);
    expect(isoWeekday("2026-03-30")).toBe(1);
    expect(isoWeekday("2026-10-25")).toBe(7);
    expect(isoWeekday("2028-02-29")).toBe(2);
    expect(isoWeekday("1970-01-01")).toBe(4);
    expect(isoWeekday("1969-12-31")).toBe(3);
    expect(isoWeekday("1969-12-29")).toBe(1);
  });

  it("orders dates", () => {
    expect(compareStayDates("2026-07-04", "2026-07-05")).toBe(-1);
    expect(compareStayDates("2027-01-01", "2026-12-31")).toBe(1);
    expect(compareStayDates("2026-07-04", "2026-07-04")).toBe(0);
    expect(["2027-01-01", "2026-12-31", "2026-02-01"].sort(compareStayDates)).toEqual([
      "2026-02-01",
      "2026-12-31",
      "2027-01-01",
    ]);
  });

  it("says what day it is at the property, whatever the server's zone", () => {
    // 23:30 UTC on 28 March: already the 29th in the Netherlands and on Kiritimati, still the 28th in Hawaii.
    const lateEvening = new Date("2026-03-28T23:30:00Z");
    expect(todayIn("Europe/Amsterdam", lateEvening)).toBe("2026-03-29");
    expect(todayIn("Pacific/Kiritimati", lateEvening)).toBe("2026-03-29");
    expect(todayIn("Pacific/Honolulu", lateEvening)).toBe("2026-03-28");
    expect(todayIn("UTC", lateEvening)).toBe("2026-03-28");
    // 22:30 UTC is 00:30 the next day in Amsterdam's summer time, 23:30 the same day in its winter time.
    expect(todayIn("Europe/Amsterdam", new Date("2026-10-24T22:30:00Z"))).toBe("2026-10-25");
    expect(todayIn("Europe/Amsterdam", new Date("2026-10-25T22:30:00Z"))).toBe("2026-10-25");
    expect(todayIn("Europe/Amsterdam", new Date("2026-12-31T23:30:00Z"))).toBe("2027-01-01");
    expect(todayIn("Europe/Amsterdam", new Date("2028-02-28T23:00:00Z"))).toBe("2028-02-29");
    expect(() => todayIn("Mars/Olympus_Mons", lateEvening)).toThrow(RangeError);
    expect(isTimeZone("Europe/Amsterdam")).toBe(true);
    expect(isTimeZone("Mars/Olympus_Mons")).toBe(false);
  });
});
