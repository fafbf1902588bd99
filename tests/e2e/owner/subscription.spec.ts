import type { Page } from "@playwright/test";
import { resources } from "../../../app/i18n/ui/resources.ts";
import { checkoutContent } from "../../../content/checkout/index.ts";
import { pdfText } from "../../../modules/billing/invoice-pdf-text.testing.ts";
import { E2E_ADMIN } from "../support/admin-account.ts";
import { emailLink, NL, newPerson, signIn } from "../support/auth-flows.ts";
import { expectAccessible } from "../support/axe.ts";
import { clockedTest, expect, test as mainTest } from "../support/fixtures.ts";
import { finishOnboardingQuickly, newSiteAnswers } from "../support/onboarding.ts";
import { field, type Lang, pagePath } from "../support/site.ts";

const DAY = 86_400_000;

/** The billing section of the owner's account page. */
const billing = (page: Page) => page.locator("#billing");

/** An invoice's PDF as the owner downloads it, read back as text. */
async function invoiceText(page: Page, number: string): Promise<string> {
  const response = await page.request.get(`/dashboard/account/invoices/${number}.pdf`);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  return pdfText(await response.body());
}

/** Where a country's consumer lives in each language's run: each pays Dutch VAT (an EU consumer). */
const HOME: Record<Lang, { country: string; street: string; postalCode: string; city: string }> = {
  nl: { country: "NL", street: "Duinweg 4", postalCode: "2042 AB", city: "Zandvoort" },
  en: { country: "IE", street: "12 Harbour Road", postalCode: "A98 X2Y3", city: "Dún Laoghaire" },
  pl: { country: "PL", street: "ul. Krupówki 12", postalCode: "34-500", city: "Zakopane" },
};

