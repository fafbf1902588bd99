import type { Page } from "@playwright/test";
import { addDays, todayIn } from "../../../modules/dates/stay-date.ts";
import { SITE_LANGUAGE_NAMES } from "../../../modules/i18n/site-languages.ts";
import { E2E_ADMIN } from "../support/admin-account.ts";
import { emailLink, NL, newPerson, say, signIn, signUp } from "../support/auth-flows.ts";
import { expectAccessible } from "../support/axe.ts";
import { fillDetails } from "../support/booking-pages.ts";
import { expect, clockedTest as test } from "../support/fixtures.ts";
import { finishOnboardingQuickly, newSiteAnswers } from "../support/onboarding.ts";
import {
  offerLanguages,
  publishContent,
  siteOrigin,
  themeStrings,
  visitSitePage,
  writeCheckInInstructions,
} from "../support/owner-site.ts";
import { literal, waitForHydration } from "../support/site.ts";
import { expectToast } from "../support/toasts.ts";

const P = NL.dashboard.pricing;
const S = NL.dashboard.settings.payments;
const B = NL.dashboard.bookingCalendar;
/** The owner's private check-in instructions: on the guest's page only once everything due is paid. */
const KEY_BOX = "Sleutelkluis naast de voordeur, code 4711";
const DAY = 86_400_000;
const THEME = "modern-minimal";

/** A line of the guest's money timeline: what it is for, in the state it is in now. */
function line(page: Page, kind: string, what: string) {
  return page.locator(`li[data-line="${kind}"]`).filter({ hasText: what });
}

/** Reloads the guest's page until `check` holds: the payments job runs once a minute on the server's clock. */
async function eventually(page: Page, check: () => Promise<boolean>) {
  await expect
    .poll(
      async () => {
        await page.reload();
        return check();
      },
      { timeout: 150_000, intervals: [2_000, 5_000] },
    )
    .toBe(true);
}

