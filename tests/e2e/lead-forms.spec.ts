import { expect, type Locator, type Page, test } from "@playwright/test";
import { field, type Lang, literal, pagePath, UI, urlPath, waitForHydration } from "./support/site.ts";

/**
 * Contact and consultation forms: errors appear next to the field in the page's language
 * and typed values stay; a valid submission shows [data-testid=lead-success]. With
 * JavaScript the browser validates before sending anything; without it the server does.
 */
type FormKind = "contact" | "consultation";

const NAME = "Anna de Vries";
const INVALID_EMAIL = "anna.devries.example.nl";
const VALID_EMAIL = "anna.devries@example.nl";
const MESSAGE: Record<Lang, string> = {
  nl: "We verhuren een vakantiehuis in Zeeland en willen boekingen rechtstreeks ontvangen, zonder commissie.",
  en: "We let a holiday cottage in Cornwall and would like to take bookings directly, without commission.",
  pl: "Wynajmujemy dom wakacyjny nad morzem i chcemy przyjmować rezerwacje bezpośrednio, bez prowizji.",
};

function submitLabel(kind: FormKind, lang: Lang): string {
  return kind === "contact" ? UI[lang].form.submitContact : UI[lang].form.submitConsultation;
}

function leadForm(page: Page, kind: FormKind, lang: Lang): Locator {
  return page.locator("form").filter({ has: page.getByRole("button", { name: submitLabel(kind, lang) }) });
}

async function isPresent(locator: Locator): Promise<boolean> {
  return (await locator.count()) > 0;
}

