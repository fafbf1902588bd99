import { expect, test } from "@playwright/test";
import { decodedPath, pagePath, UI } from "./support/site.ts";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const t = UI.nl;

test("the mobile menu opens, navigates and closes", async ({ page }) => {
  await page.goto("/");
  const header = page.getByRole("banner");
  // The desktop navigation and the closed menu's are in the page, both hidden at this width.
  const navs = header.locator(`nav[aria-label="${t.nav.main}"]`);
  await expect(navs).toHaveCount(2);
  await expect(navs.first()).toBeHidden();
  await expect(navs.last()).toBeHidden();

  const menuButton = header.getByRole("button", { name: t.nav.openMenu });
  await expect(menuButton).toBeVisible();
  // A popover: the browser opens it, no script needed (the page is not hydrated).
  await menuButton.click();

  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("navigation", { name: t.nav.main })).toBeVisible();
  const languages = dialog.getByRole("navigation", { name: t.nav.language });
  await expect(languages).toBeVisible();
  await expect(languages.getByRole("link", { name: t.languageNames.en })).toBeVisible();
  await expect(languages.getByRole("link", { name: t.languageNames.pl })).toBeVisible();

  await dialog.getByRole("link", { name: t.nav.pricing, exact: true }).click();
  await expect(page).toHaveURL((url) => decodedPath(url) === pagePath("pricing", "nl"));
  await expect(dialog).toBeHidden();

  await menuButton.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(menuButton).toBeFocused();
});

test("the mobile menu's language switch maps the page", async ({ page }) => {
  await page.goto(pagePath("pricing", "nl"));
  const menuButton = page.getByRole("banner").getByRole("button", { name: t.nav.openMenu });
  await menuButton.click();
  const dialog = page.getByRole("dialog");
  await dialog
    .getByRole("navigation", { name: t.nav.language })
    .getByRole("link", { name: t.languageNames.en })
    .click();
  await expect(page).toHaveURL((url) => decodedPath(url) === pagePath("pricing", "en"));
  await expect(dialog).toBeHidden();
});
