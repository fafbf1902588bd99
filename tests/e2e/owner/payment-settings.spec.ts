import { NL, newPerson, say, signUp } from "../support/auth-flows.ts";
import { expectAccessible } from "../support/axe.ts";
import { expect, test } from "../support/fixtures.ts";
import { finishOnboardingQuickly } from "../support/onboarding.ts";
import { waitForHydration } from "../support/site.ts";

const P = NL.dashboard.settings.payments;

test("an owner connects the test provider, sees the methods guests get, and disconnects it again", async ({ page }) => {
  test.slow(); // an owner with a site
  await signUp(page, newPerson());
  await finishOnboardingQuickly(page);
  await page
    .getByRole("navigation", { name: NL.dashboard.nav.label })
    .getByRole("link", { name: NL.dashboard.nav.settings })
    .click();
  await expect(page).toHaveURL("/dashboard/settings");
  const payments = page.getByRole("region", { name: P.heading });
  await expect(payments.getByText(P.statusBody.none)).toBeVisible();
  // This server has no Stripe or Mollie credentials: only the test provider is offered.
  await expect(payments.getByRole("button", { name: P.stripe.connect })).toHaveCount(0);
  await expect(payments.getByRole("button", { name: P.mollie.connect })).toHaveCount(0);
  await expectAccessible(page, "/dashboard/settings (nothing connected)");

  await payments.getByRole("button", { name: P.test.connect }).click();
  await expect(payments.getByRole("status").filter({ hasText: P.notices.test_ready })).toBeVisible();
  const connection = payments.getByTestId("payment-connection");
  await expect(connection.getByRole("heading", { name: P.providers.test })).toBeVisible();
  await expect(connection.getByText(P.status.active, { exact: true })).toBeVisible();
  await expect(connection.getByText(P.testBadge, { exact: true })).toBeVisible();
  const methods = connection.getByRole("list", { name: P.methodsHeading });
  await expect(methods.getByRole("listitem")).toHaveText([
    P.methods.card,
    P.methods.ideal,
    P.methods.bancontact,
    P.methods.przelewy24,
    P.methods.sepa_debit,
  ]);
  await expect(payments.getByRole("checkbox", { name: P.bankTransfer.label })).toBeChecked();
  await expectAccessible(page, "/dashboard/settings (test provider connected)");

  const disconnect = connection.getByRole("button", { name: P.disconnect });
  await waitForHydration(disconnect);
  await disconnect.click();
  const question = page.getByRole("alertdialog", { name: say(P.disconnectTitle, { provider: P.providers.test }) });
  await expect(question).toBeVisible();
  await question.getByRole("button", { name: P.disconnectConfirm }).click();
  await expect(question).toBeHidden();
  await expect(
    payments.getByRole("status").filter({ hasText: say(P.notices.disconnected, { provider: P.providers.test }) }),
  ).toBeVisible();
  await expect(connection.getByText(P.status.disconnected, { exact: true })).toBeVisible();
  await expect(connection.getByRole("list", { name: P.methodsHeading })).toHaveCount(0);
  await expect(payments.getByRole("button", { name: P.test.connect })).toBeVisible();
});
