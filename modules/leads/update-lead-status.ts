import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { leads } from "../../db/schema.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { assertUuid } from "../ids/uuid.ts";
import { isLeadStatus, type LeadStatus } from "./lead-statuses.ts";

export type UpdateLeadStatusResult =
  | { ok: true; lead: { id: string; status: LeadStatus; updatedAt: Date } }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "invalid-status" };

/** An admin records how a lead is followed up; audited with the status before and after. */
export async function updateLeadStatus(
  db: Database,
  opts: { actorId: string; leadId: string; status: LeadStatus },
): Promise<UpdateLeadStatusResult> {
  assertUuid(opts.actorId, "actorId");
  assertUuid(opts.leadId, "leadId");
  if (!isLeadStatus(opts.status)) return { ok: false, reason: "invalid-status" };
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: leads.id, status: leads.status, updatedAt: leads.updatedAt })
      .from(leads)
      .where(eq(leads.id, opts.leadId))
      .for("update");
    if (!current) return { ok: false as const, reason: "not-found" as const };
    if (current.status === opts.status) return { ok: true as const, lead: current };
    const [lead] = await tx
      .update(leads)
      .set({ status: opts.status, updatedAt: new Date() })
      .where(eq(leads.id, current.id))
      .returning({ id: leads.id, status: leads.status, updatedAt: leads.updatedAt });
    if (!lead) throw new Error("lead vanished");
    await recordAudit(tx, {
      actorId: opts.actorId,
      action: "lead.status",
      targetType: "lead",
      targetId: lead.id,
      details: { before: current.status, after: lead.status },
    });
    return { ok: true as const, lead };
  });
}