// On this worker's clocked server (fixtures.ts), whose clock the test moves on.
test("guests pay online: the first payment confirms, an accepted request is paid by the emailed link, the balance is charged on its day or paid on the guest's page, a deposit is held and released, a cancellation refunds by the policy", async ({
  page: owner,
  newDevice,
  clockedServer,
}) => {
  test.slow(); // a site set up, four guests, two months passing
  await signUp(owner, newPerson());
  const site = await finishOnboardingQuickly(owner, { ...newSiteAnswers(), theme: THEME });
  await offerLanguages(owner, [SITE_LANGUAGE_NAMES.en, SITE_LANGUAGE_NAMES.de]);
  await publishContent(owner);
  const origin = siteOrigin(clockedServer.origin, site.subdomain);
  const today = todayIn("Europe/Amsterdam", clockedServer.now());
  const en = themeStrings("en");
  const de = themeStrings("de");

  await test.step("the owner books instantly, takes a card hold for the deposit, writes the check-in instructions, and connects the test provider", async () => {
    await owner.goto("/dashboard/pricing");
    const save = owner.getByRole("button", { name: P.save });
    await waitForHydration(save);
    await owner.getByRole("radio", { name: P.fields.bookingModes.instant }).check();
    await owner.getByLabel(new RegExp(`^${literal(P.fields.deposit)}`)).fill("200");
    await owner.getByRole("radio", { name: new RegExp(`^${literal(P.fields.depositCollections.hold)}`) }).check();
    await expectToast(owner, owner.getByText(P.saved), () => save.click());
    await writeCheckInInstructions(owner, KEY_BOX);
    await owner.goto("/dashboard/settings");
    const payments = owner.getByRole("region", { name: S.heading });
    const connect = payments.getByRole("button", { name: S.test.connect });
    await waitForHydration(connect);
    await connect.click();
    await expect(payments.getByRole("status").filter({ hasText: S.notices.test_ready })).toBeVisible();
  });

  /** A guest books 3 nights `from` days ahead on the booking page and is sent on to pay: the test provider's page. */
  const bookAndReachPayment = async (lang: "en" | "de", from: number, guest: { name: string; email: string }) => {
    const t = lang === "en" ? en : de;
    const page = (await newDevice()).page;
    const stay = { checkIn: addDays(today, from), checkOut: addDays(today, from + 3), adults: "2" };
    const path = lang === "en" ? "/en/book" : "/de/buchen";
    await visitSitePage(page, `${origin}${path}?${new URLSearchParams(stay)}`, { theme: THEME, audit: false });
    await fillDetails(page, t, { ...guest, country: lang === "en" ? "GB" : "DE" });
    await page.getByRole("button", { name: t.booking.page.submitInstant }).click();
    await expect(page).toHaveURL(/\/payments\/test\/tp_[0-9a-f]{24}$/);
    await expect(page.getByRole("heading", { name: "Test payment" })).toBeVisible();
    return page;
  };

  const ann =
    await test.step("an English guest books and pays the first 30 % by card: the booking is confirmed", async () => {
      const page = await bookAndReachPayment("en", 40, { name: "Ann Parker", email: "ann@example.co.uk" });
      await page.getByRole("radio", { name: "Card" }).check();
      await page.getByRole("button", { name: "Paid", exact: true }).click();
      await expect(page).toHaveURL(/\/en\/my-booking\?b=/);
      await expect(page.getByRole("heading", { name: en.myBooking.states.confirmed.title })).toBeVisible();
      await expect(line(page, "paid", en.myBooking.timeline.what.first)).toBeVisible();
      await expect(line(page, "due", en.myBooking.timeline.what.balance)).toBeVisible();
      await expect(page.getByText(en.myBooking.testPayments)).toBeVisible();
      // The balance is still to come: the way in stays private.
      await expect(page.getByText(en.myBooking.arrival.later)).toBeVisible();
      await expect(page.getByText(KEY_BOX)).toHaveCount(0);
      await expectAccessible(page, "the guest's booking page, first payment made");
      return page;
    });

  const mia = await test.step("a German guest pays with a card whose later charges are declined", async () => {
    const page = await bookAndReachPayment("de", 44, { name: "Mia Schulz", email: "mia@example.de" });
    await page.getByRole("button", { name: "Paid, but later charges of this card are declined" }).click();
    await expect(page).toHaveURL(/\/de\/meine-buchung\?b=/);
    await expect(page.getByRole("heading", { name: de.myBooking.states.confirmed.title })).toBeVisible();
    return page;
  });

  await test.step("a third guest cancels on their page and gets back what the policy gives of what they paid", async () => {
    const page = await bookAndReachPayment("en", 48, { name: "Tom Reed", email: "tom@example.com" });
    await page.getByRole("button", { name: "Paid", exact: true }).click();
    await expect(page.getByRole("heading", { name: en.myBooking.states.confirmed.title })).toBeVisible();
    const cancelling = page.getByRole("region", { name: en.myBooking.cancel.heading });
    await cancelling.getByText(en.myBooking.cancel.open).click();
    await cancelling.getByRole("button", { name: en.myBooking.cancel.confirm }).click();
    await expect(page.getByRole("heading", { name: en.myBooking.states.cancelled.title })).toBeVisible();
    await expect(line(page, "refunded", en.myBooking.timeline.what.refund)).toBeVisible();
    await expect(line(page, "cancelled", en.myBooking.timeline.what.balance)).toBeVisible();
  });

  await test.step("a German guest's request is accepted by the owner and paid by the link in the email", async () => {
    await owner.goto("/dashboard/pricing");
    const save = owner.getByRole("button", { name: P.save });
    await waitForHydration(save);
    await owner.getByRole("radio", { name: P.fields.bookingModes.request }).check();
    await expectToast(owner, owner.getByText(P.saved), () => save.click());

    const guest = (await newDevice()).page;
    const stay = { checkIn: addDays(today, 56), checkOut: addDays(today, 59), adults: "2" };
    await visitSitePage(guest, `${origin}/de/buchen?${new URLSearchParams(stay)}`, { theme: THEME, audit: false });
    await fillDetails(guest, de, { name: "Lena Fischer", email: "lena@example.de", country: "DE" });
    await guest.getByRole("button", { name: de.booking.page.submitRequest }).click();
    await expect(guest.getByRole("region", { name: de.booking.confirmation.requestTitle })).toBeVisible();

    await owner.goto("/dashboard/booking-calendar?view=list");
    await owner
      .getByTestId("stay-list")
      .getByRole("listitem")
      .filter({ hasText: "Lena Fischer" })
      .getByRole("link")
      .first()
      .click();
    const accept = owner.getByRole("button", { name: B.detail.accept.button });
    await waitForHydration(accept);
    await expectToast(owner, owner.getByText(say(B.detail.accept.doneToPay, { name: "Lena Fischer" })), () =>
      accept.click(),
    );
    await expect(owner.getByText(B.statuses.awaitingPayment, { exact: true })).toBeVisible();

    // The guest reads the email that asks for the payment, in German, and follows its link to their page.
    const admin = (await newDevice()).page;
    await signIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(admin).toHaveURL(/\/admin$/);
    const link = await emailLink(
      admin,
      "lena@example.de",
      NL.admin.templates.names.paymentBalanceDue,
      /\/de\/meine-buchung\?b=/,
    );
    await guest.goto(link);
    await expect(guest.getByRole("heading", { name: de.myBooking.states.awaiting_payment.title })).toBeVisible();
    await expect(line(guest, "due", de.myBooking.timeline.what.first)).toBeVisible();
    await guest.getByRole("link", { name: /^Jetzt .* bezahlen$/ }).click();
    await expect(guest).toHaveURL(/\/payments\/test\/tp_[0-9a-f]{24}$/);
    await guest.getByRole("button", { name: "Paid", exact: true }).click();
    await expect(guest).toHaveURL(/\/de\/meine-buchung\?b=/);
    await expect(guest.getByRole("heading", { name: de.myBooking.states.confirmed.title })).toBeVisible();
    await expect(line(guest, "paid", de.myBooking.timeline.what.first)).toBeVisible();
  });

  await test.step("the owner reads the money on the stay's page (before months pass and the session ends)", async () => {
    await owner.goto("/dashboard/booking-calendar?view=list");
    const list = owner.getByTestId("stay-list");
    await list.getByRole("listitem").filter({ hasText: "Ann Parker" }).getByRole("link").first().click();
    const money = owner.getByRole("heading", { name: NL.dashboard.bookingCalendar.money.heading });
    await expect(money).toBeVisible();
    // The first 30 % is in; the balance is still to come.
    await expect(owner.getByTestId("money-paid")).not.toHaveText(/€\s?0,00/);
    await expect(owner.getByTestId("money-outstanding")).not.toHaveText(/€\s?0,00/);
    await expectAccessible(owner, "a paid booking's page");
  });

  await test.step("on the balance's day the saved card is charged; the declined one is paid on the guest's page", async () => {
    await clockedServer.advanceTo(new Date(clockedServer.now().getTime() + 15 * DAY));
    await eventually(ann, async () => (await line(ann, "paid", en.myBooking.timeline.what.balance).count()) === 1);
    // Everything due is paid: the owner's check-in instructions show with the arrival details.
    await expect(ann.getByRole("region", { name: en.myBooking.arrival.heading }).getByText(KEY_BOX)).toBeVisible();
    await eventually(mia, async () => (await line(mia, "failed", de.myBooking.timeline.what.balance).count()) === 1);
    await line(mia, "failed", de.myBooking.timeline.what.balance)
      .getByRole("link", { name: de.myBooking.timeline.payHere })
      .click();
    await expect(mia).toHaveURL(/\/payments\/test\/tp_/);
    await mia.getByRole("radio", { name: "iDEAL" }).check();
    await mia.getByRole("button", { name: "Paid", exact: true }).click();
    await expect(line(mia, "paid", de.myBooking.timeline.what.balance)).toBeVisible();
  });

  await test.step("the day before arrival the deposit is held on the card; a week after check-out it is released", async () => {
    await clockedServer.advanceTo(new Date(`${addDays(today, 39)}T08:00:00Z`));
    await eventually(ann, async () => (await line(ann, "held", en.myBooking.timeline.what.deposit).count()) === 1);
    await clockedServer.advanceTo(new Date(`${addDays(today, 51)}T08:00:00Z`));
    await eventually(ann, async () => (await line(ann, "released", en.myBooking.timeline.what.deposit).count()) === 1);
  });
});
