import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.ts";
import {
  auditLog,
  emailOutbox,
  messageTemplates,
  platformEmailSwitches,
  scheduledMessages,
} from "../../../db/schema.ts";
import { testBackends } from "../../../db/testing.ts";
import { enqueueEmail } from "../../../modules/messaging/enqueue-email.ts";
import { bookStay, siteWithUnits } from "../../../modules/vouchers/vouchers.testing.ts";
import { type Person, type RouteHarness, routeHarness } from "../../../tests/support/route-harness.ts";
import { templateNameKey } from "../../components/admin/template-names.ts";
import { resources } from "../../i18n/ui/resources.ts";
import * as outbox from "./emails.tsx";
import { action, loader } from "./scheduled-emails.tsx";

type Loaded = Awaited<ReturnType<typeof loader>>;

describe.each(testBackends())("/admin/settings/scheduled-emails on $name", (backend) => {
  let handle: DatabaseHandle;
  let h: RouteHarness;
  let admin: Person;
  const PATH = "/admin/settings/scheduled-emails";

  beforeAll(async () => {
    handle = await backend.open();
    h = routeHarness(handle.db);
    admin = await h.signInAdmin({ email: "beheer@vayvista.test", name: "Bea Beheer", lang: "en" });
    const db = handle.db;
    // Two owners' sites, each with a template and stays, and messages in every state.
    const at = new Date("2026-12-01T09:00:00Z");
    const hour = (n: number) => new Date(at.getTime() + n * 3_600_000);
    for (const [i, name] of ["Duinhuis", "Boshut"].entries()) {
      const site = await siteWithUnits(db, ["huis"], { siteName: name, subdomain: name.toLowerCase() });
      const [template] = await db
        .insert(messageTemplates)
        .values({ siteId: site.siteId, name: `Aankomstinformatie ${name}` })
        .returning({ id: messageTemplates.id });
      const stay = (n: number) =>
        bookStay(
          db,
          { siteId: site.siteId, unitId: site.units[0] ?? "" },
          {
            checkIn: `2027-0${n + 1}-0${i + 1}`,
            checkOut: `2027-0${n + 1}-0${i + 4}`,
            reference: `VV-${name.toUpperCase()}-${n}`,
          },
        );
      const rows = [
        { state: "planned" as const, dueAt: hour(5 - i) },
        { state: "sent" as const, dueAt: hour(-10) },
        { state: "held" as const, dueAt: hour(3 + i), reason: "missing:doorCode" },
        { state: "failed" as const, dueAt: hour(8 + i), reason: "smtp" },
        { state: "skipped" as const, dueAt: hour(-5), reason: "stay_cancelled" },
      ];
      for (const [n, row] of rows.entries()) {
        await db
          .insert(scheduledMessages)
          .values({ siteId: site.siteId, templateId: template?.id ?? "", stayId: await stay(n), ...row });
      }
    }
    // A guest message in the outbox, as the sweeper queues one.
    await db.insert(emailOutbox).values({
      toAddress: "jonas@example.de",
      lang: "de",
      templateKey: "guest-message",
      subject: "Ihre Anreise",
      html: "<p>Hallo</p>",
      text: "Hallo",
      status: "sent",
      sentAt: new Date(),
    });
    const summary = await enqueueEmail(db, {
      to: "owner@example.nl",
      lang: "nl",
      template: "owner-monthly-summary",
      data: {
        name: "Anna",
        siteName: "Duinhuis",
        month: "oktober 2026",
        bookings: "2",
        booked: "€ 1.260,50",
        received: "€ 1.015,00",
        visitors: "3",
        pageViews: "4",
        url: "https://vayvista.test/dashboard/analytics",
      },
    });
    await db.update(emailOutbox).set({ status: "sent", sentAt: new Date() }).where(eq(emailOutbox.id, summary.id));
  });
  afterAll(() => handle.close());

  it("lists the platform's emails with their switch, texts and last 30 days' count", async () => {
    const page = await h.call(loader, PATH, { as: admin });
    expect(page.status).toBe(200);
    const { emails } = page.data as Loaded;
    const byKey = new Map(emails.map((e) => [e.template, e]));
    expect(byKey.get("owner-monthly-summary")).toMatchObject({
      switchable: true,
      enabled: true,
      sentLast30Days: 1,
      languages: ["nl", "en", "pl"],
    });
    expect(byKey.get("subscription-payment-failed")).toMatchObject({ switchable: false, enabled: true });
    expect(byKey.get("welcome")).toMatchObject({ switchable: false });
    expect([...byKey.keys()]).toEqual(
      expect.arrayContaining([
        "owner-getting-started",
        "owner-onboarding-day-1",
        "owner-onboarding-day-3",
        "owner-domain-not-verified",
      ]),
    );
  });

  it("lists the guest message queue across owners: failed, then held, then planned, each by due time", async () => {
    const { messages } = (await h.call(loader, PATH, { as: admin })).data as Loaded;
    expect(messages.map((m) => [m.state, m.siteName, m.stayReference])).toEqual([
      ["failed", "Duinhuis", "VV-DUINHUIS-3"],
      ["failed", "Boshut", "VV-BOSHUT-3"],
      ["held", "Duinhuis", "VV-DUINHUIS-2"],
      ["held", "Boshut", "VV-BOSHUT-2"],
      ["planned", "Boshut", "VV-BOSHUT-0"],
      ["planned", "Duinhuis", "VV-DUINHUIS-0"],
    ]);
    expect(messages[2]).toMatchObject({ reason: "missing:doorCode", templateName: "Aankomstinformatie Duinhuis" });
    const skipped = (await h.call(loader, `${PATH}?state=skipped`, { as: admin })).data as Loaded;
    expect(skipped.messages.map((m) => m.reason)).toEqual(["stay_cancelled", "stay_cancelled"]);
  });

  it("pages the queue without skipping or repeating a message", async () => {
    const all = ((await h.call(loader, PATH, { as: admin })).data as Loaded).messages.map((m) => m.id);
    const { listGuestMessageQueue } = await import("../../../modules/admin/guest-message-queue.ts");
    const first = await listGuestMessageQueue(handle.db, { limit: 4 });
    expect(first.nextBefore).not.toBeNull();
    const second = await listGuestMessageQueue(handle.db, { limit: 4, after: first.nextBefore ?? "" });
    expect([...first.messages, ...second.messages].map((m) => m.id)).toEqual(all);
    expect(second.nextBefore).toBeNull();
    const malformed = await h.call(loader, `${PATH}?before=nope`, { as: admin });
    expect(malformed.status).toBe(400);
  });

  it("switches a scheduled email off and on, audit-logged; a locked one is refused with 400", async () => {
    const off = await h.call(action, PATH, { as: admin, form: { email: "owner-getting-started", enabled: "off" } });
    expect(off).toMatchObject({ status: 200, data: { ok: true } });
    const [stored] = await handle.db
      .select()
      .from(platformEmailSwitches)
      .where(eq(platformEmailSwitches.email, "owner-getting-started"));
    expect(stored?.enabled).toBe(false);
    const listed = (await h.call(loader, PATH, { as: admin })).data as Loaded;
    expect(listed.emails.find((e) => e.template === "owner-getting-started")?.enabled).toBe(false);
    await h.call(action, PATH, { as: admin, form: { email: "owner-getting-started", enabled: "on" } });
    const audit = await handle.db.select().from(auditLog).where(eq(auditLog.targetId, "owner-getting-started"));
    expect(audit.map((a) => [a.action, a.actorId, a.details])).toEqual([
      ["scheduled_email.switch", admin.id, { before: true, after: false }],
      ["scheduled_email.switch", admin.id, { before: false, after: true }],
    ]);

    const locked = await h.call(action, PATH, {
      as: admin,
      form: { email: "subscription-payment-failed", enabled: "off" },
    });
    expect(locked).toMatchObject({ status: 400, data: { ok: false, message: "This email cannot be switched off." } });
    const unknown = await h.call(action, PATH, {
      as: admin,
      form: { email: "owner-getting-started", enabled: "maybe" },
    });
    expect(unknown.status).toBe(400);
  });

  it("keeps the outbox working, with guest messages named there", async () => {
    const page = await h.call(outbox.loader, "/admin/settings/emails", { as: admin });
    expect(page.status).toBe(200);
    const keys = (page.data as { emails: { templateKey: string }[] }).emails.map((e) => e.templateKey);
    expect(keys).toContain("guest-message");
    expect(templateNameKey("guest-message")).toBe("admin.templates.names.guestMessage");
    expect(resources.en.admin.templates.names.guestMessage).toBe("Guest message (owner's rule)");
  });
});
