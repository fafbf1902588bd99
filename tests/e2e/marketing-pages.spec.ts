import { expect, type Page, type Request, test } from "@playwright/test";
import { expectAccessible } from "./support/axe.ts";
import {
  ALIAS_PAGES,
  decodedPath,
  firstBlogPostPath,
  LANGUAGES,
  type Lang,
  MARKETING_PAGES,
  type MarketingPage,
  PAGE_IDS,
  type PageId,
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
 * The checks every rendered marketing page must pass: its head and its weight (no React,
 * only the small enhancement script: the pages are not hydrated, docs/decisions/0008), and,
 * when `audit` is set, its accessibility (axe-core) in the same visit. Every problem of the
 * page is reported at once (soft assertions), so a page that is not finished fails fast and
 * completely.
 */
async function expectWellFormedPage(
  page: Page,
  { path, lang, canonicalPath, audit }: { path: string; lang: Lang; canonicalPath: string; audit: boolean },
) {
  const scripts: string[] = [];
  const onRequest = (request: Request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  };
  page.on("request", onRequest);
  const response = await page.goto(urlPath(path));
  expect(response?.status(), `HTTP status of ${path}`).toBe(200);
  expect.soft(response?.headers()["content-security-policy"], `CSP of ${path}`).toMatch(/script-src 'self' 'nonce-/);
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

  expect.soft(facts.lang, `<html lang> of ${path}`).toBe(lang);
  expect.soft(facts.h1s, `number of <h1> elements on ${path}`).toBe(1);
  if (facts.h1s === 1) await expect.soft(page.locator("h1"), `the h1 of ${path} is visible`).toBeVisible();
  expect.soft(facts.title.trim(), `<title> of ${path}`).not.toBe("");
  expect.soft(facts.canonicals.map(decodedPath), `canonical link of ${path}`).toEqual([canonicalPath]);
  const hreflangs = facts.alternates.map(([hreflang]) => hreflang).sort();
  expect.soft(hreflangs, `hreflang alternates of ${path}`).toEqual([...HREFLANGS].sort());
  const own = facts.alternates.find(([hreflang]) => hreflang === lang)?.[1];
  expect.soft(own, `the alternate of ${path} in its own language is its canonical URL`).toBe(facts.canonicals[0]);
  // Once the service worker controls the tab, a script can be reported twice (the page's
  // request and the worker's fetch): which scripts load is what counts.
  expect
    .soft([...new Set(scripts)], `the only script of ${path} is the enhancement script`)
    .toEqual([expect.stringMatching(/^\/assets\/enhance-[\w-]+\.js$/)]);
  page.off("request", onRequest);
  // Set in the brand's own faces, the ones the head preloads (a preload of another file would
  // be a second download and the page would still swap late).
  const faces = await page.evaluate(async () => {
    await document.fonts.ready;
    const preloaded = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].map(
      (l) => l.href,
    );
    const loaded = performance.getEntriesByType("resource").map((entry) => entry.name);
    return { preloaded: preloaded.filter((href) => loaded.includes(href)).length, all: preloaded.length };
  });
  expect.soft(faces, `the brand faces ${path} preloads are the ones it uses`).toEqual({ preloaded: 2, all: 2 });
  expect
    .soft(
      await page.evaluate(() => ["Inter Variable", "Fraunces Variable"].map((f) => document.fonts.check(`1em "${f}"`))),
    )
    .toEqual([true, true]);
  if (audit) await expectAccessible(page, path);
  return facts;
}

/** Every path that renders page `pageId`: its three languages, then any alias. */
function pathsOf(pageId: PageId): MarketingPage[] {
  return [...MARKETING_PAGES, ...ALIAS_PAGES].filter((p) => p.page === pageId);
}

// One test per page, through all of its languages in one browser tab. The languages share
// one template, so axe-core audits each page in one of them, a different one from page to
// page, and every language is audited on a third of the pages (the type checker holds every
// language to the full set of strings, app/i18n/ui/localized.ts).
/**
 * Pages about one signed-in owner's own thing: the checkout's success page shows their
 * subscription (?subscription=…) and sends a visitor to sign in (app/routes/marketing/checkout.test.ts).
 */
const OWNERS_ONLY: readonly PageId[] = ["checkoutSuccess"];

test.describe("every marketing page renders", () => {
  PAGE_IDS.filter((pageId) => !OWNERS_ONLY.includes(pageId)).forEach((pageId, index) => {
    const audited = LANGUAGES[index % LANGUAGES.length];
    test(`${pageId} (${pathsOf(pageId)
      .map((p) => p.path)
      .join(", ")}; axe-core in ${audited})`, async ({ page }) => {
      for (const { lang, path } of pathsOf(pageId)) {
        const audit = lang === audited && path === pagePath(pageId, lang);
        const facts = await expectWellFormedPage(page, { path, lang, canonicalPath: pagePath(pageId, lang), audit });
        const expected = [...LANGUAGES.map((l) => [l, pagePath(pageId, l)]), ["x-default", pagePath(pageId, "nl")]];
        const actual = facts.alternates.map(([hreflang, href]) => [hreflang, decodedPath(href)]);
        expect.soft(actual.sort(), `hreflang targets of ${path} come from the route table`).toEqual(expected.sort());
      }
    });
  });

  test("a blog article in every language", async ({ page }) => {
    for (const lang of LANGUAGES) {
      const post = await firstBlogPostPath(page, lang);
      await expectWellFormedPage(page, { path: post, lang, canonicalPath: post, audit: true });
    }
  });
});

test("every page has its own title", async ({ request }) => {
  const byTitle = new Map<string, string[]>();
  for (const { path } of MARKETING_PAGES.filter(({ page }) => !OWNERS_ONLY.includes(page))) {
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
