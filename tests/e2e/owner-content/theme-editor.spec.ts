import type { Page } from "@playwright/test";
import { THEME_DISPLAY_NAMES } from "../../../content/themes/names.ts";
import { THEME_OPTIONS } from "../../../modules/sites/theme-options.ts";
import { NL, newPerson, say, signUp } from "../support/auth-flows.ts";
import { expectAccessible } from "../support/axe.ts";
import { expect, test } from "../support/fixtures.ts";
import { finishOnboardingQuickly } from "../support/onboarding.ts";
import { siteOrigin, themeStrings } from "../support/owner-site.ts";
import { field, waitForHydration } from "../support/site.ts";

const TE = NL.dashboard.themeEditor;

// The service worker fetches navigations itself, out of reach of page.route(): without it
// the test can hold the preview back and watch the page wait for it.
test.use({ serviceWorkers: "block" });
const C = NL.dashboard.content;

/** The editor's preview of the draft, as the owner sees it beside the form. */
function preview(page: Page) {
  return page.frameLocator(`iframe[title="${TE.preview}"]`);
}

/** The status line beside the editor's save button. */
function saveStatus(page: Page) {
  return page.locator("p[aria-live=polite]").filter({ hasText: TE.saved });
}

/** Publishes the draft with the bar above the editor, and waits until it says so. */
async function publish(page: Page) {
  await page.getByRole("button", { name: C.publish.button }).click();
  await expect(page.getByRole("status").filter({ hasText: C.publish.done })).toBeVisible();
}

test("the theme editor previews the draft as the owner types; the site changes only once they publish", async ({
  page,
  newDevice,
  baseURL,
}) => {
  test.slow(); // an owner with a site, two publishes and a guest watching the site
  await signUp(page, newPerson());
  const site = await finishOnboardingQuickly(page);
  const home = `${siteOrigin(baseURL, site.subdomain)}/`;
  const guest = (await newDevice()).page;
  const theme = site.theme;
  const accents = THEME_OPTIONS[theme].accents as Readonly<Record<string, string>>;
  const [firstAccent, secondAccent] = Object.keys(accents);
  if (!firstAccent || !secondAccent) throw new Error(`${theme} offers fewer than two accent colours`);

  // The preview is held back until the owner has seen that it is on its way.
  let gate = Promise.resolve();
  let openGate = () => {};
  const closeGate = () => {
    gate = new Promise<void>((resolve) => {
      openGate = resolve;
    });
  };
  await page.route(`**/dashboard/theme-editor/${theme}/preview**`, async (route) => {
    await gate;
    await route.continue();
  });
  closeGate();
  await page.goto(`/dashboard/theme-editor/${theme}`, { waitUntil: "domcontentloaded" });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    say(TE.title, { theme: THEME_DISPLAY_NAMES.nl[theme] }),
  );
  const loading = page.getByRole("status").filter({ hasText: TE.loading });
  await expect(loading).toBeVisible();
  const tagline = field(page, C.fields.tagline.label);
  await waitForHydration(tagline);
  openGate();
  await expect(loading).toBeHidden();
  await expect(preview(page).locator("h1")).toContainText(site.name);
  await expect(preview(page).locator("[data-theme]").first()).toHaveAttribute("data-theme", theme);
  await expectAccessible(page, `/dashboard/theme-editor/${theme}`);

  // A first tagline, published: the site shows it.
  const oldTagline = "Een knus huis aan de bosrand";
  await tagline.fill(oldTagline);
  await expect(saveStatus(page)).toBeVisible();
  await expect(preview(page).getByText(oldTagline).first()).toBeVisible();
  await publish(page);
  await guest.goto(home);
  await expect(guest.getByText(oldTagline).first()).toBeVisible();

  // A new tagline and another accent colour: the preview follows after the autosave.
  const newTagline = "Slapen tussen de vogels, wakker worden in het bos";
  await tagline.fill(newTagline);
  const accent = page.getByRole("radio", { name: TE.accents[secondAccent as keyof typeof TE.accents] });
  await page.locator("label").filter({ has: accent }).click();
  await expect(accent).toBeChecked();
  await expect(preview(page).getByText(newTagline).first()).toBeVisible();
  await expect(preview(page).locator("[data-theme]").first()).toHaveCSS("--accent", accents[secondAccent] ?? "");
  await expect(page.getByRole("status").filter({ hasText: C.publish.pending })).toBeVisible();

  // The site still shows what was published, even to a guest who loads it afresh.
  await guest.reload();
  await expect(guest.getByText(oldTagline).first()).toBeVisible();
  await expect(guest.getByText(newTagline)).toHaveCount(0);
  await expect(guest.locator("[data-theme]").first()).toHaveCSS("--accent", accents[firstAccent] ?? "");

  await publish(page);
  await guest.reload();
  await expect(guest.getByText(newTagline).first()).toBeVisible();
  await expect(guest.getByText(oldTagline)).toHaveCount(0);
  await expect(guest.locator("[data-theme]").first()).toHaveCSS("--accent", accents[secondAccent] ?? "");

  // Another page of the editor: the preview says it is loading that page until it is there.
  closeGate();
  await page.getByRole("navigation", { name: TE.pages }).getByRole("link", { name: TE.pageNames["over-ons"] }).click();
  await expect(page).toHaveURL(`/dashboard/theme-editor/${theme}/over-ons`);
  await expect(loading).toBeVisible();
  openGate();
  await expect(loading).toBeHidden();
  await expect(page.locator(`iframe[title="${TE.preview}"]`)).toHaveAttribute("src", /\/preview\/over-ons$/);
  await expect(preview(page).locator("h1")).toHaveText(themeStrings("nl").nav.about);
});

