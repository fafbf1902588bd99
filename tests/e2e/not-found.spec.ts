import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support/axe.ts";
import { type Lang, UI } from "./support/site.ts";

const CASES: { path: string; lang: Lang }[] = [
  { path: "/bestaat-niet", lang: "nl" },
  { path: "/en/does-not-exist", lang: "en" },
  { path: "/pl/nie-ma", lang: "pl" },
];

for (const { path, lang } of CASES) {
  test(`${path} is a ${lang} not-found page with status 404`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(UI[lang].notFound.title);
    await expect(page.getByRole("link", { name: UI[lang].notFound.home })).toBeVisible();
    await expectAccessible(page, path);
  });
}
