import { describe, expect, it } from "vitest";
import { applyLanguagesEdit, applyPlacesEdit, applySectionEdit, applyThemeOptions } from "./edit-site-content.ts";
import { siteContentDocSchema } from "./site-content-doc.ts";

function form(entries: [string, string][]) {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

const start = siteContentDocSchema.parse({
  languages: { main: "nl", others: ["de"] },
  tagline: { nl: "Slapen in de duinen", de: "Schlafen in den Dünen" },
  contact: { email: "host@duinhuis.test" },
});
const photoId = "3f0c6d7e-2b1a-4c5d-9e8f-0a1b2c3d4e5f";
const none = new Set<string>();

describe("editing the site's content", () => {
  it("sets the main language's texts and the values every language shares", () => {
    const edit = applySectionEdit(start, {
      section: "home",
      lang: "nl",
      form: form([
        ["tagline", "  Wakker worden met zeezicht "],
        ["intro", ""],
        ["heroPhotoId", photoId],
      ]),
      photoIds: new Set([photoId]),
    });
    if (!edit.ok) throw new Error(JSON.stringify(edit));
    expect(edit.doc.tagline).toEqual({ nl: "Wakker worden met zeezicht", de: "Schlafen in den Dünen" });
    expect(edit.doc.heroPhotoId).toBe(photoId);
  });

  it("changes only the translation in a translation, and an empty one falls back to the main text", () => {
    const edit = applySectionEdit(start, {
      section: "contact",
      lang: "de",
      form: form([["contact.email", "other@example.test"]]),
      photoIds: none,
    });
    if (!edit.ok) throw new Error("refused");
    expect(edit.doc.contact.email).toBe("host@duinhuis.test");
    const cleared = applySectionEdit(start, {
      section: "home",
      lang: "de",
      form: form([["tagline", ""]]),
      photoIds: none,
    });
    if (!cleared.ok) throw new Error("refused");
    expect(cleared.doc.tagline).toEqual({ nl: "Slapen in de duinen" });
  });

  it("refuses bad values with a reason per field and gives back what was typed", () => {
    const long = "x".repeat(141);
    const edit = applySectionEdit(start, {
      section: "contact",
      lang: "nl",
      form: form([
        ["contact.email", "geen-adres"],
        ["contact.phone", "bel me"],
        ["contact.country", "XX"],
        ["contact.mapUrl", "javascript:alert(1)"],
      ]),
      photoIds: none,
    });
    expect(edit).toEqual({
      ok: false,
      problems: {
        "contact.email": { code: "email" },
        "contact.phone": { code: "phone" },
        "contact.country": { code: "country" },
        "contact.mapUrl": { code: "url" },
      },
      values: {
        "contact.email": "geen-adres",
        "contact.phone": "bel me",
        "contact.country": "XX",
        "contact.mapUrl": "javascript:alert(1)",
      },
    });
    const tooLong = applySectionEdit(start, {
      section: "home",
      lang: "nl",
      form: form([["tagline", long]]),
      photoIds: none,
    });
    expect(tooLong.ok || tooLong.problems.tagline).toEqual({ code: "tooLong", max: 140 });
    const foreignPhoto = applySectionEdit(start, {
      section: "home",
      lang: "nl",
      form: form([["heroPhotoId", photoId]]),
      photoIds: none,
    });
    expect(foreignPhoto.ok || foreignPhoto.problems.heroPhotoId).toEqual({ code: "photo" });
  });

  it("refuses a line break or control character in a one-line text, and keeps the lines of a longer one", () => {
    const edit = applySectionEdit(start, {
      section: "about",
      lang: "nl",
      form: form([
        ["about.title", "Over ons\r\nEND:VCALENDAR"],
        ["about.hostNames", "Eva\u0000 en Piet"],
      ]),
      photoIds: none,
    });
    expect(edit.ok || edit.problems).toEqual({
      "about.title": { code: "oneLine" },
      "about.hostNames": { code: "oneLine" },
    });
    const home = applySectionEdit(start, {
      section: "home",
      lang: "nl",
      form: form([
        ["tagline", "Slapen\u2028in de duinen"],
        ["intro", "Welkom.\r\nTot ziens."],
      ]),
      photoIds: none,
    });
    expect(home.ok || home.problems).toEqual({ tagline: { code: "oneLine" } });
    const places = applyPlacesEdit(
      start,
      "nl",
      form([
        ["place.id", ""],
        ["place.name", "Strand\nBEGIN:VEVENT"],
        ["place.category", "beach"],
        ["place.distanceKm", "1"],
        ["place.description", "Vijf minuten\nlopen"],
      ]),
    );
    expect(places.ok || places.problems).toEqual({ "place.name.0": { code: "oneLine" } });
  });

  it("refuses a NUL or another control character in a longer text, an address or a link, storing nothing", () => {
    const edit = applySectionEdit(start, {
      section: "home",
      lang: "nl",
      form: form([
        ["intro", "Welkom.\u0000\r\nTot ziens."],
        ["tagline", "Slapen in de duinen"],
      ]),
      photoIds: none,
    });
    expect(edit.ok || edit.problems).toEqual({ intro: { code: "controls" } });
    const contact = applySectionEdit(start, {
      section: "contact",
      lang: "nl",
      form: form([
        ["contact.email", "eva\u0000@example.nl"],
        ["contact.street", "Duinweg 1"],
      ]),
      photoIds: none,
    });
    expect(contact.ok || contact.problems).toEqual({ "contact.email": { code: "oneLine" } });
    const places = applyPlacesEdit(
      start,
      "nl",
      form([
        ["place.id", ""],
        ["place.name", "Strand"],
        ["place.category", "beach"],
        ["place.distanceKm", "1"],
        ["place.description", "Vijf\u0007 minuten\nlopen"],
      ]),
    );
    expect(places.ok || places.problems).toEqual({ "place.description.0": { code: "controls" } });
  });

  it("keeps script typed into a text as text, and refuses rich text that is not an editor document", () => {
    const edit = applySectionEdit(start, {
      section: "about",
      lang: "nl",
      form: form([
        ["about.title", "<script>alert(1)</script>"],
        ["about.story", '{"type":"html","html":"<b>x</b>"}'],
      ]),
      photoIds: none,
    });
    expect(edit.ok || edit.problems).toEqual({ "about.story": { code: "rich" } });
    const plain = applySectionEdit(start, {
      section: "about",
      lang: "nl",
      form: form([["about.title", "<script>alert(1)</script>"]]),
      photoIds: none,
    });
    expect(plain.ok && plain.doc.about.title.nl).toBe("<script>alert(1)</script>");
  });

  it("sets the main language and the others offered", () => {
    const edit = applyLanguagesEdit(
      start,
      form([
        ["main", "de"],
        ["others", "nl"],
        ["others", "de"],
        ["others", "pl"],
      ]),
    );
    expect(edit.ok && edit.doc.languages).toEqual({ main: "de", others: ["nl", "pl"] });
    expect(applyLanguagesEdit(start, form([["main", "fr"]])).ok).toBe(false);
  });

  it("replaces the places nearby in the order given and translates them in place", () => {
    const added = applyPlacesEdit(
      start,
      "nl",
      form([
        ["place.id", ""],
        ["place.name", "Strand"],
        ["place.category", "beach"],
        ["place.distanceKm", "0,45"],
        ["place.description", "Vijf minuten lopen"],
        ["place.id", ""],
        ["place.name", ""],
        ["place.category", "food"],
        ["place.distanceKm", "2"],
        ["place.description", "zonder naam valt weg"],
      ]),
    );
    if (!added.ok) throw new Error("refused");
    expect(added.doc.surroundings.places).toMatchObject([
      { name: { nl: "Strand" }, category: "beach", distanceKm: 0.5 },
    ]);
    const id = added.doc.surroundings.places[0]?.id ?? "";
    const translated = applyPlacesEdit(
      added.doc,
      "de",
      form([
        ["place.id", id],
        ["place.name", "Strand"],
        ["place.description", "Fünf Minuten zu Fuß"],
      ]),
    );
    expect(translated.ok && translated.doc.surroundings.places[0]).toMatchObject({
      id,
      name: { nl: "Strand", de: "Strand" },
      description: { nl: "Vijf minuten lopen", de: "Fünf Minuten zu Fuß" },
      category: "beach",
    });
  });

  it("keeps each theme's own choices and refuses one the theme does not offer", () => {
    const edit = applyThemeOptions(
      start,
      "warm-cozy",
      form([
        ["theme.accent", "berry"],
        ["theme.heroLayout", "collage"],
      ]),
    );
    expect(edit.ok && edit.doc.themes).toEqual({ "warm-cozy": { accent: "berry", heroLayout: "collage" } });
    const foreign = applyThemeOptions(start, "warm-cozy", form([["theme.accent", "acid"]]));
    expect(foreign.ok || foreign.problems).toEqual({ "theme.accent": { code: "choice" } });
  });
});
