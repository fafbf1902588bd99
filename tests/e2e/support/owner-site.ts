import { type APIRequestContext, expect, type Locator, type Page, type Response, test } from "@playwright/test";
import { type ThemeStrings, themeStrings } from "../../../app/themes/strings/index.ts";
import type { SiteLang } from "../../../modules/i18n/site-languages.ts";
import { SITE_PAGE_IDS, type SitePageId, type SiteRoute, sitePath } from "../../../modules/i18n/site-route-table.ts";
import type { ThemeName } from "../../../modules/sites/themes.ts";
import { NL } from "./auth-flows.ts";
import { expectAccessible } from "./axe.ts";
import { field, literal, waitForHydration } from "./site.ts";

export { SITE_PAGE_IDS, type SitePageId, sitePath, type ThemeStrings, themeStrings };

/**
 * Owner sites and theme demos as guests and search engines meet them: on their own host,
 * {subdomain}.localhost at the test server's port. Chromium resolves *.localhost to this
 * machine; Node does not, so requests made outside the browser (sitemap, robots.txt, a photo)
 * go to the server's own address with the site's Host header.
 */
export function siteOrigin(baseURL: string | undefined, subdomain: string): string {
  const base = new URL(baseURL ?? "http://localhost");
  return `${base.protocol}//${subdomain}.localhost${base.port ? `:${base.port}` : ""}`;
}

/** A path of a site's page, as a browser sends it. */
export function siteUrl(origin: string, route: SiteRoute, lang: SiteLang, main: SiteLang): string {
  return `${origin}${encodeURI(sitePath(route, lang, main))}`;
}

/** GET a URL of a site host without resolving its name (see siteOrigin). */
export async function siteGet(request: APIRequestContext, baseURL: string | undefined, url: string) {
  const target = new URL(url);
  const server = new URL(baseURL ?? "http://localhost");
  return request.get(`${server.origin}${target.pathname}${target.search}`, { headers: { Host: target.host } });
}

/**
 * A page view as a site's own script sends it (app/enhance/track-visit.ts): to the tracking
 * endpoint on the page's host, from the page's origin, which only counts it for that site.
 */
export function postPageView(
  request: APIRequestContext,
  baseURL: string | undefined,
  pageUrl: string,
  view: { userAgent: string; referrer?: string },
) {
  const page = new URL(pageUrl);
  const server = new URL(baseURL ?? "http://localhost");
  return request.post(`${server.origin}/api/track-visitor`, {
    headers: { Host: page.host, Origin: page.origin, "User-Agent": view.userAgent },
    data: {
      user_agent: view.userAgent,
      page_url: page.href,
      referrer: view.referrer ?? "",
      ip_address: null,
      site_id: "",
    },
  });
}

/** The marketing site's floating WhatsApp button (its number is VayVista's, not the owner's). */
const MARKETING_WHATSAPP = "https://wa.me/31612345678";

export type SitePageCheck = {
  /** The theme the page must be drawn in (its `data-theme`). */
  theme: ThemeName;
  status?: number;
  /** Runs axe-core on the page (default); off only for a page already audited in this visit. */
  audit?: boolean;
  /** What the axe report and the assertions call the page. */
  name?: string;
};

/**
 * What every page of an owner's site or a theme demo must be, checked on the page as it is
 * now (the caller has loaded it and has its response): the status, a script policy without
 * 'unsafe-inline', the theme's own frame, exactly one visible h1, nothing of the marketing
 * site (its WhatsApp button), and axe-core. Soft assertions, so one visit reports every problem
 * of the page.
 */
export async function expectSitePage(page: Page, response: Response | null, check: SitePageCheck): Promise<void> {
  const name = check.name ?? decodeURIComponent(new URL(page.url()).pathname);
  expect(response, `a response for ${name}`).not.toBeNull();
  expect.soft(response?.status(), `HTTP status of ${name}`).toBe(check.status ?? 200);
  const csp = (await response?.allHeaders())?.["content-security-policy"] ?? "";
  const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
  expect.soft(scriptSrc, `CSP script-src of ${name}`).toMatch(/'nonce-[^']+'/);
  expect.soft(scriptSrc, `CSP script-src of ${name}`).not.toContain("'unsafe-inline'");
  await expect
    .soft(page.locator("[data-theme]").first(), `data-theme of ${name}`)
    .toHaveAttribute("data-theme", check.theme);
  await expect.soft(page.locator("h1"), `number of h1 elements on ${name}`).toHaveCount(1);
  await expect.soft(page.locator("h1").first(), `the h1 of ${name}`).toBeVisible();
  await expect.soft(page.getByTestId("whatsapp-button"), `the marketing WhatsApp button on ${name}`).toHaveCount(0);
  await expect
    .soft(page.locator(`a[href^="${MARKETING_WHATSAPP}"]`), `a link to VayVista's WhatsApp on ${name}`)
    .toHaveCount(0);
  if (check.audit !== false) await expectAccessible(page, name);
}

/** Loads a page of a site and checks it (expectSitePage). */
export async function visitSitePage(page: Page, url: string, check: SitePageCheck): Promise<Response | null> {
  const response = await page.goto(url);
  await expectSitePage(page, response, check);
  return response;
}

/**
 * Follows a link as a guest does, answering the response of the page it leads to. The link
 * must lead to `expected` (an absolute URL).
 */
export async function followLink(page: Page, link: Locator, expected: string): Promise<Response> {
  const target = new URL(expected).href;
  const arrival = page.waitForResponse((r) => r.request().isNavigationRequest() && r.url() === target);
  await link.click();
  const response = await arrival;
  await expect(page).toHaveURL(target);
  return response;
}

