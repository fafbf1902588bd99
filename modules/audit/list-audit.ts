import { desc, lt } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { auditLog } from "../../db/schema.ts";
import { InvalidIdError } from "../ids/uuid.ts";

export type AuditLogEntry = {
  id: number;
  actorId: string;
  action: string;
  targetType: string;
  targetId: string | null;
  details: Record<string, unknown>;
  createdAt: Date;
};

export type AuditPage = {
  entries: AuditLogEntry[];
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: number | null;
};

export const AUDIT_PAGE_MAX = 200;

/**
 * Audit entries, newest first, `limit` at a time (1–200). `before` is the id of the last
 * entry already shown (from `nextBefore`), so pages never skip or repeat an entry.
 */
export async function listAudit(db: Database, opts: { limit: number; before?: number }): Promise<AuditPage> {
  if (opts.before !== undefined && !(Number.isSafeInteger(opts.before) && opts.before > 0)) {
    throw new InvalidIdError("before");
  }
  const limit = Math.min(Math.max(Math.trunc(opts.limit) || 1, 1), AUDIT_PAGE_MAX);
  const rows = await db
    .select()
    .from(auditLog)
    .where(opts.before === undefined ? undefined : lt(auditLog.id, opts.before))
    .orderBy(desc(auditLog.id))
    .limit(limit + 1);
  const entries = rows.slice(0, limit);
  const last = entries.at(-1);
  return { entries, nextBefore: rows.length > limit && last ? last.id : null };
}
