import { expect, test } from "@playwright/test";
import { type Lang, pagePath, UI, urlPath } from "./support/site.ts";

const PAGES: { path: string; lang: Lang }[] = [
  { path: pagePath("home", "nl"), lang: "nl" },
  { path: pagePath("pricing", "en"), lang: "en" },
  { path: pagePath("maintenance", "pl"), lang: "pl" },
];

for (const { path, lang } of PAGES) {
  test(`the WhatsApp button on ${path} opens a chat with the Dutch question`, async ({ page }) => {
    await page.goto(urlPath(path));
    const button = page.getByTestId("whatsapp-button");
    await expect(button).toBeVisible();
    const href = (await button.getAttribute("href")) ?? "";
    expect(href).toMatch(/^https:\/\/wa\.me\/\d{8,15}\?text=/);
    expect(new URL(href).searchParams.get("text")).toBe(UI.nl.whatsapp.message);
    await expect(button).toHaveAccessibleName(UI[lang].whatsapp.tooltip);
  });
}

// The tooltip is CSS alone: hidden until the button is hovered or focused from the keyboard.
test("the WhatsApp tooltip shows on hover", async ({ page }) => {
  await page.goto("/");
  const tooltip = page.getByRole("tooltip");
  await expect(tooltip).toBeHidden();
  await page.getByTestId("whatsapp-button").hover();
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toHaveText("Chat met ons via WhatsApp");
});

test("the WhatsApp tooltip shows on keyboard focus", async ({ page }) => {
  await page.goto("/");
  const tooltip = page.getByRole("tooltip");
  await page.getByTestId("whatsapp-button").focus();
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toHaveText("Chat met ons via WhatsApp");
});
