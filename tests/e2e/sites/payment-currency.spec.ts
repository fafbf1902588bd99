import type { Page } from "@playwright/test";
import { addDays, todayIn } from "../../../modules/dates/stay-date.ts";
import { SITE_LANGUAGE_NAMES } from "../../../modules/i18n/site-languages.ts";
import { NL, newPerson, signUp } from "../support/auth-flows.ts";
import { expectAccessible } from "../support/axe.ts";
import { fillDetails } from "../support/booking-pages.ts";
import { expect, test } from "../support/fixtures.ts";
import { finishOnboardingQuickly, newSiteAnswers } from "../support/onboarding.ts";
import { offerLanguages, publishContent, siteOrigin, themeStrings, visitSitePage } from "../support/owner-site.ts";
import { waitForHydration } from "../support/site.ts";
import { expectToast } from "../support/toasts.ts";

const B = NL.dashboard.bookingSettings;
const P = NL.dashboard.pricing;
const S = NL.dashboard.settings.payments;
const THEME = "modern-minimal";

/** The owner books instantly at `price` a night, and connects the test provider. */
async function takeOnlinePayments(owner: Page, price: string) {
  await owner.goto("/dashboard/pricing");
  const save = owner.getByRole("button", { name: P.save });
  await waitForHydration(save);
  await owner.getByRole("textbox", { name: P.fields.baseNightly, exact: true }).fill(price);
  await owner.getByRole("radio", { name: P.fields.bookingModes.instant }).check();
  await expectToast(owner, owner.getByText(P.saved), () => save.click());
  await owner.goto("/dashboard/settings");
  const payments = owner.getByRole("region", { name: S.heading });
  const connect = payments.getByRole("button", { name: S.test.connect });
  await waitForHydration(connect);
  await connect.click();
  await expect(payments.getByRole("status").filter({ hasText: S.notices.test_ready })).toBeVisible();
  return payments;
}

test("a site priced in złoty quotes in zł and offers BLIK and Przelewy24; its currency is fixed by the first booking", async ({
  page: owner,
  newDevice,
  baseURL,
}) => {
  test.slow(); // a site set up and a guest sent to pay
  await signUp(owner, newPerson("Piotr"));
  const site = await finishOnboardingQuickly(owner, { ...newSiteAnswers(), theme: THEME });
  await offerLanguages(owner, [SITE_LANGUAGE_NAMES.pl]);
  await publishContent(owner);
  const origin = siteOrigin(baseURL, site.subdomain);
  const pl = themeStrings("pl");

  await test.step("the owner chooses złoty in the booking settings", async () => {
    await owner.goto("/dashboard/booking-settings");
    const save = owner.getByRole("button", { name: B.save });
    await waitForHydration(save);
    const currency = owner.getByLabel(B.currency.label);
    await expect(currency).toBeEnabled();
    await currency.selectOption("PLN");
    await expectToast(owner, owner.getByText(B.saved), () => save.click());
    await expect(owner.getByLabel(B.currency.label)).toHaveValue("PLN");
    await owner.reload();
    await expect(owner.getByLabel(B.currency.label)).toHaveValue("PLN");
  });

  await test.step("prices are typed in zł, and guests will be offered BLIK and Przelewy24, not iDEAL", async () => {
    const payments = await takeOnlinePayments(owner, "450");
    await expect(payments.getByText(S.methods.blik, { exact: true })).toBeVisible();
    await expect(payments.getByText(S.methods.przelewy24, { exact: true })).toBeVisible();
    await expect(payments.getByText(S.methods.ideal, { exact: true })).toHaveCount(0);
    await owner.goto("/dashboard/pricing");
    // 7 nights at 450 zł, in the owner's Dutch.
    await expect(owner.getByTestId("example-total")).toHaveText(/^zł\s3\.150,00$/);
  });

  await test.step("a Polish guest reads the price in zł and pays with BLIK", async () => {
    const guest = (await newDevice()).page;
    const checkIn = addDays(todayIn("Europe/Amsterdam", new Date()), 30);
    const stay = { checkIn, checkOut: addDays(checkIn, 2), adults: "2" };
    await visitSitePage(guest, `${origin}/pl/rezerwacja?${new URLSearchParams(stay)}`, { theme: THEME, audit: false });
    // Two nights at 450 zł.
    await expect(guest.locator("[data-quote]").first()).toContainText(/2 noce × 450\s?zł/);
    await expect(guest.locator("[data-quote]").first()).not.toContainText("€");
    await expectAccessible(guest, "the booking page of a site priced in złoty");
    await fillDetails(guest, pl, { name: "Anna Kowalska", email: "anna@example.pl", country: "PL" });
    await guest.getByRole("button", { name: pl.booking.page.submitInstant }).click();
    await expect(guest).toHaveURL(/\/payments\/test\/tp_[0-9a-f]{24}$/);
    await expect(guest.getByText(/PLN\s?[\d,]+\.\d{2}/)).toBeVisible();
    await expect(guest.getByRole("radio", { name: "BLIK" })).toBeVisible();
    await expect(guest.getByRole("radio", { name: "Przelewy24" })).toBeVisible();
    await expect(guest.getByRole("radio", { name: "iDEAL" })).toHaveCount(0);
    await guest.getByRole("radio", { name: "BLIK" }).check();
    await guest.getByRole("button", { name: "Paid", exact: true }).click();
    await expect(guest).toHaveURL(/\/pl\/moja-rezerwacja\?b=/);
    await expect(guest.getByRole("heading", { name: pl.myBooking.states.confirmed.title })).toBeVisible();
    await expect(guest.getByText(/zł/).first()).toBeVisible();
  });

  await test.step("after the first booking the currency can no longer change", async () => {
    await owner.goto("/dashboard/booking-settings");
    await expect(owner.getByLabel(B.currency.label)).toBeDisabled();
    await expect(owner.getByText(B.currency.locked)).toBeVisible();
  });
});

test("a site priced in euros offers iDEAL and not BLIK", async ({ page: owner, newDevice, baseURL }) => {
  test.slow(); // a site set up and a guest sent to pay
  await signUp(owner, newPerson());
  const site = await finishOnboardingQuickly(owner, { ...newSiteAnswers(), theme: THEME });
  await offerLanguages(owner, [SITE_LANGUAGE_NAMES.en]);
  await publishContent(owner);
  const nl = themeStrings("nl");
  const payments = await takeOnlinePayments(owner, "125");
  await expect(payments.getByText(S.methods.ideal, { exact: true })).toBeVisible();
  await expect(payments.getByText(S.methods.blik, { exact: true })).toHaveCount(0);

  const guest = (await newDevice()).page;
  const checkIn = addDays(todayIn("Europe/Amsterdam", new Date()), 30);
  const stay = { checkIn, checkOut: addDays(checkIn, 2), adults: "2" };
  const origin = siteOrigin(baseURL, site.subdomain);
  await visitSitePage(guest, `${origin}/boeken?${new URLSearchParams(stay)}`, { theme: THEME, audit: false });
  await expect(guest.locator("[data-quote]").first()).toContainText("€");
  await fillDetails(guest, nl, { name: "Eva Jansen", email: "eva@example.nl", country: "NL" });
  await guest.getByRole("button", { name: nl.booking.page.submitInstant }).click();
  await expect(guest).toHaveURL(/\/payments\/test\/tp_[0-9a-f]{24}$/);
  await expect(guest.getByRole("radio", { name: "iDEAL" })).toBeVisible();
  await expect(guest.getByRole("radio", { name: "BLIK" })).toHaveCount(0);
});
