import type { Surface } from "../../app/i18n/surface-strings.server.ts";
import { resources } from "../../app/i18n/ui/resources.ts";
import type { Lang } from "../../modules/i18n/languages.ts";
import { newPerson, signUp } from "./support/auth-flows.ts";
import { expect, test } from "./support/fixtures.ts";
import { foreignStrings, type Received, receivedOwnStrings, recordReceived } from "./support/page-strings.ts";
import { waitForHydration } from "./support/site.ts";

/**
 * A hydrated page receives the interface strings of its own surface in its visitor's
 * language, and nothing else: not in its scripts, not in its data (docs/decisions/0009).
 */
async function expectOnlyOwnStrings(received: Received, lang: Lang, surface: Surface): Promise<void> {
  expect(await foreignStrings(received, lang, surface), `${surface} strings in ${lang}`).toEqual([]);
  expect(await receivedOwnStrings(received, lang, surface), `the page's own ${surface} strings in ${lang}`).toBe(true);
}

test("the English sign-in screens load English account strings only, and the logo leads to the home page as a plain page", async ({
  page,
}) => {
  const EN = resources.en;
  const received = recordReceived(page);
  await page.goto("/login?lang=en");
  await expect(page).toHaveURL(/\/login$/);
  await waitForHydration(page.getByRole("button", { name: EN.auth.signIn.submit }));
  // Another screen, reached inside the app: its data comes without strings of other languages too.
  await page.getByRole("link", { name: EN.auth.tabs.signUp }).click();
  await expect(page.getByRole("heading", { level: 1, name: EN.auth.signUp.title })).toBeVisible();
  await expectOnlyOwnStrings(received, "en", "account");

  // The marketing pages are not hydrated: the app does not render them itself.
  const leaving = recordReceived(page);
  await page.getByRole("link", { name: EN.auth.home }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator("footer")).toContainText(EN.footer.about);
  // The one small script comes after the page is shown (its answer may still be on the way on a busy machine).
  const scripts = () =>
    leaving.urls.filter((url) => /\.js$/.test(new URL(url).pathname)).map((url) => new URL(url).pathname);
  await expect.poll(scripts).toEqual([expect.stringMatching(/^\/assets\/enhance-/)]);
});

test("a Polish owner's onboarding, account settings and the admin area's refusal each load Polish strings of their own surface", async ({
  page,
}) => {
  const PL = resources.pl;
  await signUp(page, newPerson("Piotr"), "pl");
  const pages: [string, Surface, string][] = [
    ["/onboarding", "onboarding", PL.onboarding.wizard.title],
    ["/dashboard/account", "dashboard", PL.dashboard.account.title],
    ["/admin", "admin", PL.admin.noAccess.title],
  ];
  for (const [path, surface, heading] of pages) {
    const received = recordReceived(page);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expectOnlyOwnStrings(received, "pl", surface);
  }
});

test("the admin overview loads the admin's strings in Dutch only", async ({ adminPage }) => {
  const received = recordReceived(adminPage);
  await adminPage.goto("/admin");
  await expect(adminPage.getByRole("heading", { level: 1, name: resources.nl.admin.overview.title })).toBeVisible();
  await expectOnlyOwnStrings(received, "nl", "admin");
});

test("a sign-in post too large for its form is refused in the account frame, in the screen's language", async ({
  page,
}) => {
  // The refused post renders its page without the screen's own loaders: the strings still arrive.
  await page.goto("/login?lang=en");
  await expect(page).toHaveURL(/\/login$/);
  const response = await page.request.post("/login", {
    form: { intent: "signIn", identifier: "x".repeat(20_000), password: "x" },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.status()).toBe(413);
  const html = await response.text();
  expect(html).toContain('lang="en"');
  expect(html).toContain("Too much at once");
  expect(html).toContain(`aria-label="${resources.en.auth.home}"`);
});
