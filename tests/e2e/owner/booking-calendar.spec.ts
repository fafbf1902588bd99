import { addDays, todayIn } from "../../../modules/dates/stay-date.ts";
import { NL, newPerson, say, signUp } from "../support/auth-flows.ts";
import { expectAccessible } from "../support/axe.ts";
import { expect, test } from "../support/fixtures.ts";
import { finishOnboardingQuickly } from "../support/onboarding.ts";
import { field, waitForHydration } from "../support/site.ts";
import { expectToast, holdClock, letClockRun, untilShown } from "../support/toasts.ts";

const B = NL.dashboard.bookingCalendar;

test("a guest's request arrives live in the owner's calendar, the owner accepts it, and the calendar works on a phone", async ({
  page,
  request,
  baseURL,
}) => {
  await signUp(page, newPerson());
  const site = await finishOnboardingQuickly(page);
  const server = new URL(baseURL ?? "");
  // A new site takes requests (the owner accepts or declines) at the price given in onboarding.
  const checkIn = addDays(todayIn("Europe/Amsterdam", new Date()), 10);
  const checkOut = addDays(checkIn, 3);
  const guest = "Anna Visser";

  await test.step("the owner has the month of the stay open, its line live", async () => {
    await page
      .getByRole("navigation", { name: NL.dashboard.nav.label })
      .getByRole("link", { name: NL.dashboard.nav.bookingCalendar, exact: true })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: B.title })).toBeVisible();
    await page.goto(`/dashboard/booking-calendar?month=${checkIn.slice(0, 7)}`);
    await expect(page.getByTestId("live-status")).toHaveAttribute("data-state", "live");
    await expect(page.getByTestId("live-status")).toHaveText(`${B.live.label}: ${B.live.live}`);
    await expect(page.getByTestId("month-grid").getByRole("link")).toHaveCount(0);
    await expectAccessible(page, "/dashboard/booking-calendar");
  });

  await test.step("a guest books on the owner's site", async () => {
    // The toast it brings stays while the test looks (support/toasts.ts).
    await holdClock(page);
    const booked = await request.post(`${server.origin}/api/bookings`, {
      headers: { Host: `${site.subdomain}.localhost:${server.port}` },
      data: {
        checkIn,
        checkOut,
        adults: 2,
        children: 0,
        lang: "de",
        guest: { name: guest, email: "anna@example.de", phone: "+49 170 1234567", country: "DE" },
        acceptHouseRules: true,
        acceptCancellationPolicy: true,
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    expect(await booked.json()).toMatchObject({ status: "request" });
  });

  await test.step("the request shows up at once: a toast and a bar on the calendar, without a reload", async () => {
    await untilShown(page, page.getByText(new RegExp(`^Nieuwe aanvraag van ${guest}: `)));
    const bar = page.getByTestId("month-grid").getByRole("link", { name: new RegExp(`^${guest}, `) });
    await expect(bar).toHaveAttribute("data-look", "request");
    await expect(bar).toHaveAccessibleName(new RegExp(`${B.legend.request}, wacht op je antwoord tot `));
    await page.getByRole("button", { name: B.live.show }).click();
    await letClockRun(page);
  });

  await test.step("the owner opens the request and accepts it", async () => {
    await expect(
      page.getByRole("heading", { level: 1, name: say(B.detail.titleRequest, { name: guest }) }),
    ).toBeVisible();
    await expect(page.getByTestId("price-breakdown")).toContainText("3 × € 125,00");
    await expectAccessible(page, "stay page (request)");
    const accept = page.getByRole("button", { name: B.detail.accept.button });
    await waitForHydration(accept);
    await expectToast(page, page.getByText(say(B.detail.accept.done, { name: guest })), () => accept.click());
    await expect(
      page.getByRole("heading", { level: 1, name: say(B.detail.titleBooking, { name: guest }) }),
    ).toBeVisible();
    await expect(page.getByText(B.statuses.confirmed, { exact: true })).toBeVisible();
    // Cancelling would show the refund the policy gives before anything happens.
    await page.getByRole("button", { name: B.detail.cancel.button }).click();
    const dialog = page.getByRole("alertdialog", { name: B.detail.cancel.title });
    // Ten days before arrival the moderate policy gives half back.
    await expect(dialog.getByTestId("cancel-refund")).toHaveText(
      /^Volgens de annuleringsvoorwaarden \(Gemiddeld\) krijgt de gast €\s187,50 van €\s375,00 terug\.$/,
    );
    await expectAccessible(page, "cancel dialog");
    await dialog.getByRole("button", { name: B.detail.cancel.keep }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step("back on the calendar the stay is a booking", async () => {
    await page.getByRole("link", { name: B.detail.back }).click();
    const bar = page.getByTestId("month-grid").getByRole("link", { name: new RegExp(`^${guest}, `) });
    await expect(bar).toHaveAttribute("data-look", "direct");
    await page.getByRole("link", { name: B.views.list }).click();
    await expect(page.getByTestId("stay-list").getByText(guest)).toBeVisible();
    await expectAccessible(page, "/dashboard/booking-calendar?view=list");
  });

  await test.step("on a phone the days scroll inside the calendar and each unit has its agenda", async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`/dashboard/booking-calendar?month=${checkIn.slice(0, 7)}`);
    const grid = page.getByTestId("month-grid");
    await expect(grid).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await grid.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await expect(page.getByTestId("month-agenda").getByRole("link", { name: new RegExp(guest) })).toBeVisible();
    await expectAccessible(page, "/dashboard/booking-calendar (phone)");
    // This month opens with today's column in view, however far into the month it is.
    await page.goto("/dashboard/booking-calendar");
    await waitForHydration(page.getByRole("link", { name: B.newBooking }));
    const today = todayIn("Europe/Amsterdam", new Date());
    await expect(grid.locator(`[data-day="${today}"]`)).toBeInViewport();
  });
});

test("an owner enters a phone booking and blocks nights, moves the block off the booking's nights and lifts it", async ({
  page,
  request,
  baseURL,
}) => {
  await signUp(page, newPerson());
  const site = await finishOnboardingQuickly(page);
  const server = new URL(baseURL ?? "");
  const today = todayIn("Europe/Amsterdam", new Date());
  const phone = { checkIn: addDays(today, 30), checkOut: addDays(today, 34) };
  const taken = async (from: string, to: string) => {
    const answer = await request.get(`${server.origin}/api/availability?from=${from}&to=${to}`, {
      headers: { Host: `${site.subdomain}.localhost:${server.port}` },
    });
    return ((await answer.json()) as { unavailable: string[] }).unavailable;
  };

  await test.step("a booking taken on the phone holds its nights at once", async () => {
    await page.goto("/dashboard/booking-calendar");
    await page.getByRole("link", { name: B.newBooking }).click();
    await expect(page.getByRole("heading", { level: 1, name: B.create.titleBooking })).toBeVisible();
    const save = page.getByRole("button", { name: B.create.saveBooking });
    await waitForHydration(save);
    await field(page, B.form.checkIn).fill(phone.checkIn);
    await field(page, B.form.checkOut).fill(phone.checkOut);
    await field(page, B.form.guestName).fill("Kees Bakker");
    await save.click();
    await expect(
      page.getByRole("heading", { level: 1, name: say(B.detail.titleBooking, { name: "Kees Bakker" }) }),
    ).toBeVisible();
    expect(await taken(phone.checkIn, phone.checkOut)).toHaveLength(4);
  });

  await test.step("nights blocked over the booking are refused beside the dates; the block goes after it", async () => {
    await page.goto("/dashboard/booking-calendar");
    await page.getByRole("link", { name: B.newBlock }).click();
    const save = page.getByRole("button", { name: B.create.saveBlock });
    await waitForHydration(save);
    await field(page, B.form.checkIn).fill(addDays(phone.checkIn, 2));
    await field(page, B.form.checkOut).fill(addDays(phone.checkOut, 2));
    await field(page, B.form.label).fill("Schilderen");
    await save.click();
    await expect(field(page, B.form.checkIn)).toHaveAccessibleDescription(new RegExp(B.errors.datesTaken));
    await expect(field(page, B.form.label)).toHaveValue("Schilderen");
    await field(page, B.form.checkIn).fill(phone.checkOut);
    await field(page, B.form.checkOut).fill(addDays(phone.checkOut, 3));
    await save.click();
    await expect(page.getByRole("heading", { level: 1, name: B.detail.titleBlock })).toBeVisible();
    expect(await taken(phone.checkOut, addDays(phone.checkOut, 3))).toHaveLength(3);
  });

  await test.step("the owner moves the block a week on: its old nights are free again", async () => {
    await page.getByText(B.detail.changeBlock.heading, { exact: true }).click();
    const change = page.getByRole("button", { name: B.detail.changeBlock.save });
    await waitForHydration(change);
    await field(page, B.form.checkIn).fill(addDays(phone.checkOut, 7));
    await field(page, B.form.checkOut).fill(addDays(phone.checkOut, 10));
    await expectToast(page, page.getByText(B.detail.changeBlock.done), () => change.click());
    expect(await taken(phone.checkOut, addDays(phone.checkOut, 3))).toEqual([]);
    expect(await taken(addDays(phone.checkOut, 7), addDays(phone.checkOut, 10))).toHaveLength(3);
    await expectAccessible(page, "a block's page");
  });

  await test.step("lifting the block frees its nights", async () => {
    await page.getByRole("button", { name: B.detail.removeBlock.button }).click();
    const dialog = page.getByRole("alertdialog", { name: B.detail.removeBlock.title });
    await dialog.getByRole("button", { name: B.detail.removeBlock.confirm }).click();
    await expect(page.getByRole("heading", { level: 1, name: B.title })).toBeVisible();
    expect(await taken(addDays(phone.checkOut, 7), addDays(phone.checkOut, 10))).toEqual([]);
  });
});

test("an owner with the calendar live in too many tabs is told so in the next one, which gets its line once a tab is closed", async ({
  page,
  context,
}) => {
  await signUp(page, newPerson());
  await finishOnboardingQuickly(page);
  await page.goto("/dashboard/booking-calendar");
  await expect(page.getByTestId("live-status")).toHaveAttribute("data-state", "live");
  // Four more tabs' worth of lines (the account's cap is five), opened as the dashboard opens them.
  await page.evaluate(() => {
    const lines = Array.from({ length: 4 }, () => new EventSource("/dashboard/booking-calendar/events"));
    (window as unknown as { extraLines: EventSource[] }).extraLines = lines;
    return Promise.all(lines.map((line) => new Promise((resolve) => line.addEventListener("live", resolve))));
  });

  const extra = await context.newPage();
  await extra.goto("/dashboard/booking-calendar");
  const status = extra.getByTestId("live-status");
  await expect(status).toHaveAttribute("data-state", "limited");
  await expect(status).toHaveText(`${B.live.label}: ${B.live.limited}`);
  await expect(status).toHaveAttribute("title", B.live.hint.limited);

  // One of the other tabs is closed: this one has its line when the page is loaded again.
  await page.evaluate(() => (window as unknown as { extraLines: EventSource[] }).extraLines[0]?.close());
  // The server hears of the closed line in its own time: the page is loaded again until its
  // line, once it has an answer (live or limited, however long that takes), is live.
  await expect(async () => {
    await extra.reload();
    await expect(status).toHaveAttribute("data-state", /^(live|limited)$/);
    expect(await status.getAttribute("data-state")).toBe("live");
  }).toPass();
});

test("at 1366 px the whole month is in view with today marked, and nights picked on a unit's row become a block", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signUp(page, newPerson());
  await finishOnboardingQuickly(page);
  const today = todayIn("Europe/Amsterdam", new Date());
  const grid = page.getByTestId("month-grid");
  /** Every day of the month shown is inside the grid's box: nothing to scroll. */
  const allDaysInView = async (days: number) => {
    await expect(grid.locator("[data-day]")).toHaveCount(days);
    expect(await grid.evaluate((box) => box.scrollWidth <= box.clientWidth)).toBe(true);
    const box = await grid.boundingBox();
    const last = await grid.locator("[data-day]").last().boundingBox();
    expect((last?.x ?? Infinity) + (last?.width ?? 0)).toBeLessThanOrEqual((box?.x ?? 0) + (box?.width ?? 0));
  };

  await test.step("this month: every day, today marked and in view", async () => {
    await page.goto("/dashboard/booking-calendar");
    const [year, month] = today.split("-").map(Number);
    await allDaysInView(new Date(Date.UTC(year ?? 2026, month ?? 1, 0)).getUTCDate());
    await expect(grid.locator(`[data-day="${today}"][data-today]`)).toBeInViewport();
  });

  // The next December (or January after it): a month of 31 days, all in the future.
  const december = today.slice(5, 7) === "12" ? `${Number(today.slice(0, 4)) + 1}-01` : `${today.slice(0, 4)}-12`;
  await test.step("a month of 31 days fits as well, its weekdays in unambiguous Dutch", async () => {
    await page.goto(`/dashboard/booking-calendar?month=${december}`);
    await allDaysInView(31);
    const initials = await grid
      .locator("[data-day]")
      .evaluateAll((days) => days.slice(0, 7).map((d) => d.textContent?.replace(/\d+/g, "")));
    expect([...initials].sort()).toEqual(["di", "do", "ma", "vr", "wo", "za", "zo"]);
    await expect(
      page.getByRole("heading", {
        level: 2,
        name: new RegExp(`^${december.endsWith("12") ? "december" : "januari"} \\d{4}$`),
      }),
    ).toBeVisible();
  });

  await test.step("two clicks on a unit's row pick its nights; blocking them shows a block, labelled so", async () => {
    const first = `${december}-10`;
    const last = `${december}-12`;
    const cells = page.locator("[data-night][data-unit]");
    await waitForHydration(page.getByRole("link", { name: B.newBooking }));
    await cells
      .and(page.locator(`[data-night="${first}"]`))
      .first()
      .click();
    await cells
      .and(page.locator(`[data-night="${last}"]`))
      .first()
      .click();
    const choice = page.getByRole("region", { name: B.month.select.label });
    await expect(choice.getByRole("status")).toContainText(say(B.month.select.nights_other, { count: 3 }));
    await expect(choice.getByRole("link", { name: B.month.select.book })).toHaveAttribute(
      "href",
      new RegExp(`checkIn=${first}&checkOut=${`${december}-13`}`),
    );
    await expectAccessible(page, "/dashboard/booking-calendar?month= (nights picked)");
    await choice.getByRole("button", { name: B.month.select.block }).click();
    await expect(page).toHaveURL(`/dashboard/booking-calendar?month=${december}`);
    await expect(grid.locator('[data-look="block"]')).toHaveCount(1);
    await page.goto(`/dashboard/booking-calendar?view=list&kind=block`);
    const block = page.getByRole("link", { name: new RegExp(B.legend.block) });
    await expect(block).toContainText(B.statuses.blocked);
    await expect(block).not.toContainText(B.statuses.confirmed);
  });
});
