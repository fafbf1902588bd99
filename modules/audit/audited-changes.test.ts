import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { auditLog, emailOutbox, emailTemplates, leads, plans, smtpSettings, userSites } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { setSiteStatus } from "../admin/set-site-status.ts";
import { updateLeadStatus } from "../leads/update-lead-status.ts";
import { resetEmailTemplate, saveEmailTemplate } from "../messaging/email-templates.ts";
import { enqueueEmail } from "../messaging/enqueue-email.ts";
import { resendEmail } from "../messaging/resend-email.ts";
import { saveSmtpSettings } from "../messaging/smtp-settings.ts";
import { updatePlan } from "../plans/update-plan.ts";
import { seedOwner } from "../seed/demo-accounts.ts";
import { seedPlan } from "../seed/seed.ts";
import { closeSupportRequest } from "../support/close-support-request.ts";
import { openSupportRequest } from "../support/open-support-request.ts";
import { replyToSupportRequest } from "../support/reply-to-support-request.ts";

const KEY = Buffer.alloc(32, 7);
const SMTP = {
  host: "smtp.example.nl",
  port: "587",
  security: "starttls" as const,
  username: "",
  password: "",
  fromAddress: "hallo@vayvista.test",
  fromName: "VayVista",
};
const TEMPLATE = { key: "welcome" as const, lang: "nl" as const, text: "Hallo {{ name }}: {{ url }}" };
const PLAN = {
  setupFeeCents: "9900",
  monthlyFeeCents: "4500",
  moneyBackDays: "30",
  liveWithinDays: "7",
  promotion: null,
};

/**
 * Every change an admin makes is audited by the domain module that makes it, in the same
 * transaction: a refused change leaves no entry, a change leaves exactly one, and a change
 * whose entry cannot be written is not made at all.
 */
