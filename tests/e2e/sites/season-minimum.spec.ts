import type { Page } from "@playwright/test";
import { addDays, todayIn } from "../../../modules/dates/stay-date.ts";
import { NL, newPerson, signUp } from "../support/auth-flows.ts";
import { expectAccessible } from "../support/axe.ts";
import { calendar, day, widget } from "../support/booking-pages.ts";
import { expect, newClientIp, test } from "../support/fixtures.ts";
import { finishOnboardingQuickly, newSiteAnswers } from "../support/onboarding.ts";
import { siteOrigin, themeStrings, visitSitePage } from "../support/owner-site.ts";
import { field, waitForHydration } from "../support/site.ts";

const P = NL.dashboard.pricing;
const nl = themeStrings("nl");

/** The owner's minimum stay of 2 nights, and a summer season whose arrivals stay 7 nights at least. */
async function setSeasonMinimum(owner: Page, season: { from: string; until: string }) {
  await owner.goto("/dashboard/pricing");
  const save = owner.getByRole("button", { name: P.save });
  await waitForHydration(save);
  await field(owner.getByRole("group", { name: P.groups.stay }), P.fields.minNights).fill("2");
  await owner.getByRole("button", { name: P.season.add }).click();
  const row = owner.locator("[data-season]");
  await field(row, P.season.name).fill("Zomer");
  await field(row, P.season.from).fill(season.from);
  await field(row, P.season.until).fill(season.until);
  await field(row, P.season.nightly).fill("160");
  await field(row, P.season.minNights).fill("7");
  await save.click();
  await expect(owner.getByText(P.saved)).toBeVisible();
}

test("in a season with a 7-night minimum the date picker says so and offers no shorter stay, and Book waits for a valid price", async ({
  page,
  newDevice,
  baseURL,
  browser,
}) => {
  test.slow(); // a site set up, its prices changed, the calendar walked through, pages audited
  await signUp(page, newPerson());
  const site = await finishOnboardingQuickly(page, { ...newSiteAnswers(), theme: "fresh-coastal" });
  const today = todayIn("Europe/Amsterdam", new Date());
  const season = { from: addDays(today, 40), until: addDays(today, 70) };
  await setSeasonMinimum(page, season);
  const origin = siteOrigin(baseURL, site.subdomain);
  const guest = (await newDevice()).page;
  const arrival = addDays(season.from, 3);

  await test.step("the widget: Book waits for dates; the calendar says the season's minimum and offers 7 nights at least", async () => {
    await visitSitePage(guest, `${origin}/`, { theme: "fresh-coastal" });
    const box = widget(guest, nl);
    await box.scrollIntoViewIfNeeded();
    const book = box.getByRole("button", { name: nl.booking.widget.submit });
    await expect(book).toBeDisabled();
    await expect(book).toHaveAccessibleDescription(new RegExp(`^${nl.booking.widget.waitDates}`));
    await expect(box.getByText(nl.booking.widget.waitDates)).toBeVisible();

    await box.getByRole("button", { name: new RegExp(`^${nl.booking.widget.checkIn}`) }).click();
    const dialog = calendar(guest, nl);
    const rules = dialog.locator("[data-calendar-rules]");
    const first = await day(guest, nl, arrival);
    // The month of the season names its minimum beside the owner's.
    await expect(rules).toContainText("Minimaal 2 nachten.");
    await expect(rules).toContainText(/Aankomst van \d+ \p{L}+ tot en met \d+ \p{L}+: minimaal 7 nachten\./u);
    await first.click();
    await expect(rules).toHaveText("Minimaal 7 nachten.");
    // Three nights: not a check-out, and said why; picking it changes nothing.
    const tooSoon = await day(guest, nl, addDays(arrival, 3));
    await expect(tooSoon).toHaveAttribute("aria-disabled", "true");
    await expect(tooSoon).toHaveAccessibleName(/, te kort: minimaal 7 nachten$/);
    await tooSoon.focus();
    await guest.keyboard.press("Enter");
    await expect(dialog.getByRole("status")).toHaveText(/^Aankomst .+\. Kies nu je vertrekdag\.$/);
    await expectAccessible(guest, "the booking calendar in a season with a minimum stay");
    await expect(await day(guest, nl, addDays(arrival, 6))).toHaveAttribute("aria-disabled", "true");
    const week = await day(guest, nl, addDays(arrival, 7));
    await expect(week).not.toHaveAttribute("aria-disabled");
    await week.click();
    await expect(dialog).toBeHidden();

    // Seven nights at the season's rate, and then Book can be pressed.
    await expect(box.getByText(/^7 nachten × €\s160$/)).toBeVisible();
    await expect(book).toBeEnabled();
    await expect(box.getByText(nl.booking.widget.waitDates)).toBeHidden();
    await expect(box.locator("[data-rules]")).toHaveText("Minimaal 7 nachten.");
  });

  await test.step("the booking page, opened on 3 nights in the season: the reason at the price, Book waiting until the stay is 7 nights", async () => {
    const query = new URLSearchParams({ checkIn: arrival, checkOut: addDays(arrival, 3), adults: "2" });
    await visitSitePage(guest, `${origin}/boeken?${query}`, { theme: "fresh-coastal" });
    const price = guest.locator("[data-quote]");
    await expect(price).toContainText("Minimaal 7 nachten in deze periode.");
    const send = guest.getByRole("button", { name: nl.booking.page.submitRequest });
    await expect(send).toBeDisabled();
    await expect(send).toHaveAccessibleDescription(
      /^Zo kun je dit verblijf niet boeken: .*Minimaal 7 nachten in deze periode\./,
    );
    // Pressed anyway, it sends nothing and says why at the dates.
    await send.focus();
    await guest.keyboard.press("Enter");
    await expect(guest.getByRole("alert")).toContainText("Minimaal 7 nachten in deze periode.");

    await guest.getByRole("button", { name: new RegExp(`^${nl.booking.widget.checkIn}`) }).click();
    await (await day(guest, nl, arrival)).click();
    await expect(send).toBeDisabled();
    await (await day(guest, nl, addDays(arrival, 7))).click();
    await expect(price.getByText(/^7 nachten × €\s160$/)).toBeVisible();
    await expect(send).toBeEnabled();
  });

  await test.step("without a script the booking page is a plain form, and the server refuses 3 nights with its reason", async () => {
    const plain = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { "X-Forwarded-For": newClientIp() },
    });
    const noScript = await plain.newPage();
    const query = new URLSearchParams({ checkIn: arrival, checkOut: addDays(arrival, 3), adults: "2" });
    await noScript.goto(`${origin}/boeken?${query}`);
    await field(noScript, nl.booking.page.name).fill("Fenna Smit");
    await field(noScript, nl.booking.page.email).fill("fenna@example.nl");
    await field(noScript, nl.booking.page.phone).fill("+31 6 12345678");
    await field(noScript, nl.booking.page.country).selectOption("NL");
    await noScript.getByRole("checkbox", { name: nl.booking.page.acceptCancellation }).check();
    await noScript.getByRole("button", { name: nl.booking.page.submitRequest }).click();
    await expect(noScript.locator("[data-dates-error]")).toHaveText("Minimaal 7 nachten in deze periode.");
    await plain.close();
  });
});