test("the editor of another theme previews that theme with the owner's content, and can make it the site's theme", async ({
  page,
  newDevice,
  baseURL,
}) => {
  await signUp(page, newPerson());
  const site = await finishOnboardingQuickly(page);
  const home = `${siteOrigin(baseURL, site.subdomain)}/`;
  const other = site.theme === "fresh-coastal" ? "nature-rustic" : "fresh-coastal";
  const names = THEME_DISPLAY_NAMES.nl;

  // On a slow connection the preview can be there before the page has come alive: the page
  // must still notice it arrived.
  let startScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => {
    startScripts = resolve;
  });
  await page.route("**/assets/entry.client-*.js", async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto(`/dashboard/theme-editor/${other}`, { waitUntil: "commit" });
  await expect(preview(page).locator("[data-theme]").first()).toHaveAttribute("data-theme", other);
  await expect(preview(page).locator("h1")).toContainText(site.name);
  startScripts();
  await expect(page.getByRole("status").filter({ hasText: TE.loading })).toBeHidden();
  await expect(page.getByText(say(TE.otherTheme, { current: names[site.theme], theme: names[other] }))).toBeVisible();
  await expectAccessible(page, `/dashboard/theme-editor/${other}`);

  const guest = (await newDevice()).page;
  await guest.goto(home);
  await expect(guest.locator("[data-theme]").first()).toHaveAttribute("data-theme", site.theme);

  const use = page.getByRole("button", { name: say(TE.useTheme, { theme: names[other] }) });
  await waitForHydration(use);
  await use.click();
  await expect(page.getByText(say(TE.themeSwitched, { theme: names[other] }))).toBeVisible();
  await guest.reload();
  await expect(guest.locator("[data-theme]").first()).toHaveAttribute("data-theme", other);
  await expect(guest.locator("h1")).toContainText(site.name);
});

test("the computer preview shows the desktop layout scaled to fit, and stays in view while the owner edits lower fields", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await signUp(page, newPerson());
  const site = await finishOnboardingQuickly(page);
  await page.goto(`/dashboard/theme-editor/${site.theme}`);
  const frame = page.getByTestId("site-preview").locator("iframe");
  await expect(page.getByRole("status").filter({ hasText: TE.loading })).toHaveCount(0);
  await waitForHydration(page.getByRole("button", { name: TE.phone }));
  // The site inside is laid out for a 1280 px window, drawn smaller than that.
  await expect.poll(() => frame.evaluate((f: HTMLIFrameElement) => f.contentWindow?.innerWidth)).toBe(1280);
  const drawn = await frame.boundingBox();
  expect(drawn?.width ?? 0).toBeLessThan(1280);
  // The save button is below the fold: the preview comes along.
  await page.getByRole("button", { name: TE.save }).scrollIntoViewIfNeeded();
  await expect(frame).toBeInViewport();
});
