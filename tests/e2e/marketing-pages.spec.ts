import { expect, type Page, test } from "@playwright/test";
import { expectAccessible } from "./support/axe.ts";
import {
  ALIAS_PAGES,
  decodedPath,
  firstBlogPostPath,
  LANGUAGES,
  type Lang,
  MARKETING_PAGES,
  pagePath,
  urlPath,
} from "./support/site.ts";

const HREFLANGS = ["nl", "en", "pl", "x-default"] as const;

// Content that fades or slides in is checked in its final state.
test.use({ contextOptions: { reducedMotion: "reduce" } });

type HeadFacts = {
  lang: string;
  h1s: number;
  title: string;
  canonicals: string[];
  alternates: [string, string][];
};

/**
 * The checks every rendered marketing page must pass, in one visit: its head, its
 * accessibility (axe-core) and its weight: no React, only the small enhancement script
 * (the pages are not hydrated, docs/decisions/0008). Every problem of the page is reported
 * at once (soft assertions), so a page that is not finished fails fast and completely.
 */
async function expectWellFormedPage(page: Page, path: string, lang: Lang, canonicalPath: string) {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  const response = await page.goto(urlPath(path));
  expect(response?.status(), `HTTP status of ${path}`).toBe(200);
  expect.soft(response?.headers()["content-security-policy"], "CSP").toMatch(/script-src 'self' 'nonce-/);
  const facts: HeadFacts = await page.evaluate(() => ({
    lang: document.documentElement.lang,
    h1s: document.querySelectorAll("h1").length,
    title: document.title,
    canonicals: [...document.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]')].map((l) => l.href),
    alternates: [...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map((l) => [
      l.hreflang,
      l.href,
    ]),
  }));

  expect.soft(facts.lang, "<html lang>").toBe(lang);
  expect.soft(facts.h1s, "number of <h1> elements").toBe(1);
  if (facts.h1s === 1) await expect.soft(page.locator("h1"), "the h1 is visible").toBeVisible();
  expect.soft(facts.title.trim(), "<title>").not.toBe("");
  expect.soft(facts.canonicals.map(decodedPath), "canonical link").toEqual([canonicalPath]);
  const hreflangs = facts.alternates.map(([hreflang]) => hreflang).sort();
  expect.soft(hreflangs, "hreflang alternates").toEqual([...HREFLANGS].sort());
  const own = facts.alternates.find(([hreflang]) => hreflang === lang)?.[1];
  expect.soft(own, "the alternate in the page's own language is its canonical URL").toBe(facts.canonicals[0]);
  expect
    .soft(scripts, "the only script is the enhancement script")
    .toEqual([expect.stringMatching(/^\/assets\/enhance-[\w-]+\.js$/)]);
  await expectAccessible(page, path);
  return facts;
}

test.describe("every marketing page renders", () => {
  for (const { page: pageId, lang, path } of [...MARKETING_PAGES, ...ALIAS_PAGES]) {
    test(`${path} (${pageId}, ${lang})`, async ({ page }) => {
      const facts = await expectWellFormedPage(page, path, lang, pagePath(pageId, lang));
      const expected = [...LANGUAGES.map((l) => [l, pagePath(pageId, l)]), ["x-default", pagePath(pageId, "nl")]];
      const actual = facts.alternates.map(([hreflang, href]) => [hreflang, decodedPath(href)]);
      expect.soft(actual.sort(), "hreflang targets come from the route table").toEqual(expected.sort());
    });
  }

  for (const lang of LANGUAGES) {
    test(`a blog article (${lang})`, async ({ page }) => {
      const post = await firstBlogPostPath(page, lang);
      await expectWellFormedPage(page, post, lang, post);
    });
  }
});

test("every page has its own title", async ({ request }) => {
  const byTitle = new Map<string, string[]>();
  for (const { path } of MARKETING_PAGES) {
    const response = await request.get(urlPath(path));
    const html = await response.text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]?.trim() ?? "";
    byTitle.set(title, [...(byTitle.get(title) ?? []), path]);
  }
  const shared = [...byTitle]
    .filter(([, paths]) => paths.length > 1)
    .map(([title, paths]) => `"${title}": ${paths.join(", ")}`);
  expect(shared, "pages sharing a title").toEqual([]);
});
