import type { Locator, Page } from "@playwright/test";
import { NL, newPerson, signUp } from "../support/auth-flows.ts";
import { expectAccessible } from "../support/axe.ts";
import { expectBelowTopBar, expectSelectsFit, expectSidebarFullHeight } from "../support/dashboard-layout.ts";
import { expect, test } from "../support/fixtures.ts";
import { finishOnboardingQuickly } from "../support/onboarding.ts";
import { field, literal, waitForHydration } from "../support/site.ts";
import { expectToast } from "../support/toasts.ts";

const P = NL.dashboard.pricing;
const F = P.fields;

/** A radio of the pricing form by its label (its accessible name goes on with its explanation). */
function radio(scope: Page | Locator, label: string): Locator {
  return scope.getByRole("radio", { name: new RegExp(`^${literal(label)}`) });
}

/** What the owner's pricing form posts now, as the browser would send it. */
async function formFields(page: Page): Promise<Record<string, string>> {
  return page.locator("form#pricing").evaluate((form) => {
    const fields: Record<string, string> = {};
    for (const [name, value] of new FormData(form as HTMLFormElement)) {
      if (typeof value === "string") fields[name] = value;
    }
    return fields;
  });
}

test("the owner sets what guests pay and when, and how the deposit is taken: kept, shown in the example, without a script too, and closed to another owner", async ({
  page,
  browser,
  baseURL,
  clientIp,
  newDevice,
}) => {
  test.slow(); // two owners with sites, the page saved with and without a script, audited
  await signUp(page, newPerson());
  await finishOnboardingQuickly(page);
  const payment = page.getByRole("group", { name: P.groups.payment });
  const example = page.getByTestId("example-payments");

  await test.step("a first payment of 25 % and the balance 14 days before arrival; the deposit held on the card", async () => {
    await page.goto("/dashboard/pricing");
    const save = page.getByRole("button", { name: P.save });
    await waitForHydration(save);
    // A new unit: 30 % now, the rest 30 days ahead; the owner takes the deposit.
    await expect(radio(payment, F.paymentTermsKinds.split)).toBeChecked();
    await expect(field(payment, F.firstPercent)).toHaveValue("30");
    await expect(radio(payment, F.depositCollections.owner)).toBeChecked();
    await expect(field(payment, F.depositReturnDays)).toBeHidden();
    // Paid in full, there is no first payment to set.
    await radio(payment, F.paymentTermsKinds.full).check();
    await expect(field(payment, F.firstPercent)).toBeHidden();
    await radio(payment, F.paymentTermsKinds.split).check();

    // The example week starts a month ahead, beyond the balance's 14 days.
    await field(page.getByRole("group", { name: P.groups.stay }), F.leadTimeDays).fill("30");
    await field(payment, F.firstPercent).fill("25");
    await field(payment, F.balanceDaysBefore).fill("14");
    await field(payment, F.deposit).fill("250");
    await radio(payment, F.depositCollections.hold).check();
    await expect(field(payment, F.depositReturnDays)).toHaveValue("7");
    await field(payment, F.depositReturnDays).fill("10");
    // The choice names the days typed.
    await expect(radio(payment, F.depositCollections.hold)).toHaveAccessibleName(/10 dagen na vertrek/);
    await expect(example.getByText(P.example.dueAtBooking)).toBeVisible();
    await expect(example.getByText(/^Restbedrag op \p{L}+ \d+ \p{L}+$/u)).toBeVisible();
    await expect(example.getByText(/^Geblokkeerd op de kaart vanaf .+, vrijgegeven op .+\.$/)).toBeVisible();
    // Cancelling an unpaid balance is off until the owner ticks it; then its grace shows, 3 days to start with.
    const cancels = payment.getByRole("checkbox", { name: F.cancelUnpaid });
    await expect(cancels).not.toBeChecked();
    await expect(field(payment, F.cancelUnpaidGraceDays)).toBeHidden();
    await cancels.check();
    await expect(field(payment, F.cancelUnpaidGraceDays)).toHaveValue("3");
    await field(payment, F.cancelUnpaidGraceDays).fill("5");
    await expectAccessible(page, "/dashboard/pricing with its payment terms");

    await expectSidebarFullHeight(page);
    await expectSelectsFit(page, "/dashboard/pricing at 1280 px");
    // On a phone the toast spans the width: it still leaves the top bar's status in view.
    await page.setViewportSize({ width: 390, height: 844 });
    await expectSelectsFit(page, "/dashboard/pricing at 390 px");
    const saved = page.getByText(P.saved);
    await expectToast(
      page,
      saved,
      () => save.click(),
      () => expectBelowTopBar(page, saved),
    );
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  await test.step("after a reload everything is as saved", async () => {
    await page.reload();
    await expect(radio(payment, F.paymentTermsKinds.split)).toBeChecked();
    await expect(field(payment, F.firstPercent)).toHaveValue("25");
    await expect(field(payment, F.balanceDaysBefore)).toHaveValue("14");
    await expect(field(payment, F.deposit)).toHaveValue("250");
    await expect(radio(payment, F.depositCollections.hold)).toBeChecked();
    await expect(field(payment, F.depositReturnDays)).toHaveValue("10");
    await expect(payment.getByRole("checkbox", { name: F.cancelUnpaid })).toBeChecked();
    await expect(field(payment, F.cancelUnpaidGraceDays)).toHaveValue("5");
    await expect(example.getByText(/^Restbedrag op /)).toBeVisible();
  });

  await test.step("a grace beyond two weeks is refused by the server in the owner's language, and nothing saved is lost", async () => {
    const form = { ...(await formFields(page)), cancelUnpaidGraceDays: "15" };
    const refused = await page.request.post("/dashboard/pricing", { form, maxRedirects: 0 });
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain(P.errors.whole.replace("{{min}}", "0").replace("{{max}}", "14"));
    await page.reload();
    await expect(field(payment, F.cancelUnpaidGraceDays)).toHaveValue("5");
  });

  await test.step("another owner can neither open this unit's prices, nor change them, nor copy them", async () => {
    const unitId = await page.locator('form#pricing input[name="unitId"]').inputValue();
    const b = await newDevice();
    await signUp(b.page, newPerson("Bram"));
    await finishOnboardingQuickly(b.page);
    const theirs = await b.page.goto(`/dashboard/pricing?unit=${unitId}`);
    expect(theirs?.status()).toBe(404);
    await expect(b.page.getByRole("group", { name: P.groups.payment })).toHaveCount(0);

    await b.page.goto("/dashboard/pricing");
    await waitForHydration(b.page.getByRole("button", { name: P.save }));
    const own = await formFields(b.page);
    const post = (form: Record<string, string>) => b.page.request.post("/dashboard/pricing", { form, maxRedirects: 0 });
    const changed = { ...own, paymentTerms: "full", depositCollection: "payment", depositReturnDays: "30" };
    expect((await post({ ...changed, unitId })).status()).toBe(404);
    expect((await post({ intent: "copy", unitId: own.unitId ?? "", fromUnitId: unitId })).status()).toBe(404);
    // The same form is saved for B's own unit, which keeps its own terms apart.
    expect((await post(changed)).status()).toBe(200);

    await page.reload();
    await expect(radio(payment, F.paymentTermsKinds.split)).toBeChecked();
    await expect(field(payment, F.firstPercent)).toHaveValue("25");
    await expect(radio(payment, F.depositCollections.hold)).toBeChecked();
    await expect(field(payment, F.depositReturnDays)).toHaveValue("10");
  });

  await test.step("without a script the choices show and hide their fields all the same, and save", async () => {
    const plain = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
      extraHTTPHeaders: { "X-Forwarded-For": clientIp },
    });
    const noScript = await plain.newPage();
    await noScript.goto("/dashboard/pricing");
    const group = noScript.getByRole("group", { name: P.groups.payment });
    await radio(group, F.paymentTermsKinds.full).check();
    await expect(field(group, F.firstPercent)).toBeHidden();
    await radio(group, F.depositCollections.owner).check();
    await expect(field(group, F.depositReturnDays)).toBeHidden();
    await radio(group, F.depositCollections.payment).check();
    await expect(field(group, F.depositReturnDays)).toHaveValue("10");
    const answer = noScript.waitForResponse((r) => r.request().method() === "POST");
    await noScript.getByRole("button", { name: P.save }).click();
    expect((await answer).status()).toBe(200);
    await noScript.goto("/dashboard/pricing");
    await expect(radio(group, F.paymentTermsKinds.full)).toBeChecked();
    await expect(radio(group, F.depositCollections.payment)).toBeChecked();
    await plain.close();
  });
});
