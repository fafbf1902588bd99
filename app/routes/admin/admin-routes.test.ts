import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.ts";
import { auditLog, emailOutbox, userSites } from "../../../db/schema.ts";
import { testBackends } from "../../../db/testing.ts";
import { isResetTokenUsable, requestPasswordReset } from "../../../modules/accounts/password-reset.ts";
import { listLeads } from "../../../modules/admin/list-leads.ts";
import { listOwners } from "../../../modules/admin/list-owners.ts";
import { listAudit } from "../../../modules/audit/list-audit.ts";
import { submitLead } from "../../../modules/leads/submit-lead.ts";
import { deliverOutboxEmail } from "../../../modules/messaging/deliver-outbox-email.ts";
import { getEmailTemplate } from "../../../modules/messaging/email-templates.ts";
import { enqueueEmail } from "../../../modules/messaging/enqueue-email.ts";
import {
  getSmtpSettingsForDisplay,
  loadSmtpSettings,
  saveSmtpSettings,
} from "../../../modules/messaging/smtp-settings.ts";
import { startSmtpSink } from "../../../modules/messaging/testing/smtp-sink.ts";
import { formatMoney } from "../../../modules/plans/format-plan.ts";
import { getPlan } from "../../../modules/plans/get-plan.ts";
import { seedPlan } from "../../../modules/seed/seed.ts";
import { openSupportRequest } from "../../../modules/support/open-support-request.ts";
import {
  ORIGIN,
  type Person,
  type RouteFunction,
  type RouteHarness,
  routeHarness,
} from "../../../tests/support/route-harness.ts";
import { TWO_FACTOR_SETUP_PATH } from "../../components/admin/admin-error.tsx";
import { leadLabels } from "../../components/forms/lead-labels.ts";
import { resources } from "../../i18n/ui/resources.ts";
import { bundleOf, bundleTranslator, type UiBundle } from "../../i18n/use-i18n.tsx";
import { loader as accountLoader } from "../dashboard/account.tsx";
import * as audit from "./audit.tsx";
import * as backups from "./backups.tsx";
import * as email from "./email.tsx";
import * as emails from "./emails.tsx";
import * as invoicePdf from "./invoice-pdf.ts";
import * as layout from "./layout.tsx";
import * as leads from "./leads.tsx";
import * as overview from "./overview.tsx";
import * as ownerBilling from "./owner-billing.tsx";
import * as owners from "./owners.tsx";
import * as plan from "./plan.tsx";
import * as pricingRedirect from "./pricing-redirect.tsx";
import * as scheduledEmails from "./scheduled-emails.tsx";
import * as smtp from "./smtp.tsx";
import * as support from "./support.tsx";
import * as supportRequest from "./support-request.tsx";
import * as template from "./template.tsx";
import * as templates from "./templates.tsx";

/** A refusal as its page reads it, without the interface strings the layout adds to it. */
function refusal(data: unknown): unknown {
  const { ui: _strings, ...rest } = (data ?? {}) as { ui?: unknown };
  return rest;
}

function refusalStrings(data: unknown): UiBundle {
  const ui = bundleOf(data);
  if (!ui) throw new Error("The refusal carries no interface strings");
  return ui;
}

