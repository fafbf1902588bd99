import { describe, expect, it } from "vitest";
import { countryTimeZone } from "./guest-time-zone.ts";

const NOW = new Date("2026-11-29T12:00:00Z");

describe("a guest's clock from their country", () => {
  it("is the country's zone where it keeps one time", () => {
    expect(countryTimeZone("NL", NOW)).toBe("Europe/Amsterdam");
    expect(countryTimeZone("PL", NOW)).toBe("Europe/Warsaw");
    expect(countryTimeZone("GB", NOW)).toBe("Europe/London");
    // Büsingen keeps Berlin's time: still one clock.
    expect(countryTimeZone("DE", NOW)).toBe("Europe/Berlin");
  });

  it("is unknown for a country with several clocks, or no country at all", () => {
    expect(countryTimeZone("US", NOW)).toBeNull();
    expect(countryTimeZone("ES", NOW)).toBeNull();
    expect(countryTimeZone(null, NOW)).toBeNull();
    expect(countryTimeZone("nl", NOW)).toBeNull();
    expect(countryTimeZone("ZZ", NOW)).toBeNull();
  });
});
