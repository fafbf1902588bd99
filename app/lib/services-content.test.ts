import { describe, expect, it } from "vitest";
import { customWorkContent } from "../../content/custom-work/index.ts";
import { logoContent } from "../../content/logo/index.ts";
import { servicesContent } from "../../content/services/index.ts";
import { LANGUAGES } from "../../modules/i18n/languages.ts";
import { SERVICE_PAGES } from "../../modules/i18n/route-table.ts";
import { STANDARD_PLAN as plan } from "../../modules/seed/seed.ts";
import { withPlanFigures } from "./plan-copy.ts";

/** Every string in a content object, for checks that apply to all copy. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe("service, custom-work and logo copy", () => {
  it("fills every plan token in every language and leaves none behind", () => {
    for (const lang of LANGUAGES) {
      for (const content of [servicesContent[lang], customWorkContent[lang], logoContent[lang]]) {
        const filled = withPlanFigures(content, plan, lang);
        for (const text of strings(filled)) expect(text).not.toMatch(/\{\{|\}\}/);
      }
    }
  });

  it("writes no price or delivery promise by hand, only through tokens", () => {
    for (const lang of LANGUAGES) {
      for (const content of [servicesContent[lang], customWorkContent[lang], logoContent[lang]]) {
        for (const text of strings(content)) {
          expect(text).not.toMatch(/€\s?\d|\d\s?€|EUR\s?\d/);
          expect(text).not.toMatch(/24 (hours|uur|godzin)/i);
        }
      }
    }
  });

  it("gives each service page 3 to 5 questions and related services other than itself", () => {
    for (const lang of LANGUAGES) {
      for (const page of SERVICE_PAGES) {
        const content = servicesContent[lang].pages[page];
        expect(content.faq.length, `${lang} ${page}`).toBeGreaterThanOrEqual(3);
        expect(content.faq.length, `${lang} ${page}`).toBeLessThanOrEqual(5);
        expect(content.related.length).toBeGreaterThan(0);
        expect(content.related).not.toContain(page);
      }
    }
  });

  it("keeps the languages in step: same sections, lists of the same length", () => {
    for (const page of SERVICE_PAGES) {
      const [nl, en, pl] = LANGUAGES.map((lang) => servicesContent[lang].pages[page]);
      for (const other of [en, pl]) {
        expect(other?.solution.features.map((f) => f.icon)).toEqual(nl?.solution.features.map((f) => f.icon));
        expect(other?.steps.items.length).toBe(nl?.steps.items.length);
        expect(other?.spotlight?.items.length).toBe(nl?.spotlight?.items.length);
        expect(other?.faq.length).toBe(nl?.faq.length);
        expect(other?.related).toEqual(nl?.related);
      }
    }
  });

  it("uses distinct titles and descriptions for every page and language", () => {
    const metas = LANGUAGES.flatMap((lang) => [
      ...SERVICE_PAGES.map((page) => servicesContent[lang].pages[page].meta),
      customWorkContent[lang].meta,
      logoContent[lang].meta,
    ]);
    expect(new Set(metas.map((m) => m.title)).size).toBe(metas.length);
    expect(new Set(metas.map((m) => m.description)).size).toBe(metas.length);
  });
});
