import { describe, expect, it } from "vitest";
import { FAQ_CONTENT } from "../../../../content/faq/index.ts";
import type { FaqGroup } from "../../../../content/faq/types.ts";
import { LANGUAGES } from "../../../../modules/i18n/languages.ts";
import { formatMoney } from "../../../../modules/plans/format-plan.ts";
import { STANDARD_PLAN as plan } from "../../../../modules/seed/seed.ts";
import { withPlanFigures } from "../../../lib/plan-copy.ts";
import { faqPageJsonLd } from "./faq-json-ld.ts";

const groups: FaqGroup[] = [
  {
    id: "pricing",
    title: "Pricing",
    items: [
      {
        id: "cost",
        question: "What does it cost?",
        answer: ["{{setupFee}} once, then {{monthlyFee}} a month.", "See the [pricing page](page:pricing)."],
      },
    ],
  },
  {
    id: "tech",
    title: "Technical",
    items: [{ id: "backups", question: "Backups?", answer: ["Every day."] }],
  },
];

describe("FAQPage JSON-LD", () => {
  it("lists every question of every group with its answer as plain text", () => {
    const questions = withPlanFigures(groups, plan, "en").flatMap((g) => g.items);
    const data = faqPageJsonLd(questions, "en");
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      inLanguage: "en",
      mainEntity: [
        {
          "@type": "Question",
          name: "What does it cost?",
          acceptedAnswer: { "@type": "Answer", text: "€150 once, then €50 a month.\n\nSee the pricing page." },
        },
        { "@type": "Question", name: "Backups?", acceptedAnswer: { "@type": "Answer", text: "Every day." } },
      ],
    });
  });

  it("refuses copy whose plan tokens were not filled in", () => {
    expect(() =>
      faqPageJsonLd(
        groups.flatMap((g) => g.items),
        "en",
      ),
    ).toThrow(/unfilled \{\{setupFee\}\} in FAQ "cost"/);
  });

  it.each(LANGUAGES)("builds from the real %s FAQ with the plan's prices and no placeholders", (lang) => {
    const content = withPlanFigures(FAQ_CONTENT[lang], plan, lang);
    const questions = content.groups.flatMap((g) => g.items);
    const data = faqPageJsonLd(questions, lang);
    expect(data.mainEntity).toHaveLength(questions.length);
    const text = JSON.stringify(data);
    expect(text).not.toMatch(/\{\{|\]\(page:/);
    expect(text).toContain(formatMoney(plan.setupFeeCents, plan.currency, lang));
  });
});

describe("FAQ content", () => {
  it.each(LANGUAGES)("%s has at least 14 answered questions in five groups, with unique anchors", (lang) => {
    const content = FAQ_CONTENT[lang];
    expect(content.groups).toHaveLength(5);
    const items = content.groups.flatMap((g) => g.items);
    expect(items.length).toBeGreaterThanOrEqual(14);
    for (const item of items) expect(item.answer.join(" ").length).toBeGreaterThan(80);
    const ids = [...content.groups.map((g) => g.id), ...items.map((i) => i.id)];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("asks the same questions, under the same anchors, in every language", () => {
    const anchors = (lang: (typeof LANGUAGES)[number]) =>
      FAQ_CONTENT[lang].groups.map((g) => `${g.id}:${g.items.map((i) => i.id).join(",")}`);
    expect(anchors("en")).toEqual(anchors("nl"));
    expect(anchors("pl")).toEqual(anchors("nl"));
  });
});
