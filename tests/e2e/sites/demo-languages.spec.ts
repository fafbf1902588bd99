import { themeDemo } from "../../../app/site/theme-demos.ts";
import { SITE_LANGUAGES, textIn } from "../../../modules/i18n/site-languages.ts";
import { THEME_NAMES } from "../../../modules/sites/themes.ts";
import { expectAccessible } from "../support/axe.ts";
import { expect, test } from "../support/fixtures.ts";
import { siteOrigin, siteUrl } from "../support/owner-site.ts";

/**
 * Every theme's demo reads in Dutch, English, German and Polish, with the document's
 * language right, and shows its pictures as the photo pipeline's AVIF/WebP variants (an
 * SVG would be rasterised on the page's main thread).
 */
test.describe("the theme demos' languages", () => {
  for (const theme of THEME_NAMES) {
    test(`${theme}'s demo answers in all four languages`, async ({ page, baseURL }) => {
      const demo = themeDemo(theme);
      const main = demo.doc.languages.main;
      const origin = siteOrigin(baseURL, theme);
      for (const lang of SITE_LANGUAGES) {
        await page.goto(siteUrl(origin, { page: "home" }, lang, main));
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await expect(page.locator("main")).toContainText(textIn(demo.doc.tagline, lang, main));
        const hero = page.locator("main picture").first();
        await expect(hero.locator('source[type="image/avif"]')).toHaveAttribute(
          "srcset",
          /^\/site-demo\/variants\/[a-z-]+\/480\.avif 480w, /,
        );
        await expect(page.locator('img[src$=".svg"]')).toHaveCount(0);
        if (lang === "en") await expectAccessible(page, `${theme} demo in English`);
      }
    });
  }

  test("the preview button on the English themes page opens the demo in English", async ({ page, baseURL }) => {
    await page.goto("/en/themes");
    await page.locator('a[href^="/theme-preview/modern-minimaal"]').click();
    await expect(page).toHaveURL(`${siteOrigin(baseURL, "modern-minimal")}/en`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(themeDemo("modern-minimal").name);
  });
});
