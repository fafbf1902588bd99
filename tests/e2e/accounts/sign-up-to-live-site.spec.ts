import { checkoutContent } from "../../../content/checkout/index.ts";
import { fillIn } from "../../../modules/i18n/fill-in.ts";
import { portraitPhoneJpeg } from "../../../modules/photos/testing.ts";
import { emailLink, NL, newPerson, signUp } from "../support/auth-flows.ts";
import { expectAccessible } from "../support/axe.ts";
import { expect, test } from "../support/fixtures.ts";
import { completeOnboarding, newSiteAnswers } from "../support/onboarding.ts";
import { field, pagePath } from "../support/site.ts";

/**
 * The whole way in for a new owner: the account screens, sign-up, the verification mail
 * (read from the outbox, as there is no SMTP locally), every step of the wizard, and the
 * site answering on its own subdomain.
 */
test("a new owner signs up, confirms the email address, sets up the site and sees it live on its subdomain", async ({
  page,
  adminPage,
  newDevice,
  baseURL,
}) => {
  test.slow(); // seven wizard steps with an accessibility check on each, and three browsers
  const person = newPerson();
  const site = newSiteAnswers();

  await test.step("the account screens are accessible", async () => {
    for (const path of ["/login", "/login?mode=signup", "/login?mode=forgot"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectAccessible(page, path);
    }
  });

  await signUp(page, person);

  await test.step("the verification link from the email confirms the address", async () => {
    const link = await emailLink(adminPage, person.email, NL.admin.templates.names.verifyEmail);
    expect(new URL(link).pathname).toBe("/api/auth/verify-email");
    // Opened on the phone, where the owner reads their mail.
    const phone = await newDevice();
    await phone.page.goto(link);
    await expect(phone.page).toHaveURL(/\/login\?verified=1$/);
    await expect(phone.page.getByRole("status")).toHaveText(NL.auth.notices.verified);
  });

  await completeOnboarding(
    page,
    site,
    async (step) => {
      await expectAccessible(page, `/onboarding (${site.name})`);
      if (step !== "review") return;
      // The summary, with the site's preview, fits a phone: nothing to scroll sideways.
      const size = page.viewportSize();
      await page.setViewportSize({ width: 390, height: 844 });
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
        .toBe(0);
      if (size) await page.setViewportSize(size);
    },
    { name: "duinen.jpg", mimeType: "image/jpeg", buffer: await portraitPhoneJpeg(1200, 800) },
  );

  await test.step("the dashboard shows the new site, with the email address confirmed", async () => {
    const steps = NL.dashboard.overview.steps;
    await expect(page.getByRole("heading", { level: 3, name: `${steps.email.title} (${steps.done})` })).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(`${site.subdomain}\\.localhost`) })).toBeVisible();
    await expectAccessible(page, "/dashboard?welcome=1");
  });

  const port = new URL(baseURL ?? "").port;
  const siteUrl = `http://${site.subdomain}.localhost:${port}/`;

  await test.step("until the owner subscribes, guests meet a neutral page in the site's language", async () => {
    const visitor = await newDevice();
    const response = await visitor.page.goto(siteUrl);
    expect(response?.status()).toBe(503);
    await expect(visitor.page.getByRole("heading", { level: 2 })).toHaveText("Tijdelijk niet beschikbaar");
  });

  await test.step("the dashboard's banner leads to the checkout; paid, the site is online", async () => {
    const banner = page.getByTestId("billing-banner");
    await expect(banner).toContainText(NL.dashboard.billing.banner.preview);
    await banner.getByRole("link", { name: NL.dashboard.billing.banner.publish }).click();
    await expect(page).toHaveURL(pagePath("checkout", "nl"));
    const C = checkoutContent.nl.checkout;
    await field(page, C.billing.name).fill(person.name);
    await field(page, C.billing.street).fill("Duinweg 4");
    await field(page, C.billing.postalCode).fill("2042 AB");
    await field(page, C.billing.city).fill("Zandvoort");
    await page.getByRole("button", { name: fillIn(C.pay.button, { amount: "€\u00a0242" }) }).click();
    await page.getByRole("button", { name: "Paid", exact: true }).click();
    await expect(page.getByTestId("checkout-confirmed")).toBeVisible();
    await page.goto("/dashboard");
    await expect(page.getByTestId("billing-banner")).toHaveCount(0);
  });

  await test.step("the site-live email links to the site", async () => {
    const link = await emailLink(adminPage, person.email, NL.admin.templates.names.siteLive);
    expect(link.replace(/\/?$/, "/")).toBe(siteUrl);
  });

  await test.step("the site answers on its subdomain", async () => {
    const visitor = await newDevice();
    const response = await visitor.page.goto(siteUrl);
    expect(response?.status()).toBe(200);
    await expect(visitor.page.getByRole("heading", { level: 1 })).toHaveText(site.name);
    // What the owner typed and uploaded in the wizard: the home page's words, its photo and
    // its meta description, and the about page's story.
    const home = visitor.page.getByRole("main");
    await expect(home.getByText(site.description).first()).toBeVisible();
    await expect(visitor.page.locator('meta[name="description"]')).toHaveAttribute("content", site.description);
    const photo = visitor.page.locator("picture img").first();
    await expect(photo).toBeVisible();
    expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await visitor.page.goto(`${siteUrl}over-ons`);
    await expect(visitor.page.getByRole("main").getByText(site.description)).toBeVisible();
  });
});
