import { randomUUID } from "node:crypto";
import { dkimVerify } from "mailauth/lib/dkim/verify.js";
import { createDnsLookup } from "../../../modules/domains/dns-lookup.ts";
import { type SmtpSink, startSmtpSink } from "../../../modules/messaging/testing/smtp-sink.ts";
import { NL, newPerson, signUp } from "../support/auth-flows.ts";
import { expectAccessible } from "../support/axe.ts";
import { setDnsRecords } from "../support/dns-zone.ts";
import { expect, test } from "../support/fixtures.ts";
import { finishOnboardingQuickly } from "../support/onboarding.ts";
import { siteOrigin, siteUrl, themeStrings } from "../support/owner-site.ts";
import { field } from "../support/site.ts";

const S = NL.dashboard.settings.sending;
const A = NL.admin.smtp;
const f = themeStrings("nl").contact.form;

/**
 * Sending from the owner's own domain, end to end: the platform's mail goes to an SMTP server
 * of this test, the owner adds the DKIM record to the test DNS the server resolves with, and
 * the next guest email arrives from their domain with a signature that verifies against it.
 */
test("an owner verifies their own domain and the next guest email is sent from it, DKIM-signed", async ({
  page,
  adminPage,
  newDevice,
  baseURL,
}) => {
  test.slow(); // an SMTP server, DNS checks, a guest's enquiry and its delivery
  let sink: SmtpSink | null = null;
  try {
    sink = await startSmtpSink();
    const smtp = sink;

    await test.step("the platform sends through this test's SMTP server", async () => {
      await adminPage.goto("/admin/settings/smtp");
      await field(adminPage, A.host).fill("127.0.0.1");
      await field(adminPage, A.port).fill(String(smtp.port));
      await field(adminPage, A.security).selectOption("none");
      await field(adminPage, A.fromAddress).fill("gasten@e2e.vayvista.test");
      await field(adminPage, A.fromName).fill("VayVista");
      await adminPage.getByRole("button", { name: A.save }).click();
      await expect(adminPage.getByText(A.saved)).toBeVisible();
    });

    await signUp(page, newPerson());
    const site = await finishOnboardingQuickly(page);
    const domain = `zeezicht-${randomUUID().slice(0, 8)}.nl`;

    await page.goto("/dashboard/settings");
    const section = page.getByRole("region", { name: S.heading });
    await expect(section.getByTestId("sending-now")).toContainText("gasten@e2e.vayvista.test");
    await expectAccessible(page, "/dashboard/settings");

    await test.step("the owner asks for records and is told which ones are still missing", async () => {
      await field(section, S.domain.localPartLabel).fill("info");
      await field(section, S.domain.domainLabel).fill(domain);
      await section.getByRole("button", { name: S.domain.start }).click();
      await expect(section.getByRole("status")).toHaveText(S.notices.domain_started);
      await section.getByRole("button", { name: S.domain.verify }).click();
      await expect(section.getByRole("alert")).toHaveText(S.notices["dkim-missing"]);
      await expect(section.getByTestId("sending-domain-status")).toHaveAttribute("data-status", "pending");
      await expectAccessible(page, "/dashboard/settings (records)");
    });

    const dkim = section.getByTestId("sending-records").locator('[data-record="dkim"] code');
    const dkimName = await dkim.first().innerText();
    const dkimValue = await dkim.last().innerText();
    expect(dkimName).toMatch(new RegExp(`^vv\\d{8}[0-9a-f]{4}\\._domainkey\\.${domain.replace(".", "\\.")}$`));

    await test.step("with the record in DNS the domain verifies", async () => {
      await setDnsRecords(dkimName, { TXT: [dkimValue] });
      await section.getByRole("button", { name: S.domain.verify }).click();
      await expect(section.getByRole("status")).toHaveText(
        S.notices.domain_verified.replace("{{address}}", `info@${domain}`),
      );
      await expect(section.getByTestId("sending-domain-status")).toHaveAttribute("data-status", "verified");
      await expect(section.getByTestId("sending-now")).toContainText(`info@${domain}`);
    });

    const guestEmail = `gast-${site.subdomain}@e2e.vayvista.test`;
    await test.step("a guest writes through the site's contact form", async () => {
      const guest = (await newDevice()).page;
      await guest.goto(siteUrl(siteOrigin(baseURL, site.subdomain), { page: "contact" }, "nl", "nl"));
      const form = guest.locator("main form");
      await field(form, f.name).fill("Familie de Jong");
      await field(form, f.email).fill(guestEmail);
      await field(form, f.message).fill("Is het huis in de herfstvakantie nog vrij voor twee volwassenen?");
      await guest.getByRole("button", { name: f.send }).click();
      await expect(guest.getByRole("status").filter({ hasText: themeStrings("nl").contact.sent.title })).toBeVisible();
    });

    await test.step("the email arrives from the owner's domain with a DKIM signature that verifies", async () => {
      const mail = await smtp.waitFor((m) => m.envelopeTo.includes(guestEmail));
      expect(mail.headers.from).toContain(`<info@${domain}>`);
      expect(mail.text).toContain("Is het huis in de herfstvakantie nog vrij");
      const dns = createDnsLookup({ servers: [`127.0.0.1:${process.env.E2E_DNS_PORT}`], timeoutMs: 5_000 });
      const verified = await dkimVerify(Buffer.from(mail.raw), {
        resolver: async (name: string) => dns.resolveTxt(name),
      });
      expect(verified.results.map((r) => [r.signingDomain, r.status.result])).toEqual([[domain, "pass"]]);
    });
  } finally {
    await sink?.close();
  }
});
