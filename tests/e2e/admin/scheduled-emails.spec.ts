import { NL } from "../support/auth-flows.ts";
import { expectAccessible } from "../support/axe.ts";
import { expect, test } from "../support/fixtures.ts";

const AD = NL.admin;
const SE = AD.scheduledEmails;
const named = (words: string, name: string) => words.replace("{{name}}", name);

test("the admin finds the scheduled emails, switches one off and on again (logged), and opens its text", async ({
  adminPage,
}) => {
  await adminPage.goto("/admin");
  await adminPage
    .getByRole("navigation", { name: AD.shell.title })
    .getByRole("link", { name: AD.nav.scheduledEmails, exact: true })
    .click();
  await expect(adminPage).toHaveURL("/admin/settings/scheduled-emails");
  await expect(adminPage.getByRole("heading", { level: 1, name: SE.title })).toBeVisible();
  await expect(adminPage.getByRole("heading", { level: 2, name: SE.platformHeading })).toBeVisible();
  await expect(adminPage.getByRole("heading", { level: 2, name: SE.queueHeading })).toBeVisible();

  const name = AD.templates.names.ownerMonthlySummary;
  const summary = adminPage
    .getByRole("listitem")
    .filter({ has: adminPage.getByRole("heading", { level: 3, name, exact: true }) });
  await expect(summary.getByText(SE.when["owner-monthly-summary"])).toBeVisible();
  await expect(summary.getByText(SE.on, { exact: true })).toBeVisible();
  // A transactional email says it is always on and has no switch.
  const failed = adminPage.getByRole("listitem").filter({
    has: adminPage.getByRole("heading", { level: 3, name: AD.templates.names.subscriptionPaymentFailed, exact: true }),
  });
  await expect(failed.getByText(SE.alwaysOn, { exact: true })).toBeVisible();
  await expect(failed.getByRole("button")).toHaveCount(0);
  await expectAccessible(adminPage, "/admin/settings/scheduled-emails");

  await summary.getByRole("button", { name: named(SE.switchOffNamed, name) }).click();
  await expect(summary.getByText(SE.off, { exact: true })).toBeVisible();
  await summary.getByRole("button", { name: named(SE.switchOnNamed, name) }).click();
  await expect(summary.getByText(SE.on, { exact: true })).toBeVisible();

  await summary.getByRole("link", { name: `${name}: ${AD.languages.nl}` }).click();
  await expect(adminPage).toHaveURL("/admin/settings/templates/owner-monthly-summary/nl");

  await adminPage.goto("/admin/audit");
  await expect(adminPage.getByText(AD.audit.actions.scheduledEmailSwitch)).toHaveCount(2);
});