/** A date a week from now as yyyy-mm-dd: after tomorrow and within three months. */
function nextWeek(): string {
  const d = new Date();
  d.setDate(d.getDate() + 7);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Picks an option of a choice field, whether it is a native select, radio buttons or a listbox. */
async function choose(form: Locator, page: Page, label: string, option: string) {
  const control = field(form, label).first();
  if ((await isPresent(control)) && (await control.evaluate((el) => el.tagName)) === "SELECT") {
    await control.selectOption({ label: option });
    return;
  }
  const radio = form.getByRole("radio", { name: option });
  if (await isPresent(radio)) {
    await radio.first().check();
    return;
  }
  if (await isPresent(control)) {
    await control.click();
    await page.getByRole("option", { name: option }).click();
  }
}

/** Fills every field the form has with valid values, except name and email. */
async function fillOtherFields(form: Locator, page: Page, lang: Lang) {
  const f = UI[lang].form;
  const text: [string, string][] = [
    [f.phone, "+31 6 12345678"],
    [
      f.subject,
      lang === "nl"
        ? "Een website voor ons vakantiehuis"
        : lang === "en"
          ? "A website for our cottage"
          : "Strona dla naszego domu",
    ],
    [f.message, MESSAGE[lang]],
    [f.notes, MESSAGE[lang]],
    [f.propertyLocation, lang === "pl" ? "Sopot" : "Zierikzee"],
    [f.unitCount, "1"],
    [f.preferredDate, nextWeek()],
  ];
  for (const [label, value] of text) {
    const control = field(form, label).first();
    if (!(await isPresent(control))) continue;
    const tag = await control.evaluate((el) => el.tagName);
    if (tag === "INPUT" || tag === "TEXTAREA") await control.fill(value);
    // A select (e.g. a subject list): its first real option after the "choose" prompt.
    else if (tag === "SELECT") await control.selectOption({ index: 1 });
  }
  await choose(form, page, f.timeSlot, f.timeSlots.morning);
  await choose(form, page, f.propertyType, f.propertyTypes.holidayHome);
}

/** Records form submissions, to prove that client-side validation sent nothing. */
function countPosts(page: Page): () => number {
  let posts = 0;
  page.on("request", (r) => {
    if (r.method() === "POST") posts++;
  });
  return () => posts;
}

/**
 * Turns off the browser's own constraint checks (required, type=email) so the submission
 * reaches the server: what is tested here is the server's validation.
 */
async function skipBrowserChecks(form: Locator) {
  await form.evaluate((el) => {
    (el as HTMLFormElement).noValidate = true;
  });
}

async function expectFieldError(control: Locator, message: string) {
  await expect(control).toHaveAttribute("aria-invalid", "true");
  await expect(control).toHaveAccessibleDescription(new RegExp(literal(message)));
}

for (const kind of ["contact", "consultation"] as const) {
  for (const lang of ["nl", "en"] as const) {
    test(`${kind} form (${lang}, JavaScript): errors next to the fields, then success`, async ({ page }) => {
      const t = UI[lang];
      const posts = countPosts(page);
      await page.goto(urlPath(pagePath(kind, lang)));
      const form = leadForm(page, kind, lang);
      const submit = form.getByRole("button", { name: submitLabel(kind, lang) });
      await waitForHydration(submit);

      const name = field(form, t.form.name).first();
      const email = field(form, t.form.email).first();
      await name.fill(NAME);
      await fillOtherFields(form, page, lang);

      await submit.click();
      await expectFieldError(email, t.errors.required);
      await expect(name).toHaveValue(NAME);

      await email.fill(INVALID_EMAIL);
      await submit.click();
      await expectFieldError(email, t.errors.email);
      await expect(email).toHaveValue(INVALID_EMAIL);
      await expect(name).toHaveValue(NAME);
      expect(posts(), "invalid input is caught in the browser, before anything is sent").toBe(0);

      await email.fill(VALID_EMAIL);
      await submit.click();
      await expect(page.getByTestId("lead-success")).toBeVisible();
    });
  }
}

test("contact form (en, JavaScript): an invalid email is reported in English without leaving the page", async ({
  page,
}) => {
  const t = UI.en;
  await page.goto(pagePath("contact", "en"));
  const form = leadForm(page, "contact", "en");
  const submit = form.getByRole("button", { name: t.form.submitContact });
  await waitForHydration(submit);
  const email = field(form, t.form.email).first();
  await email.fill(INVALID_EMAIL);
  await submit.click();
  await expectFieldError(email, t.errors.email);
  await expect(page).toHaveURL(/\/en\/contact$/);
});

test.describe("without JavaScript the server validates", () => {
  test.use({ javaScriptEnabled: false });

  test("contact form (en): server errors next to the field, values kept, then success", async ({ page }) => {
    const t = UI.en;
    await page.goto(pagePath("contact", "en"));
    const form = leadForm(page, "contact", "en");
    await field(form, t.form.name).first().fill(NAME);
    await field(form, t.form.email).first().fill(INVALID_EMAIL);
    await fillOtherFields(form, page, "en");
    await skipBrowserChecks(form);
    await form.getByRole("button", { name: t.form.submitContact }).click();

    // A fresh page, rendered by the server after it validated the submission.
    const email = field(form, t.form.email).first();
    await expectFieldError(email, t.errors.email);
    await expect(email).toHaveValue(INVALID_EMAIL);
    await expect(field(form, t.form.name).first()).toHaveValue(NAME);

    await email.fill(VALID_EMAIL);
    await fillOtherFields(form, page, "en");
    await form.getByRole("button", { name: t.form.submitContact }).click();
    await expect(page.getByTestId("lead-success")).toBeVisible();
  });

  test("consultation form (nl): a missing email is reported in Dutch by the server", async ({ page }) => {
    const t = UI.nl;
    await page.goto(pagePath("consultation", "nl"));
    const form = leadForm(page, "consultation", "nl");
    await field(form, t.form.name).first().fill(NAME);
    await fillOtherFields(form, page, "nl");
    await skipBrowserChecks(form);
    await form.getByRole("button", { name: t.form.submitConsultation }).click();

    await expectFieldError(field(form, t.form.email).first(), t.errors.required);
    await expect(field(form, t.form.name).first()).toHaveValue(NAME);
  });
});
