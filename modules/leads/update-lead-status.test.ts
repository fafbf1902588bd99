import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { auditLog, leads } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { listLeads } from "../admin/list-leads.ts";
import { InvalidIdError } from "../ids/uuid.ts";
import type { LeadStatus } from "./lead-statuses.ts";
import { updateLeadStatus } from "./update-lead-status.ts";

describe.each(testBackends())("lead follow-up on $name", (backend) => {
  let handle: DatabaseHandle;
  let db: Database;
  const admin = randomUUID();
  let contactId: string;

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
    const rows = await db
      .insert(leads)
      .values([
        { kind: "contact", lang: "nl", name: "Anna", email: "anna@example.nl", createdAt: new Date("2026-03-01") },
        { kind: "consultation", lang: "en", name: "Ben", email: "ben@example.com", createdAt: new Date("2026-03-02") },
        {
          kind: "consultation",
          lang: "pl",
          name: "Ola",
          email: "ola@example.pl",
          status: "won",
          createdAt: new Date("2026-03-03"),
        },
      ])
      .returning({ id: leads.id });
    contactId = rows[0]?.id ?? "";
  });
  afterAll(() => handle.close());

  it("lists leads newest first, filtered by status and kind", async () => {
    expect((await listLeads(db)).leads.map((l) => l.name)).toEqual(["Ola", "Ben", "Anna"]);
    expect((await listLeads(db, { kind: "consultation" })).leads.map((l) => l.name)).toEqual(["Ola", "Ben"]);
    expect((await listLeads(db, { status: "new", kind: "consultation" })).leads.map((l) => l.name)).toEqual(["Ben"]);
    expect((await listLeads(db, { status: "lost" })).leads).toEqual([]);
  });

  it("moves a lead along and audits each change", async () => {
    expect(await updateLeadStatus(db, { actorId: admin, leadId: contactId, status: "contacted" })).toMatchObject({
      ok: true,
      lead: { id: contactId, status: "contacted" },
    });
    await updateLeadStatus(db, { actorId: admin, leadId: contactId, status: "contacted" }); // unchanged: no entry
    await updateLeadStatus(db, { actorId: admin, leadId: contactId, status: "lost" });
    expect((await listLeads(db, { status: "lost" })).leads.map((l) => l.name)).toEqual(["Anna"]);
    const entries = await db.select().from(auditLog).where(eq(auditLog.targetId, contactId)).orderBy(auditLog.id);
    expect(entries.map((e) => [e.actorId, e.action, e.targetType, e.details])).toEqual([
      [admin, "lead.status", "lead", { before: "new", after: "contacted" }],
      [admin, "lead.status", "lead", { before: "contacted", after: "lost" }],
    ]);
  });

  it("answers not found for an unknown lead and refuses malformed ids or statuses", async () => {
    expect(await updateLeadStatus(db, { actorId: admin, leadId: randomUUID(), status: "won" })).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await updateLeadStatus(db, { actorId: admin, leadId: contactId, status: "spam" as LeadStatus })).toEqual({
      ok: false,
      reason: "invalid-status",
    });
    await expect(updateLeadStatus(db, { actorId: admin, leadId: "17", status: "won" })).rejects.toBeInstanceOf(
      InvalidIdError,
    );
  });
});
