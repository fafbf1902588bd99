import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { NL, newPerson, say, signUp } from "../support/auth-flows.ts";
import { expectAccessible } from "../support/axe.ts";
import { deleteDnsRecords, setDnsRecords } from "../support/dns-zone.ts";
import { expect, test } from "../support/fixtures.ts";
import { finishOnboardingQuickly } from "../support/onboarding.ts";
import { field } from "../support/site.ts";

const D = NL.onboarding.domains;
/** PLATFORM_HOST's default for APP_DOMAIN=localhost: where owners point their CNAMEs. */
const PLATFORM_HOST = "sites.localhost";

function verifyResult(page: Page) {
  return page.getByTestId("verify-result");
}

async function checkNow(page: Page) {
  await page.getByRole("button", { name: D.verify.submit }).click();
  // The answer takes the focus, so a screen reader reads it at once.
  await expect(verifyResult(page)).toBeFocused();
}

/**
 * Connecting a domain of one's own, against the test DNS the server resolves with
 * (global setup, DNS_RESOLVER): the TXT record decides; what is wrong is said in words.
 */
test("an owner connects a custom domain: a missing or wrong TXT record is explained, the right one binds it", async ({
  page,
}) => {
  test.slow(); // several DNS checks
  await signUp(page, newPerson());
  const site = await finishOnboardingQuickly(page);
  const domain = `villa-${randomUUID().slice(0, 8)}.nl`;
  const txtName = `_vayvista.${domain}`;

  await page
    .getByRole("navigation", { name: NL.dashboard.nav.label })
    .getByRole("link", { name: NL.dashboard.nav.domains })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/domeinen$/);
  await expect(page.getByRole("heading", { level: 1, name: D.dashboardTitle })).toBeVisible();
  await expectAccessible(page, "/dashboard/domeinen");

  await test.step("the DNS records to add are shown", async () => {
    await field(page, D.form.label).fill(`https://www.${domain.toUpperCase()}/`);
    await page.getByRole("button", { name: D.form.submit }).click();
    await expect(page.getByRole("heading", { level: 2, name: D.records.title })).toBeVisible();
    const records = page.getByTestId("dns-records");
    await expect(records.locator("code", { hasText: txtName })).toBeVisible();
    await expect(records.locator("code", { hasText: PLATFORM_HOST })).toHaveCount(2);
    await expectAccessible(page, "/dashboard/domeinen (records)");
  });
  const expected = await page
    .getByTestId("dns-records")
    .locator("code", { hasText: /^vayvista-verify=/ })
    .innerText();

  await test.step("no TXT record yet: the page says which record to add", async () => {
    await deleteDnsRecords(txtName);
    await checkNow(page);
    await expect(verifyResult(page)).toContainText(D.result.failedTitle);
    await expect(verifyResult(page)).toContainText(say(D.errors.txtMissing, { record: txtName, value: expected }));
    await expect(verifyResult(page)).toContainText(say(D.pointing.missing, { name: domain, target: PLATFORM_HOST }));
  });

  await test.step("a TXT record with another value: the page shows what it found", async () => {
    const stale = "vayvista-verify=een-oude-waarde";
    await setDnsRecords(txtName, { TXT: [stale, "google-site-verification=abc"] });
    await checkNow(page);
    await expect(verifyResult(page)).toContainText(
      say(D.errors.txtMismatch, { record: txtName, found: stale, value: expected }),
    );
    await expectAccessible(page, "/dashboard/domeinen (not verified)");
    // The problem is kept for the next visit.
    await page.reload();
    await expect(verifyResult(page)).toContainText(
      say(D.errors.txtMismatch, { record: txtName, found: stale, value: expected }),
    );
  });

  await test.step("the right TXT record binds the domain", async () => {
    await setDnsRecords(txtName, { TXT: ["google-site-verification=abc", expected] });
    await setDnsRecords(domain, { CNAME: PLATFORM_HOST });
    await setDnsRecords(`www.${domain}`, { CNAME: PLATFORM_HOST });
    await checkNow(page);
    await expect(verifyResult(page)).toContainText(say(D.result.successTitle, { domain }));
    await expect(verifyResult(page)).toContainText(say(D.pointing.ok, { name: domain }));
    await expect(verifyResult(page)).toContainText(say(D.pointing.ok, { name: `www.${domain}` }));
    await expect(page.getByRole("heading", { level: 2, name: D.connectedTitle })).toBeVisible();
    await expectAccessible(page, "/dashboard/domeinen (connected)");
  });

  await test.step("the site answers on the domain, its other names send there, and only a bound domain gets a certificate", async () => {
    const port = new URL(page.url()).port;
    const response = await page.request.get("/over-ons", { headers: { Host: `${domain}:${port}` } });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(site.name);
    for (const other of [`www.${domain}`, `${site.subdomain}.localhost`]) {
      const moved = await page.request.get("/over-ons", { headers: { Host: `${other}:${port}` }, maxRedirects: 0 });
      expect(moved.status(), `${other} sends visitors to the domain`).toBe(301);
      expect(moved.headers().location).toBe(`http://${domain}:${port}/over-ons`);
    }
    expect((await page.request.get(`/api/tls/ask?domain=${domain}`)).status()).toBe(200);
    expect((await page.request.get(`/api/tls/ask?domain=not-${domain}`)).status()).toBe(404);

    await page.goto("/dashboard");
    await expect(page.getByRole("link", { name: new RegExp(domain.replace(/\./g, "\\.")) })).toBeVisible();
  });
});
