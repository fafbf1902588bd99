import { describe, expect, it } from "vitest";
import { THEME_NAMES as THEMES } from "../../modules/sites/themes.ts";
import { THEME_DEMOS, themeDemo } from "./theme-demos.ts";

describe("theme demos", () => {
  it("give each of the six themes its own house", () => {
    const houses = THEMES.map((theme) => themeDemo(theme).name);
    expect(new Set(Object.values(THEME_DEMOS)).size).toBe(THEMES.length);
    expect(new Set(houses).size).toBe(THEMES.length);
  });

  it("read in all four site languages, from the demo's own main language", () => {
    for (const theme of THEMES) {
      const { languages } = themeDemo(theme).doc;
      expect([languages.main, ...languages.others].sort()).toEqual(["de", "en", "nl", "pl"]);
    }
  });
});
