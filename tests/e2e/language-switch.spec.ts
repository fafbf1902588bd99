import { expect, type Page, test } from "@playwright/test";
import { decodedPath, type Lang, UI, urlPath } from "./support/site.ts";

/** Clicks the header's link to the same page in another language and waits for that page. */
async function switchLanguage(page: Page, from: Lang, to: Lang, expectedPath: string) {
  const switcher = page.getByRole("banner").getByRole("navigation", { name: UI[from].nav.language });
  await switcher.getByRole("link", { name: UI[from].languageNames[to] }).click();
  await expect(page).toHaveURL((url) => decodedPath(url) === expectedPath);
  await expect(page.locator("html")).toHaveAttribute("lang", to);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

test("pricing: nl → en → pl", async ({ page }) => {
  await page.goto("/prijzen");
  await switchLanguage(page, "nl", "en", "/en/pricing");
  await switchLanguage(page, "en", "pl", "/pl/ceny");
  await switchLanguage(page, "pl", "nl", "/prijzen");
});

test("maintenance: nl → pl keeps the Polish slug with its diacritics", async ({ page }) => {
  await page.goto("/technisch-onderhoud");
  await switchLanguage(page, "nl", "pl", "/pl/obsługa-techniczna");
  await switchLanguage(page, "pl", "en", "/en/technical-maintenance");
});

test("the Polish maintenance page opens from its encoded URL", async ({ page }) => {
  const response = await page.goto(urlPath("/pl/obsługa-techniczna"));
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "pl");
});
