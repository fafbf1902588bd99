import type { RouterContextProvider } from "react-router";
import type { AuditLogEntry } from "../../../modules/audit/list-audit.ts";
import type { AuditRow } from "../../components/admin/audit-entry.tsx";
import { peopleNames } from "./people.server.ts";

/** Audit entries with the name of whoever did each. */
export async function withActorNames(
  request: Request,
  context: Readonly<RouterContextProvider>,
  entries: AuditLogEntry[],
): Promise<AuditRow[]> {
  const names = await peopleNames(
    request,
    context,
    entries.map((e) => e.actorId),
  );
  return entries.map((e) => ({ ...e, actorName: names[e.actorId]?.name ?? null }));
}