for (const lang of ["nl", "en", "pl"] as const) {
  mainTest(
    `a new owner subscribes from the pricing page in ${lang}, gets the invoice, and cancels within the money-back days for everything back and a credit note`,
    async ({ page }) => {
      const C = checkoutContent[lang].checkout;
      const D = resources[lang].dashboard.billing;
      const owner = newPerson(lang === "pl" ? "Lucja" : "Anna");
      // A Polish name must come out whole on the PDF (its font has ł and ś).
      const name = lang === "pl" ? `Łucja Świątek ${owner.email.slice(6, 14)}` : owner.name;
      const home = HOME[lang];

      await page.goto(pagePath("pricing", lang));
      await page.getByTestId("pricing-plan").getByRole("link").first().click();
      await expect(page).toHaveURL(pagePath("checkout", lang));
      await field(page, C.account.email).fill(owner.email);
      await field(page, C.account.password).fill(owner.password);
      await field(page, C.billing.name).fill(name);
      await field(page, C.billing.street).fill(home.street);
      await field(page, C.billing.postalCode).fill(home.postalCode);
      await field(page, C.billing.city).fill(home.city);
      await field(page, C.billing.country).selectOption(home.country);
      await page.getByRole("button", { name: new RegExp(C.pay.button.replace("{amount}", ".*")) }).click();
      await expect(page).toHaveURL(/\/payments\/test\//);
      await page.getByRole("button", { name: "Paid", exact: true }).click();
      // Confirmed by the provider's notice (or the page's own reading of the payment): never twice.
      await expect(page.getByTestId("checkout-confirmed")).toBeVisible();

      await page.goto("/dashboard/account#billing");
      await expect(billing(page).getByText(D.state.active)).toBeVisible();
      const first = billing(page).locator('a[href*="/invoices/VV-"]').first();
      const number = (await first.textContent())?.trim() ?? "";
      const invoice = await invoiceText(page, number);
      expect(invoice).toContain(number);
      expect(invoice).toContain(name);
      expect(invoice).toMatch(/21\s?%/);
      expect(invoice).toMatch(/242[,.]00/);
      expect(invoice).toMatch(/42[,.]00/);
      await expectAccessible(page, `/dashboard/account (${lang})`);

      // Another card, saved on the provider's page without paying anything, for the next payments.
      await billing(page).getByRole("button", { name: D.changeMethod }).click();
      await expect(page).toHaveURL(/\/payments\/test\//);
      await expect(page.getByText("€0.00")).toBeVisible();
      await page.getByRole("button", { name: "Paid", exact: true }).click();
      await expect(billing(page).getByText(D.methodSaved)).toBeVisible();

      await expect(billing(page).getByText(D.cancelRefund.split("{{")[0] ?? "")).toBeVisible();
      await billing(page).getByLabel(D.cancelConfirm).check();
      await billing(page).getByRole("button", { name: D.cancelSubmit }).click();
      await expect(billing(page).getByText(D.state.cancelled, { exact: true })).toBeVisible();
      const credit = billing(page).getByRole("row").filter({ hasText: D.kind.credit_note });
      await expect(credit).toBeVisible();
      const creditNumber = (await credit.locator("a").textContent())?.trim() ?? "";
      const creditText = await invoiceText(page, creditNumber);
      expect(creditText).toContain(number);
      // "€ -242,00", "-€242.00", "-242,00 €": minus the whole amount, as each language writes it.
      expect(creditText).toMatch(/[-−]\s?€?\s?242[,.]00/);
    },
  );
}

// On this worker's clocked server (fixtures.ts), whose clock the test moves on.
clockedTest(
  "a failed renewal: reminders and the banner, the site offline for guests after the grace period, and back at once when the owner pays",
  async ({ page, newDevice, clockedServer }) => {
    const D = NL.dashboard.billing;
    const owner = newPerson("Sem");
    await page.goto(pagePath("checkout", "nl"));
    // An account and a site, paid with a card whose later charges are declined.
    const C = checkoutContent.nl.checkout;
    await field(page, C.account.email).fill(owner.email);
    await field(page, C.account.password).fill(owner.password);
    await field(page, C.billing.name).fill(owner.name);
    await field(page, C.billing.street).fill("Duinweg 4");
    await field(page, C.billing.postalCode).fill("2042 AB");
    await field(page, C.billing.city).fill("Zandvoort");
    await page.getByRole("button", { name: new RegExp(C.pay.button.replace("{amount}", ".*")) }).click();
    await page.getByRole("button", { name: "Paid, but later charges of this card are declined" }).click();
    await expect(page.getByTestId("checkout-confirmed")).toBeVisible();
    const site = await finishOnboardingQuickly(page, newSiteAnswers(), null);
    const siteUrl = `http://${site.subdomain}.localhost:${clockedServer.port}/`;
    const visitor = await newDevice();
    expect((await visitor.page.goto(siteUrl))?.status()).toBe(200);

    /** Reloads the dashboard until `check` holds: the renewal job runs once a minute on the server's clock. */
    const eventually = (check: () => Promise<boolean>) =>
      expect
        .poll(
          async () => {
            await page.goto("/dashboard");
            return check();
          },
          { timeout: 150_000, intervals: [2_000, 5_000] },
        )
        .toBe(true);

    // A month on: the sessions of then have lapsed, so both sign in again.
    await clockedServer.advanceTo(new Date(clockedServer.now().getTime() + 32 * DAY));
    await signIn(page, owner.email, owner.password);
    await expect(page).toHaveURL(/\/dashboard/);
    const banner = async () =>
      (await page.getByTestId("billing-banner").count()) > 0
        ? await page.getByTestId("billing-banner").innerText()
        : "";
    const opening = (words: string) => words.split("{{")[0] ?? words;
    await eventually(async () => (await banner()).includes(opening(D.banner.pastDue)));
    expect((await visitor.page.goto(siteUrl))?.status()).toBe(200);
    const admin = await newDevice();
    await signIn(admin.page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(admin.page).toHaveURL(/\/admin$/);
    const payLink = await emailLink(admin.page, owner.email, NL.admin.templates.names.subscriptionPaymentFailed);
    expect(payLink).toContain("/dashboard/account#billing");

    // Two weeks on (the sessions, 30 days from their last use, still hold).
    await clockedServer.advanceTo(new Date(clockedServer.now().getTime() + 15 * DAY));
    await eventually(async () => (await banner()).includes(opening(D.banner.suspended)));
    expect((await visitor.page.goto(siteUrl))?.status()).toBe(503);
    await emailLink(admin.page, owner.email, NL.admin.templates.names.subscriptionSuspended);

    await page.goto("/dashboard/account#billing");
    await billing(page)
      .getByRole("button", { name: new RegExp(D.payNow.replace("{{amount}}", ".*")) })
      .click();
    await expect(page).toHaveURL(/\/payments\/test\//);
    await page.getByRole("button", { name: "Paid", exact: true }).click();
    await expect(billing(page).getByText(D.state.active)).toBeVisible();
    await expect(page.getByTestId("billing-banner")).toHaveCount(0);
    expect((await visitor.page.goto(siteUrl))?.status()).toBe(200);
  },
);
