import { resources } from "../../../app/i18n/ui/resources.ts";
import { THEME_DISPLAY_NAMES } from "../../../content/themes/names.ts";
import { NL, newPerson, say, signUp } from "../support/auth-flows.ts";
import { expectAccessible } from "../support/axe.ts";
import { expect, test } from "../support/fixtures.ts";
import { finishOnboardingQuickly } from "../support/onboarding.ts";
import { waitForHydration } from "../support/site.ts";

const N = NL.dashboard.nav;

const SECTIONS = [
  { nav: N.overview, path: "/dashboard" },
  { nav: N.domains, path: "/dashboard/domeinen" },
  { nav: N.theme, path: "/dashboard/theme" },
  { nav: N.account, path: "/dashboard/account" },
  { nav: N.support, path: "/dashboard/support" },
] as const;

test("every section of the dashboard opens from its menu, names the site and is accessible", async ({ page }) => {
  test.slow(); // axe-core on five pages
  await signUp(page, newPerson());
  const site = await finishOnboardingQuickly(page);
  const menu = page.getByRole("navigation", { name: N.label });
  for (const section of SECTIONS) {
    await menu.getByRole("link", { name: section.nav, exact: true }).click();
    await expect(page).toHaveURL(section.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(menu.getByRole("link", { name: section.nav, exact: true })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("banner").getByText(site.name)).toBeVisible();
    await expectAccessible(page, section.path);
  }
});

test("an unknown dashboard address is a 404 inside the dashboard, with its menu, in the owner's language", async ({
  page,
}) => {
  const EN = resources.en.dashboard;
  await signUp(page, newPerson("Emma"), "en");
  for (const path of ["/dashboard/nope", "/dashboard/settings/nope"]) {
    expect((await page.goto(path))?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: EN.errors.notFoundTitle })).toBeVisible();
    await expect(page.getByRole("navigation", { name: EN.nav.label })).toBeVisible();
    await expect(page).toHaveTitle(`${EN.errors.notFoundTitle} | VayVista`);
  }
  await expectAccessible(page, "/dashboard/settings/nope");
  await expect(page.getByRole("link", { name: EN.errors.backToOverview, exact: true })).toHaveAttribute(
    "href",
    "/dashboard",
  );
});

test("on a phone the dashboard menu is a sheet: it keeps the focus, closes with Escape or a tap beside it, and after a link", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signUp(page, newPerson());
  await page.goto("/dashboard/account");
  const open = page.getByRole("button", { name: N.openMenu });
  const sheet = page.getByRole("dialog", { name: N.label });
  await waitForHydration(open);

  await open.click();
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole("button", { name: N.closeMenu })).toBeFocused();
  await expectAccessible(page, "/dashboard/account (phone menu open)");
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
  await expect(open).toBeFocused();

  await open.click();
  await page.mouse.click(385, 400); // beside the sheet, on the page behind it
  await expect(sheet).toBeHidden();

  await open.click();
  await sheet.getByRole("link", { name: N.support, exact: true }).click();
  await expect(page).toHaveURL("/dashboard/support");
  await expect(sheet).toBeHidden();
});

test("switching themes asks first: the question takes the focus, Escape keeps the theme, confirming switches it", async ({
  page,
}) => {
  test.slow(); // an owner with a site
  await signUp(page, newPerson());
  await finishOnboardingQuickly(page);
  await page.goto("/dashboard/theme");
  const T = NL.dashboard.theme;
  const name = THEME_DISPLAY_NAMES.nl["nature-rustic"];
  const choose = page.getByTestId("choose-nature-rustic");
  const question = page.getByRole("alertdialog", { name: say(T.confirmTitle, { theme: name }) });
  await waitForHydration(choose);

  await choose.click();
  await expect(question).toBeVisible();
  await expect(question.getByRole("button", { name: T.cancel })).toBeFocused();
  await expectAccessible(page, "/dashboard/theme (asking)");
  await page.keyboard.press("Escape");
  await expect(question).toBeHidden();
  await expect(choose).toBeFocused();

  await choose.click();
  await question.getByRole("button", { name: T.confirm }).click();
  await expect(page.getByText(say(T.switched, { theme: name }))).toBeVisible();
  await expect(question).toBeHidden();
  await expect(page.getByTestId("choose-nature-rustic")).toHaveCount(0);
});
