import type { Page } from "@playwright/test";
import { LANGUAGES } from "../../../modules/i18n/languages.ts";
import { formatMoney } from "../../../modules/plans/format-plan.ts";
import { NL } from "../support/auth-flows.ts";
import { expectAccessible } from "../support/axe.ts";
import { expect, test } from "../support/fixtures.ts";
import { field, pagePath, urlPath } from "../support/site.ts";

const P = NL.admin.plan;
/** The seeded plan (modules/seed/seed.ts): €50 a month. */
const SEEDED_MONTHLY_CENTS = 5_000;

async function saveMonthlyFee(adminPage: Page, euros: string) {
  await field(adminPage, P.monthlyFeeEuro).fill(euros);
  await adminPage.getByRole("button", { name: P.save }).click();
  await expect(adminPage.getByRole("status").filter({ hasText: P.saved })).toBeVisible();
}

async function expectPricingPages(page: Page, cents: number) {
  for (const lang of LANGUAGES) {
    const path = pagePath("pricing", lang);
    await page.goto(urlPath(path));
    await expect(page.getByTestId("pricing-plan"), path).toContainText(formatMoney(cents, "EUR", lang));
  }
}

test("the admin changes the monthly price and every pricing page shows it at once", async ({ page, adminPage }) => {
  test.slow(); // three pricing pages, twice, and the plan saved twice
  // Rendered once with the old price, so the pages sit in the page cache.
  await expectPricingPages(page, SEEDED_MONTHLY_CENTS);

  await adminPage.goto("/admin/pricing");
  await expect(adminPage).toHaveURL(/\/admin\/plan$/);
  await expect(adminPage.getByRole("heading", { level: 1, name: P.title })).toBeVisible();
  await expect(field(adminPage, P.monthlyFeeEuro)).toHaveValue("50,00");
  await expectAccessible(adminPage, "/admin/plan");

  await test.step("a price that is not an amount is refused beside the field", async () => {
    await field(adminPage, P.monthlyFeeEuro).fill("vijftig");
    await adminPage.getByRole("button", { name: P.save }).click();
    await expect(adminPage.getByRole("status").filter({ hasText: NL.admin.common.checkFields })).toBeVisible();
    await expect(field(adminPage, P.monthlyFeeEuro)).toHaveAttribute("aria-invalid", "true");
    await expect(field(adminPage, P.monthlyFeeEuro)).toHaveValue("vijftig");
  });

  try {
    await saveMonthlyFee(adminPage, "57,50");
    await expect(adminPage.getByText(formatMoney(5_750, "EUR", "nl"), { exact: false }).first()).toBeVisible();
    await expectPricingPages(page, 5_750);

    await adminPage.goto("/admin/audit");
    await expect(adminPage.getByText(NL.admin.audit.actions.planUpdate).first()).toBeVisible();
  } finally {
    // The other tests share the server: leave the offer as seeded.
    await adminPage.goto("/admin/plan");
    await saveMonthlyFee(adminPage, "50");
  }
  await expectPricingPages(page, SEEDED_MONTHLY_CENTS);
});
