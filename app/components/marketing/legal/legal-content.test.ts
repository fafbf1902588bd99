import { describe, expect, it } from "vitest";
import { ABOUT_CONTENT } from "../../../../content/about/index.ts";
import { LEGAL_CONTENT } from "../../../../content/legal/index.ts";
import { LEGAL_PAGES, type LegalBlock, type LegalPage } from "../../../../content/legal/types.ts";
import { LANGUAGES } from "../../../../modules/i18n/languages.ts";
import { formatMoney } from "../../../../modules/plans/format-plan.ts";
import { STANDARD_PLAN as plan } from "../../../../modules/seed/seed.ts";
import { withPlanFigures } from "../../../lib/plan-copy.ts";
import { parseInline } from "./inline-links.ts";

function blockTexts(block: LegalBlock): string[] {
  switch (block.type) {
    case "p":
    case "h3":
      return [block.text];
    case "list":
      return block.items;
    case "terms":
      return block.items.flatMap((i) => [i.term, i.text]);
  }
}

describe("legal documents", () => {
  it.each(LANGUAGES)("%s: every link points at a page, or at a section that exists", (lang) => {
    const docs = LEGAL_CONTENT[lang].documents;
    const sectionIds = (page: LegalPage) => new Set(docs[page].sections.map((s) => s.id));
    for (const page of LEGAL_PAGES) {
      for (const section of docs[page].sections) {
        for (const text of section.blocks.flatMap(blockTexts)) {
          for (const part of parseInline(text)) {
            if (part.kind === "anchor") expect(sectionIds(page), `${page}#${part.hash}`).toContain(part.hash);
            if (part.kind === "page" && part.hash) {
              expect(LEGAL_PAGES as readonly string[]).toContain(part.page);
              expect(sectionIds(part.page as LegalPage), `${part.page}#${part.hash}`).toContain(part.hash);
            }
          }
        }
      }
    }
  });

  it("has the same numbered sections, under the same anchors, in every language", () => {
    for (const page of LEGAL_PAGES) {
      const ids = (lang: (typeof LANGUAGES)[number]) => LEGAL_CONTENT[lang].documents[page].sections.map((s) => s.id);
      expect(new Set(ids("nl")).size, page).toBe(ids("nl").length);
      expect(ids("en"), page).toEqual(ids("nl"));
      expect(ids("pl"), page).toEqual(ids("nl"));
    }
  });

  it.each(LANGUAGES)("%s: the terms state the plan's fees and guarantee through its tokens", (lang) => {
    const terms = JSON.stringify(withPlanFigures(LEGAL_CONTENT[lang].documents.terms, plan, lang));
    expect(terms).not.toContain("{{");
    expect(terms).toContain(formatMoney(plan.setupFeeCents, plan.currency, lang));
    expect(terms).toContain("30");
  });

  it.each(LANGUAGES)("%s: the about page only uses known plan tokens", (lang) => {
    const about = JSON.stringify(withPlanFigures(ABOUT_CONTENT[lang], plan, lang));
    expect(about).not.toContain("{{");
  });
});
