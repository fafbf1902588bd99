import { randomInt, randomUUID } from "node:crypto";
import { expect, type Locator, type Page } from "@playwright/test";
import { resources } from "../../../app/i18n/ui/resources.ts";
import type { Lang } from "../../../modules/i18n/languages.ts";
import { IN_THE_BACKGROUND } from "./hang-guards.ts";
import { field, waitForHydration } from "./site.ts";

/**
 * The Dutch interface texts (the default language of new accounts and of the e2e admin),
 * so assertions follow the copy instead of repeating it.
 */
export const NL = resources.nl;

/** A text with its {{placeholders}} filled, as i18next renders it. */
export function say(text: string, params: Record<string, string | number> = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? `{{${name}}}`));
}

export type Person = { name: string; email: string; password: string; phone: string };

/** A new owner nobody has used yet: unique address and phone number, a strong password. */
export function newPerson(first = "Sanne"): Person {
  const id = randomUUID().slice(0, 8);
  return {
    name: `${first} Test ${id}`,
    email: `${first.toLowerCase()}-${id}@e2e.vayvista.test`,
    password: `zeewind over de duinen ${id}`,
    // Dutch mobile numbers: 06 followed by eight digits.
    phone: `+316${String(randomInt(10_000_000, 100_000_000))}`,
  };
}

/** The password input of a form: its exact label (the show/hide button is labelled apart). */
export function passwordInput(scope: Page | Locator, label = NL.auth.fields.password): Locator {
  return scope.getByLabel(label, { exact: true });
}

/** The messages shown beside a field of an account form (e.g. form "sign-up", field "password"). */
export function fieldErrors(page: Page, formId: string, name: string): Locator {
  return page.locator(`#${formId}-${name}-error li`);
}

/** The sign-up form filled in; `lang` is the language chosen on /login (the account's language). */
export async function fillSignUp(page: Page, person: Partial<Person>, lang: Lang = "nl"): Promise<void> {
  const texts = resources[lang];
  await page.goto(lang === "nl" ? "/login?mode=signup" : `/login?mode=signup&lang=${lang}`);
  await expect(page).toHaveURL(/\/login\?mode=signup$/);
  const form = page.locator("form#sign-up");
  await waitForHydration(form.getByRole("button", { name: texts.auth.signUp.submit }));
  await field(form, texts.auth.fields.name).fill(person.name ?? "");
  await field(form, texts.auth.fields.email).fill(person.email ?? "");
  await passwordInput(form, texts.auth.fields.password).fill(person.password ?? "");
  if (person.phone) await field(form, texts.auth.fields.phone).fill(person.phone);
}

/** Signs a new owner up through /login, in `lang`; they land on the onboarding wizard. */
export async function signUp(page: Page, person: Person, lang: Lang = "nl"): Promise<void> {
  await fillSignUp(page, person, lang);
  await page.locator("form#sign-up").getByRole("button", { name: resources[lang].auth.signUp.submit }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
}

/** Fills and sends the sign-in form; where it lands is for the caller to check. */
export async function signIn(page: Page, identifier: string, password: string): Promise<void> {
  await page.goto("/login");
  const form = page.locator("form#sign-in");
  const submit = form.getByRole("button", { name: NL.auth.signIn.submit });
  await waitForHydration(submit);
  await field(form, NL.auth.fields.identifier).fill(identifier);
  await passwordInput(form).fill(password);
  await submit.click();
}

/** The error summary the account forms focus after a refused post. */
export function errorSummary(page: Page, formId: string): Locator {
  return page.locator(`form#${formId}`).getByTestId("form-errors");
}

/**
 * The first link (or the first that `matching` matches) in the newest email of a kind to
 * `to`, read the way the team reads the outbox locally: /admin/settings/emails, the message,
 * its text version. Mail is written to the outbox by the request that caused it, but
 * better-auth and the jobs may queue it a moment later, so the list is reloaded until the
 * message is there.
 */
export async function emailLink(
  adminPage: Page,
  to: string,
  templateName: string,
  matching: RegExp = /./,
): Promise<string> {
  const message = adminPage
    .getByRole("link")
    // "Aan {address}" or "Aan {name} <{address}>"
    .filter({ hasText: to })
    .filter({ hasText: templateName });
  await expect(async () => {
    await adminPage.goto("/admin/settings/emails");
    await expect(message.first()).toBeVisible({ timeout: 1_000 });
  }).toPass(IN_THE_BACKGROUND);
  await message.first().click();
  await adminPage.getByText(NL.admin.emails.textVersion).click();
  const text = await adminPage.locator("details pre").innerText();
  const url = text.match(/https?:\/\/\S+/g)?.find((link) => matching.test(link));
  if (!url) throw new Error(`the ${templateName} email to ${to} holds no link like ${matching}:\n${text}`);
  return url;
}
