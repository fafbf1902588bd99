import { expect, test } from "@playwright/test";

test("/sw.js is served as JavaScript", async ({ request }) => {
  const response = await request.get("/sw.js");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/javascript/);
});

test("the page registers the service worker and it activates", async ({ page }) => {
  await page.goto("/");
  const worker = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      const w = registration?.active ?? registration?.waiting ?? registration?.installing;
      return w ? { path: new URL(w.scriptURL).pathname, active: Boolean(registration?.active) } : null;
    });
  await expect.poll(async () => (await worker())?.path, { message: "a service worker is registered" }).toBe("/sw.js");
  await expect
    .poll(async () => (await worker())?.active, {
      message: "the service worker installs and activates (installing fails when a precached file is missing)",
    })
    .toBe(true);
});
