import type { Page } from "@playwright/test";
import { NL, newPerson, signUp } from "../support/auth-flows.ts";
import { expect, test } from "../support/fixtures.ts";
import { finishOnboardingQuickly } from "../support/onboarding.ts";
import {
  addReview,
  editContentSection,
  expectSitePage,
  publishContent,
  recordDialogs,
  siteOrigin,
  siteUrl,
  themeStrings,
  visitSitePage,
} from "../support/owner-site.ts";
import { field } from "../support/site.ts";

/**
 * Markup typed into a text: each would open a dialog or add an element marked
 * `data-injected` if a page treated it as HTML. The tagline also ends up in the page's
 * description and its structured data (a <script> element), so it tries to close one.
 */
const TYPED = {
  tagline: `</script><script>alert("tagline")</script><b data-injected>vet</b>`,
  aboutTitle: `</title><img src=x onerror="alert('about')" data-injected>`,
  reviewer: `<i data-injected>Jan</i>`,
  review: `<svg onload="alert('review')" data-injected></svg> Top!`,
  guestName: `<img src=x onerror="alert('guest')" data-injected>`,
  guestMessage: `</textarea><script>alert("message")</script><a data-injected href="#">klik</a>`,
};

/** Nothing a user typed became an element of the page. */
async function expectNothingInjected(page: Page, where: string) {
  await expect.soft(page.locator("[data-injected]"), `elements made from typed text on ${where}`).toHaveCount(0);
}

test("script and HTML typed by an owner and by a guest show as text, never run", async ({
  page,
  newDevice,
  baseURL,
}) => {
  test.slow(); // texts, a review, a guest's two posts and the owner's inbox
  const ownerDialogs = recordDialogs(page);
  await signUp(page, newPerson());
  const site = await finishOnboardingQuickly(page);
  const origin = siteOrigin(baseURL, site.subdomain);
  const theme = site.theme;
  const F = NL.dashboard.content.fields;

  // The welcome text (which starts as the wizard's description) is typed as hostile as the tagline.
  await editContentSection(page, "home", { [F.tagline.label]: TYPED.tagline, [F.intro.label]: TYPED.tagline });
  await editContentSection(page, "about", { [F.about.title.label]: TYPED.aboutTitle });
  await publishContent(page);
  await addReview(page, { guestName: TYPED.reviewer, month: "2025-08", rating: 5, body: TYPED.review });

  const guest = (await newDevice()).page;
  const guestDialogs = recordDialogs(guest);

  await test.step("the home page shows the owner's tagline, title and review as typed", async () => {
    await visitSitePage(guest, `${origin}/`, { theme });
    await expect(guest.getByText(TYPED.tagline).first()).toBeVisible();
    await expect(guest.getByText(TYPED.aboutTitle).first()).toBeVisible();
    await expect(guest.getByText(TYPED.review).first()).toBeVisible();
    await expect(guest.getByText(TYPED.reviewer).first()).toBeVisible();
    await expectNothingInjected(guest, "/");
    // The welcome text is the page's description, in its head and in its structured data.
    const description = await guest.locator('meta[name="description"]').getAttribute("content");
    expect(description).toBe(TYPED.tagline);
    const structured = await guest
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "null")));
    expect(structured).toContainEqual(expect.objectContaining({ description: TYPED.tagline }));
  });

  await test.step("the about page shows its title as typed", async () => {
    await visitSitePage(guest, siteUrl(origin, { page: "about" }, "nl", "nl"), { theme });
    await expect(guest.locator("h1")).toHaveText(TYPED.aboutTitle);
    await expectNothingInjected(guest, "/over-ons");
  });

  const t = themeStrings("nl").contact;
  const contactUrl = siteUrl(origin, { page: "contact" }, "nl", "nl");
  await test.step("a guest's refused message comes back as typed", async () => {
    await visitSitePage(guest, contactUrl, { theme });
    await field(guest, t.form.name).fill(TYPED.guestName);
    await field(guest, t.form.message).fill(TYPED.guestMessage);
    const refused = guest.waitForResponse((r) => r.request().method() === "POST" && r.url() === contactUrl);
    await guest.getByRole("button", { name: t.form.send }).click();
    await expectSitePage(guest, await refused, { theme, status: 400, name: "/contact (refused)" });
    await expect(guest.getByRole("alert")).toContainText(t.errors.required);
    await expect(field(guest, t.form.name)).toHaveValue(TYPED.guestName);
    await expect(field(guest, t.form.message)).toHaveValue(TYPED.guestMessage);
    await expectNothingInjected(guest, "/contact (refused)");
  });

  await test.step("once sent, the owner reads it as typed", async () => {
    await field(guest, t.form.email).fill("gast@example.nl");
    const sent = guest.waitForResponse((r) => r.request().method() === "POST" && r.url() === contactUrl);
    await guest.getByRole("button", { name: t.form.send }).click();
    await expectSitePage(guest, await sent, { theme, name: "/contact (sent)" });
    await expect(guest.getByRole("status")).toContainText(t.sent.title);

    await page.goto("/dashboard/enquiries");
    const enquiry = page.getByTestId("enquiries").getByRole("listitem").first();
    await expect(enquiry.getByRole("heading", { level: 2 })).toHaveText(TYPED.guestName);
    await expect(enquiry.getByText(TYPED.guestMessage).first()).toBeVisible();
    await expectNothingInjected(page, "/dashboard/enquiries");
  });

  expect(guestDialogs, "dialogs opened on the site").toEqual([]);
  expect(ownerDialogs, "dialogs opened in the dashboard").toEqual([]);
});
