import { describe, expect, it } from "vitest";
import { wordProblems } from "../../../modules/i18n/word-check.testing.ts";
import { de } from "./de.ts";
import { en } from "./en.ts";
import { nl } from "./nl.ts";
import { pl } from "./pl.ts";

/**
 * The home of every word guests read on owners' sites: the themes, the booking widget and
 * page, and the booking API's answers. Dutch is the reference.
 */
describe("the owner sites' words", () => {
  it("has every key in every site language, none empty, the same placeholders and every plural form", () => {
    expect(wordProblems({ nl, en, de, pl })).toEqual([]);
  });
});
