import { describe, expect, it } from "vitest";
import { readOwnerBookingSettings } from "./owner-booking-settings.ts";
import {
  COMMON_TIME_ZONES,
  isPropertyTimeZone,
  timeZoneOffset,
  timeZonePlace,
  timeZonesByRegion,
} from "./property-time-zones.ts";

const typed = (fields: Partial<Record<"timeZone" | "accountHolder" | "iban" | "bic", string>> = {}) => ({
  timeZone: "Europe/Amsterdam",
  accountHolder: "S. de Vries",
  iban: "NL91 ABNA 0417 1643 00",
  bic: "ABNANL2A",
  ...fields,
});

describe("the property's time zone", () => {
  it("is one of the IANA zones the runtime knows, or the one stored already", () => {
    expect(isPropertyTimeZone("Europe/Warsaw")).toBe(true);
    expect(isPropertyTimeZone("Atlantic/Canary")).toBe(true);
    for (const wrong of ["Mars/Olympus_Mons", "europe/amsterdam", "Amsterdam", "", "CET+1"]) {
      expect(isPropertyTimeZone(wrong), wrong).toBe(false);
    }
    // A zone stored under a name this list does not use stays choosable.
    expect(isPropertyTimeZone("UTC", "UTC")).toBe(true);
    expect(isPropertyTimeZone("UTC", "Europe/Amsterdam")).toBe(false);
  });

  it("lists the common European zones first and the others by region, each once", () => {
    const groups = timeZonesByRegion();
    expect(groups[0]?.region).toBe("Europe");
    const listed = [...COMMON_TIME_ZONES.map((c) => c.zone), ...groups.flatMap((g) => g.zones)];
    expect(new Set(listed).size).toBe(listed.length);
    for (const zone of listed) expect(isPropertyTimeZone(zone), zone).toBe(true);
    expect(groups.flatMap((g) => g.zones)).toContain("Europe/Oslo");
    expect(timeZonePlace("America/Argentina/Buenos_Aires")).toBe("Argentina, Buenos Aires");
    expect(timeZoneOffset("Europe/Amsterdam", "en-GB", new Date("2026-07-01T12:00:00Z"))).toBe("GMT+2");
    expect(timeZoneOffset("Europe/Amsterdam", "en-GB", new Date("2026-01-01T12:00:00Z"))).toBe("GMT+1");
  });
});

describe("the owner's booking settings form", () => {
  it("reads the zone and the bank details in their stored form", () => {
    expect(readOwnerBookingSettings(typed({ timeZone: "Europe/Warsaw" }), "Europe/Amsterdam")).toEqual({
      ok: true,
      settings: {
        timeZone: "Europe/Warsaw",
        bank: { accountHolder: "S. de Vries", iban: "NL91ABNA0417164300", bic: "ABNANL2A" },
      },
    });
    expect(readOwnerBookingSettings(typed({ accountHolder: "", iban: "", bic: "" }), "Europe/Amsterdam")).toEqual({
      ok: true,
      settings: { timeZone: "Europe/Amsterdam", bank: null },
    });
  });

  it("refuses an unknown zone beside the bank details' own problems", () => {
    expect(readOwnerBookingSettings(typed({ timeZone: "Mars/Olympus_Mons", bic: "AB" }), "Europe/Amsterdam")).toEqual({
      ok: false,
      errors: { timeZone: { key: "timeZone" }, bic: { key: "bicFormat" } },
    });
    expect(readOwnerBookingSettings(typed({ timeZone: "Nowhere/Land" }), "Europe/Amsterdam")).toEqual({
      ok: false,
      errors: { timeZone: { key: "timeZone" } },
    });
  });
});
