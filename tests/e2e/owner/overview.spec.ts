import type { Page } from "@playwright/test";
import { addDays, eachNight, nightsBetween, todayIn } from "../../../modules/dates/stay-date.ts";
import { thisAndNextMonth, yearEarlier } from "../../../modules/owner-overview/overview-periods.ts";
import { NL, newPerson, say, signUp } from "../support/auth-flows.ts";
import { expectAccessible } from "../support/axe.ts";
import { expect, test } from "../support/fixtures.ts";
import { finishOnboardingQuickly } from "../support/onboarding.ts";
import { field, waitForHydration } from "../support/site.ts";

const B = NL.dashboard.bookingCalendar;
const C = NL.dashboard.cockpit;

/** Money as the Dutch dashboard writes it: "€ 1.234,00" (Intl's narrow no-break space and all). */
const euros = (cents: number) =>
  new Intl.NumberFormat("nl-NL", { style: "currency", currency: "EUR", currencyDisplay: "narrowSymbol" }).format(
    cents / 100,
  );

/** Enters a booking taken by phone, as the owner does, and waits for its page. */
async function enterBooking(page: Page, stay: { name: string; checkIn: string; checkOut: string; total: number }) {
  await page.goto("/dashboard/booking-calendar/new?kind=booking");
  const save = page.getByRole("button", { name: B.create.saveBooking });
  await waitForHydration(save);
  await field(page, B.form.checkIn).fill(stay.checkIn);
  await field(page, B.form.checkOut).fill(stay.checkOut);
  await field(page, B.form.guestName).fill(stay.name);
  await page.locator('input[name="total"]').fill(String(stay.total));
  // A stay starting today or earlier is outside the owner's own rules (booked a day ahead): they say it is agreed.
  if (stay.checkIn <= todayIn("Europe/Amsterdam", new Date())) await page.getByLabel(B.form.override).check();
  await save.click();
  await expect(
    page.getByRole("heading", { level: 1, name: say(B.detail.titleBooking, { name: stay.name }) }),
  ).toBeVisible();
}

test("the overview shows today's arrival and departure, the month's occupancy and revenue beside last year's, and leads to the stay", async ({
  page,
}) => {
  test.slow(); // four bookings entered through the forms
  await signUp(page, newPerson());
  await finishOnboardingQuickly(page);
  const today = todayIn("Europe/Amsterdam", new Date());
  const month = today.slice(0, 7);
  const arrival = { name: "Anna Aankomst", checkIn: today, checkOut: addDays(today, 3), total: 600 };
  const departure = { name: "Bram Vertrek", checkIn: addDays(today, -2), checkOut: today, total: 400 };
  const lastYear = {
    name: "Oud Gast",
    checkIn: yearEarlier(today),
    checkOut: addDays(yearEarlier(today), 2),
    total: 500,
  };

  await test.step("the owner enters this week's guests and last year's", async () => {
    for (const stay of [departure, lastYear, arrival]) await enterBooking(page, stay);
    // Anna paid 200 by bank transfer: received today.
    await field(page, say(B.money.record.amount, { sign: "€" })).fill("200");
    await page.getByRole("button", { name: B.money.record.save }).click();
    await expect(page.getByText(B.money.done.recordPayment)).toBeVisible();
  });

  await test.step("the overview names them, with what is due", async () => {
    await page.goto("/dashboard");
    const todayPanel = page.getByRole("region", { name: new RegExp(`^${C.today.heading}`) });
    const arriving = todayPanel.locator('[data-today="arrivals"]');
    await expect(arriving.getByRole("link", { name: arrival.name })).toBeVisible();
    await expect(arriving).toContainText(say(C.today.due, { amount: euros(40_000) }));
    await expect(
      todayPanel.locator('[data-today="departures"]').getByRole("link", { name: departure.name }),
    ).toBeVisible();
  });

  await test.step("occupancy and revenue for the month, beside the same month last year", async () => {
    const inMonth = [arrival, departure].filter((s) => s.checkIn.startsWith(month));
    const nights = [arrival, departure]
      .flatMap((s) => eachNight(s.checkIn, s.checkOut))
      .filter((n) => n.startsWith(month));
    const [thisMonth] = thisAndNextMonth(today);
    const available = nightsBetween(thisMonth.from, addDays(thisMonth.to, 1));
    const occupancy = page.getByRole("region", { name: C.occupancy.heading }).locator(`[data-month="${month}"]`);
    await expect(occupancy).toContainText(say(C.occupancy.of, { booked: nights.length, available }));
    const revenue = page.getByRole("region", { name: C.revenue.heading }).locator('[data-revenue="month"]');
    const booked = revenue.locator('[data-figure="booked"]');
    await expect(booked).toContainText(euros(inMonth.reduce((sum, s) => sum + s.total * 100, 0)));
    await expect(booked).toContainText(say(C.revenue.lastYear, { amount: euros(50_000) }));
    await expect(revenue.locator('[data-figure="received"]')).toContainText(euros(20_000));
    await expectAccessible(page, "/dashboard");
  });

  await test.step("a guest's name leads to their stay", async () => {
    await page
      .getByRole("region", { name: new RegExp(`^${C.today.heading}`) })
      .getByRole("link", { name: arrival.name })
      .click();
    await expect(
      page.getByRole("heading", { level: 1, name: say(B.detail.titleBooking, { name: arrival.name }) }),
    ).toBeVisible();
  });
});
