import { emailLink, fieldErrors, NL, newPerson, passwordInput, say, signIn, signUp } from "../support/auth-flows.ts";
import { expectAccessible } from "../support/axe.ts";
import { expect, test } from "../support/fixtures.ts";
import { field } from "../support/site.ts";

const A = NL.auth;

test("a forgotten password is reset with the emailed link, which works once and signs out everywhere", async ({
  page,
  adminPage,
  newDevice,
}) => {
  test.slow(); // several browsers and password hashes
  const person = newPerson();
  await signUp(page, person);

  const laptop = await newDevice();
  await test.step("ask for a reset link", async () => {
    await laptop.page.goto("/login");
    await laptop.page.getByRole("link", { name: A.signIn.forgot }).click();
    await expect(laptop.page).toHaveURL(/\/login\?mode=forgot$/);
    await laptop.page.getByRole("heading", { level: 1, name: A.forgot.title }).waitFor();
    await field(laptop.page, A.fields.email).fill(person.email);
    await laptop.page.getByRole("button", { name: A.forgot.submit }).click();
    await expect(laptop.page.getByRole("status")).toContainText(say(A.forgot.sent, { email: person.email }));
  });

  const link = await emailLink(adminPage, person.email, NL.admin.templates.names.passwordReset);
  expect(new URL(link).pathname).toBe("/login/reset");

  // The same link opened on two devices before it is used.
  const phone = await newDevice();
  await phone.page.goto(link);
  await laptop.page.goto(link);
  const newPassword = `nieuwe zomer aan zee ${person.password.slice(-8)}`;

  await test.step("a weak new password is refused beside the field", async () => {
    await expect(laptop.page.getByRole("heading", { level: 1, name: A.reset.title })).toBeVisible();
    await expectAccessible(laptop.page, "/login/reset");
    await passwordInput(laptop.page, A.fields.newPassword).fill("zomer");
    await laptop.page.getByRole("button", { name: A.reset.submit }).click();
    await expect(fieldErrors(laptop.page, "reset", "newPassword")).toHaveText([A.weakPassword.too_short]);
  });

  await test.step("a strong one is saved and every session ends", async () => {
    await passwordInput(laptop.page, A.fields.newPassword).fill(newPassword);
    await laptop.page.getByRole("button", { name: A.reset.submit }).click();
    await expect(laptop.page).toHaveURL(/\/login\?reset=done$/);
    await expect(laptop.page.getByRole("status")).toHaveText(A.notices.resetDone);

    // The browser that was signed in before the reset is signed out.
    await page.goto("/onboarding");
    await expect(page).toHaveURL(/\/login(\?|$)/);
  });

  await test.step("the link does not work a second time", async () => {
    // On the phone the form was already open: sending it now fails.
    await passwordInput(phone.page, A.fields.newPassword).fill("een ander nieuw wachtwoord 42");
    await phone.page.getByRole("button", { name: A.reset.submit }).click();
    await expect(phone.page.getByRole("heading", { level: 1, name: A.reset.invalidTitle })).toBeVisible();
    await expect(phone.page.getByRole("alert")).toHaveText(A.reset.invalid);

    // Opened again, the page says so at once.
    await laptop.page.goto(link);
    await expect(laptop.page.getByRole("heading", { level: 1, name: A.reset.invalidTitle })).toBeVisible();
    await expect(passwordInput(laptop.page, A.fields.newPassword)).toHaveCount(0);
    await expectAccessible(laptop.page, "/login/reset (used link)");
  });

  await test.step("only the new password signs in", async () => {
    await signIn(laptop.page, person.email, person.password);
    await expect(fieldErrors(laptop.page, "sign-in", "password")).toHaveText([A.errors.invalidCredentials]);
    await signIn(laptop.page, person.email, newPassword);
    await expect(laptop.page).toHaveURL(/\/onboarding$/);
  });

  await test.step("the owner is told by email that the password changed", async () => {
    const link = await emailLink(adminPage, person.email, NL.admin.templates.names.passwordChanged);
    expect(new URL(link).search).toBe("?mode=forgot");
  });
});
