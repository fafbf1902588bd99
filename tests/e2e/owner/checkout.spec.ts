import { checkoutContent } from "../../../content/checkout/index.ts";
import { fillIn } from "../../../modules/i18n/fill-in.ts";
import { newPerson } from "../support/auth-flows.ts";
import { expectAccessible } from "../support/axe.ts";
import { expect, test } from "../support/fixtures.ts";
import { field, pagePath, UI } from "../support/site.ts";

const C = checkoutContent.nl.checkout;
const S = checkoutContent.nl.success;

/**
 * A new owner subscribes in Dutch, without any script on the page: from the home page's
 * button to the checkout, a problem answered beside its field with everything typed kept,
 * a payment cancelled on the test provider's page (nothing lost), then paid, and the
 * success page confirmed with the wizard as the next step. The server under test needs the
 * seller's billing details (billing_settings, provider "test"): without them the checkout
 * says it takes no payments now, and this test stops at the first field.
 */
test("a new owner subscribes from the home page in Dutch: an account made inline, a cancelled payment that loses nothing, then paid and confirmed", async ({
  page,
}) => {
  const owner = newPerson("Anna");
  await page.goto(pagePath("home", "nl"));
  await page.getByRole("banner").getByRole("link", { name: UI.nl.common.startNow }).click();
  await expect(page).toHaveURL(pagePath("checkout", "nl"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(C.title);
  await expect(page.getByRole("link", { name: C.consultation.link })).toBeVisible();
  await expectAccessible(page);

  // A company's VAT number that is not the chosen country's: said beside the field, in Dutch.
  await field(page, C.account.email).fill(owner.email);
  await field(page, C.account.password).fill(owner.password);
  await field(page, C.billing.name).fill(owner.name);
  await expect(field(page, C.billing.vatNumber)).toBeHidden();
  await page.getByLabel(C.billing.business).check();
  await field(page, C.billing.company).fill("Duinhuis BV");
  await field(page, C.billing.vatNumber).fill("BE0123");
  await field(page, C.billing.street).fill("Duinweg 4");
  await field(page, C.billing.postalCode).fill("2042 AB");
  await field(page, C.billing.city).fill("Zandvoort");
  const pay = page.getByRole("button", { name: /^Betaal .* en start$/ });
  await expect(pay).toHaveText(fillIn(C.pay.button, { amount: "€\u00a0242" }));
  // A business in Belgium with a VAT number pays no Dutch VAT: the button says so at once.
  await field(page, C.billing.country).selectOption("BE");
  await expect(pay).toHaveText(fillIn(C.pay.button, { amount: "€\u00a0200" }));
  await pay.click();
  await expect(page.getByTestId("form-errors")).toBeFocused();
  await expect(page.locator("#checkout-vatNumber-error")).toHaveText(C.billing.problems.vatNumber);
  await expect(field(page, C.billing.company)).toHaveValue("Duinhuis BV");
  await expect(field(page, C.billing.city)).toHaveValue("Zandvoort");
  await expect(field(page, C.billing.country)).toHaveValue("BE");
  await expect(field(page, C.account.password)).toHaveValue("");

  // As a consumer after all: to the provider's page, signed in by then.
  await page.getByLabel(C.billing.business).uncheck();
  await field(page, C.billing.country).selectOption("NL");
  await field(page, C.account.password).fill(owner.password);
  await expect(pay).toHaveText(fillIn(C.pay.button, { amount: "€\u00a0242" }));
  await pay.click();
  await expect(page).toHaveURL(/\/payments\/test\//);
  await expect(page.getByText("€242.00")).toBeVisible();
  await page.getByRole("button", { name: "Cancelled" }).click();
  await expect(page).toHaveURL(pagePath("checkoutCancelled", "nl"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(checkoutContent.nl.cancelled.title);

  // Back to the checkout: signed in, everything typed still there.
  await page.getByRole("link", { name: checkoutContent.nl.cancelled.options.retry.cta }).click();
  await expect(page.getByTestId("checkout-signed-in")).toHaveText(
    fillIn(C.account.signedInAs, { name: owner.name, email: owner.email }),
  );
  await expect(field(page, C.billing.street)).toHaveValue("Duinweg 4");
  await expect(field(page, C.billing.country)).toHaveValue("NL");
  await pay.click();
  await page.getByRole("button", { name: "Paid", exact: true }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(S.confirmed.title);
  await page.reload();
  await expect(page.getByTestId("checkout-confirmed")).toBeVisible();
  await page.getByRole("link", { name: S.confirmed.onboarding }).click();
  await expect(page).toHaveURL("/onboarding");

  // Paid now: the checkout leads to the billing section.
  const again = await page.request.get(pagePath("checkout", "nl"), { maxRedirects: 0 });
  expect(again.headers().location).toBe("/dashboard/account#billing");
});
