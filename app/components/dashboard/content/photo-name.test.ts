import { describe, expect, it } from "vitest";
import { photoName } from "./photo-name.ts";

describe("a photo's name in the theme editor's and content pages' pickers", () => {
  const photo = {
    alt: { de: "Blick auf die Dünen", nl: "Uitzicht op de duinen", en: "View of the dunes" },
    caption: {},
  };

  it("is its alt text in the owner's language, else the site's main language's", () => {
    expect(photoName(photo, { lang: "en", main: "nl" })).toBe("View of the dunes");
    expect(photoName(photo, { lang: "pl", main: "nl" })).toBe("Uitzicht op de duinen");
  });

  it("falls back to the caption, then to any text, then to nothing", () => {
    expect(photoName({ alt: {}, caption: { nl: "Het terras" } }, { lang: "en", main: "nl" })).toBe("Het terras");
    expect(photoName({ alt: { de: "Die Küche" }, caption: {} }, { lang: "en", main: "nl" })).toBe("Die Küche");
    expect(photoName({ alt: { nl: "  " }, caption: {} }, { lang: "nl", main: "nl" })).toBe("");
  });
});
