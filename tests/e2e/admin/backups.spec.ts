import { NL } from "../support/auth-flows.ts";
import { expectAccessible } from "../support/axe.ts";
import { expect, test } from "../support/fixtures.ts";

const AD = NL.admin;
const BK = AD.backups;

test("the admin backs up now and sees the finished backup listed with its size", async ({ adminPage }) => {
  await adminPage.goto("/admin");
  await adminPage
    .getByRole("navigation", { name: AD.shell.title })
    .getByRole("link", { name: AD.nav.backups, exact: true })
    .click();
  await expect(adminPage).toHaveURL("/admin/settings/backups");
  await expect(adminPage.getByRole("heading", { level: 1, name: BK.title })).toBeVisible();
  await expect(adminPage.getByRole("heading", { level: 2, name: BK.drillHeading })).toBeVisible();
  await expect(adminPage.getByLabel(BK.hourLabel)).toHaveValue("3");
  await expectAccessible(adminPage, "/admin/settings/backups");

  await adminPage.getByRole("button", { name: BK.backUpNow }).click();
  await expect(adminPage.getByText(BK.queued)).toBeVisible();
  // The job runs on the server's queue: the page shows it once it has finished.
  const finished = adminPage
    .getByRole("listitem")
    .filter({ hasText: /vayvista-\d{8}T\d{6}Z\.vvbackup/ })
    .filter({ has: adminPage.getByText(BK.status.succeeded, { exact: true }) });
  await expect(async () => {
    await adminPage.reload();
    await expect(finished.first()).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await expect(finished.first().getByText(`${BK.triggers.manual}`, { exact: true })).toBeVisible();
  await expect(
    finished
      .first()
      .getByText(/\d MB|\d kB/)
      .first(),
  ).toBeVisible();
});
