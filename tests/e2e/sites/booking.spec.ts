import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { addDays, todayIn } from "../../../modules/dates/stay-date.ts";
import { SITE_LANGUAGE_NAMES, type SiteLang } from "../../../modules/i18n/site-languages.ts";
import { NL, newPerson, signUp } from "../support/auth-flows.ts";
import { expectAccessible } from "../support/axe.ts";
import { calendar, day, fillDetails, widget } from "../support/booking-pages.ts";
import { expect, newClientIp, test } from "../support/fixtures.ts";
import { finishOnboardingQuickly, newSiteAnswers } from "../support/onboarding.ts";
import {
  expectSitePage,
  offerLanguages,
  publishContent,
  siteOrigin,
  sitePath,
  type ThemeStrings,
  themeStrings,
  visitSitePage,
} from "../support/owner-site.ts";
import { field, waitForHydration } from "../support/site.ts";
import { expectToast } from "../support/toasts.ts";

const P = NL.dashboard.pricing;
const S = NL.dashboard.bookingSettings;
/** The property's today: stays are counted from it. */
const today = () => todayIn("Europe/Amsterdam", new Date());

/** Runs `act` (a click that leaves the page) and answers the response of the page it leads to. */
async function follow(page: Page, act: () => Promise<void>) {
  const arrival = page.waitForResponse(
    (r) => r.request().isNavigationRequest() && r.request().frame() === page.mainFrame(),
  );
  await act();
  return arrival;
}

/** The dates the widget's form holds now (what it sends on). */
async function chosenDates(scope: Locator): Promise<{ checkIn: string; checkOut: string }> {
  return {
    checkIn: await scope.locator('input[name="checkIn"]').inputValue(),
    checkOut: await scope.locator('input[name="checkOut"]').inputValue(),
  };
}

/**
 * Chooses a stay with the keyboard as a guest with a screen reader does: the check-in button
 * opens the calendar on the first day a stay can begin, Enter picks it, the arrow keys walk
 * `nights` days on and Enter picks the check-out, which closes the calendar and returns focus.
 * axe-core checks the open calendar.
 */
async function chooseStayByKeyboard(page: Page, scope: Locator, t: ThemeStrings, nights: number) {
  const open = scope.getByRole("button", { name: new RegExp(`^${t.booking.widget.checkIn}`) });
  await expect(open).toBeVisible();
  await open.focus();
  await page.keyboard.press("Enter");
  const dialog = calendar(page, t);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("status")).toHaveText(t.booking.calendar.chooseCheckIn);
  // Focus lands on a day the stay can begin on.
  await expect(dialog.locator("button[data-date]:focus")).not.toHaveAttribute("aria-disabled", "true");
  await expectAccessible(page, "the booking calendar");
  await page.keyboard.press("Enter");
  for (let i = 0; i < nights; i++) await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(scope.getByRole("button", { name: new RegExp(`^${t.booking.widget.checkOut}`) })).toBeFocused();
}

