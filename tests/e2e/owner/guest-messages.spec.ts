import { SITE_LANGUAGE_NAMES } from "../../../modules/i18n/site-languages.ts";
import { NL, newPerson, say, signUp } from "../support/auth-flows.ts";
import { expectAccessible } from "../support/axe.ts";
import { expect, test } from "../support/fixtures.ts";
import { IN_THE_BACKGROUND } from "../support/hang-guards.ts";
import { finishOnboardingQuickly } from "../support/onboarding.ts";
import { offerLanguages } from "../support/owner-site.ts";
import { waitForHydration } from "../support/site.ts";

const T = NL.dashboard.messages.templates;
const R = NL.dashboard.messages.rules;
// The preview is a sandboxed frame, where axe-core cannot run.
const NO_FRAME = { exclude: ["iframe"] };

test("an owner edits a message in Dutch and German, previews it, sends a test to themselves and sees the rules", async ({
  page,
  adminPage,
}) => {
  test.slow(); // an owner with a site in two languages
  const owner = newPerson();
  await signUp(page, owner);
  const site = await finishOnboardingQuickly(page);
  await offerLanguages(page, [SITE_LANGUAGE_NAMES.de]);

  await page.goto("/dashboard/settings");
  await page.getByRole("link", { name: NL.dashboard.settings.more.emailTemplates }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings\/email-templates$/);
  await expect(page.getByRole("heading", { level: 1, name: T.title })).toBeVisible();
  // The site's defaults, the confirmation first, in the site's two languages only.
  await expect(page.getByRole("heading", { level: 2, name: "Bevestiging" })).toBeVisible();
  const dutch = page.getByRole("group", { name: T.languages.nl });
  const german = page.getByRole("group", { name: T.languages.de });
  await expect(page.getByRole("group", { name: T.languages.pl })).toHaveCount(0);
  await expectAccessible(page, "/dashboard/settings/email-templates");

  // Dutch: an unknown placeholder is refused beside the field, and what was typed stays.
  const dutchBody = dutch.getByLabel(T.body);
  await dutchBody.fill("Hoi {{ guest.first_name }},\n\nJe schoenmaat is {{ guest.shoe_size }}.\n\n{{ owner.name }}");
  await page.getByRole("button", { name: T.save }).click();
  await expect(dutch.getByText(say(T.errors.unknown, { names: "{{ guest.shoe_size }}" }))).toBeVisible();
  await expect(dutchBody).toHaveValue(/schoenmaat/);
  await expectAccessible(page, "/dashboard/settings/email-templates (refused)");

  await dutch.getByLabel(T.subject).fill("Tot gauw in {{ unit.name }}");
  await dutchBody.fill("Hoi {{ guest.first_name }},\n\nWat fijn dat je komt!\n\n{{ owner.name }}");
  // German: a placeholder inserted from the list at the cursor.
  const germanBody = german.getByLabel(T.body);
  const insert = page.getByTestId("placeholders").locator('[data-placeholder="unit.name"]');
  await waitForHydration(insert);
  await germanBody.fill("Hallo {{ guest.first_name }},\n\nwillkommen in ");
  await germanBody.press("End");
  await insert.click();
  await expect(germanBody).toHaveValue("Hallo {{ guest.first_name }},\n\nwillkommen in {{ unit.name }}");
  await german.getByLabel(T.subject).fill("Bis bald in {{ unit.name }}");
  await page.getByRole("button", { name: T.save }).click();
  await expect(page.getByRole("status").filter({ hasText: T.saved })).toBeVisible();
  await expect(germanBody).toHaveValue("Hallo {{ guest.first_name }},\n\nwillkommen in {{ unit.name }}");

  // The German preview: the sample guest and the owner's own property.
  const previewGerman = `${T.preview} (${T.languages.de})`;
  await german.getByRole("button", { name: previewGerman }).click();
  const preview = page.getByTestId("preview-de");
  await expect(preview.getByTestId("preview-de-subject")).toHaveText(`Bis bald in ${site.name}`);
  const frame = page.frameLocator('[data-testid="preview-de"] iframe');
  await expect(frame.locator("body")).toContainText(`Hallo Jonas,`);
  await expect(frame.locator("body")).toContainText(`willkommen in ${site.name}`);
  await expectAccessible(page, "/dashboard/settings/email-templates (preview)", NO_FRAME);

  // A test to the owner's own address, in German.
  await german.getByRole("button", { name: `${T.sendTest} (${T.languages.de})` }).click();
  await expect(
    page.getByRole("status").filter({ hasText: say(T.testSent, { language: T.languages.de, email: owner.email }) }),
  ).toBeVisible();
  const queued = adminPage
    .getByRole("link")
    .filter({ hasText: owner.email })
    .filter({ hasText: `[Test] Bis bald in ${site.name}` });
  await expect(async () => {
    await adminPage.goto("/admin/settings/emails");
    await expect(queued.first()).toBeVisible({ timeout: 1_000 });
  }).toPass(IN_THE_BACKGROUND);

  // The rules, in words, and the short address of the templates.
  await page.getByRole("link", { name: T.rulesLink }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings\/scheduled-emails$/);
  const rules = page.getByTestId("rules");
  await expect(
    rules.getByRole("heading", {
      name: say(R.when.at, { when: say(R.when.beforeArrival_other, { count: 3 }), time: "10:00" }),
    }),
  ).toBeVisible();
  await expect(
    rules.getByRole("heading", { name: say(R.when.immediately, { event: R.triggers.booking_confirmed }) }),
  ).toBeVisible();
  await expectAccessible(page, "/dashboard/settings/scheduled-emails");
  await page.goto("/dashboard/email-templates");
  await expect(page).toHaveURL(/\/dashboard\/settings\/email-templates$/);
});