describe.each(testBackends())("audited admin changes on $name", (backend) => {
  let handle: DatabaseHandle;
  let db: Database;
  const admin = randomUUID();
  const owner = randomUUID();

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
    await seedOwner(db, { id: admin, role: "admin" });
    await seedOwner(db, { id: owner });
  });
  afterAll(() => handle.close());

  const entries = async (action: string) =>
    (await db.select().from(auditLog).where(eq(auditLog.action, action))).length;

  /** Runs `change` while the audit log refuses every write. */
  async function withAuditLogFailing(change: () => Promise<unknown>): Promise<void> {
    await db.execute(sql`create function audit_unavailable() returns trigger language plpgsql as $$
      begin raise exception 'audit log unavailable'; end $$`);
    await db.execute(sql`create trigger audit_unavailable before insert on audit_log
      for each row execute function audit_unavailable()`);
    try {
      await expect(change()).rejects.toThrow();
    } finally {
      await db.execute(sql`drop trigger audit_unavailable on audit_log`);
      await db.execute(sql`drop function audit_unavailable()`);
    }
  }

  it("SMTP settings", async () => {
    expect(await saveSmtpSettings(db, { ...SMTP, host: "" }, KEY, admin)).toMatchObject({ ok: false });
    expect(await entries("smtp.update")).toBe(0);
    await withAuditLogFailing(() => saveSmtpSettings(db, SMTP, KEY, admin));
    expect(await db.select().from(smtpSettings)).toEqual([]);
    expect(await saveSmtpSettings(db, SMTP, KEY, admin)).toEqual({ ok: true });
    expect(await entries("smtp.update")).toBe(1);
  });

  it("email templates, saved and reset", async () => {
    const broken = { ...TEMPLATE, subject: "Welkom {{ name", html: "<p>Hallo</p>" };
    expect(await saveEmailTemplate(db, broken, admin)).toMatchObject({ ok: false });
    expect(await entries("template.update")).toBe(0);
    const good = { ...TEMPLATE, subject: "Welkom, {{ name }}", html: "<p>Hallo {{ name }}</p>" };
    await withAuditLogFailing(() => saveEmailTemplate(db, good, admin));
    expect(await db.select().from(emailTemplates)).toEqual([]);
    expect(await saveEmailTemplate(db, good, admin)).toEqual({ ok: true });
    expect(await entries("template.update")).toBe(1);

    await withAuditLogFailing(() => resetEmailTemplate(db, "welcome", "nl", admin));
    expect(await db.select().from(emailTemplates)).toHaveLength(1);
    await resetEmailTemplate(db, "welcome", "nl", admin);
    expect(await db.select().from(emailTemplates)).toEqual([]);
    expect(await entries("template.reset")).toBe(1);
  });

  it("a resent email", async () => {
    const { id } = await enqueueEmail(db, {
      to: "anna@example.nl",
      lang: "nl",
      template: "welcome",
      data: { name: "Anna", url: "https://vayvista.test/dashboard" },
    });
    expect(await resendEmail(db, id, KEY, admin)).toEqual({ ok: false, reason: "pending" });
    expect(await resendEmail(db, randomUUID(), KEY, admin)).toEqual({ ok: false, reason: "not-found" });
    expect(await entries("email.resend")).toBe(0);
    await db.update(emailOutbox).set({ status: "failed" }).where(eq(emailOutbox.id, id));
    await withAuditLogFailing(() => resendEmail(db, id, KEY, admin));
    expect(await db.select().from(emailOutbox)).toHaveLength(1);
    expect(await resendEmail(db, id, KEY, admin)).toMatchObject({ ok: true });
    expect(await entries("email.resend")).toBe(1);
  });

  it("the plan", async () => {
    await seedPlan(db);
    expect(await updatePlan(db, { actorId: admin, input: { ...PLAN, monthlyFeeCents: "veel" } })).toMatchObject({
      ok: false,
    });
    expect(await entries("plan.update")).toBe(0);
    await withAuditLogFailing(() => updatePlan(db, { actorId: admin, input: PLAN }));
    expect((await db.select().from(plans))[0]?.monthlyFeeCents).toBe(5000);
    expect(await updatePlan(db, { actorId: admin, input: PLAN })).toMatchObject({ ok: true });
    expect(await entries("plan.update")).toBe(1);
  });

  it("a site switched off", async () => {
    const [site] = await db
      .insert(userSites)
      .values({ userId: owner, themeName: "warm-cozy", siteName: "Villa Zon", subdomain: "villa-audit" })
      .returning({ id: userSites.id });
    if (!site) throw new Error("no site");
    const change = { actorId: admin, siteId: site.id, onSiteChanged: () => {} };
    expect(await setSiteStatus(db, { ...change, siteId: randomUUID(), status: "inactive" })).toMatchObject({
      ok: false,
    });
    expect(await entries("site.status")).toBe(0);
    await withAuditLogFailing(() => setSiteStatus(db, { ...change, status: "inactive" }));
    expect((await db.select().from(userSites).where(eq(userSites.id, site.id)))[0]?.status).toBe("active");
    expect(await setSiteStatus(db, { ...change, status: "inactive" })).toMatchObject({ ok: true });
    expect(await entries("site.status")).toBe(1);
  });

  it("a lead's status", async () => {
    const [lead] = await db
      .insert(leads)
      .values({ kind: "contact", lang: "nl", name: "Piet", email: "piet@example.nl", message: "Hallo" })
      .returning({ id: leads.id });
    if (!lead) throw new Error("no lead");
    expect(await updateLeadStatus(db, { actorId: admin, leadId: randomUUID(), status: "won" })).toMatchObject({
      ok: false,
    });
    expect(await entries("lead.status")).toBe(0);
    await withAuditLogFailing(() => updateLeadStatus(db, { actorId: admin, leadId: lead.id, status: "won" }));
    expect((await db.select().from(leads).where(eq(leads.id, lead.id)))[0]?.status).toBe("new");
    expect(await updateLeadStatus(db, { actorId: admin, leadId: lead.id, status: "won" })).toMatchObject({ ok: true });
    expect(await entries("lead.status")).toBe(1);
  });

  it("a support request answered and closed", async () => {
    const opened = await openSupportRequest(db, {
      ownerId: owner,
      subject: "Agenda",
      message: "Mijn agenda laat geen boekingen zien.",
      origin: "https://vayvista.test",
      ip: "203.0.113.9",
    });
    if (!opened.ok) throw new Error("not opened");
    const requestId = opened.request.id;
    const reply = { actorId: admin, requestId, origin: "https://vayvista.test" };
    expect(await replyToSupportRequest(db, { ...reply, body: "" })).toMatchObject({ ok: false });
    expect(await replyToSupportRequest(db, { ...reply, requestId: randomUUID(), body: "Hallo" })).toMatchObject({
      ok: false,
    });
    expect(await entries("support.reply")).toBe(0);
    await withAuditLogFailing(() => replyToSupportRequest(db, { ...reply, body: "Dat zoeken we uit." }));
    expect(await replyToSupportRequest(db, { ...reply, body: "Dat zoeken we uit." })).toMatchObject({ ok: true });
    expect(await entries("support.reply")).toBe(1);

    expect(await closeSupportRequest(db, { actorId: admin, requestId: randomUUID() })).toMatchObject({ ok: false });
    await withAuditLogFailing(() => closeSupportRequest(db, { actorId: admin, requestId }));
    expect(await closeSupportRequest(db, { actorId: admin, requestId })).toMatchObject({
      ok: true,
      request: { status: "closed" },
    });
    expect(await entries("support.close")).toBe(1);
  });
});
