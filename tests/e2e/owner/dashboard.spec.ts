import { NL, newPerson, signUp } from "../support/auth-flows.ts";
import { expectAccessible } from "../support/axe.ts";
import { expect, test } from "../support/fixtures.ts";
import { finishOnboardingQuickly } from "../support/onboarding.ts";

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
