import type { Database } from "../../db/client.ts";
import { auditLog } from "../../db/schema.ts";

export type AuditEntry = {
  actorId: string;
  /** "<target>.<verb>", e.g. "site.status", "plan.update", "support.reply". */
  action: string;
  targetType: string;
  targetId: string | null;
  /** What changed, typically { before, after }; never secrets. */
  details?: Record<string, unknown>;
};

/** Writes one audit entry; pass the transaction of the change so both commit or neither. */
export async function recordAudit(tx: Database, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    details: entry.details ?? {},
  });
}
