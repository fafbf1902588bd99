import { addDays, todayIn } from "../../../modules/dates/stay-date.ts";
import { NL, newPerson, say, signUp } from "../support/auth-flows.ts";
import { expectAccessible } from "../support/axe.ts";
import { expect, test } from "../support/fixtures.ts";
import { finishOnboardingQuickly } from "../support/onboarding.ts";
import { field, waitForHydration } from "../support/site.ts";
import { expectToast } from "../support/toasts.ts";

const E = NL.dashboard.email;
const B = NL.dashboard.bookingCalendar;

test("the owner follows a stay's messages, writes to the guest by hand and finds it in the email log", async ({
  page,
  request,
  baseURL,
}) => {
  await signUp(page, newPerson());
  const site = await finishOnboardingQuickly(page);
  const server = new URL(baseURL ?? "");
  const checkIn = addDays(todayIn("Europe/Amsterdam", new Date()), 20);
  const guest = "Lena Vogel";
  const subject = "Parkeren bij het huis";
  // Typed like Liquid and HTML: the guest must read it as written.
  const text = "Hallo Lena,\n\nJe kunt parkeren naast de schuur. {{ guest.name }} <b>tot gauw</b>!";
  let reference = "";

  await test.step("a guest asks to book, and the owner finds the stay through the email log", async () => {
    const booked = await request.post(`${server.origin}/api/bookings`, {
      headers: { Host: `${site.subdomain}.localhost:${server.port}` },
      data: {
        checkIn,
        checkOut: addDays(checkIn, 4),
        adults: 2,
        children: 0,
        lang: "de",
        guest: { name: guest, email: "lena@example.de", phone: "+49 170 7654321", country: "DE" },
        acceptHouseRules: true,
        acceptCancellationPolicy: true,
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    reference = (await booked.json()).reference;
    await page
      .getByRole("navigation", { name: NL.dashboard.nav.label })
      .getByRole("link", { name: NL.dashboard.nav.email, exact: true })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: E.title })).toBeVisible();
    await page.getByLabel(E.filter.reference).fill(reference);
    await page.getByRole("button", { name: E.filter.apply }).click();
    await expect(page.getByTestId("email-log").getByText(E.kinds.bookingRequested)).toBeVisible();
    await page
      .getByRole("link", { name: say(E.openStay, { reference }) })
      .first()
      .click();
  });

  await test.step("accepted, the stay shows what its guest got and will get", async () => {
    await expect(
      page.getByRole("heading", { level: 1, name: say(B.detail.titleRequest, { name: guest }) }),
    ).toBeVisible();
    const accept = page.getByRole("button", { name: B.detail.accept.button });
    await waitForHydration(accept);
    await expectToast(page, page.getByText(say(B.detail.accept.done, { name: guest })), () => accept.click());
    const timeline = page.getByTestId("stay-timeline");
    await expect(page.getByRole("heading", { level: 2, name: E.timeline.heading })).toBeVisible();
    await expect(timeline.getByText(E.kinds.bookingRequested)).toBeVisible();
    // The rules every owner starts with plan the arrival information and the review request.
    await expect(timeline.getByRole("button", { name: E.timeline.skip })).not.toHaveCount(0);
  });

  await test.step("the owner writes to the guest; it joins the timeline as typed", async () => {
    const writing = page.getByRole("region", { name: E.write.heading });
    await field(writing, E.write.subject).fill(subject);
    await field(writing, E.write.text).fill(text);
    const send = writing.getByRole("button", { name: E.write.send });
    await expectToast(page, page.getByText(E.timeline.done.written), () => send.click());
    await expect(page.getByTestId("stay-timeline").getByText(subject)).toBeVisible();
    await expect(field(writing, E.write.subject)).toHaveValue("");
    await expectAccessible(page, "stay page with its messages");
  });

  await test.step("the log lists it, and its page shows the email with the owner's words as text", async () => {
    await page.getByRole("link", { name: E.timeline.allEmails }).click();
    const written = page.getByTestId("email-log").getByRole("link", { name: subject });
    await expect(written).toBeVisible();
    await expectAccessible(page, "/dashboard/email");
    await written.click();
    await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
    await expect(page.locator("pre")).toContainText("{{ guest.name }} <b>tot gauw</b>!");
    const frame = page.frameLocator(`iframe[title="${say(E.detail.previewFrame, { subject })}"]`);
    await expect(frame.getByText("{{ guest.name }} <b>tot gauw</b>!", { exact: false })).toBeVisible();
    await expectAccessible(page, "/dashboard/email/:id", { exclude: ["iframe"] });
  });
});
