import { THEME_DISPLAY_NAMES } from "../../../content/themes/names.ts";
import { THEME_NAMES } from "../../../modules/sites/themes.ts";
import { NL, newPerson, say, signUp } from "../support/auth-flows.ts";
import { expect, test } from "../support/fixtures.ts";
import { finishOnboardingQuickly } from "../support/onboarding.ts";
import {
  mainMenu,
  SITE_PAGE_IDS,
  type SitePageId,
  siteFooter,
  siteOrigin,
  siteUrl,
  switchSiteTheme,
  themeStrings,
  visitSitePage,
} from "../support/owner-site.ts";
import { waitForHydration } from "../support/site.ts";

const T = NL.dashboard.theme;

/**
 * A brand-new owner's site has little in it: a name, an address, one place to stay, no
 * photos, places or posts. It must still look finished, and be accessible, in every theme:
 * one owner, switched through every theme in turn, every page visited in each.
 */
test("a new owner's site is complete and accessible in every theme", async ({ page, newDevice, baseURL }) => {
  test.slow(); // six themes × seven pages, each audited by axe-core
  const person = newPerson();
  await signUp(page, person);
  const site = await finishOnboardingQuickly(page);
  const origin = siteOrigin(baseURL, site.subdomain);
  const t = themeStrings("nl");
  const url = (pageId: SitePageId) => siteUrl(origin, { page: pageId }, "nl", "nl");
  // The pages that have nothing yet say so, instead of showing an empty frame.
  const emptyWords: Partial<Record<SitePageId, string>> = {
    surroundings: t.surroundings.empty,
    gallery: t.gallery.empty,
    blog: t.blog.empty,
  };
  const guest = (await newDevice()).page;

  for (const [index, theme] of THEME_NAMES.entries()) {
    await test.step(`switch to ${theme}`, async () => {
      if (index > 0) return switchSiteTheme(page, theme);
      // Once as the owner does it: the theme page's button and its confirm dialog (the new
      // site starts in another theme than the first of the list).
      expect(site.theme).not.toBe(theme);
      const name = THEME_DISPLAY_NAMES.nl[theme];
      await page.goto("/dashboard/theme");
      const choose = page.getByTestId(`choose-${theme}`);
      await waitForHydration(choose);
      await choose.click();
      const dialog = page.getByRole("alertdialog", { name: say(T.confirmTitle, { theme: name }) });
      await dialog.getByRole("button", { name: T.confirm }).click();
      await expect(page.getByTestId("current-theme")).toHaveText(name);
    });

    for (const pageId of SITE_PAGE_IDS) {
      await test.step(`${theme}: ${pageId}`, async () => {
        await visitSitePage(guest, url(pageId), { theme, name: `${theme} ${url(pageId)}` });
        const footer = siteFooter(guest);
        await expect.soft(footer, "the footer's email address").toContainText(person.email);
        await expect.soft(footer, "the footer's address").toContainText(site.city);
        const empty = emptyWords[pageId];
        if (empty) await expect.soft(guest.getByText(empty), `what ${pageId} says while empty`).toBeVisible();
        if (pageId === "home") {
          await expect.soft(guest.locator("h1"), "the site's name").toContainText(site.name);
          // The menu leaves out pages with nothing to show.
          const menu = mainMenu(guest, t);
          await expect.soft(menu.getByRole("link"), "links in the menu").toHaveCount(5);
          for (const shown of ["home", "about", "facilities", "contact", "book"] as const) {
            await expect.soft(menu.getByRole("link", { name: t.nav[shown], exact: true })).toBeVisible();
          }
        }
      });
    }
  }
});
