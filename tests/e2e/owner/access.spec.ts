import { resources } from "../../../app/i18n/ui/resources.ts";
import { NL, newPerson, signIn, signUp } from "../support/auth-flows.ts";
import { expectAccessible } from "../support/axe.ts";
import { expect, test } from "../support/fixtures.ts";
import { finishOnboardingQuickly } from "../support/onboarding.ts";
import { field } from "../support/site.ts";

const S = NL.dashboard.support;

test("visitors who are not signed in are sent to /login, and come back where they were going", async ({ page }) => {
  for (const path of [
    "/dashboard",
    "/dashboard/support",
    "/dashboard/domeinen",
    // An unknown dashboard address too: it says nothing about what exists before sign-in.
    "/dashboard/nope",
    "/onboarding",
    "/domain-setup",
    "/admin",
  ]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(`/login?next=${encodeURIComponent(path)}`);
    await expect(page.getByRole("heading", { level: 1, name: NL.auth.signIn.title })).toBeVisible();
  }
  const person = newPerson();
  await signUp(page, person);
  await page.context().clearCookies();
  await page.goto("/admin/plan");
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent("/admin/plan")}`);

  // After signing in, an owner lands where they were going, except in the admin area.
  await page.goto("/dashboard/support");
  await expect(page).toHaveURL(/\/login\?next=/);
  const form = page.locator("form#sign-in");
  await field(form, NL.auth.fields.identifier).fill(person.email);
  await form.getByLabel(NL.auth.fields.password, { exact: true }).fill(person.password);
  await form.getByRole("button", { name: NL.auth.signIn.submit }).click();
  // No site yet: support (and the account) still open, with the way on to the wizard.
  await expect(page).toHaveURL(/\/dashboard\/support$/);
  await expect(page.getByRole("heading", { level: 1, name: S.title })).toBeVisible();
  await page.getByRole("link", { name: NL.dashboard.nav.finishSetup }).first().click();
  await expect(page).toHaveURL(/\/onboarding$/);
  // The wizard has a way out.
  await page.getByRole("button", { name: NL.auth.signOut.submit }).click();
  await expect(page).toHaveURL(/\/login\?signedout=1$/);
});

test("an owner cannot open another owner's support request, nor write in it", async ({ page, newDevice }) => {
  test.slow(); // two owners with a site each
  await signUp(page, newPerson("Anna"));
  await finishOnboardingQuickly(page);

  const subject = "Boekingen van Airbnb komen niet in mijn kalender";
  await page.goto("/dashboard/support");
  await field(page, S.subject).fill(subject);
  await field(page, S.message).fill(
    "Sinds gisteren zie ik nieuwe boekingen van Airbnb niet meer terug in mijn kalender.",
  );
  await page.getByRole("button", { name: S.send }).click();
  const request = page.getByTestId("support-requests").getByRole("link", { name: subject });
  await expect(request).toBeVisible();
  await expectAccessible(page, "/dashboard/support");
  const path = await request.getAttribute("href");
  expect(path).toMatch(/^\/dashboard\/support\/[0-9a-f-]{36}$/);
  await request.click();
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  await expectAccessible(page, "/dashboard/support/:id");

  const other = await newDevice();
  await signUp(other.page, newPerson("Bram"));
  await finishOnboardingQuickly(other.page);

  const response = await other.page.goto(path ?? "");
  expect(response?.status()).toBe(404);
  await expect(other.page.getByRole("heading", { level: 1, name: NL.dashboard.errors.notFoundTitle })).toBeVisible();
  await expect(other.page.getByText(subject)).toHaveCount(0);
  await expectAccessible(other.page, "/dashboard/support/:id (another owner's)");

  const reply = await other.page.request.post(path ?? "", { form: { body: "Ik schrijf in andermans vraag." } });
  expect(reply.status()).toBe(404);

  // A malformed id is the link's fault: 400.
  expect((await other.page.goto("/dashboard/support/niet-een-id"))?.status()).toBe(400);
  await expect(other.page.getByRole("heading", { level: 1, name: NL.dashboard.errors.badRequestTitle })).toBeVisible();

  // The request's own owner still sees it, untouched.
  await page.reload();
  await expect(page.getByText("Ik schrijf in andermans vraag.")).toHaveCount(0);
});

test("an owner who opens the admin area gets a 403 page in their language", async ({ page }) => {
  const person = newPerson();
  await signUp(page, person);
  for (const path of [
    "/admin",
    "/admin/owners",
    "/admin/settings/emails",
    "/admin/settings/scheduled-emails",
    "/admin/plan",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: NL.admin.noAccess.title })).toBeVisible();
    await expect(page.getByText(person.email)).toHaveCount(0);
  }
  await expectAccessible(page, "/admin (owner, 403)");
  await page.getByRole("link", { name: NL.admin.noAccess.dashboard }).click();
  await expect(page).toHaveURL(/\/onboarding$/);

  // Posting to an admin action is refused the same way.
  const post = await page.request.post("/admin/plan", { form: { monthlyFee: "1" } });
  expect(post.status()).toBe(403);

  // Signing in again does not change that.
  await page.context().clearCookies();
  await signIn(page, person.email, person.password);
  await expect(page).toHaveURL(/\/onboarding$/);
  expect((await page.goto("/admin"))?.status()).toBe(403);
});

test("an owner who chose Polish gets the 403 page in Polish, down to the document's language", async ({ page }) => {
  const PL = resources.pl;
  await signUp(page, newPerson("Piotr"), "pl");
  const response = await page.goto("/admin/owners");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1, name: PL.admin.noAccess.title })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "pl");
  await expect(page).toHaveTitle(`${PL.admin.noAccess.title} | VayVista`);
  await expectAccessible(page, "/admin/owners (Polish owner, 403)");
});
