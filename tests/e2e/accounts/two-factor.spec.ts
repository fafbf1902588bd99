import type { Page } from "@playwright/test";
import { errorSummary, fieldErrors, NL, newPerson, passwordInput, signIn, signUp } from "../support/auth-flows.ts";
import { expectAccessible } from "../support/axe.ts";
import { expect, test } from "../support/fixtures.ts";
import { finishOnboardingQuickly } from "../support/onboarding.ts";
import { field } from "../support/site.ts";
import { totpFromKey } from "../support/totp.ts";

const TF = NL.dashboard.account.twoFactor;
const A = NL.auth;

/** The second step of signing in: the code from the app, or a backup code. */
async function sendSecondFactor(page: Page, label: string, code: string) {
  const form = page.locator("form#two-factor");
  await field(form, label).fill(code);
  await form.getByRole("button", { name: A.twoFactor.submit }).click();
}

test("an owner turns on two-step verification, then signs in with a code from the app or a backup code", async ({
  page,
  newDevice,
}) => {
  test.slow(); // enrolment and three sign-ins
  const person = newPerson();
  await signUp(page, person);
  await finishOnboardingQuickly(page);
  await page.goto("/dashboard/account#two-factor");
  const section = page.locator("section#two-factor");
  await expect(section.getByText(TF.off, { exact: true })).toBeVisible();

  await test.step("enrol: password, key, first code, backup codes", async () => {
    const start = page.locator("form#account-two-factor-start");
    await passwordInput(start, NL.dashboard.account.password.yourPassword).fill(person.password);
    await start.getByRole("button", { name: TF.start }).click();
    await expect(page.getByRole("img", { name: TF.qrAlt })).toBeVisible();
    await expectAccessible(page, "/dashboard/account (two-factor enrolment)");

    const confirm = page.locator("form#account-two-factor-confirm");
    await field(confirm, TF.code).fill("000000");
    await confirm.getByRole("button", { name: TF.confirm }).click();
    await expect(fieldErrors(page, "account-two-factor-confirm", "code")).toHaveText([A.errors.invalidCode]);
  });

  const key = (await page.getByTestId("totp-key").innerText()).replace(/\s/g, "");
  expect(key).toMatch(/^[A-Z2-7]{16,}$/);

  const backupCodes = await test.step("the right code turns it on and shows the backup codes once", async () => {
    const confirm = page.locator("form#account-two-factor-confirm");
    await field(confirm, TF.code).fill(totpFromKey(key));
    await confirm.getByRole("button", { name: TF.confirm }).click();
    await expect(section.getByText(TF.enabled).first()).toBeVisible();
    await expect(section.getByText(TF.on, { exact: true })).toBeVisible();
    const codes = page.getByTestId("backup-codes").getByRole("listitem");
    await expect(codes).toHaveCount(10);
    const list = await codes.allInnerTexts();
    await page.getByRole("button", { name: TF.done }).click();
    await expect(page.getByTestId("backup-codes")).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId("backup-codes")).toHaveCount(0);
    return list.map((c) => c.trim());
  });

  await test.step("a new device asks for the code after the password", async () => {
    const laptop = await newDevice();
    await signIn(laptop.page, person.email, person.password);
    await expect(laptop.page).toHaveURL(/\/login\/two-factor$/);
    await expect(laptop.page.getByRole("heading", { level: 1, name: A.twoFactor.title })).toBeVisible();
    await expectAccessible(laptop.page, "/login/two-factor");
    // Without the second step there is no way in.
    await laptop.page.goto("/dashboard");
    await expect(laptop.page).toHaveURL(/\/login\?next=/);
    await laptop.page.goto("/login/two-factor");

    await sendSecondFactor(laptop.page, A.fields.code, "123456");
    await expect(fieldErrors(laptop.page, "two-factor", "code")).toHaveText([A.errors.invalidCode]);
    await expect(errorSummary(laptop.page, "two-factor")).toBeFocused();
    await sendSecondFactor(laptop.page, A.fields.code, totpFromKey(key));
    await expect(laptop.page).toHaveURL(/\/dashboard$/);
    const step = NL.dashboard.overview.steps;
    await expect(
      laptop.page.getByRole("heading", { level: 3, name: `${step.twoFactor.title} (${step.done})` }),
    ).toBeVisible();
  });

  const backup = backupCodes[0] ?? "";
  await test.step("without the phone, a backup code works once", async () => {
    const borrowed = await newDevice();
    await signIn(borrowed.page, person.email, person.password);
    await borrowed.page.getByRole("link", { name: A.twoFactor.useBackup }).click();
    await expect(borrowed.page).toHaveURL(/\/login\/two-factor\?method=backup$/);
    await expect(borrowed.page.getByText(A.twoFactor.backupIntro)).toBeVisible();
    await sendSecondFactor(borrowed.page, A.fields.backupCode, backup);
    await expect(borrowed.page).toHaveURL(/\/dashboard$/);

    const again = await newDevice();
    await signIn(again.page, person.email, person.password);
    await expect(again.page).toHaveURL(/\/login\/two-factor$/);
    await again.page.getByRole("link", { name: A.twoFactor.useBackup }).click();
    await sendSecondFactor(again.page, A.fields.backupCode, backup);
    await expect(fieldErrors(again.page, "two-factor", "code")).toHaveText([A.errors.invalidBackupCode]);
    await expect(again.page).toHaveURL(/\/login\/two-factor\?method=backup$/);
  });
});
