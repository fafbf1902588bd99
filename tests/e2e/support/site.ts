import { expect, type Locator, type Page } from "@playwright/test";
import { en } from "../../../app/i18n/ui/en.ts";
import { nl } from "../../../app/i18n/ui/nl.ts";
import { pl } from "../../../app/i18n/ui/pl.ts";
import { LANGUAGES, type Lang } from "../../../modules/i18n/languages.ts";
import { PAGE_ALIASES, PAGE_IDS, type PageId, pagePath } from "../../../modules/i18n/route-table.ts";

export { LANGUAGES, type Lang, PAGE_IDS, type PageId, pagePath };

/** The interface strings the pages are built from, so assertions follow the copy. */
export const UI = { nl, en, pl } as const;

export type MarketingPage = { page: PageId; lang: Lang; path: string };

/** Every marketing page in every language, straight from the route table. */
export const MARKETING_PAGES: MarketingPage[] = PAGE_IDS.flatMap((page) =>
  LANGUAGES.map((lang) => ({ page, lang, path: pagePath(page, lang) })),
);

/** Extra paths that render a page of the table (e.g. /home). */
export const ALIAS_PAGES: MarketingPage[] = PAGE_ALIASES.map((a) => ({ page: a.page, lang: a.lang, path: a.path }));

/** A path as the browser sends it (Polish slugs carry letters such as ł). */
export function urlPath(path: string): string {
  return encodeURI(path);
}

/** The decoded path of a URL, for comparing with route-table paths. */
export function decodedPath(url: string | URL): string {
  return decodeURIComponent(new URL(url).pathname);
}

/** Text as a regular-expression source that matches it literally. */
export function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A form control by its label, tolerating a suffix such as "*" or "(optional)". */
export function field(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^\\s*${literal(label)}(?![\\p{L}\\d])`, "u"));
}

/**
 * Waits until React has hydrated an element, i.e. until it reacts to clicks and typing the
 * way a visitor expects. React marks every hydrated DOM node with its props.
 */
export async function waitForHydration(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactProps$"))), {
      message: "the page never became interactive (React did not hydrate it)",
    })
    .toBe(true);
}

/** The path of the first article the blog index of a language links to. */
export async function firstBlogPostPath(page: Page, lang: Lang): Promise<string> {
  const index = pagePath("blog", lang);
  const response = await page.goto(urlPath(index));
  expect(response?.status(), `blog index ${index}`).toBe(200);
  const hrefs = await page
    .locator("main a[href]")
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  const post = hrefs
    .map((href) => decodedPath(href))
    .find((p) => p.startsWith(`${index}/`) && p.length > index.length + 1);
  if (!post) throw new Error(`The blog index ${index} links to no article.`);
  return post;
}
