import { describe, expect, it } from "vitest";
import { slugify } from "./slugify.ts";

describe("slugify", () => {
  it("keeps only lower-case ASCII words joined by hyphens", () => {
    expect(slugify("Boshuisje 'De Eekhoorn'")).toBe("boshuisje-de-eekhoorn");
    expect(slugify("Villa Zon & Zee")).toBe("villa-zon-zee");
    expect(slugify("  Chalet Élodie 2 ")).toBe("chalet-elodie-2");
    expect(slugify("  ★★★  ")).toBe("");
  });

  it("spells out the letters no decomposition turns into ASCII, in capitals too", () => {
    expect(slugify("Straße")).toBe("strasse");
    expect(slugify("Ferienhaus Große Düne")).toBe("ferienhaus-grosse-dune");
    expect(slugify("Domek nad jeziorem Łódź")).toBe("domek-nad-jeziorem-lodz");
    expect(slugify("Domek Łąka Żółta")).toBe("domek-laka-zolta");
    expect(slugify("Ærø Søhus")).toBe("aero-sohus");
    expect(slugify("Œuvre Þingvellir Đakovo")).toBe("oeuvre-thingvellir-dakovo");
  });

  it("stops at the length asked for, never on a hyphen", () => {
    expect(slugify("Het huis aan zee", 8)).toBe("het-huis");
    expect(slugify("Het huis aan zee", 9)).toBe("het-huis");
    expect(slugify("a".repeat(80))).toHaveLength(60);
  });
});
