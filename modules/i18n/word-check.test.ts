import { describe, expect, it } from "vitest";
import { placeholdersOf, wordProblems } from "./word-check.testing.ts";

const nl = {
  title: "Boek {name}",
  nights_one: "{{count}} nacht",
  nights_other: "{{count}} nachten",
  guests: { one: "{n} gast", other: "{n} gasten" },
  months: ["januari", "februari"],
  summary: (average: number) => `${average}`,
};

describe("the words check of every home", () => {
  it("finds nothing wrong in languages that agree, plural forms as each language counts", () => {
    const pl = {
      title: "Zarezerwuj {name}",
      nights_one: "{{count}} noc",
      nights_few: "{{count}} noce",
      nights_many: "{{count}} nocy",
      nights_other: "{{count}} nocy",
      guests: { one: "{n} gość", few: "{n} gości", many: "{n} gości", other: "{n} gościa" },
      months: ["styczeń", "luty"],
      summary: (average: number) => `${average}`,
    };
    expect(wordProblems({ nl, pl })).toEqual([]);
  });

  it("names a missing or extra key, an empty value and a list of another length", () => {
    const { title: _gone, ...rest } = nl;
    expect(wordProblems({ nl, en: { ...rest, extra: "x", months: ["January"], summary: () => "" } })).toEqual([
      "en: title is missing",
      "en: months has 1 items, nl 2",
      "en: summary is a function of 0, nl has a function of 1",
      "en: extra is not in nl",
    ]);
    expect(wordProblems({ nl, en: { ...nl, title: "  " } })).toEqual([
      "en: title is empty",
      "en: title names {}, nl names {name}",
    ]);
  });

  it("names a placeholder one language has and another not, in every syntax", () => {
    expect(wordProblems({ nl, de: { ...nl, title: "Buchen Sie {{ name }}" } })).toEqual([]);
    expect(wordProblems({ nl, de: { ...nl, title: "Buchen Sie {date}" } })).toEqual([
      "de: title names {date}, nl names {name}",
    ]);
    expect(placeholdersOf('{{ url | button: "Zur Website" }} {{name}} {n} {{- x}} {{ url }}')).toEqual([
      "n",
      "name",
      "url",
      "x",
    ]);
  });

  it("asks every plural form a language uses, and a count where the reference has one", () => {
    const { nights_one: _one, ...noOne } = nl;
    expect(wordProblems({ nl: noOne })).toEqual(["nl: nights has no plural form one"]);
    expect(wordProblems({ nl, pl: { ...nl, guests: { one: "{n} gość", other: "{n} gościa" } } })).toEqual([
      "pl: nights has no plural form few, many",
      "pl: guests has no plural form few, many",
    ]);
    const { nights_one: _o, nights_other: _t, ...flat } = nl;
    expect(wordProblems({ nl, en: { ...flat, nights: "{{count}} nights" } })).toEqual([
      "en: nights is a text, nl has a count",
    ]);
  });
});
