import { expect, type Locator, type Page, test } from "@playwright/test";
import { field, type Lang, literal, pagePath, UI, urlPath } from "./support/site.ts";

/**
 * Contact and consultation forms: errors appear next to the field in the page's language
 * and typed values stay; a valid submission shows [data-testid=lead-success]. With
 * or without JavaScript the server validates (the marketing pages are not hydrated); the
 * small enhancement script adds focus handling and a busy state.
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
    test(`${kind} form (${lang}): errors next to the fields in the page's language, then success`, async ({ page }) => {
      const t = UI[lang];
      await page.goto(urlPath(pagePath(kind, lang)));
      const form = leadForm(page, kind, lang);
      const submit = form.getByRole("button", { name: submitLabel(kind, lang) });

      const name = field(form, t.form.name).first();
      const email = field(form, t.form.email).first();
      await name.fill(NAME);
      await fillOtherFields(form, page, lang);

      await submit.click();
      await expectFieldError(email, t.errors.required);
      await expect(name).toHaveValue(NAME);
      // The list of problems is where focus is, for screen readers to read it at once.
      await expect(page.getByTestId("form-errors")).toBeFocused();

      await email.fill(INVALID_EMAIL);
      await fillOtherFields(form, page, lang);
      await submit.click();
      await expectFieldError(email, t.errors.email);
      await expect(email).toHaveValue(INVALID_EMAIL);
      await expect(name).toHaveValue(NAME);

      // The problem list links to the field, ready to type.
      await page.getByTestId("form-errors").getByRole("link").first().click();
      await expect(email).toBeFocused();

      await email.fill(VALID_EMAIL);
      await fillOtherFields(form, page, lang);
      await submit.click();
      await expect(page.getByTestId("lead-success")).toBeVisible();
      await expect(page.getByTestId("lead-success").getByRole("heading")).toBeFocused();
    });
  }
}

test("contact form (en): while the message is on its way the button says so and a second click sends nothing", async ({
  page,
}) => {
  const t = UI.en;
  await page.goto(pagePath("contact", "en"));
  // By id: the button this form is found by elsewhere changes its name here.
  const form = page.locator("form#contact");
  await field(form, t.form.name).first().fill(NAME);
  await field(form, t.form.email).first().fill(VALID_EMAIL);
  await fillOtherFields(form, page, "en");
  // The page stays put so its state can be read: a listener that runs after the page's own
  // notes whether the page let each submission through, then keeps it from leaving.
  await page.evaluate(() => {
    const seen: boolean[] = [];
    (window as unknown as { submissions: boolean[] }).submissions = seen;
    window.addEventListener("submit", (event) => {
      seen.push(!event.defaultPrevented);
      event.preventDefault();
    });
  });
  const submissions = () => page.evaluate(() => (window as unknown as { submissions: boolean[] }).submissions);

  await form.getByRole("button", { name: t.form.submitContact }).click();
  await expect(form).toHaveAttribute("aria-busy", "true");
  const sending = form.getByRole("button", { name: t.form.sending });
  await expect(sending).toHaveAttribute("aria-disabled", "true");
  // aria-disabled, not disabled: it stays focusable and clickable, as a visitor may try.
  await sending.click({ force: true });
  expect(await submissions(), "the first click sends, the second does not").toEqual([true, false]);
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
