import type { Page } from "@playwright/test";
import { NL, newPerson, signIn, signUp } from "../support/auth-flows.ts";
import { expectAccessible } from "../support/axe.ts";
import { expect, test } from "../support/fixtures.ts";
import { finishOnboardingQuickly } from "../support/onboarding.ts";

const S = NL.dashboard.account.sessions;

/** Browsers the owner recognises in the list by name. */
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const WINDOWS_FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0";

function sessionsList(page: Page) {
  return page.getByTestId("sessions").getByRole("listitem");
}

/** A page that needs a session: still signed in, or sent to /login. */
async function expectSignedIn(page: Page, signedIn: boolean) {
  await page.goto("/dashboard");
  if (signedIn) await expect(page).toHaveURL(/\/dashboard$/);
  else await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
}

test("an owner signs out one device, all other devices, or everywhere from the account page", async ({
  page,
  newDevice,
}) => {
  test.slow(); // three browsers signing in and out
  const person = newPerson();
  await signUp(page, person);
  await finishOnboardingQuickly(page);

  const phone = await newDevice({ userAgent: IPHONE });
  const office = await newDevice({ userAgent: WINDOWS_FIREFOX });
  for (const device of [phone, office]) {
    await signIn(device.page, person.email, person.password);
    await expect(device.page).toHaveURL(/\/dashboard$/);
  }

  await page.goto("/dashboard/account#sessions");
  await expect(sessionsList(page)).toHaveCount(3);
  await expect(sessionsList(page).filter({ hasText: S.thisDevice })).toHaveCount(1);
  const phoneRow = sessionsList(page).filter({ hasText: "Safari op iOS" });
  const officeRow = sessionsList(page).filter({ hasText: "Firefox op Windows" });
  await expect(phoneRow).toContainText(`${phone.ip.split(".").slice(0, 3).join(".")}.x`);
  await expectAccessible(page, "/dashboard/account (sessions)");

  await test.step("one device", async () => {
    await officeRow.getByRole("button", { name: S.signOutOne }).click();
    await expect(page.getByText(S.oneDone).first()).toBeVisible();
    await expect(sessionsList(page)).toHaveCount(2);
    await expect(officeRow).toHaveCount(0);
    await expectSignedIn(office.page, false);
    await expectSignedIn(phone.page, true);
  });

  await test.step("all other devices: the phone is signed out, this laptop stays in", async () => {
    await page.getByRole("button", { name: S.signOutOthers }).click();
    await expect(page.getByText(S.othersDone).first()).toBeVisible();
    await expect(sessionsList(page)).toHaveCount(1);
    await expect(page.getByText(S.noOthers)).toBeVisible();
    await expect(page.getByRole("button", { name: S.signOutOthers })).toHaveCount(0);
    await expectSignedIn(phone.page, false);
    await expectSignedIn(page, true);
  });

  await test.step("everywhere: both browsers are signed out", async () => {
    await signIn(phone.page, person.email, person.password);
    await expect(phone.page).toHaveURL(/\/dashboard$/);
    await page.goto("/dashboard/account#sessions");
    await expect(sessionsList(page)).toHaveCount(2);
    await page.getByRole("button", { name: S.signOutGlobal }).click();
    await expect(page).toHaveURL(/\/login\?signedout=1$/);
    await expect(page.getByRole("status")).toHaveText(NL.auth.notices.signedOut);
    await expectSignedIn(page, false);
    await expectSignedIn(phone.page, false);
  });

  await test.step("this device only: the other one stays signed in", async () => {
    await signIn(page, person.email, person.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await signIn(phone.page, person.email, person.password);
    await expect(phone.page).toHaveURL(/\/dashboard$/);
    await phone.page.goto("/dashboard/account#sessions");
    await phone.page.getByRole("button", { name: S.signOutLocal }).click();
    await expect(phone.page).toHaveURL(/\/login\?signedout=1$/);
    await expectSignedIn(phone.page, false);
    await expectSignedIn(page, true);
  });
});
