import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { firstBlogPostPath, LANGUAGES, MARKETING_PAGES, urlPath } from "./support/site.ts";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const BLOCKING = new Set(["serious", "critical"]);
const NOT_FOUND = { nl: "/bestaat-niet", en: "/en/does-not-exist", pl: "/pl/nie-ma" } as const;

// Content that fades or slides in is checked in its final state.
test.use({ contextOptions: { reducedMotion: "reduce" } });

/** Runs axe-core on the page and fails on serious or critical violations, listing each one. */
async function expectNoSeriousViolations(page: Page, path: string) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ""));
  const report = blocking.map((v) => {
    const nodes = v.nodes
      .slice(0, 5)
      .map((n) => `    - ${n.target.join(" ")}\n      ${n.failureSummary?.replace(/\n/g, "\n      ") ?? ""}`)
      .join("\n");
    const more = v.nodes.length > 5 ? `\n    … and ${v.nodes.length - 5} more` : "";
    return `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
  });
  expect(report, `serious or critical accessibility violations on ${path}`).toEqual([]);
}

test.describe("accessibility (axe-core, WCAG 2.1 A/AA)", () => {
  for (const { page: pageId, lang, path } of MARKETING_PAGES) {
    test(`${path} (${pageId}, ${lang})`, async ({ page }) => {
      const response = await page.goto(urlPath(path));
      expect(response?.status()).toBe(200);
      await expectNoSeriousViolations(page, path);
    });
  }

  for (const lang of LANGUAGES) {
    test(`not-found page (${lang})`, async ({ page }) => {
      const response = await page.goto(NOT_FOUND[lang]);
      expect(response?.status()).toBe(404);
      await expectNoSeriousViolations(page, NOT_FOUND[lang]);
    });

    test(`a blog article (${lang})`, async ({ page }) => {
      const post = await firstBlogPostPath(page, lang);
      await page.goto(urlPath(post));
      await expectNoSeriousViolations(page, post);
    });
  }
});
