import type { Database } from "../../../db/client.ts";
import { peopleNames } from "../../../modules/accounts/people-names.ts";
import type { AuditLogEntry } from "../../../modules/audit/list-audit.ts";
import type { AuditRow } from "../../components/admin/audit-entry.tsx";

/** Audit entries with the name of whoever did each. */
export async function withActorNames(db: Database, entries: AuditLogEntry[]): Promise<AuditRow[]> {
  const names = await peopleNames(
    db,
    entries.map((e) => e.actorId),
  );
  return entries.map((e) => ({ ...e, actorName: names[e.actorId]?.name ?? null }));
}
