import { expect as baseExpect, type Page } from "@playwright/test";
import { de as germanEmails } from "../../../modules/messaging/templates/de.ts";
import { nl as dutchEmails } from "../../../modules/messaging/templates/nl.ts";
import { NL, newPerson, say, signUp } from "../support/auth-flows.ts";
import { expectAccessible } from "../support/axe.ts";
import { expect, test } from "../support/fixtures.ts";
import { IN_THE_BACKGROUND } from "../support/hang-guards.ts";
import { finishOnboardingQuickly } from "../support/onboarding.ts";
import { offerLanguages, publishContent, siteOrigin, siteUrl, themeStrings } from "../support/owner-site.ts";
import { field, waitForHydration } from "../support/site.ts";

const E = NL.dashboard.enquiries;
const de = themeStrings("de");
const f = de.contact.form;

/** A day `days` from now, as a date field takes it. */
function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A subject with its {{ placeholders }} filled, as the outbox renders it. */
function subject(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? "");
}

/** An email in the admin outbox (newest first), once the request that caused it has written it. */
async function outboxEntry(adminPage: Page, ...texts: string[]) {
  let entry = adminPage.getByRole("link");
  for (const text of texts) entry = entry.filter({ hasText: text });
  await baseExpect(async () => {
    await adminPage.goto("/admin/settings/emails");
    await baseExpect(entry.first()).toBeVisible({ timeout: 1_000 });
  }).toPass(IN_THE_BACKGROUND);
  return entry.first();
}

test("a German guest's enquiry reaches the owner, who handles it; both get their email in their language", async ({
  page,
  newDevice,
  adminPage,
  baseURL,
}) => {
  test.slow(); // an owner with a German site, a guest, the owner's inbox and the outbox
  const owner = newPerson();
  await signUp(page, owner);
  const site = await finishOnboardingQuickly(page);
  await offerLanguages(page, ["Deutsch"]);
  await expectAccessible(page, "/dashboard/content");
  await publishContent(page);

  const guest = (await newDevice()).page;
  const contact = siteUrl(siteOrigin(baseURL, site.subdomain), { page: "contact" }, "de", "nl");
  expect(new URL(contact).pathname).toBe("/de/kontakt");
  const guestName = "Familie Schneider";
  const guestEmail = `schneider-${site.subdomain}@e2e.vayvista.test`;
  const message = "Wir würden gern mit zwei Kindern und unserem Hund kommen. Ist das möglich?";

  // The contact form, inside the page's section that has the same name as its message field.
  const form = guest.locator("main form");

  await test.step("a first try with mistakes shows them beside the fields and keeps what was typed", async () => {
    await guest.goto(contact);
    await expect(guest.locator("html")).toHaveAttribute("lang", "de");
    await field(form, f.email).fill("schneider-at-example");
    await field(form, f.checkIn).fill(dayFromNow(40));
    await field(form, f.checkOut).fill(dayFromNow(37));
    await field(form, f.guests).fill("4");
    await field(form, f.message).fill(message);
    await guest.getByRole("button", { name: f.send }).click();

    await expect(guest.getByRole("alert")).toContainText(f.errorSummary);
    await expect(field(form, f.name)).toHaveAccessibleDescription(de.contact.errors.required);
    await expect(field(form, f.email)).toHaveAccessibleDescription(de.contact.errors.email);
    await expect(field(form, f.checkOut)).toHaveAccessibleDescription(de.contact.errors.dateOrder);
    await expect(field(form, f.email)).toHaveValue("schneider-at-example");
    await expect(field(form, f.checkIn)).toHaveValue(dayFromNow(40));
    await expect(field(form, f.guests)).toHaveValue("4");
    await expect(field(form, f.message)).toHaveValue(message);
  });

  await test.step("the corrected form is sent", async () => {
    await field(form, f.name).fill(guestName);
    await field(form, f.email).fill(guestEmail);
    await field(form, f.checkOut).fill(dayFromNow(47));
    await guest.getByRole("button", { name: f.send }).click();
    await expect(guest.getByRole("status").filter({ hasText: de.contact.sent.title })).toBeVisible();
    await expect(guest.getByRole("button", { name: f.send })).toHaveCount(0);
  });

  await test.step("the owner sees it waiting on the overview and marks it handled", async () => {
    await page.goto("/dashboard");
    const waiting = page.getByRole("region", { name: NL.dashboard.cockpit.needs.heading });
    await expect(waiting).toContainText(say(E.overview.new_one, { count: 1 }));
    await expectAccessible(page, "/dashboard");
    await waiting.getByRole("link", { name: E.overview.action }).click();
    await expect(page).toHaveURL("/dashboard/enquiries?status=new");

    const enquiry = page.getByTestId("enquiries").getByRole("listitem").filter({ hasText: guestName });
    await expect(enquiry).toHaveCount(1);
    await expect(enquiry.getByText(E.status.new, { exact: true })).toBeVisible();
    await enquiry.getByText(E.read).click();
    await expect(enquiry.getByText(message).last()).toBeVisible();
    await expect(enquiry.getByRole("link", { name: guestEmail })).toBeVisible();
    await expect(enquiry.getByText(E.languages.de, { exact: true })).toBeVisible();
    await expect(enquiry.getByText(say(E.guests_other, { count: 4 })).first()).toBeVisible();
    await expectAccessible(page, "/dashboard/enquiries?status=new");

    const handled = enquiry.getByRole("button", { name: E.markHandled });
    await waitForHydration(handled);
    await handled.click();
    await expect(page.getByText(say(E.markedHandled, { name: guestName }))).toBeVisible();
    await expect(page.getByRole("heading", { name: E.empty.new.title })).toBeVisible();
    await page.getByRole("navigation", { name: E.filter.label }).getByRole("link", { name: E.filter.handled }).click();
    await expect(enquiry.getByText(E.status.handled, { exact: true })).toBeVisible();
    await page.goto("/dashboard");
    const needs = page.getByRole("region", { name: NL.dashboard.cockpit.needs.heading });
    await expect(needs).toBeVisible();
    await expect(needs.getByRole("link", { name: E.overview.action })).toHaveCount(0);
  });

  await test.step("the outbox holds the owner's notice and the guest's confirmation in German", async () => {
    const toOwner = await outboxEntry(
      adminPage,
      owner.email,
      NL.admin.templates.names.enquiryReceived,
      subject(dutchEmails.templates["enquiry-received"].subject, { siteName: site.name, guestName }),
    );
    await expect(toOwner).toContainText("· NL");
    const toGuest = await outboxEntry(
      adminPage,
      guestEmail,
      NL.admin.templates.names.enquiryConfirmation,
      subject(germanEmails.templates["enquiry-confirmation"].subject, { siteName: site.name }),
    );
    await expect(toGuest).toContainText("· DE");
    await toGuest.click();
    await adminPage.getByText(NL.admin.emails.textVersion).click();
    await expect(adminPage.locator("details pre")).toContainText(`Hallo ${guestName}`);
    await expect(adminPage.locator("details pre")).toContainText(message);
  });
});
