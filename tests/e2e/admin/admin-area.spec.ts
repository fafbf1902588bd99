import { NL, newPerson, signUp } from "../support/auth-flows.ts";
import { expectAccessible } from "../support/axe.ts";
import { expect, test } from "../support/fixtures.ts";
import { finishOnboardingQuickly } from "../support/onboarding.ts";
import { field } from "../support/site.ts";

const AD = NL.admin;

const SECTIONS = [
  { nav: AD.nav.overview, path: "/admin", title: AD.overview.title },
  { nav: AD.nav.owners, path: "/admin/owners", title: AD.owners.title },
  { nav: AD.nav.leads, path: "/admin/leads", title: AD.leads.title },
  { nav: AD.nav.support, path: "/admin/support", title: AD.support.title },
  { nav: AD.nav.plan, path: "/admin/plan", title: AD.plan.title },
  { nav: AD.nav.audit, path: "/admin/audit", title: AD.audit.title },
  { nav: AD.nav.payments, path: "/admin/settings/payments", title: AD.payments.title },
  { nav: AD.nav.smtp, path: "/admin/settings/smtp", title: AD.smtp.title },
  { nav: AD.nav.emails, path: "/admin/settings/emails", title: AD.emails.title },
  { nav: AD.nav.templates, path: "/admin/settings/templates", title: AD.templates.title },
  { nav: AD.nav.scheduledEmails, path: "/admin/settings/scheduled-emails", title: AD.scheduledEmails.title },
  { nav: AD.nav.bookingCalendar, path: "/admin/settings/booking-calendar", title: AD.bookingCalendar.title },
  { nav: AD.nav.photos, path: "/admin/settings/photos", title: AD.photos.title },
] as const;

test("every section of the admin area opens from its menu and is accessible", async ({ adminPage }) => {
  test.slow(); // eleven sections, each audited by axe-core
  await adminPage.goto("/admin");
  const menu = adminPage.getByRole("navigation", { name: AD.shell.title });
  for (const section of SECTIONS) {
    await menu.getByRole("link", { name: section.nav, exact: true }).click();
    await expect(adminPage).toHaveURL(section.path);
    await expect(adminPage.getByRole("heading", { level: 1, name: section.title })).toBeVisible();
    await expectAccessible(adminPage, section.path);
  }
});

test("an email of the outbox and an email template open from their lists and are accessible", async ({ adminPage }) => {
  await adminPage.goto("/admin/settings/emails");
  await adminPage.getByRole("main").getByRole("list").getByRole("link").first().click();
  await expect(adminPage).toHaveURL(/\/admin\/settings\/emails\/[0-9a-f-]{36}$/);
  await expect(adminPage.getByRole("heading", { level: 2, name: AD.emails.preview })).toBeVisible();
  // The preview is the email's own HTML in a frame that may run no script, so axe-core
  // cannot look inside; emails are checked where they are rendered (modules/messaging).
  await expectAccessible(adminPage, "/admin/settings/emails/:id", { exclude: ["iframe[sandbox]"] });

  await adminPage.goto("/admin/settings/templates");
  await adminPage.getByRole("main").getByRole("link").first().click();
  await expect(adminPage).toHaveURL(/\/admin\/settings\/templates\/[a-z-]+\/(nl|en|pl)$/);
  await expectAccessible(adminPage, "/admin/settings/templates/:key/:lang", { exclude: ["iframe[sandbox]"] });
});

test("a malformed id is a 400 and an unknown one a 404, inside the admin frame", async ({ adminPage }) => {
  expect((await adminPage.goto("/admin/settings/emails/geen-id"))?.status()).toBe(400);
  await expect(adminPage.getByRole("heading", { level: 1, name: AD.errorPage.invalidTitle })).toBeVisible();
  expect((await adminPage.goto("/admin/support/00000000-0000-4000-8000-000000000000"))?.status()).toBe(404);
  await expect(adminPage.getByRole("heading", { level: 1, name: AD.errorPage.notFoundTitle })).toBeVisible();
  await expect(adminPage.getByRole("navigation", { name: AD.shell.title })).toBeVisible();
  // An address no admin page answers is the same 404 in the frame, not the marketing site's.
  expect((await adminPage.goto("/admin/settings/nope"))?.status()).toBe(404);
  await expect(adminPage.getByRole("heading", { level: 1, name: AD.errorPage.notFoundTitle })).toBeVisible();
  await expect(adminPage.getByRole("navigation", { name: AD.shell.title })).toBeVisible();
  await expect(adminPage).toHaveTitle(`${AD.errorPage.notFoundTitle} | VayVista`);
});

test("the admin sees a new owner's site and answers their support request, which the owner then reads", async ({
  page,
  adminPage,
}) => {
  test.slow(); // an owner with a site, and both sides of a conversation
  const person = newPerson("Piet");
  await signUp(page, person);
  const site = await finishOnboardingQuickly(page);

  const subject = `Kan ik mijn openingstijden tonen? ${site.subdomain}`;
  await page.goto("/dashboard/support");
  await field(page, NL.dashboard.support.subject).fill(subject);
  await field(page, NL.dashboard.support.message).fill("Ik wil graag laten zien wanneer gasten kunnen inchecken.");
  await page.getByRole("button", { name: NL.dashboard.support.send }).click();
  await expect(page.getByTestId("support-requests").getByRole("link", { name: subject })).toBeVisible();

  await adminPage.goto("/admin/owners");
  const row = adminPage.getByRole("row").filter({ hasText: person.email });
  await expect(row).toContainText(site.name);
  await expect(row).toContainText(site.subdomain);

  await adminPage.goto("/admin/support");
  await adminPage.getByRole("link", { name: subject }).click();
  await expect(adminPage.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  await expectAccessible(adminPage, "/admin/support/:id");
  const answer = "Ja, dat kan onder Instellingen. We zetten het vandaag voor je klaar.";
  await field(adminPage, AD.support.replyLabel).fill(answer);
  await adminPage.getByRole("button", { name: AD.support.send }).click();
  await expect(adminPage.getByRole("main").getByText(answer)).toBeVisible();

  await page.getByTestId("support-requests").getByRole("link", { name: subject }).click();
  await expect(page.getByText(answer)).toBeVisible();
  await expect(page.getByText(NL.dashboard.support.thread.team).first()).toBeVisible();
});
