import { expect, test } from "@playwright/test";
import { themeDemo } from "../../app/site/theme-demos.ts";

test("/theme-preview/modern-minimaal says it redirects and lands on the theme's subdomain", async ({
  page,
  request,
  baseURL,
}) => {
  const path = "/theme-preview/modern-minimaal";
  // The HTML the visitor sees before the browser follows the redirect.
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain("Redirecting to modern-minimal theme...");

  const port = new URL(baseURL ?? "").port;
  const target = `http://modern-minimal.localhost:${port}/`;
  await page.goto(path);
  await expect(page).toHaveURL(target);
  // There it shows the theme: its demo site's home page.
  await expect(page.locator('[data-theme="modern-minimal"]')).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(themeDemo("modern-minimal").name);
});

test("an unknown theme preview is a 404", async ({ request }) => {
  const response = await request.get("/theme-preview/no-such-theme");
  expect(response.status()).toBe(404);
});
