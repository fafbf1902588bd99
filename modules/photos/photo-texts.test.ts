import { describe, expect, it } from "vitest";
import { PHOTO_TEXT_LIMITS, readPhotoTexts } from "./photo-texts.ts";

const form = (fields: Record<string, string>) => (name: string) => fields[name] ?? null;

describe("reading a photo's texts from a form", () => {
  it("takes one line per field, in the site's languages only", () => {
    expect(
      readPhotoTexts(
        form({
          "caption.nl": "  Het strand\n bij  eb ",
          "alt.nl": "Breed zandstrand",
          "caption.en": "",
          "caption.pl": "Niet aangeboden",
        }),
        ["nl", "en"],
      ),
    ).toEqual({ ok: true, caption: { nl: "Het strand bij eb", en: "" }, alt: { nl: "Breed zandstrand", en: "" } });
  });

  it("refuses a text over its limit and gives back everything typed", () => {
    const long = "é".repeat(PHOTO_TEXT_LIMITS.alt + 1);
    const read = readPhotoTexts(form({ "caption.nl": "Duinen", "alt.de": long }), ["nl", "de"]);
    expect(read).toEqual({
      ok: false,
      problems: { "alt.de": { code: "tooLong", max: PHOTO_TEXT_LIMITS.alt } },
      values: { "caption.nl": "Duinen", "caption.de": "", "alt.nl": "", "alt.de": long },
    });
    // Exactly at the limit is fine, counted in characters.
    expect(readPhotoTexts(form({ "alt.nl": "é".repeat(PHOTO_TEXT_LIMITS.alt) }), ["nl"]).ok).toBe(true);
  });
});
