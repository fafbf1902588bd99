import { hostileRecurringFeed } from "../../../modules/calendar-sync/testing/hostile-feed.ts";
import { addDays, todayIn } from "../../../modules/dates/stay-date.ts";
import { emailLink, NL, newPerson, signUp } from "../support/auth-flows.ts";
import { expectAccessible } from "../support/axe.ts";
import { airbnbCalendar, type ChannelFeedServer, startChannelFeedServer } from "../support/channel-feed-server.ts";
import { test as base, expect } from "../support/fixtures.ts";
import { IN_THE_BACKGROUND } from "../support/hang-guards.ts";
import { finishOnboardingQuickly } from "../support/onboarding.ts";
import { field, waitForHydration } from "../support/site.ts";

const B = NL.dashboard.bookingCalendar;
const F = NL.dashboard.calendarFeeds;

/** The channel's calendar export, served for this test and always closed after it. */
const test = base.extend<{ channelFeed: ChannelFeedServer }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  channelFeed: async ({}, use) => {
    const channel = await startChannelFeedServer();
    try {
      await use(channel);
    } finally {
      await channel.close();
    }
  },
});

test("an Airbnb calendar shows on the owner's calendar and takes its nights off the site; a clash with a booking is red and mailed at once", async ({
  page,
  request,
  baseURL,
  adminPage,
  channelFeed: channel,
}) => {
  test.slow(); // a site set up, a feed fetched by the server's worker, two months and two outboxes looked at
  const owner = newPerson();
  await signUp(page, owner);
  const site = await finishOnboardingQuickly(page);
  const server = new URL(baseURL ?? "");
  const onSite = { Host: `${site.subdomain}.localhost:${server.port}` };
  const today = todayIn("Europe/Amsterdam", new Date());
  const direct = { checkIn: addDays(today, 20), checkOut: addDays(today, 23) };
  // Airbnb sold nights nobody else holds, and (its calendar was stale) two nights of the direct booking.
  const airbnb = { checkIn: addDays(today, 40), checkOut: addDays(today, 44) };
  const clash = { checkIn: addDays(today, 21), checkOut: addDays(today, 25) };
  const guest = "Lotte Smit";

  await test.step("a guest books on the owner's site", async () => {
    const booked = await request.post(`${server.origin}/api/bookings`, {
      headers: onSite,
      data: {
        ...direct,
        adults: 2,
        lang: "nl",
        guest: { name: guest, email: "lotte@example.nl", phone: "+31 6 12345678", country: "NL" },
        acceptHouseRules: true,
        acceptCancellationPolicy: true,
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
  });

  const path = `/calendar/${site.subdomain}.ics`;
  channel.publish(
    path,
    airbnbCalendar([
      { uid: "e2e-reserved", ...airbnb, summary: "Reserved" },
      { uid: "e2e-stale", ...clash, summary: "Reserved" },
    ]),
  );

  await test.step("the owner connects the unit's Airbnb calendar and sees it read", async () => {
    await page.goto("/dashboard/booking-calendar");
    await page.getByRole("link", { name: B.feeds }).click();
    await expect(page.getByRole("heading", { level: 1, name: F.title })).toBeVisible();
    const add = page.getByRole("button", { name: F.add.submit });
    await waitForHydration(add);
    await field(page, F.add.channel).selectOption({ label: F.channels.airbnb });
    await field(page, F.add.name).fill("Airbnb boshuisje");
    await field(page, F.add.url).fill(channel.url(path));
    await add.click();
    await expect(page.getByText(F.add.added)).toBeVisible();
    // The server's worker fetches it in the background; the page looks again until it has.
    const feed = page.getByTestId("feed").filter({ hasText: "Airbnb boshuisje" });
    await expect(feed.getByText(F.import.health.healthy, { exact: true })).toBeVisible(IN_THE_BACKGROUND);
    await expect(feed).toContainText("2 boekingen en blokkades");
    await expectAccessible(page, "/dashboard/booking-calendar/feeds");
  });

  await test.step("the calendar shows the Airbnb stay in Airbnb's colour, and the clash in red", async () => {
    await page.goto(`/dashboard/booking-calendar?month=${airbnb.checkIn.slice(0, 7)}`);
    const imported = page
      .getByTestId("month-grid")
      .getByRole("link", { name: /^Bezet via Airbnb, / })
      .first();
    await expect(imported).toHaveAttribute("data-look", "airbnb");
    await expect(imported).toHaveAccessibleName(new RegExp(`, ${B.legend.airbnb}$`));

    await page.goto(`/dashboard/booking-calendar?month=${clash.checkIn.slice(0, 7)}`);
    const conflict = page.getByTestId("month-grid").locator('[data-look="conflict"]').first();
    await expect(conflict).toHaveAccessibleName(new RegExp(`^Bezet via Airbnb, .*, ${B.legend.conflict}$`));
    // The direct booking keeps its nights.
    const booking = page.getByTestId("month-grid").getByRole("link", { name: new RegExp(`^${guest}, `) });
    await expect(booking.first()).toHaveAttribute("data-look", "request");
    await expectAccessible(page, "/dashboard/booking-calendar with an import and a conflict");
    await conflict.click();
    await expect(page.getByText(/valt over een boeking die er al was/)).toBeVisible();
    await page.getByRole("link", { name: B.detail.conflictWith }).click();
    await expect(page.getByRole("heading", { level: 1, name: new RegExp(guest) })).toBeVisible();
  });

  await test.step("guests can no longer choose Airbnb's nights on the site", async () => {
    const availability = await request.get(
      `${server.origin}/api/availability?from=${airbnb.checkIn}&to=${airbnb.checkOut}`,
      { headers: onSite },
    );
    expect(availability.status()).toBe(200);
    expect(((await availability.json()) as { unavailable: string[] }).unavailable).toEqual([
      airbnb.checkIn,
      addDays(airbnb.checkIn, 1),
      addDays(airbnb.checkIn, 2),
      addDays(airbnb.checkIn, 3),
    ]);
  });

  await test.step("Airbnb gets the direct booking back in its own link, without the guest's name or its own stays", async () => {
    await page.goto("/dashboard/booking-calendar/feeds");
    const link = await field(page, `Link voor ${F.channels.airbnb}`).first().inputValue();
    const feed = await request.get(link);
    expect(feed.status()).toBe(200);
    const ics = await feed.text();
    expect(ics).toContain(`DTSTART;VALUE=DATE:${direct.checkIn.replaceAll("-", "")}`);
    expect(ics).not.toContain(`DTSTART;VALUE=DATE:${airbnb.checkIn.replaceAll("-", "")}`);
    expect(ics).not.toContain(guest);
  });

  await test.step("the owner was mailed about the clash, and the platform's admin sees it among the open conflicts", async () => {
    const link = await emailLink(adminPage, owner.email, NL.admin.templates.names.calendarConflict);
    expect(new URL(link).pathname).toBe("/dashboard/booking-calendar/feeds");
    await adminPage.goto("/admin/settings/booking-calendar");
    const conflicts = adminPage.getByRole("region", { name: NL.admin.bookingCalendar.conflictsHeading });
    const row = conflicts
      .getByRole("row")
      .filter({ has: adminPage.getByRole("rowheader", { name: new RegExp(site.name) }) });
    await expect(row).toBeVisible();
    await expect(row).toContainText(`${F.channels.airbnb} · Airbnb boshuisje`);
  });
});

test("a channel's feed of endless repeating events is refused: the owner reads why beside it, the admin sees it among the feeds with problems", async ({
  page,
  adminPage,
  channelFeed: channel,
}) => {
  test.slow(); // a site set up and a 2 MB feed fetched by the server's worker
  const owner = newPerson();
  await signUp(page, owner);
  const site = await finishOnboardingQuickly(page);
  const path = `/calendar/${site.subdomain}-endless.ics`;
  channel.publish(path, hostileRecurringFeed({ bytes: 2_000_000, today: todayIn("Europe/Amsterdam", new Date()) }));

  await test.step("the owner connects it and reads, in Dutch, why it is not read in", async () => {
    await page.goto("/dashboard/booking-calendar/feeds");
    const add = page.getByRole("button", { name: F.add.submit });
    await waitForHydration(add);
    await field(page, F.add.channel).selectOption({ label: F.channels.google });
    await field(page, F.add.name).fill("Gedeelde agenda");
    await field(page, F.add.url).fill(channel.url(path));
    await add.click();
    await expect(page.getByText(F.add.added)).toBeVisible();
    const feed = page.getByTestId("feed").filter({ hasText: "Gedeelde agenda" });
    await expect(feed.getByText(F.import.health.unhealthy, { exact: true })).toBeVisible(IN_THE_BACKGROUND);
    await expect(feed).toContainText(F.problems.too_many_events);
    await expectAccessible(page, "/dashboard/booking-calendar/feeds with a refused feed");
  });

  await test.step("the platform's admin sees the feed and the reason among the feeds with problems", async () => {
    await adminPage.goto("/admin/settings/booking-calendar");
    const feeds = adminPage.getByRole("region", { name: NL.admin.bookingCalendar.feedsHeading });
    const row = feeds
      .getByRole("row")
      .filter({ has: adminPage.getByRole("rowheader", { name: new RegExp(site.name) }) });
    await expect(row).toContainText("Gedeelde agenda");
    await expect(row).toContainText("too_many_events: more than");
  });
});
