import { addDays, todayIn } from "../../../modules/dates/stay-date.ts";
import { NL, newPerson, signUp } from "../support/auth-flows.ts";
import { expectAccessible } from "../support/axe.ts";
import { calendar, day, fillDetails, widget } from "../support/booking-pages.ts";
import { expect, clockedTest as test } from "../support/fixtures.ts";
import { finishOnboardingQuickly, newSiteAnswers } from "../support/onboarding.ts";
import { siteOrigin, themeStrings, visitSitePage } from "../support/owner-site.ts";

const B = NL.dashboard.bookingCalendar;
const HOUR = 3_600_000;

// On this worker's clocked server (fixtures.ts), whose clock the test moves on.
test("a request holds its nights until its hold runs out; then they are free for the next guest", async ({
  page: owner,
  newDevice,
  clockedServer,
}) => {
  test.slow(); // a site set up, two guests, a day and more passing
  const device = async () => (await newDevice()).page;
  await signUp(owner, newPerson());
  const site = await finishOnboardingQuickly(owner, { ...newSiteAnswers(), theme: "modern-minimal" });
  const origin = siteOrigin(clockedServer.origin, site.subdomain);
  const nl = themeStrings("nl");
  const today = todayIn("Europe/Amsterdam", clockedServer.now());
  const held = { checkIn: addDays(today, 14), checkOut: addDays(today, 17) };

  await test.step("a guest asks for three nights; they are held for two days (the platform's default)", async () => {
    const first = await device();
    await visitSitePage(first, `${origin}/boeken?${new URLSearchParams({ ...held, adults: "2" })}`, {
      theme: "modern-minimal",
    });
    await fillDetails(first, nl, { name: "Sem Mulder", email: "sem@example.nl", country: "NL" });
    await first.getByRole("button", { name: nl.booking.page.submitRequest }).click();
    const done = first.getByRole("region", { name: nl.booking.confirmation.requestTitle });
    await expect(done.getByText(/We houden deze data voor je vast tot /)).toBeVisible();
  });

  const next = await device();
  const nightTaken = async (taken: boolean) => {
    await visitSitePage(next, `${origin}/`, { theme: "modern-minimal", audit: false });
    const box = widget(next, nl);
    await box.scrollIntoViewIfNeeded();
    await box.getByRole("button", { name: new RegExp(`^${nl.booking.widget.checkIn}`) }).click();
    const night = await day(next, nl, addDays(held.checkIn, 1));
    if (taken) await expect(night).toHaveAttribute("aria-disabled", "true");
    else await expect(night).not.toHaveAttribute("aria-disabled");
    return box;
  };

  await test.step("meanwhile the next guest cannot choose those nights", async () => {
    await nightTaken(true);
  });

  await test.step("the owner does not answer for two days and an hour: the next guest books the nights", async () => {
    await clockedServer.advance(49 * HOUR);
    const box = await nightTaken(false);
    await (await day(next, nl, held.checkIn)).click();
    await (await day(next, nl, held.checkOut)).click();
    await expect(calendar(next, nl)).toBeHidden();
    await expect(box.getByText(nl.booking.quote.request)).toBeVisible();
    await box.getByRole("button", { name: nl.booking.widget.submit }).click();
    await fillDetails(next, nl, { name: "Noor Visser", email: "noor@example.nl", country: "NL" });
    await next.getByRole("button", { name: nl.booking.page.submitRequest }).click();
    await expect(next.getByRole("region", { name: nl.booking.confirmation.requestTitle })).toBeVisible();
  });

  await test.step("the owner's list shows the first request expired and the new one waiting", async () => {
    const list = owner.getByTestId("stay-list");
    await owner.goto("/dashboard/booking-calendar?view=list&status=request");
    await expect(list.getByRole("listitem").filter({ hasText: "Noor Visser" })).toContainText(B.statuses.request);
    await expect(list.getByText("Sem Mulder")).toHaveCount(0);
    await owner.goto("/dashboard/booking-calendar?view=list&status=expired");
    await expect(list.getByRole("listitem").filter({ hasText: "Sem Mulder" })).toContainText(B.statuses.expired);
    await expectAccessible(owner, "/dashboard/booking-calendar?view=list&status=expired");
  });
});
