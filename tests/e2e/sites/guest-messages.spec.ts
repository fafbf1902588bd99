import type { Page } from "@playwright/test";
import { addDays, todayIn } from "../../../modules/dates/stay-date.ts";
import { instantAtWallClock } from "../../../modules/dates/wall-clock.ts";
import { SITE_LANGUAGE_NAMES } from "../../../modules/i18n/site-languages.ts";
import { E2E_ADMIN } from "../support/admin-account.ts";
import { NL, newPerson, signIn, signUp } from "../support/auth-flows.ts";
import { fillDetails } from "../support/booking-pages.ts";
import { expect, clockedTest as test } from "../support/fixtures.ts";
import { IN_THE_BACKGROUND } from "../support/hang-guards.ts";
import { finishOnboardingQuickly, newSiteAnswers } from "../support/onboarding.ts";
import {
  offerLanguages,
  publishContent,
  siteOrigin,
  themeStrings,
  visitSitePage,
  writeCheckInInstructions,
} from "../support/owner-site.ts";
import { waitForHydration } from "../support/site.ts";
import { expectToast } from "../support/toasts.ts";

const P = NL.dashboard.pricing;
const THEME = "modern-minimal";
const DOOR = "Sleutelkluis naast de groene deur, code 4711";

/** The text of the email to `to` whose subject matches, read on the admin's outbox page once the job has queued it. */
async function emailText(admin: Page, to: string, subject: RegExp): Promise<string> {
  const message = admin.getByRole("link").filter({ hasText: to }).filter({ hasText: subject });
  await expect(async () => {
    await admin.goto("/admin/settings/emails");
    await expect(message.first()).toBeVisible({ timeout: 1_000 });
  }).toPass(IN_THE_BACKGROUND);
  await message.first().click();
  await admin.getByText(NL.admin.emails.textVersion).click();
  return admin.locator("details pre").innerText();
}

// On this worker's clocked server (fixtures.ts), whose clock the test moves on.
test("a German guest gets the owner's German confirmation at once, and the arrival details with the door code three days before at 10:00 Amsterdam time", async ({
  page: owner,
  newDevice,
  clockedServer,
}) => {
  test.slow(); // a site set up, a booking, and days passing
  await signUp(owner, newPerson());
  const site = await finishOnboardingQuickly(owner, { ...newSiteAnswers(), theme: THEME });
  await offerLanguages(owner, [SITE_LANGUAGE_NAMES.de]);
  await publishContent(owner);
  const origin = siteOrigin(clockedServer.origin, site.subdomain);
  const de = themeStrings("de");
  const today = todayIn("Europe/Amsterdam", clockedServer.now());
  // Arriving in five days: the arrival details go two days on, well within the owner's session.
  const stay = { checkIn: addDays(today, 5), checkOut: addDays(today, 8) };

  await test.step("the owner books instantly and writes the check-in instructions", async () => {
    await owner.goto("/dashboard/pricing");
    const save = owner.getByRole("button", { name: P.save });
    await waitForHydration(save);
    await owner.getByRole("radio", { name: P.fields.bookingModes.instant }).check();
    await expectToast(owner, owner.getByText(P.saved), () => save.click());
    await writeCheckInInstructions(owner, DOOR);
  });

  await test.step("a German guest books on the site in German", async () => {
    const guest = (await newDevice()).page;
    await visitSitePage(guest, `${origin}/de/buchen?${new URLSearchParams({ ...stay, adults: "2" })}`, {
      theme: THEME,
      audit: false,
    });
    await fillDetails(guest, de, { name: "Lena Fischer", email: "lena@example.de", country: "DE" });
    await guest.getByRole("button", { name: de.booking.page.submitInstant }).click();
    await expect(guest.getByRole("region", { name: de.booking.confirmation.confirmedTitle })).toBeVisible();
  });

  const admin = (await newDevice()).page;
  await signIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(admin).toHaveURL(/\/admin$/);

  await test.step("the confirmation goes out at once, in German, in the owner's words", async () => {
    const text = await emailText(admin, "lena@example.de", /ist bestätigt/);
    expect(text).toContain("Hallo Lena,");
    expect(text).toContain(site.name);
  });

  await test.step("three days before arrival at 10:00 Amsterdam time the arrival details go out, with the door code", async () => {
    const moment = instantAtWallClock("Europe/Amsterdam", { date: addDays(stay.checkIn, -3), minute: 10 * 60 });
    await clockedServer.advanceTo(new Date(moment.getTime() - 60_000));
    const text = await emailText(admin, "lena@example.de", /In drei Tagen/);
    expect(text).toContain(DOOR);
    expect(text).toContain("Dorpsstraat 12");
  });

  await test.step("the owner's email log shows both, sent", async () => {
    await owner.goto("/dashboard/email");
    const log = owner.getByTestId("email-log");
    for (const subject of [/ist bestätigt/, /In drei Tagen/]) {
      await expect(log.getByRole("link", { name: subject })).toBeVisible();
    }
  });
});
