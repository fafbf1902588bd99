import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.ts";
import { emailOutbox, siteSendingIdentity } from "../../../db/schema.ts";
import { testBackends } from "../../../db/testing.ts";
import { createDnsLookup } from "../../../modules/domains/dns-lookup.ts";
import { type SmtpSink, startSmtpSink } from "../../../modules/messaging/testing/smtp-sink.ts";
import { ownerWants } from "../../../modules/notifications/owner-notifications.ts";
import { dkimRecord } from "../../../modules/sending-identity/dkim-key.ts";
import type { OwnerSite } from "../../../modules/sites/create-owner-site.ts";
import { dashboardOwners } from "../../../tests/support/dashboard-owners.ts";
import { startDnsServer, type TestDnsServer } from "../../../tests/support/dns-server.ts";
import { renderPage } from "../../../tests/support/render-page.tsx";
import { type Person, type RouteHarness, routeHarness } from "../../../tests/support/route-harness.ts";
import type { SettingsAnswer, SettingsPageData } from "../../components/dashboard/settings/settings-view.ts";
import Settings, { action, loader } from "./settings.tsx";

const PATH = "/dashboard/settings";
const PASSWORD = "Strandpaal-17!";

describe.each(testBackends())("dashboard settings, guest emails and the owner's own on $name", (backend) => {
  let handle: DatabaseHandle;
  let app: RouteHarness;
  let owner: Person;
  let other: Person;
  let site: OwnerSite;
  let otherSite: OwnerSite;
  let dns: TestDnsServer;
  let sink: SmtpSink;

  beforeAll(async () => {
    handle = await backend.open();
    app = routeHarness(handle.db);
    ({ owner, other, site, otherSite } = await dashboardOwners(app));
    [dns, sink] = await Promise.all([startDnsServer(), startSmtpSink()]);
  });
  afterAll(async () => {
    await Promise.all([dns.close(), sink.close()]);
    await handle.close();
  });

  // The owner's "own" mail server is the test's sink on this machine, allowed as FETCH_ALLOW_HOSTS would.
  const services = () => ({
    dns: createDnsLookup({ servers: [dns.address], timeoutMs: 2000 }),
    fetchAllowHosts: [`127.0.0.1:${sink.port}`],
  });
  const page = async (as: Person) => {
    const result = await app.call(loader, PATH, { as, services: services() });
    expect(result.status).toBe(200);
    return result.data as SettingsPageData;
  };
  const post = (form: Record<string, string | string[]>, as: Person) =>
    app.call(action, PATH, { as, form, services: services() });
  const html = (data: SettingsPageData, actionData?: SettingsAnswer) =>
    renderPage({ path: PATH, id: "dashboard.settings", Component: Settings, lang: "nl", loaderData: data, actionData });

  it("starts on our address in the site's name, answers to the owner, every notification on", async () => {
    const data = await page(owner);
    expect(data.sending).toMatchObject({
      mode: "platform",
      inUse: "platform",
      fromName: "",
      siteName: "Duinhuis",
      ownerEmail: "sanne@example.nl",
      domain: null,
      smtp: null,
    });
    expect(Object.values(data.notifications).every(Boolean)).toBe(true);
    const shown = html(data);
    expect(shown).toContain("Antwoorden van gasten gaan naar sanne@example.nl.");
    expect(shown).toContain('href="/dashboard/settings/scheduled-emails"');
    expect(shown).toContain('href="/dashboard/settings/email-templates"');
    // The booking request is locked on, with the reason beside it.
    expect(shown).toMatch(/<input id="notify-booking_request"[^>]*disabled=""[^>]*checked=""/);
    expect(shown).toContain("je moet een aanvraag accepteren of weigeren");
  });

  it("refuses a sender name with a line break beside the field, in the owner's language", async () => {
    const answer = await post({ intent: "sender-name", fromName: "Duinhuis\r\nBcc: x@example.com" }, owner);
    expect(answer).toMatchObject({ status: 422, data: { ok: false, errors: { fromName: "invalid" } } });
    const shown = html(await page(owner), answer.data as SettingsAnswer);
    expect(shown).toContain("Dit klopt niet. Controleer wat je hebt ingevuld.");
    expect(await post({ intent: "sender-name", fromName: "Familie Bakker" }, owner)).toMatchObject({ status: 200 });
    expect((await page(owner)).sending.fromName).toBe("Familie Bakker");
    expect((await page(other)).sending.fromName).toBe("");
  });

  it("verifies the owner's domain against the configured resolver and shows the records to copy", async () => {
    expect(await post({ intent: "verify-domain" }, owner)).toMatchObject({
      status: 409,
      data: { sending: { code: "no-domain" } },
    });
    expect(await post({ intent: "own-domain", domain: "", localPart: "info" }, owner)).toMatchObject({
      status: 422,
      data: { errors: { domain: "required" } },
    });
    expect(await post({ intent: "own-domain", domain: "duinhuis-zeeland.nl", localPart: "info" }, owner)).toMatchObject(
      { status: 200, data: { sending: { code: "domain_started" } } },
    );
    const data = await page(owner);
    const domain = data.sending.domain;
    if (!domain) throw new Error("no domain shown");
    expect(domain).toMatchObject({ address: "info@duinhuis-zeeland.nl", status: "pending" });
    expect(domain.dkim.name).toMatch(/^vv\d{8}[0-9a-f]{4}\._domainkey\.duinhuis-zeeland\.nl$/);
    expect(domain.spf.value).toBe("v=spf1 include:_spf.vayvista.test ~all");
    expect(domain.dmarc.name).toBe("_dmarc.duinhuis-zeeland.nl");
    expect(JSON.stringify(data)).not.toContain("PRIVATE KEY");
    const shown = html(data);
    expect(shown).toContain(domain.dkim.value);
    expect(shown).toContain("Records controleren");

    expect(await post({ intent: "verify-domain" }, owner)).toMatchObject({
      status: 409,
      data: { sending: { code: "dkim-missing" } },
    });
    const record = dkimRecord(
      "duinhuis-zeeland.nl",
      domain.dkim.name.split(".")[0] ?? "",
      domain.dkim.value.split("p=")[1] ?? "",
    );
    dns.set(record.name, { TXT: [record.value] });
    expect(await post({ intent: "verify-domain" }, owner)).toMatchObject({
      status: 200,
      data: { sending: { code: "domain_verified", params: { address: "info@duinhuis-zeeland.nl" } } },
    });
    expect((await page(owner)).sending).toMatchObject({ inUse: "domain", domain: { status: "verified" } });
    // The other owner's site is untouched, and their checks never reach this domain.
    expect((await page(other)).sending).toMatchObject({ inUse: "platform", domain: null });
    expect(await post({ intent: "verify-domain" }, other)).toMatchObject({
      status: 409,
      data: { sending: { code: "no-domain" } },
    });
  });

  it("keeps the owner's SMTP password out of every page and answer, and tests their server", async () => {
    const form = {
      intent: "own-smtp",
      host: "127.0.0.1",
      port: String(sink.port),
      security: "none",
      username: "sanne",
      password: PASSWORD,
      fromAddress: "verhuur@duinhuis-zeeland.nl",
    };
    const refused = await post({ ...form, port: "0" }, owner);
    expect(refused).toMatchObject({ status: 422, data: { errors: { port: "invalid" } } });
    expect(JSON.stringify(refused)).not.toContain(PASSWORD);
    expect(await post(form, owner)).toMatchObject({ status: 200, data: { sending: { code: "smtp_saved" } } });

    const data = await page(owner);
    expect(data.sending).toMatchObject({ mode: "smtp", inUse: "smtp", smtp: { hasPassword: true, username: "sanne" } });
    expect(JSON.stringify(data)).not.toContain(PASSWORD);
    const shown = html(data);
    expect(shown).not.toContain(PASSWORD);
    expect(shown).toContain("Opgeslagen. Leeg laten om het te houden.");
    const [row] = await handle.db.select().from(siteSendingIdentity).where(eq(siteSendingIdentity.siteId, site.id));
    expect(JSON.stringify(row)).not.toContain(PASSWORD);

    expect(await post({ intent: "test-smtp" }, owner)).toMatchObject({
      status: 200,
      data: { sending: { code: "smtp_test_sent", params: { address: "sanne@example.nl" } } },
    });
    const test = await sink.waitFor((m) => m.envelopeTo.includes("sanne@example.nl"));
    expect(test.authUser).toBe("sanne");
    expect(test.subject).toBe("Testmail van je eigen mailserver");

    sink.failNext(1, 535, `Authentication failed: user sanne password ${PASSWORD}`);
    const failed = await post({ intent: "test-smtp" }, owner);
    expect(failed).toMatchObject({ status: 422, data: { sending: { code: "smtp_test_failed" } } });
    expect(JSON.stringify(failed)).not.toContain(PASSWORD);
    expect(html(await page(owner), failed.data as SettingsAnswer)).toContain("Authentication failed");

    // Another owner has no server of their own to test, whatever they send.
    expect(await post({ intent: "test-smtp" }, other)).toMatchObject({
      status: 409,
      data: { sending: { code: "no_smtp" } },
    });
    expect(await post({ intent: "send-platform" }, owner)).toMatchObject({ status: 200 });
    expect((await page(owner)).sending).toMatchObject({ mode: "platform", inUse: "platform" });
  });

  it("stores which emails the owner gets for their own site only; a booking request stays on", async () => {
    const answer = await post({ intent: "notifications", notify: ["new_booking", "payment_failed"] }, owner);
    expect(answer).toMatchObject({ status: 200, data: { notificationsSaved: true } });
    expect((await page(owner)).notifications).toEqual({
      new_booking: true,
      booking_request: true,
      payment_received: false,
      payment_failed: true,
      cancellation_refund: false,
      guest_message_trouble: false,
      calendar_sync: false,
    });
    expect(await ownerWants(handle.db, site.id, "payment_received")).toBe(false);
    expect(await ownerWants(handle.db, site.id, "booking_request")).toBe(true);
    expect(await ownerWants(handle.db, otherSite.id, "payment_received")).toBe(true);
    expect(Object.values((await page(other)).notifications).every(Boolean)).toBe(true);
    expect(await handle.db.select().from(emailOutbox).where(eq(emailOutbox.siteId, otherSite.id))).toEqual([]);
  });
});
