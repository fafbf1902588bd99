import { addDays, todayIn } from "../../../modules/dates/stay-date.ts";
import { newPerson, signUp } from "../support/auth-flows.ts";
import { fillDetails } from "../support/booking-pages.ts";
import { expect, newClientIp, test } from "../support/fixtures.ts";
import { finishOnboardingQuickly, newSiteAnswers } from "../support/onboarding.ts";
import { siteOrigin, themeStrings, visitSitePage } from "../support/owner-site.ts";

/** The property's zone (a new site's default) and the name Dutch readers know it by. */
const PROPERTY_ZONE = "Europe/Amsterdam";
const ZONE_NAME = "Midden-Europese tijd";

/** A moment on the property's clock as Dutch is written (the server's own Intl), `dateStyle` long or short. */
const propertyTime = (at: Date, dateStyle: "full" | "medium") =>
  new Intl.DateTimeFormat("nl-NL", { dateStyle, timeStyle: "short", timeZone: PROPERTY_ZONE }).format(at);

test("a request's hold deadline is said on the property's clock with its zone, to a guest fourteen hours ahead and to the owner", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow(); // a site set up, a request sent from a browser in another zone, the owner's list
  await signUp(page, newPerson());
  const site = await finishOnboardingQuickly(page, { ...newSiteAnswers(), theme: "classic-elegant" });
  const nl = themeStrings("nl");
  const today = todayIn(PROPERTY_ZONE, new Date());
  let holdEnds = new Date(0);

  await test.step("a guest whose browser runs on Kiritimati's clock (UTC+14) reads the end of the hold in Amsterdam time", async () => {
    const far = await browser.newContext({
      timezoneId: "Pacific/Kiritimati",
      extraHTTPHeaders: { "X-Forwarded-For": newClientIp() },
    });
    const guest = await far.newPage();
    const stay = { checkIn: addDays(today, 20), checkOut: addDays(today, 23), adults: "2" };
    await visitSitePage(guest, `${siteOrigin(baseURL, site.subdomain)}/boeken?${new URLSearchParams(stay)}`, {
      theme: "classic-elegant",
      audit: false,
    });
    await fillDetails(guest, nl, { name: "Lotte Kok", email: "lotte@example.nl", country: "NL" });
    const answer = guest.waitForResponse((r) => r.url().endsWith("/api/bookings") && r.request().method() === "POST");
    await guest.getByRole("button", { name: nl.booking.page.submitRequest }).click();
    holdEnds = new Date(((await (await answer).json()) as { holdExpiresAt: string }).holdExpiresAt);
    const done = guest.getByRole("region", { name: nl.booking.confirmation.requestTitle });
    await expect(done).toBeFocused();
    // Written by the browser's own Intl, on the property's clock.
    const written = await guest.evaluate(
      ([at, timeZone]) =>
        new Intl.DateTimeFormat("nl-NL", { dateStyle: "full", timeStyle: "short", timeZone }).format(new Date(at)),
      [holdEnds.toISOString(), PROPERTY_ZONE] as const,
    );
    await expect(done).toContainText(`We houden deze data voor je vast tot ${written} (${ZONE_NAME}).`);
    await far.close();
  });

  await test.step("the owner's list of requests says the same moment with the same zone", async () => {
    await page.goto("/dashboard/booking-calendar?view=list&status=request");
    const request = page.getByTestId("stay-list").getByRole("listitem").filter({ hasText: "Lotte Kok" });
    await expect(request).toContainText(`${propertyTime(holdEnds, "medium")} (${ZONE_NAME})`);
  });
});