describe.each(testBackends())("admin area routes on $name", (backend) => {
  let handle: DatabaseHandle;
  let h: RouteHarness;
  let admin: Person;
  let owner: Person;
  let siteId: string;
  let leadId: string;
  let requestId: string;
  let emailId: string;

  beforeAll(async () => {
    handle = await backend.open();
    await seedPlan(handle.db);
    h = routeHarness(handle.db);
    admin = await h.signInAdmin({ email: "beheer@vayvista.test", name: "Bea Beheer", lang: "en" });
    owner = await h.signUpOwner({ email: "piotr@example.pl", name: "Piotr Nowak", lang: "pl" });
    const [site] = await handle.db
      .insert(userSites)
      .values({ userId: owner.id, themeName: "warm-cozy", siteName: "Villa Zon", subdomain: "villa-zon" })
      .returning({ id: userSites.id });
    if (!site) throw new Error("no site");
    siteId = site.id;
    const lead = await submitLead(
      handle.db,
      {
        kind: "contact",
        values: {
          name: "Sanne de Vries",
          email: "sanne@example.nl",
          subject: "Eigen website",
          message: "Ik wil graag meer weten over jullie aanbod.",
        },
      },
      { ip: "192.0.2.1", lang: "nl", mail: { origin: ORIGIN, labels: leadLabels } },
    );
    if (!lead.ok || !lead.id) throw new Error("no lead");
    leadId = lead.id;
    const opened = await openSupportRequest(handle.db, {
      ownerId: owner.id,
      subject: "Kalender synchroniseert niet",
      message: "Mijn Airbnb-boekingen verschijnen niet in de kalender.",
      origin: ORIGIN,
      ip: "198.51.100.7",
    });
    if (!opened.ok) throw new Error("no support request");
    requestId = opened.request.id;
    emailId = (
      await enqueueEmail(handle.db, {
        to: { address: owner.email, name: "Piotr Nowak" },
        lang: "pl",
        template: "welcome",
        data: { name: "Piotr", url: "https://vayvista.test/account" },
        userId: owner.id,
      })
    ).id;
  });
  afterAll(() => handle.close());

  const asAdmin = (
    fn: RouteFunction,
    path: string,
    opts: { form?: Record<string, string>; params?: Record<string, string> } = {},
  ) => h.call(fn, path, { ...opts, as: admin });

  const everyRoute = (): [
    string,
    RouteFunction,
    string,
    { form?: Record<string, string>; params?: Record<string, string> },
  ][] => [
    ["layout", layout.loader, "/admin", {}],
    ["overview", overview.loader, "/admin", {}],
    ["owners", owners.loader, "/admin/owners", {}],
    ["owners action", owners.action, "/admin/owners", { form: { siteId, status: "inactive" } }],
    ["owner billing", ownerBilling.loader, `/admin/owners/${owner.id}`, { params: { ownerId: owner.id } }],
    [
      "owner billing action",
      ownerBilling.action,
      `/admin/owners/${owner.id}`,
      { params: { ownerId: owner.id }, form: { intent: "cancel", refund: "yes" } },
    ],
    ["invoice", invoicePdf.loader, "/admin/invoices/VV-2027-000001.pdf", { params: { file: "VV-2027-000001.pdf" } }],
    ["leads", leads.loader, "/admin/leads", {}],
    ["leads action", leads.action, "/admin/leads", { form: { leadId, status: "won" } }],
    ["support", support.loader, "/admin/support", {}],
    ["support request", supportRequest.loader, `/admin/support/${requestId}`, { params: { requestId } }],
    [
      "support request action",
      supportRequest.action,
      `/admin/support/${requestId}`,
      { params: { requestId }, form: { intent: "close" } },
    ],
    ["audit", audit.loader, "/admin/audit", {}],
    ["plan", plan.loader, "/admin/plan", {}],
    [
      "plan action",
      plan.action,
      "/admin/plan",
      { form: { setupFee: "1", monthlyFee: "1", moneyBackDays: "1", liveWithinDays: "1" } },
    ],
    ["pricing redirect", pricingRedirect.loader, "/admin/pricing", {}],
    ["smtp", smtp.loader, "/admin/settings/smtp", {}],
    ["smtp action", smtp.action, "/admin/settings/smtp", { form: { intent: "save", host: "x" } }],
    ["emails", emails.loader, "/admin/settings/emails", {}],
    ["email", email.loader, `/admin/settings/emails/${emailId}`, { params: { emailId } }],
    [
      "email action",
      email.action,
      `/admin/settings/emails/${emailId}`,
      { params: { emailId }, form: { intent: "resend" } },
    ],
    ["templates", templates.loader, "/admin/settings/templates", {}],
    ["scheduled emails", scheduledEmails.loader, "/admin/settings/scheduled-emails", {}],
    [
      "scheduled emails action",
      scheduledEmails.action,
      "/admin/settings/scheduled-emails",
      { form: { email: "owner-monthly-summary", enabled: "off" } },
    ],
    ["backups", backups.loader, "/admin/settings/backups", {}],
    ["backups action", backups.action, "/admin/settings/backups", { form: { intent: "hour", hour: "5" } }],
    ["template", template.loader, "/admin/settings/templates/welcome/nl", { params: { key: "welcome", lang: "nl" } }],
    [
      "template action",
      template.action,
      "/admin/settings/templates/welcome/nl",
      { params: { key: "welcome", lang: "nl" }, form: { intent: "reset" } },
    ],
  ];

  it("sends anonymous visitors of every admin loader and action to the login page", async () => {
    for (const [name, fn, path, opts] of everyRoute()) {
      const result = await h.call(fn, path, opts);
      expect([name, result.status, result.location]).toEqual([name, 302, `/login?next=${encodeURIComponent(path)}`]);
    }
  });

  it("refuses owners with a 403 in their own language on every admin loader and action, changing nothing", async () => {
    const auditBefore = (await listAudit(handle.db, { limit: 200 })).entries.length;
    for (const [name, fn, path, opts] of everyRoute()) {
      const result = await h.call(fn, path, { ...opts, as: owner });
      expect([name, result.status, refusal(result.data)]).toEqual([name, 403, { reason: "forbidden", lang: "pl" }]);
    }
    // The layout's refusal brings the words of its page, in the owner's language only.
    const refused = await h.call(layout.loader, "/admin", { as: owner });
    expect(bundleTranslator(refusalStrings(refused.data))("admin.noAccess.title")).toBe(
      resources.pl.admin.noAccess.title,
    );
    expect((await listAudit(handle.db, { limit: 200 })).entries.length).toBe(auditBefore);
    expect((await listOwners(handle.db)).owners.find((o) => o.id === owner.id)?.site?.status).toBe("active");
  });

  it("refuses an admin without two-step verification on every admin loader and action, with the way to set it up", async () => {
    const plain = await h.signInAdmin({ email: "zonder-2fa@vayvista.test", lang: "pl", twoFactor: false });
    const auditBefore = (await listAudit(handle.db, { limit: 200 })).entries.length;
    for (const [name, fn, path, opts] of everyRoute()) {
      const result = await h.call(fn, path, { ...opts, as: plain });
      expect([name, result.status, refusal(result.data)]).toEqual([
        name,
        403,
        { reason: "two-factor-required", lang: "pl" },
      ]);
    }
    expect((await listAudit(handle.db, { limit: 200 })).entries.length).toBe(auditBefore);
    // The page's link leads to the account page, which opens for an admin without a site.
    expect(TWO_FACTOR_SETUP_PATH).toBe("/dashboard/account#two-factor");
    expect(await h.call(accountLoader, "/dashboard/account", { as: plain })).toMatchObject({ status: 200 });

    // On this machine (the local default) the demo admin works without it.
    const local = { origin: "http://localhost:3000", appDomain: "localhost" };
    expect(await h.call(layout.loader, "/admin", { as: plain, services: local })).toMatchObject({ status: 200 });
    expect(await h.call(overview.loader, "/admin", { as: plain, services: local })).toMatchObject({ status: 200 });
  });

  it("answers 400 for malformed ids in URLs and forms", async () => {
    const bad = "1%27--";
    const cases: [string, Promise<{ status: number }>][] = [
      ["owners action", asAdmin(owners.action, "/admin/owners", { form: { siteId: "villa-zon", status: "inactive" } })],
      ["leads action", asAdmin(leads.action, "/admin/leads", { form: { leadId: "42", status: "won" } })],
      ["support request", asAdmin(supportRequest.loader, `/admin/support/${bad}`, { params: { requestId: bad } })],
      [
        "support reply",
        asAdmin(supportRequest.action, `/admin/support/${bad}`, {
          params: { requestId: bad },
          form: { intent: "reply", body: "Een antwoord van voldoende lengte." },
        }),
      ],
      ["audit page", asAdmin(audit.loader, "/admin/audit?before=abc")],
      ["email", asAdmin(email.loader, `/admin/settings/emails/${bad}`, { params: { emailId: bad } })],
      [
        "email resend",
        asAdmin(email.action, `/admin/settings/emails/${bad}`, {
          params: { emailId: bad },
          form: { intent: "resend" },
        }),
      ],
      ["emails page", asAdmin(emails.loader, "/admin/settings/emails?before=gisteren")],
    ];
    for (const [name, pending] of cases) expect([name, (await pending).status]).toEqual([name, 400]);
  });

  it("answers 404 for ids and names that do not exist", async () => {
    const missing = randomUUID();
    const cases: [string, Promise<{ status: number }>][] = [
      ["owners action", asAdmin(owners.action, "/admin/owners", { form: { siteId: missing, status: "inactive" } })],
      ["leads action", asAdmin(leads.action, "/admin/leads", { form: { leadId: missing, status: "won" } })],
      [
        "support request",
        asAdmin(supportRequest.loader, `/admin/support/${missing}`, { params: { requestId: missing } }),
      ],
      [
        "support reply",
        asAdmin(supportRequest.action, `/admin/support/${missing}`, {
          params: { requestId: missing },
          form: { intent: "reply", body: "Een antwoord van voldoende lengte." },
        }),
      ],
      [
        "support close",
        asAdmin(supportRequest.action, `/admin/support/${missing}`, {
          params: { requestId: missing },
          form: { intent: "close" },
        }),
      ],
      ["email", asAdmin(email.loader, `/admin/settings/emails/${missing}`, { params: { emailId: missing } })],
      [
        "email resend",
        asAdmin(email.action, `/admin/settings/emails/${missing}`, {
          params: { emailId: missing },
          form: { intent: "resend" },
        }),
      ],
      [
        "template",
        asAdmin(template.loader, "/admin/settings/templates/invoice/nl", { params: { key: "invoice", lang: "nl" } }),
      ],
      [
        "template language",
        asAdmin(template.loader, "/admin/settings/templates/welcome/de", { params: { key: "welcome", lang: "de" } }),
      ],
    ];
    for (const [name, pending] of cases) expect([name, (await pending).status]).toEqual([name, 404]);
  });

  it("shows admins the counters of the overview and their own language", async () => {
    const layoutData = await asAdmin(layout.loader, "/admin");
    expect(layoutData).toMatchObject({ status: 200, data: { user: { name: "Bea Beheer", lang: "en" } } });
    const result = await asAdmin(overview.loader, "/admin");
    expect(result.data).toMatchObject({ title: "Overview", counts: { newLeads: 1, openSupport: 1, activeSites: 1 } });
  });

  it("redirects /admin/pricing to the plan editor", async () => {
    expect(await asAdmin(pricingRedirect.loader, "/admin/pricing")).toMatchObject({
      status: 302,
      location: "/admin/plan",
    });
  });

  it("switches a site off so it stops resolving, audited, and on again", async () => {
    const host = "villa-zon.vayvista.test";
    expect(await h.sites.resolve(host)).toMatchObject({ kind: "owner-site" });
    const off = await asAdmin(owners.action, "/admin/owners", { form: { siteId, status: "inactive" } });
    expect(off).toMatchObject({
      status: 200,
      data: { ok: true, message: "Villa Zon is switched off and no longer reachable." },
    });
    expect(await h.sites.resolve(host)).toEqual({ kind: "marketing" });
    const listed = await asAdmin(owners.loader, "/admin/owners");
    expect(listed.data).toMatchObject({
      owners: [{ id: owner.id, site: { status: "inactive" }, siteUrl: "https://villa-zon.vayvista.test" }],
    });

    const on = await asAdmin(owners.action, "/admin/owners", { form: { siteId, status: "active" } });
    expect(on).toMatchObject({ status: 200, data: { ok: true } });
    expect(await h.sites.resolve(host)).toMatchObject({ kind: "owner-site" });
    const entries = await handle.db.select().from(auditLog).where(eq(auditLog.targetId, siteId)).orderBy(auditLog.id);
    expect(entries.map((e) => [e.actorId, e.action, e.details])).toEqual([
      [admin.id, "site.status", { before: "active", after: "inactive", subdomain: "villa-zon" }],
      [admin.id, "site.status", { before: "inactive", after: "active", subdomain: "villa-zon" }],
    ]);
    expect((await asAdmin(owners.action, "/admin/owners", { form: { siteId, status: "deleted" } })).status).toBe(400);
  });

  it("filters leads and records a status change in the audit log", async () => {
    const fresh = await asAdmin(leads.loader, "/admin/leads?status=new&kind=contact");
    expect(fresh.data).toMatchObject({
      filter: { status: "new", kind: "contact" },
      leads: [{ id: leadId, name: "Sanne de Vries" }],
    });

    const changed = await asAdmin(leads.action, "/admin/leads", { form: { leadId, status: "contacted" } });
    expect(changed).toMatchObject({ status: 200, data: { ok: true, message: "Status saved: Contacted." } });
    expect((await listLeads(handle.db)).leads.find((l) => l.id === leadId)?.status).toBe("contacted");
    expect((await asAdmin(leads.loader, "/admin/leads?status=new")).data).toMatchObject({ leads: [] });
    const [entry] = (await listAudit(handle.db, { limit: 1 })).entries;
    expect(entry).toMatchObject({
      actorId: admin.id,
      action: "lead.status",
      targetId: leadId,
      details: { before: "new", after: "contacted" },
    });
    const log = await asAdmin(audit.loader, "/admin/audit");
    expect((log.data as { entries: unknown[] }).entries[0]).toMatchObject({
      action: "lead.status",
      actorName: "Bea Beheer",
    });
  });

  it("replies to a support request with errors beside the field, then closes it", async () => {
    const path = `/admin/support/${requestId}`;
    const short = await asAdmin(supportRequest.action, path, {
      params: { requestId },
      form: { intent: "reply", body: "Ok" },
    });
    expect(short).toMatchObject({
      status: 422,
      data: { ok: false, errors: { body: "This is too short (at least 10 characters)." }, values: { body: "Ok" } },
    });
    const reply = await asAdmin(supportRequest.action, path, {
      params: { requestId },
      form: { intent: "reply", body: "We hebben de koppeling hersteld, probeer het nog eens." },
    });
    expect(reply).toMatchObject({ status: 200, data: { ok: true, message: "Reply sent." } });
    const thread = await asAdmin(supportRequest.loader, path, { params: { requestId } });
    expect(thread.data).toMatchObject({
      thread: { status: "answered", messages: [{ authorRole: "owner" }, { authorRole: "admin" }] },
      owner: { name: "Piotr Nowak", email: owner.email, site: { name: "Villa Zon" } },
    });
    expect(
      await asAdmin(supportRequest.action, path, { params: { requestId }, form: { intent: "close" } }),
    ).toMatchObject({
      status: 200,
      data: { ok: true },
    });
    expect((await asAdmin(support.loader, "/admin/support?status=closed")).data).toMatchObject({
      requests: [{ id: requestId, ownerName: "Piotr Nowak" }],
    });
    const actions = (await listAudit(handle.db, { limit: 2 })).entries.map((e) => e.action);
    expect(actions).toEqual(["support.close", "support.reply"]);
  });

  it("saves the plan in euros with cents, clears the page cache and shows the new fees on the pricing pages", async () => {
    const clears = h.pageCacheClears;
    const saved = await asAdmin(plan.action, "/admin/plan", {
      form: {
        setupFee: "€ 125",
        monthlyFee: "44,50",
        moneyBackDays: "45",
        liveWithinDays: "5",
        "promotion.nl": "",
        "promotion.en": "",
        "promotion.pl": "",
      },
    });
    expect(saved).toMatchObject({
      status: 200,
      data: { ok: true, values: { monthlyFee: "44.50", setupFee: "125.00" } },
    });
    expect(await getPlan(handle.db)).toMatchObject({
      setupFeeCents: 12500,
      monthlyFeeCents: 4450,
      moneyBackDays: 45,
      liveWithinDays: 5,
      promotion: null,
    });
    expect(h.pageCacheClears).toBe(clears + 1);
    const [entry] = (await listAudit(handle.db, { limit: 1 })).entries;
    expect(entry).toMatchObject({
      actorId: admin.id,
      action: "plan.update",
      details: { after: { monthlyFeeCents: 4450 } },
    });

    const { loader: pricingLoader } = await import("../marketing/pricing.tsx");
    for (const [path, lang] of [
      ["/prijzen", "nl"],
      ["/en/pricing", "en"],
      ["/pl/ceny", "pl"],
    ] as const) {
      const page = await h.call(pricingLoader, path);
      const { title, content } = page.data as { title: string; content: unknown };
      // The page title names the monthly fee; the copy names both fees.
      expect(title).toContain(formatMoney(4450, "EUR", lang));
      expect(JSON.stringify(content)).toContain(formatMoney(12500, "EUR", lang));
    }
  });

  it("keeps the plan and shows errors beside the fields for amounts it cannot read", async () => {
    const before = await getPlan(handle.db);
    const refused = await asAdmin(plan.action, "/admin/plan", {
      form: {
        setupFee: "1.234,56",
        monthlyFee: "2000",
        moneyBackDays: "",
        liveWithinDays: "5",
        "promotion.nl": "Eerste maand korting",
        "promotion.en": "",
        "promotion.pl": "",
      },
    });
    expect(refused).toMatchObject({
      status: 422,
      data: {
        ok: false,
        errors: {
          setupFee: "Enter an amount in euros, for example 49.50.",
          monthlyFee: "Enter an amount between €0 and €1,000.",
          moneyBackDays: "Please fill in this field.",
          "promotion.en": "Please fill in this field.",
          "promotion.pl": "Please fill in this field.",
        },
        values: { setupFee: "1.234,56", "promotion.nl": "Eerste maand korting" },
      },
    });
    expect(await getPlan(handle.db)).toEqual(before);
  });

  it("stores SMTP settings with a write-only password and sends a test email", async () => {
    const sink = await startSmtpSink();
    try {
      const form = {
        host: "127.0.0.1",
        port: String(sink.port),
        security: "none",
        username: "mailer",
        password: "geheim-wachtwoord",
        fromAddress: "hallo@vayvista.test",
        fromName: "VayVista",
      };
      const saved = await asAdmin(smtp.action, "/admin/settings/smtp", { form: { ...form, intent: "save" } });
      expect(saved).toMatchObject({ status: 200, data: { ok: true } });
      const page = await asAdmin(smtp.loader, "/admin/settings/smtp");
      expect(page.data).toMatchObject({ hasPassword: true, values: { host: "127.0.0.1", username: "mailer" } });
      expect(JSON.stringify(page.data)).not.toContain("geheim-wachtwoord");
      expect(JSON.stringify(saved.data)).not.toContain("geheim-wachtwoord");

      // An empty password field keeps the stored one.
      await asAdmin(smtp.action, "/admin/settings/smtp", {
        form: { ...form, password: "", fromName: "Team", intent: "save" },
      });
      expect(await loadSmtpSettings(handle.db, h.secretsKey)).toMatchObject({
        password: "geheim-wachtwoord",
        fromName: "Team",
      });
      const entry = (await listAudit(handle.db, { limit: 1 })).entries[0];
      expect(entry).toMatchObject({ action: "smtp.update", details: { passwordChanged: false } });
      expect(JSON.stringify(entry)).not.toContain("geheim");

      const tested = await asAdmin(smtp.action, "/admin/settings/smtp", {
        form: { ...form, password: "", intent: "test", testTo: "bea@example.nl" },
      });
      expect(tested).toMatchObject({ status: 200, data: { ok: true, tested: true } });
      const mail = await sink.waitFor((m) => m.envelopeTo.includes("bea@example.nl"));
      expect(mail.authUser).toBe("mailer");

      sink.failNext(1, 550, "Mailbox unavailable");
      const failed = await asAdmin(smtp.action, "/admin/settings/smtp", {
        form: { ...form, intent: "test", testTo: "bea@example.nl" },
      });
      expect(failed).toMatchObject({ status: 502, data: { ok: false } });
      expect((failed.data as { smtpError: string }).smtpError).toContain("Mailbox unavailable");

      const invalid = await asAdmin(smtp.action, "/admin/settings/smtp", {
        form: { ...form, port: "99999", fromAddress: "geen-adres", intent: "save" },
      });
      expect(invalid).toMatchObject({
        status: 422,
        data: {
          errors: { port: "Enter a port from 1 to 65535.", fromAddress: expect.stringContaining("valid email") },
        },
      });
      expect((await getSmtpSettingsForDisplay(handle.db))?.port).toBe(sink.port);
    } finally {
      await sink.close();
    }
  });

  it("lists the outbox, previews an email and resends only what is no longer on its way", async () => {
    const list = await asAdmin(emails.loader, "/admin/settings/emails?status=queued");
    const listed = (list.data as { emails: { id: string; status: string }[] }).emails;
    expect(listed.find((e) => e.id === emailId)).toMatchObject({ toAddress: owner.email, status: "queued" });
    expect(listed.every((e) => e.status === "queued")).toBe(true);
    const detail = await asAdmin(email.loader, `/admin/settings/emails/${emailId}`, { params: { emailId } });
    expect((detail.data as { email: { html: string } }).email.html).toContain("Piotr");

    const pending = await asAdmin(email.action, `/admin/settings/emails/${emailId}`, {
      params: { emailId },
      form: { intent: "resend" },
    });
    expect(pending).toMatchObject({ status: 409, data: { ok: false } });

    await handle.db
      .update(emailOutbox)
      .set({ status: "failed", lastError: "550 no such user" })
      .where(eq(emailOutbox.id, emailId));
    const resent = await asAdmin(email.action, `/admin/settings/emails/${emailId}`, {
      params: { emailId },
      form: { intent: "resend" },
    });
    expect(resent).toMatchObject({ status: 200, data: { ok: true } });
    const copyId = (resent.data as { copyId: string }).copyId;
    const [copy] = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, copyId));
    expect(copy).toMatchObject({ resendOf: emailId, status: "queued", toAddress: owner.email });
    expect((await listAudit(handle.db, { limit: 1 })).entries[0]).toMatchObject({
      action: "email.resend",
      targetId: emailId,
      details: { copyId },
    });
  });

  it("shows a password-reset email without its link on a public origin; the recipient gets the working link", async () => {
    const requested = await requestPasswordReset(h.auth, owner.email, owner.browser.headers());
    expect(requested.ok).toBe(true);
    const [queued] = await h.queued(owner.email, "password-reset");
    if (!queued) throw new Error("no reset email queued");
    expect(`${queued.subject} ${queued.html} ${queued.text} ${queued.secretLink}`).not.toContain("token=");

    const path = `/admin/settings/emails/${queued.id}`;
    const params = { emailId: queued.id };
    const page = await asAdmin(email.loader, path, { params });
    const shown = JSON.stringify(page.data);
    expect(shown).not.toContain("token=");
    expect(shown).not.toContain("secretLink");
    expect(shown).toContain("[link hidden: only the recipient receives it]");

    const sink = await startSmtpSink();
    try {
      const server = { host: "127.0.0.1", port: sink.port, security: "none" as const };
      await saveSmtpSettings(
        handle.db,
        { ...server, fromAddress: "hallo@vayvista.test", fromName: "VayVista" },
        h.secretsKey,
        admin.id,
      );
      const delivery = {
        secretsKey: h.secretsKey,
        appDomain: "vayvista.test",
        finalAttempt: false,
        invoicePdf: () => Promise.reject(new Error("this email carries no invoice")),
      };
      expect(await deliverOutboxEmail(handle.db, queued.id, delivery)).toMatchObject({ outcome: "sent" });
      const mail = await sink.waitFor((m) => m.envelopeTo.includes(owner.email));
      const token = mail.text.match(/\/login\/reset\?token=([^\s&]+)/)?.[1];
      if (!token) throw new Error("no reset link in the delivered email");
      expect(await isResetTokenUsable(handle.db, decodeURIComponent(token))).toBe(true);
    } finally {
      await sink.close();
    }

    // Sent, the link is gone for good: the page says a new one must be requested.
    const after = await asAdmin(email.loader, path, { params });
    expect(after.data).toMatchObject({ email: { status: "sent", resendRefusal: "link-gone" } });
    const resend = await asAdmin(email.action, path, { params, form: { intent: "resend" } });
    expect(resend).toMatchObject({ status: 409, data: { ok: false, message: expect.stringContaining("new link") } });
  });

  it("edits an email template with the engine's errors, previews it and resets it to the default", async () => {
    const path = "/admin/settings/templates/welcome/nl";
    const params = { key: "welcome", lang: "nl" };
    const source = {
      subject: "Welkom {{ name }}",
      html: '<p>Hoi {{ name }}, {{ url | button: "Start" }}</p>',
      text: "Hoi {{ name }}: {{ url }}",
    };

    const broken = await asAdmin(template.action, path, {
      params,
      form: { ...source, html: "<p>{{ naam }}</p>", intent: "save" },
    });
    expect(broken).toMatchObject({
      status: 422,
      data: { ok: false, errors: { html: expect.stringContaining("naam") } },
    });
    expect((await getEmailTemplate(handle.db, "welcome", "nl")).overridden).toBe(false);

    const preview = await asAdmin(template.action, path, { params, form: { ...source, intent: "preview" } });
    expect(preview).toMatchObject({ status: 200, data: { preview: { subject: "Welkom Anna" } } });
    expect((await getEmailTemplate(handle.db, "welcome", "nl")).overridden).toBe(false);

    expect(await asAdmin(template.action, path, { params, form: { ...source, intent: "save" } })).toMatchObject({
      status: 200,
      data: { ok: true },
    });
    expect(await getEmailTemplate(handle.db, "welcome", "nl")).toMatchObject({ overridden: true, source });
    const list = await asAdmin(templates.loader, "/admin/settings/templates");
    expect(list.data).toMatchObject({
      templates: expect.arrayContaining([expect.objectContaining({ key: "welcome", lang: "nl", overridden: true })]),
    });

    expect(await asAdmin(template.action, path, { params, form: { intent: "reset" } })).toMatchObject({ status: 200 });
    expect((await getEmailTemplate(handle.db, "welcome", "nl")).overridden).toBe(false);
    const actions = (await listAudit(handle.db, { limit: 2 })).entries.map((e) => [e.action, e.targetId]);
    expect(actions).toEqual([
      ["template.reset", "welcome/nl"],
      ["template.update", "welcome/nl"],
    ]);
  });
});
