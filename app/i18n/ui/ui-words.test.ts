import { describe, expect, it } from "vitest";
import { wordProblems } from "../../../modules/i18n/word-check.testing.ts";
import { resources } from "./resources.ts";

/**
 * The home of the words of the marketing site and the signed-in app (account, onboarding,
 * dashboard, admin): Dutch is the reference, English and Polish hold the same keys.
 */
describe("the interface's words", () => {
  it("has every key in every language, none empty, the same placeholders and every plural form", () => {
    expect(wordProblems(resources)).toEqual([]);
  });
});
