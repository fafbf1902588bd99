import { describe, expect, it } from "vitest";
import { formatZonedMoment } from "./zoned-moment.ts";

// Run under UTC and far-off zones (vitest.config.ts): the property's clock, never the process's.
describe("a moment on the property's clock", () => {
  const winter = new Date("2026-11-28T13:00:00Z");
  const summer = new Date("2026-07-12T12:05:00Z");

  it("says the property's time and names its zone in the reader's language", () => {
    expect(formatZonedMoment(winter, "nl-NL", "Europe/Amsterdam")).toBe(
      "zaterdag 28 november 2026 om 14:00 (Midden-Europese tijd)",
    );
    expect(formatZonedMoment(winter, "en-GB", "Europe/Amsterdam")).toBe(
      "Saturday, 28 November 2026 at 14:00 (Central European Time)",
    );
    expect(formatZonedMoment(summer, "de-DE", "Europe/Berlin")).toBe(
      "Sonntag, 12. Juli 2026 um 14:05 (Mitteleuropäische Zeit)",
    );
    expect(formatZonedMoment(summer, "pl-PL", "Europe/Warsaw")).toBe(
      "niedziela, 12 lipca 2026 14:05 (czas środkowoeuropejski)",
    );
  });

  it("follows the property's zone, not the reader's", () => {
    expect(formatZonedMoment(winter, "en-GB", "Europe/London", "medium")).toBe(
      "28 Nov 2026, 13:00 (United Kingdom Time)",
    );
    expect(formatZonedMoment(winter, "nl-NL", "Atlantic/Canary", "medium")).toBe(
      "28 nov 2026, 13:00 (West-Europese tijd)",
    );
  });
});
