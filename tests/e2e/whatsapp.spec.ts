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
    // The test server runs on localhost without WHATSAPP_PHONE: the demo number, never on a public domain.
    expect(href).toMatch(/^https:\/\/wa\.me\/31612345678\?text=/);
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

// A floating button on a phone lies over prices and buttons as the page scrolls: there the
// link sits in the header instead, which covers nothing.
for (const page of ["home", "pricing"] as const) {
  test(`on a phone the WhatsApp link on the ${page} page is in the header, not floating over the page`, async ({
    browser,
  }) => {
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await phone.goto(urlPath(pagePath(page, "nl")));
    await expect(phone.getByTestId("whatsapp-button")).toBeHidden();
    const link = phone.getByRole("banner").getByTestId("whatsapp-header-link");
    await expect(link).toBeVisible();
    await expect(link).toHaveAccessibleName(UI.nl.whatsapp.tooltip);
    expect(await link.getAttribute("href")).toMatch(/^https:\/\/wa\.me\/31612345678\?text=/);
    await phone.close();
  });
}
