import type { Page } from "@playwright/test";
import { SITE_DEMOS, THEME_DEMOS } from "../../../app/site/theme-demos.ts";
import { textIn } from "../../../modules/i18n/site-languages.ts";
import type { SiteRoute } from "../../../modules/i18n/site-route-table.ts";
import { THEME_NAMES } from "../../../modules/sites/themes.ts";
import { expect, test } from "../support/fixtures.ts";
import {
  expectSitePage,
  followLink,
  mainMenu,
  SITE_PAGE_IDS,
  siteFooter,
  siteOrigin,
  sitePath,
  siteUrl,
  themeStrings,
  visitSitePage,
} from "../support/owner-site.ts";

/**
 * Every theme on its own demo subdomain, walked as a guest walks it: the home page, a place
 * to stay, every page of the menu, a blog post and a page that does not exist. One test per
 * theme, one visit and one axe-core run per page; every page is reached by clicking a link,
 * so the links are proved with the pages.
 */
test.describe("every theme's demo site", () => {
  for (const theme of THEME_NAMES) {
    const key = THEME_DEMOS[theme];
    const demo = SITE_DEMOS[key];
    const main = demo.doc.languages.main;

    test(`${theme} (the ${key} demo, in ${main}): its pages, a unit, a post and its not-found page`, async ({
      page,
      baseURL,
    }) => {
      test.slow(); // ten pages, each audited by axe-core
      const t = themeStrings(main);
      const origin = siteOrigin(baseURL, theme);
      const url = (route: SiteRoute) => siteUrl(origin, route, main, main);
      const { contact } = demo.doc;

      /** The frame every page shares: the footer's contact details. */
      const expectFooter = async (page: Page) => {
        const footer = siteFooter(page);
        await expect.soft(footer, "the footer's phone number").toContainText(contact.phone);
        await expect.soft(footer, "the footer's email address").toContainText(contact.email);
      };

      await test.step("home", async () => {
        await visitSitePage(page, url({ page: "home" }), { theme });
        await expect.soft(page.locator("h1")).toContainText(demo.name);
        await expectFooter(page);
      });

      await test.step("a place to stay", async () => {
        const unitPrefix = sitePath({ page: "unit", slug: "" }, main, main);
        let slug: string;
        if (demo.units.length > 1) {
          // A site with several places lists them on its home page.
          const link = page.locator("main").locator(`a[href^="${unitPrefix}"]`).first();
          const href = (await link.getAttribute("href")) ?? "";
          slug = href.slice(unitPrefix.length);
          const response = await followLink(page, link, `${origin}${href}`);
          await expectSitePage(page, response, { theme });
        } else {
          slug = demo.units[0]?.slug ?? "";
          await visitSitePage(page, url({ page: "unit", slug }), { theme });
        }
        const unit = demo.units.find((u) => u.slug === slug);
        expect(unit, `the home page links to a unit of the demo (${slug})`).toBeDefined();
        await expect.soft(page.locator("h1")).toContainText(textIn(unit?.unit.name, main, main));
        await expectFooter(page);
        // A demo takes no bookings: its widget says so in the price box, and "Book" waits
        // without claiming that dates the guest has not chosen cannot be booked.
        const widget = page.locator('[data-booking="widget"]');
        await widget.scrollIntoViewIfNeeded();
        await expect(widget.locator("#stay-quote")).toContainText(t.booking.errors.demo);
        await expect(widget.locator('button[type="submit"]')).toHaveAttribute("aria-disabled", "true");
        await expect(widget.locator("[data-book-reason]")).toBeHidden();
      });

      for (const pageId of SITE_PAGE_IDS.filter((p) => p !== "home")) {
        await test.step(`the menu leads to ${pageId}`, async () => {
          const link = mainMenu(page, t).getByRole("link", { name: t.nav[pageId], exact: true });
          const response = await followLink(page, link, url({ page: pageId }));
          await expectSitePage(page, response, { theme });
          await expect
            .soft(link, `the menu marks ${pageId} as the current page`)
            .toHaveAttribute("aria-current", "page");
          await expectFooter(page);
        });

        if (pageId === "blog") {
          await test.step("a blog post", async () => {
            const prefix = `${sitePath({ page: "blog" }, main, main)}/`;
            const link = page.locator("main").locator(`a[href^="${prefix}"]`).first();
            const href = (await link.getAttribute("href")) ?? "";
            const post = demo.posts.find((p) => `${prefix}${p.slug}` === href);
            expect(post, `the blog links to a post of the demo (${href})`).toBeDefined();
            const response = await followLink(page, link, `${origin}${href}`);
            await expectSitePage(page, response, { theme });
            await expect.soft(page.locator("h1")).toContainText(textIn(post?.title, main, main));
          });
        }
      }

      await test.step("a page that does not exist", async () => {
        await visitSitePage(page, `${origin}/deze-pagina-bestaat-niet`, { theme, status: 404 });
        await expect.soft(page.locator("h1")).toHaveText(t.notFound.title);
        const home = page.locator("main").getByRole("link", { name: t.notFound.home });
        const response = await followLink(page, home, url({ page: "home" }));
        expect(response.status(), "the not-found page's link home").toBe(200);
      });
    });
  }
});
