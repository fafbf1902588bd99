import { AUTH_LIMITS } from "../../../modules/accounts/auth-rate-limits.ts";
import {
  errorSummary,
  fieldErrors,
  fillSignUp,
  NL,
  newPerson,
  passwordInput,
  signIn,
  signUp,
} from "../support/auth-flows.ts";
import { expectAccessible } from "../support/axe.ts";
import { clockedTest, expect, newClientIp, test } from "../support/fixtures.ts";
import { field, literal } from "../support/site.ts";

const A = NL.auth;

/** "Te veel pogingen. Probeer het over N minuten opnieuw." for any N. */
const TOO_MANY = new RegExp(
  [A.errors.tooManyAttempts_one, A.errors.tooManyAttempts_other]
    .map((text) => literal(text).replace(literal("{{count}}"), "\\d+"))
    .join("|"),
);

test("a wrong password gets the same general answer as an unknown account, and the address stays filled in", async ({
  page,
  newDevice,
}) => {
  const person = newPerson();
  await signUp(page, person);

  const other = await newDevice();
  await signIn(other.page, person.email, "niet mijn wachtwoord 123");
  await expect(other.page).toHaveURL(/\/login$/);
  await expect(fieldErrors(other.page, "sign-in", "password")).toHaveText([A.errors.invalidCredentials]);
  await expect(errorSummary(other.page, "sign-in")).toBeFocused();
  await expect(field(other.page, A.fields.identifier)).toHaveValue(person.email);
  await expect(passwordInput(other.page)).toHaveValue("");
  await expectAccessible(other.page, "/login (wrong password)");

  // An address without an account is answered word for word the same.
  await signIn(other.page, newPerson("Niemand").email, "niet mijn wachtwoord 123");
  await expect(fieldErrors(other.page, "sign-in", "password")).toHaveText([A.errors.invalidCredentials]);
});

test("a weak password at sign-up is refused with every reason beside the field, and what was typed stays", async ({
  page,
}) => {
  const person = newPerson();
  const form = page.locator("form#sign-up");
  const submit = form.getByRole("button", { name: A.signUp.submit });

  await fillSignUp(page, { ...person, password: "welkom1" });
  await submit.click();
  await expect(fieldErrors(page, "sign-up", "password")).toHaveText([A.weakPassword.too_short, A.weakPassword.common]);
  await expect(passwordInput(form)).toHaveAttribute("aria-invalid", "true");
  await expect(field(form, A.fields.name)).toHaveValue(person.name);
  await expect(field(form, A.fields.email)).toHaveValue(person.email);
  await expect(errorSummary(page, "sign-up")).toBeFocused();
  await expectAccessible(page, "/login?mode=signup (weak password)");

  const localPart = person.email.split("@")[0] ?? "";
  await passwordInput(form).fill(`${localPart} is mijn naam`);
  await submit.click();
  await expect(fieldErrors(page, "sign-up", "password")).toHaveText([A.weakPassword.contains_email]);

  await passwordInput(form).fill(person.password);
  await submit.click();
  await expect(page).toHaveURL(/\/onboarding$/);
});

test("an owner signs in with the email address and with the phone number, however it is written", async ({
  page,
  newDevice,
}) => {
  test.slow(); // four password checks, each in a browser of its own
  const person = newPerson();
  await signUp(page, person);

  const laptop = await newDevice();
  await signIn(laptop.page, person.email.toUpperCase(), person.password);
  await expect(laptop.page).toHaveURL(/\/onboarding$/);

  // +31612345678 as Dutch owners write it: 06 12 34 56 78.
  const local = `0${person.phone.slice(3)}`;
  const written = `${local.slice(0, 2)} ${local.slice(2, 4)} ${local.slice(4, 6)} ${local.slice(6, 8)} ${local.slice(8)}`;
  const phone = await newDevice();
  await signIn(phone.page, written, person.password);
  await expect(phone.page).toHaveURL(/\/onboarding$/);

  const wrong = await newDevice();
  await signIn(wrong.page, written, "niet mijn wachtwoord 123");
  await expect(fieldErrors(wrong.page, "sign-in", "password")).toHaveText([A.errors.invalidCredentials]);
});

// The limits count in fixed windows of the clock (docs/decisions/0004): a window that ended
// halfway would start the count again, the sooner the slower the machine. So this runs on
// the worker's clocked server, whose clock is moved to the start of a window first.
clockedTest(
  "repeated wrong passwords hit the limit; the owner elsewhere and other accounts here still get in",
  async ({ page, newDevice, clockedServer }) => {
    test.slow(); // eleven password checks
    const windowMs = AUTH_LIMITS.signInPair.windowSeconds * 1000;
    expect(test.info().timeout, "the test ends before the window does").toBeLessThan(windowMs);
    await clockedServer.advanceTo(new Date((Math.floor(clockedServer.now().getTime() / windowMs) + 1) * windowMs));
    const victim = newPerson("Victim");
    const neighbour = newPerson("Buur");
    await signUp(page, victim);
    const neighbourDevice = await newDevice();
    await signUp(neighbourDevice.page, neighbour);

    const attacker = await newDevice();
    // 10 tries per account and address in 15 minutes (docs/decisions/0004-sign-in-rate-limits.md).
    for (let attempt = 1; attempt <= 10; attempt++) {
      await signIn(attacker.page, victim.email, `geraden wachtwoord ${attempt}`);
      await expect(fieldErrors(attacker.page, "sign-in", "password")).toHaveText([A.errors.invalidCredentials]);
    }
    await signIn(attacker.page, victim.email, `geraden wachtwoord 11`);
    await expect(errorSummary(attacker.page, "sign-in")).toContainText(TOO_MANY);
    await expect(fieldErrors(attacker.page, "sign-in", "password")).toHaveCount(0);
    await expectAccessible(attacker.page, "/login (too many attempts)");

    // Even the right password is refused from this address now.
    await signIn(attacker.page, victim.email, victim.password);
    await expect(errorSummary(attacker.page, "sign-in")).toContainText(TOO_MANY);
    await expect(attacker.page).toHaveURL(/\/login$/);

    // Another account from the same address is unaffected.
    const sameNetwork = await newDevice({ ip: attacker.ip });
    await signIn(sameNetwork.page, neighbour.email, neighbour.password);
    await expect(sameNetwork.page).toHaveURL(/\/onboarding$/);

    // The owner on their own network still signs in.
    const ownLaptop = await newDevice({ ip: newClientIp() });
    await signIn(ownLaptop.page, victim.email, victim.password);
    await expect(ownLaptop.page).toHaveURL(/\/onboarding$/);
  },
);
