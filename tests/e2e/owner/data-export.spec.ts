import { unzipSync } from "fflate";
import { emailLink, NL, newPerson, signUp } from "../support/auth-flows.ts";
import { expectAccessible } from "../support/axe.ts";
import { expect, test } from "../support/fixtures.ts";
import { IN_THE_BACKGROUND } from "../support/hang-guards.ts";
import { finishOnboardingQuickly } from "../support/onboarding.ts";
import { field, waitForHydration } from "../support/site.ts";

const X = NL.dashboard.dataExport;
const D = NL.dashboard.account.delete;

test("an owner has their archive made, gets the link by email, downloads a zip of their data, and can delete the account with a way back", async ({
  page,
  adminPage,
}, testInfo) => {
  const owner = newPerson();
  await signUp(page, owner);
  await finishOnboardingQuickly(page);
  const data = page.locator("#data");
  // Screenshots for a person to look at, when asked for (SCREENSHOTS=1); CI does not take them.
  const shoot = async (name: string) => {
    if (!process.env.SCREENSHOTS) return;
    for (const [device, size] of [
      ["desktop", { width: 1280, height: 900 }],
      ["phone", { width: 390, height: 844 }],
    ] as const) {
      await page.setViewportSize(size);
      await page.locator(`#${name === "deleting" ? "delete" : "data"}`).scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`${name}-${device}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 720 });
  };

  await test.step("the owner asks for the archive; the page says it is being made", async () => {
    await page.goto("/dashboard/account#data");
    const ask = data.getByRole("button", { name: X.request });
    await waitForHydration(ask);
    await ask.click();
    await expect(
      data
        .getByText(X.state.requested, { exact: true })
        .or(data.getByText(X.state.running, { exact: true }))
        .or(data.getByText(X.state.ready, { exact: true })),
    ).toBeVisible();
  });

  let download = "";
  await test.step("the job makes it: the page shows the download with its expiry", async () => {
    await expect(async () => {
      // A reload: going to the same address with its #data would only scroll.
      await page.reload();
      await expect(data.getByText(X.state.ready, { exact: true })).toBeVisible({ timeout: 1_000 });
    }).toPass(IN_THE_BACKGROUND);
    const link = data.getByRole("link", { name: X.download });
    download = (await link.getAttribute("href")) ?? "";
    expect(download).toMatch(/^\/dashboard\/account\/exports\/[0-9a-f-]{36}$/);
    await expectAccessible(page, "account page with a ready archive");
    await shoot("ready");
  });

  await test.step("the email's link is the same download", async () => {
    const url = await emailLink(adminPage, owner.email, NL.admin.templates.names.accountExportReady, /\/exports\//);
    expect(new URL(url).pathname).toBe(download);
  });

  await test.step("the download is a zip with the owner's data in JSON and CSV, photos and the invoice", async () => {
    const response = await page.request.get(download);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/zip");
    const files = unzipSync(new Uint8Array(await response.body()));
    const names = Object.keys(files);
    for (const name of [
      "README.txt",
      "account.json",
      "site/site.json",
      "site/stays.csv",
      "site/guests.csv",
      "site/payments.csv",
      "site/photos.json",
      "billing/invoices.csv",
    ]) {
      expect(names).toContain(name);
    }
    expect(names.some((name) => /^billing\/invoices\/VV-\d{4}-\d+\.pdf$/.test(name))).toBe(true);
    expect(new TextDecoder().decode(files["README.txt"])).toContain("Je gegevens bij VayVista");
    expect(JSON.parse(new TextDecoder().decode(files["account.json"])).account.email).toBe(owner.email);
    // Another browser without the owner's session gets nothing.
    const stranger = await page.context().browser()?.newContext();
    const refused = await stranger?.request.get(new URL(download, page.url()).href, { maxRedirects: 0 });
    expect(refused?.status()).toBe(302);
    await stranger?.close();
  });

  await test.step("deleting says when and what is kept, leaves only the data and the way back, and can be undone", async () => {
    const section = page.locator("#delete");
    await field(section, D.email).fill(owner.email);
    await field(section, NL.dashboard.account.password.yourPassword).fill(owner.password);
    await section.getByRole("button", { name: D.submit }).click();
    await expect(section.getByRole("heading", { level: 2, name: /^Je account wordt op .+ verwijderd$/ })).toBeVisible();
    await expect(section.getByText(D.pendingLimited)).toBeVisible();
    await expect(page.locator("#billing")).toHaveCount(0);
    await expectAccessible(page, "account page while the account waits for its deletion");
    await shoot("deleting");
    await page.goto("/dashboard/guests");
    await expect(page).toHaveURL(/\/dashboard\/account#delete$/);
    await section.getByRole("button", { name: D.undo }).click();
    await expect(page.locator("#billing")).toBeVisible();
    await expect(section.getByRole("heading", { level: 2, name: D.heading })).toBeVisible();
  });
});
