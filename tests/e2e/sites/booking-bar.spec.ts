import { formatMoney } from "../../../app/themes/kit/booking/words.ts";
import { newPerson, signUp } from "../support/auth-flows.ts";
import { expect, test } from "../support/fixtures.ts";
import { finishOnboardingQuickly } from "../support/onboarding.ts";
import { siteFooter, siteOrigin, siteUrl, themeStrings, visitSitePage } from "../support/owner-site.ts";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/**
 * On a phone, a bar with the price from and "Book" stays at the bottom of an owner's site:
 * it shows the nightly price the owner gave, opens the booking page (where it is gone), never
 * covers the page's last link, and is not there on a wide screen.
 */
test("a guest on a phone books from the bar at the bottom of the site", async ({ page, newDevice, baseURL }) => {
  await signUp(page, newPerson());
  const site = await finishOnboardingQuickly(page);
  const origin = siteOrigin(baseURL, site.subdomain);
  const t = themeStrings("nl");
  const guest = (await newDevice()).page;
  await guest.setViewportSize({ width: 390, height: 844 });

  await visitSitePage(guest, siteUrl(origin, { page: "home" }, "nl", "nl"), { theme: site.theme, name: "home" });
  const bar = guest.getByRole("complementary", { name: t.bookingBar.label });
  await expect(bar).toBeVisible();
  const price = formatMoney(Number(site.price) * 100, "nl-NL", "EUR");
  await expect(bar).toContainText(t.bookingBar.from.replace("{price}", price));

  // At the end of the page the footer's last link sits above the bar, and takes a tap.
  await guest.keyboard.press("End");
  await guest.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const last = siteFooter(guest).getByRole("link").last();
  await expect(last).toBeInViewport();
  const [linkBox, barBox] = [await last.boundingBox(), await bar.boundingBox()];
  expect(linkBox && barBox && linkBox.y + linkBox.height <= barBox.y, "the last link ends above the bar").toBe(true);
  await last.click({ trial: true });

  await bar.getByRole("link", { name: t.bookingBar.book }).click();
  await expect(guest).toHaveURL(siteUrl(origin, { page: "book" }, "nl", "nl"));
  await expect(guest.getByRole("heading", { level: 1 })).toHaveText(t.booking.page.title);
  await expect(guest.locator("[data-booking-bar]")).toHaveCount(0);

  // A wide screen has the menu's booking link instead: the bar is not shown.
  await guest.setViewportSize({ width: 1366, height: 900 });
  await guest.goto(siteUrl(origin, { page: "home" }, "nl", "nl"));
  await expect(guest.locator("h1")).toBeVisible();
  await expect(guest.locator("[data-booking-bar]")).toBeHidden();
});