/** A booking made straight through the booking API of the site (another guest, elsewhere). */
async function bookThroughApi(
  request: APIRequestContext,
  baseURL: string | undefined,
  subdomain: string,
  stay: { checkIn: string; checkOut: string; unit?: string; email: string },
) {
  const server = new URL(baseURL ?? "");
  const answer = await request.post(`${server.origin}/api/bookings`, {
    headers: { Host: `${subdomain}.localhost:${server.port}` },
    data: {
      ...(stay.unit ? { unit: stay.unit } : {}),
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      adults: 2,
      lang: "nl",
      guest: { name: "Eva Jansen", email: stay.email, phone: "+31 6 12345678", country: "NL" },
      acceptHouseRules: true,
      acceptCancellationPolicy: true,
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

test("a guest books in a second language: a request, and at once when the owner books instantly, with or without a script", async ({
  page,
  newDevice,
  baseURL,
  browser,
}) => {
  test.slow(); // an owner's site set up, three bookings made in three ways, every page audited
  await signUp(page, newPerson());
  const site = await finishOnboardingQuickly(page, { ...newSiteAnswers(), theme: "nature-rustic" });
  await offerLanguages(page, [SITE_LANGUAGE_NAMES.en, SITE_LANGUAGE_NAMES.de]);
  await publishContent(page);
  const origin = siteOrigin(baseURL, site.subdomain);
  const url = (lang: SiteLang, pageId: "home" | "book") => `${origin}${sitePath({ page: pageId }, lang, "nl")}`;
  const guest = (await newDevice()).page;

  await test.step("in English, a new site takes requests: the widget's price, the booking page, the request", async () => {
    const en = themeStrings("en");
    await visitSitePage(guest, url("en", "home"), { theme: "nature-rustic" });
    const box = widget(guest, en);
    await box.scrollIntoViewIfNeeded();
    await chooseStayByKeyboard(guest, box, en, 3);
    // The price, line by line, and its total said in the live region.
    await expect(box.getByRole("status").filter({ hasText: /^3 nights, total €/ })).toBeAttached();
    await expect(box.getByText(/^3 nights × €125$/)).toBeVisible();
    await expect(box.getByText(en.booking.quote.request)).toBeVisible();
    const stay = await chosenDates(box);

    const arrival = await follow(guest, () => box.getByRole("button", { name: en.booking.widget.submit }).click());
    await expect(guest).toHaveURL(new RegExp(`^${url("en", "book")}\\?`));
    await expectSitePage(guest, arrival, { theme: "nature-rustic", audit: false });
    await expect(guest.locator('input[name="checkIn"]')).toHaveValue(stay.checkIn);
    // Nothing is sent while something is missing: the problems, beside the fields and in a list.
    await guest.getByRole("button", { name: en.booking.page.submitRequest }).click();
    const problems = guest.getByRole("alert");
    await expect(problems).toBeFocused();
    await expect(problems.getByRole("link", { name: en.booking.errors.email })).toBeVisible();
    await expect(guest.getByText(en.booking.errors.acceptHouseRules)).toHaveCount(0);
    await expectAccessible(guest, "the booking page with its problems");
    await fillDetails(guest, en, { name: "Jonas Becker", email: "jonas@example.de", country: "DE" });
    await guest.getByRole("button", { name: en.booking.page.submitRequest }).click();

    const done = guest.getByRole("region", { name: en.booking.confirmation.requestTitle });
    await expect(done).toBeFocused();
    await expect(done.getByText(/^VV-[0-9A-Z]{4}-[0-9A-Z]{4}$/)).toBeVisible();
    await expect(done.getByText(/We are holding these dates for you until /)).toBeVisible();
    await expect(done.getByText(en.booking.confirmation.payment)).toBeVisible();
    await expectAccessible(guest, "the confirmation of a request");
  });

  await test.step("the owner lets guests book at once", async () => {
    await page.goto("/dashboard/pricing");
    const save = page.getByRole("button", { name: P.save });
    await waitForHydration(save);
    await page.getByRole("radio", { name: P.fields.bookingModes.instant }).check();
    await expectToast(page, page.getByText(P.saved), () => save.click());
    await expect(page.getByRole("radio", { name: P.fields.bookingModes.instant })).toBeChecked();
  });

  await test.step("the owner gives the bank details guests pay a booking to", async () => {
    await page.getByRole("link", { name: S.link }).click();
    await expect(page.getByRole("heading", { level: 1, name: S.title })).toBeVisible();
    const save = page.getByRole("button", { name: S.save });
    await waitForHydration(save);
    await field(page, S.bank.accountHolder).fill("B. de Specht");
    // A typing error in the check digits is caught before any guest sees it.
    await field(page, S.bank.iban).fill("nl92 abna 0417 1643 00");
    await save.click();
    await expect(field(page, S.bank.iban)).toHaveAccessibleDescription(new RegExp(S.errors.ibanChecksum));
    await expectAccessible(page, "/dashboard/booking-settings with a problem");
    await field(page, S.bank.iban).fill("nl91 abna 0417 1643 00");
    await expectToast(page, page.getByText(S.saved), () => save.click());
    await expect(field(page, S.bank.iban)).toHaveValue("NL91 ABNA 0417 1643 00");
  });

  await test.step("in German, the stay is booked at once", async () => {
    const de = themeStrings("de");
    await visitSitePage(guest, url("de", "home"), { theme: "nature-rustic" });
    const box = widget(guest, de);
    await box.scrollIntoViewIfNeeded();
    // Two adults and a child: the child's price is the stay's, the choice is kept on.
    await box.getByLabel(de.booking.widget.children).selectOption("1");
    const open = box.getByRole("button", { name: new RegExp(`^${de.booking.widget.checkIn}`) });
    await open.click();
    const first = await day(guest, de, addDays(today(), 40));
    await first.click();
    await (await day(guest, de, addDays(today(), 44))).click();
    await expect(box.getByText(de.booking.quote.instant)).toBeVisible();
    await box.getByRole("button", { name: de.booking.widget.submit }).click();
    await expect(guest).toHaveURL(new RegExp(`^${url("de", "book")}\\?`));
    await fillDetails(guest, de, { name: "Mia Schulz", email: "mia@example.de", country: "DE" });
    await guest.getByRole("button", { name: de.booking.page.submitInstant }).click();
    const done = guest.getByRole("region", { name: de.booking.confirmation.confirmedTitle });
    await expect(done).toBeFocused();
    await expect(done.getByText("2 Erwachsene, 1 Kind")).toBeVisible();
    await expect(done.getByText(/^4 Nächte × 125\s€$/)).toBeVisible();
    await expect(done.getByText(de.booking.confirmation.paymentBank)).toBeVisible();
    await expect(done.getByText("NL91 ABNA 0417 1643 00")).toBeVisible();
    await expect(done.getByText("B. de Specht")).toBeVisible();
    await expectAccessible(guest, "the confirmation of a booking");
  });

  await test.step("without a script the booking page is a plain form that books all the same", async () => {
    const de = themeStrings("de");
    const plain = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { "X-Forwarded-For": newClientIp() },
    });
    const noScript = await plain.newPage();
    const query = new URLSearchParams({ checkIn: addDays(today(), 60), checkOut: addDays(today(), 62), adults: "2" });
    const response = await noScript.goto(`${url("de", "book")}?${query}`);
    // axe-core needs a script in the page: this page was audited above with one, and the
    // confirmation's component with it too.
    const noAudit = { theme: "nature-rustic", audit: false } as const;
    await expectSitePage(noScript, response, { ...noAudit, name: "the booking page without a script" });
    // The price was worked out on the server.
    await expect(noScript.getByText(/^2 Nächte × 125\s€$/)).toBeVisible();
    await fillDetails(noScript, de, { name: "Lena Vogel", email: "lena@example.de", country: "AT" });
    const answer = await follow(noScript, () =>
      noScript.getByRole("button", { name: de.booking.page.submitInstant }).click(),
    );
    await expectSitePage(noScript, answer, { ...noAudit, name: "the plain form's confirmation" });
    await expect(noScript.getByRole("region", { name: de.booking.confirmation.confirmedTitle })).toBeVisible();
    await expect(noScript.getByText(/^VV-[0-9A-Z]{4}-[0-9A-Z]{4}$/)).toBeVisible();
    await expect(noScript.getByText("NL91 ABNA 0417 1643 00")).toBeVisible();
    await plain.close();
  });
});

test("a multi-unit site books the place the guest chose", async ({ page, newDevice, baseURL, request }) => {
  test.slow(); // a site with two places set up, a booking made, its pages audited
  await signUp(page, newPerson());
  const site = await finishOnboardingQuickly(page, { ...newSiteAnswers(), theme: "urban-hip" });
  const U = NL.dashboard.content.units;
  const chalet = "Chalet De Boomklever";
  await page.goto("/dashboard/content/units/new");
  const add = page.locator("form#unit-form").getByRole("button", { name: U.add });
  await waitForHydration(add);
  await field(page.locator("form#unit-form"), U.fields.name.label).fill(chalet);
  await field(page.locator("form#unit-form"), U.fields.maxGuests.label).fill("2");
  await add.click();
  await expect(page.getByText(U.created)).toBeVisible();

  const origin = siteOrigin(baseURL, site.subdomain);
  const nl = themeStrings("nl");
  const guest = (await newDevice()).page;
  const checkIn = addDays(today(), 30);
  const checkOut = addDays(today(), 33);

  await test.step("the booking page asks which place, then books the chosen one", async () => {
    await visitSitePage(guest, `${origin}/boeken`, { theme: "urban-hip" });
    const chosen = await follow(guest, () => guest.getByRole("link", { name: `Boek ${chalet}` }).click());
    await expectSitePage(guest, chosen, { theme: "urban-hip" });
    await expect(guest.getByRole("complementary", { name: chalet })).toBeVisible();
    // The chalet sleeps two: no more adults to choose.
    await expect(guest.getByLabel(nl.booking.widget.adults).locator("option")).toHaveText(["1", "2"]);
    await guest.getByRole("button", { name: new RegExp(`^${nl.booking.widget.checkIn}`) }).click();
    await (await day(guest, nl, checkIn)).click();
    await (await day(guest, nl, checkOut)).click();
    await expect(guest.getByText(nl.booking.quote.request)).toBeVisible();
    await fillDetails(guest, nl, { name: "Eva de Wit", email: "eva@example.nl", country: "NL" });
    await guest.getByRole("button", { name: nl.booking.page.submitRequest }).click();
    const done = guest.getByRole("region", { name: nl.booking.confirmation.requestTitle });
    await expect(done.getByText(chalet, { exact: true })).toBeVisible();
    await expectAccessible(guest, "the confirmation on a multi-unit site");
  });

  await test.step("the chalet's nights are taken, the house's are not", async () => {
    const server = new URL(baseURL ?? "");
    const availability = async (unit: string) => {
      const answer = await request.get(
        `${server.origin}/api/availability?unit=${unit}&from=${checkIn}&to=${checkOut}`,
        { headers: { Host: `${site.subdomain}.localhost:${server.port}` } },
      );
      return ((await answer.json()) as { unavailable: string[] }).unavailable;
    };
    const chaletSlug = "chalet-de-boomklever";
    expect(await availability(chaletSlug)).toEqual([checkIn, addDays(checkIn, 1), addDays(checkIn, 2)]);
    const houseSlug = site.name.toLowerCase().replace(/\s+/g, "-");
    expect(await availability(houseSlug)).toEqual([]);
  });
});

test("a taken night cannot be chosen, and nights taken meanwhile are said at the dates with the calendar open again", async ({
  page,
  newDevice,
  baseURL,
  request,
}) => {
  test.slow(); // a site set up, the calendar walked through twice, its pages audited
  await signUp(page, newPerson());
  const site = await finishOnboardingQuickly(page, { ...newSiteAnswers(), theme: "classic-elegant" });
  const origin = siteOrigin(baseURL, site.subdomain);
  const nl = themeStrings("nl");
  const taken = { checkIn: addDays(today(), 20), checkOut: addDays(today(), 23) };
  await bookThroughApi(request, baseURL, site.subdomain, { ...taken, email: "eerst@example.nl" });
  const guest = (await newDevice()).page;

  await test.step("the widget's calendar marks the taken nights and will not take them", async () => {
    await visitSitePage(guest, `${origin}/`, { theme: "classic-elegant" });
    const box = widget(guest, nl);
    await box.scrollIntoViewIfNeeded();
    await box.getByRole("button", { name: new RegExp(`^${nl.booking.widget.checkIn}`) }).click();
    const night = await day(guest, nl, addDays(taken.checkIn, 1));
    await expect(night).toHaveAttribute("aria-disabled", "true");
    await expect(night).toHaveAccessibleName(new RegExp(`, ${nl.booking.calendar.taken}$`));
    // Picking it (Enter on the focused day) changes nothing: the calendar still asks for a check-in.
    await night.focus();
    await guest.keyboard.press("Enter");
    const status = calendar(guest, nl).getByRole("status");
    await expect(status).toHaveText(nl.booking.calendar.chooseCheckIn);
    // A stay may end on the day the other begins (back to back), not across its nights.
    await (await day(guest, nl, addDays(taken.checkIn, -3))).click();
    await expect(await day(guest, nl, addDays(taken.checkIn, 1))).toHaveAttribute("aria-disabled", "true");
    await expect(await day(guest, nl, taken.checkIn)).not.toHaveAttribute("aria-disabled", "true");
    await (await day(guest, nl, taken.checkIn)).click();
    await expect(calendar(guest, nl)).toBeHidden();
    expect(await chosenDates(box)).toEqual({ checkIn: addDays(taken.checkIn, -3), checkOut: taken.checkIn });
  });

  await test.step("nights booked by someone else while the guest fills in the form: said at the dates, the calendar open again", async () => {
    const later = { checkIn: addDays(today(), 40), checkOut: addDays(today(), 43) };
    await visitSitePage(guest, `${origin}/boeken?${new URLSearchParams({ ...later, adults: "2" })}`, {
      theme: "classic-elegant",
    });
    await expect(guest.getByRole("button", { name: new RegExp(`^${nl.booking.widget.checkIn}`) })).toBeVisible();
    await fillDetails(guest, nl, { name: "Tim Bakker", email: "tim@example.nl", country: "NL" });
    await bookThroughApi(request, baseURL, site.subdomain, {
      checkIn: addDays(later.checkIn, 1),
      checkOut: later.checkOut,
      email: "sneller@example.nl",
    });
    await guest.getByRole("button", { name: nl.booking.page.submitRequest }).click();
    await expect(calendar(guest, nl)).toBeVisible();
    await expect(await day(guest, nl, addDays(later.checkIn, 1))).toHaveAttribute("aria-disabled", "true");
    await guest.keyboard.press("Escape");
    await expect(guest.getByRole("alert")).toContainText(nl.booking.refusals.dates_unavailable);
    await expect(guest.getByText(nl.booking.refusals.dates_unavailable).first()).toBeVisible();
    // What the guest typed is still there.
    await expect(field(guest, nl.booking.page.email)).toHaveValue("tim@example.nl");
    await expectAccessible(guest, "the booking page after the nights were taken");
  });
});