/** The site's main menu as a guest on a wide screen sees it. */
export function mainMenu(page: Page, t: ThemeStrings): Locator {
  return page.getByRole("navigation", { name: t.nav.mainMenu }).first();
}

/** The page's footer. */
export function siteFooter(page: Page): Locator {
  return page.getByRole("contentinfo");
}

/**
 * Records every JavaScript dialog (alert, confirm, prompt) a page opens and dismisses it;
 * the returned list is for the test to expect empty at the end.
 */
export function recordDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on("dialog", async (dialog) => {
    opened.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.dismiss();
  });
  return opened;
}

export type HeadFacts = {
  lang: string;
  title: string;
  description: string | null;
  canonical: string[];
  alternates: Record<string, string>;
  ogImage: string | null;
  jsonLd: unknown[];
};

/** What a search engine reads in the head of the page as it is now. */
export async function headFacts(page: Page): Promise<HeadFacts> {
  return page.evaluate(() => {
    const content = (selector: string) => document.querySelector(selector)?.getAttribute("content") ?? null;
    return {
      lang: document.documentElement.lang,
      title: document.title,
      description: content('meta[name="description"]'),
      canonical: [...document.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]')].map((l) => l.href),
      alternates: Object.fromEntries(
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map((l) => [
          l.hreflang,
          l.href,
        ]),
      ),
      ogImage: content('meta[property="og:image"]'),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
        JSON.parse(s.textContent ?? "null"),
      ),
    };
  });
}

/** Switches the signed-in owner's site to a theme, as the theme page's confirm dialog posts it. */
export async function switchSiteTheme(page: Page, theme: ThemeName): Promise<void> {
  const response = await page.request.post("/dashboard/theme", { form: { theme } });
  expect(response.status(), `switching to ${theme}`).toBe(200);
}

const C = NL.dashboard.content;

/** The content editor's saved notice, on a section or the languages form. */
function savedNotice(page: Page, text: string): Locator {
  return page.getByRole("status").filter({ hasText: text });
}

/**
 * Fills fields of one section of the content editor (/dashboard/content/{section}, in `lang`
 * when a translation is edited), by their labels, and saves it as a draft.
 */
export async function editContentSection(
  page: Page,
  section: "home" | "about" | "surroundings" | "contact" | "seo",
  values: Record<string, string>,
  lang?: SiteLang,
): Promise<void> {
  await test.step(`content editor: ${section}${lang ? ` (${lang})` : ""}`, async () => {
    await page.goto(`/dashboard/content/${section}${lang ? `?lang=${lang}` : ""}`);
    const save = page.getByRole("button", { name: C.save });
    await waitForHydration(save);
    for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
    await save.click();
    await expect(savedNotice(page, C.saved)).toBeVisible();
  });
}

/** Offers the site in these languages besides its main one (the content editor's languages form). */
export async function offerLanguages(page: Page, others: readonly string[]): Promise<void> {
  await test.step(`content editor: languages ${others.join(", ")}`, async () => {
    await page.goto("/dashboard/content");
    const save = page.getByRole("button", { name: C.languages.save });
    await waitForHydration(save);
    for (const name of others) await page.getByRole("checkbox", { name, exact: true }).check();
    await save.click();
    await expect(savedNotice(page, C.languages.saved)).toBeVisible();
  });
}

/** Publishes the draft with the button in the content editor's bar. */
export async function publishContent(page: Page): Promise<void> {
  await test.step("content editor: publish", async () => {
    if (!new URL(page.url()).pathname.startsWith("/dashboard/content")) await page.goto("/dashboard/content");
    const publish = page.getByRole("button", { name: C.publish.button });
    await waitForHydration(publish);
    await publish.click();
    await expect(page.getByRole("status").filter({ hasText: C.publish.done })).toBeVisible();
  });
}

/** Writes the first unit's check-in instructions (the door code) in the unit editor. */
export async function writeCheckInInstructions(page: Page, text: string): Promise<void> {
  const U = NL.dashboard.content.units;
  await test.step("unit editor: check-in instructions", async () => {
    await page.goto("/dashboard/content/units");
    await page
      .getByRole("link", { name: new RegExp(`^${literal(U.edit)}\\s*:`) })
      .first()
      .click();
    const save = page.getByRole("button", { name: U.save });
    await waitForHydration(save);
    await page.getByRole("textbox", { name: new RegExp(`^${literal(U.fields.checkInInstructions.label)}`) }).fill(text);
    await save.click();
    await expect(page.getByRole("status").filter({ hasText: U.saved })).toBeVisible();
  });
}

const R = NL.dashboard.reviews;

export type ReviewAnswers = { guestName: string; month: string; rating: number; body: string };

/** Adds a review with the form on /dashboard/reviews; it is on the site once it is listed. */
export async function addReview(page: Page, review: ReviewAnswers): Promise<void> {
  await test.step(`reviews: add ${review.rating} stars from ${review.guestName}`, async () => {
    if (new URL(page.url()).pathname !== "/dashboard/reviews") await page.goto("/dashboard/reviews");
    const form = page.getByRole("region", { name: R.addHeading });
    const submit = form.getByRole("button", { name: R.add });
    await waitForHydration(submit);
    await field(form, R.fields.guestName).fill(review.guestName);
    await field(form, R.fields.stayMonth).fill(review.month);
    await form.getByRole("radio", { name: R.fields.stars_other.replace("{{count}}", String(review.rating)) }).check();
    await field(form, R.fields.body).fill(review.body);
    await field(form, R.fields.lang).selectOption("nl");
    await field(form, R.fields.source).selectOption("direct");
    await submit.click();
    await expect(page.getByTestId("reviews").getByText(review.guestName, { exact: true })).toBeVisible();
  });
}
