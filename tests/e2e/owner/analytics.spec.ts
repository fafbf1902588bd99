import { NL, newPerson, say, signUp } from "../support/auth-flows.ts";
import { expectAccessible } from "../support/axe.ts";
import { expect, test } from "../support/fixtures.ts";
import { IN_THE_BACKGROUND } from "../support/hang-guards.ts";
import { finishOnboardingQuickly } from "../support/onboarding.ts";
import { postPageView, siteOrigin } from "../support/owner-site.ts";

const A = NL.dashboard.analytics;
const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const LAPTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";

test("an owner sees who visited their site: totals, a chart with the same figures as a table, top lists, on a phone too", async ({
  page,
  baseURL,
  newDevice,
}) => {
  test.slow(); // an owner's and a guest's browser
  await signUp(page, newPerson());
  const site = await finishOnboardingQuickly(page);
  const origin = siteOrigin(baseURL, site.subdomain);

  // A guest on a phone opens the home page from Google: the site's own script sends the view
  // (the figures below count it only if it was taken for this site's own).
  const guest = await newDevice({ userAgent: PHONE });
  const beacon = guest.page.waitForResponse((response) => response.url() === `${origin}/api/track-visitor`);
  await guest.page.goto(`${origin}/`, { referer: "https://www.google.com/" });
  expect((await beacon).status()).toBe(200);

  // Two more views by the same guest and another one's laptop, as the site's script posts them.
  for (const [path, userAgent, referrer] of [
    ["/galerij", PHONE, `${origin}/`],
    ["/de/galerie", LAPTOP, "https://www.airbnb.de/rooms/1"],
  ] as const) {
    const response = await postPageView(guest.context.request, baseURL, `${origin}${path}`, { userAgent, referrer });
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("no-store");
  }

  await page
    .getByRole("navigation", { name: NL.dashboard.nav.label })
    .getByRole("link", { name: NL.dashboard.nav.analytics, exact: true })
    .click();
  await expect(page).toHaveURL("/dashboard/analytics");
  await expect(page.getByRole("heading", { level: 1, name: A.title })).toBeVisible();

  // Views are written in batches within half a second: the page shows them once they are in.
  const pageViews = page.locator('[data-figure="pageViews"] dd');
  await expect(async () => {
    await page.reload();
    await expect(pageViews).toHaveText("3", { timeout: 1000 });
  }).toPass(IN_THE_BACKGROUND);
  await expect(page.locator('[data-figure="visitors"] dd')).toHaveText("2");
  await expect(page.getByRole("link", { name: say(A.days_other, { count: 30 }) })).toHaveAttribute(
    "aria-current",
    "page",
  );

  // The chart is drawn in the browser; the table has the same figures for everyone.
  await expect(page.getByTestId("visitors-chart").locator("canvas")).toBeVisible();
  await page.getByText(A.chart.showTable).click();
  const table = page.getByRole("table", { name: /Bezoekers en paginaweergaven per dag/ });
  await expect(table.locator("tbody tr")).toHaveCount(30);
  await expect(table.locator("tbody tr").last().locator("td")).toHaveText(["2", "3"]);

  const pages = page.locator('[data-ranking="pages"]');
  await expect(pages.getByRole("rowheader")).toHaveText(["/", "/de/galerie", "/galerij"]);
  const referrers = page.locator('[data-ranking="referrers"]');
  await expect(referrers.getByRole("rowheader")).toHaveText(["airbnb.de", "google.com"]);
  const languages = page.locator('[data-ranking="languages"]');
  await expect(languages.getByRole("rowheader")).toHaveText([A.languages.main, A.languages.names.de]);
  await expectAccessible(page, "/dashboard/analytics");

  await page.getByRole("link", { name: say(A.days_other, { count: 7 }) }).click();
  await expect(page).toHaveURL("/dashboard/analytics?days=7");
  await expect(table.locator("tbody tr")).toHaveCount(7);

  // On a phone: nothing wider than the screen, the chart drawn at its width.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.reload();
  await expect(page.getByTestId("visitors-chart").locator("canvas")).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page, "/dashboard/analytics (phone)");
});

test("a new site's visitors page says there is nothing yet", async ({ page }) => {
  await signUp(page, newPerson());
  await finishOnboardingQuickly(page);
  await page.goto("/dashboard/analytics?days=90");
  await expect(page.getByRole("heading", { level: 2, name: A.empty.title })).toBeVisible();
  await expect(page.getByTestId("visitors-chart")).toHaveCount(0);
});
