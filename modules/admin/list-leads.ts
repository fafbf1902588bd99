import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { leads } from "../../db/schema.ts";
import type { LeadKind } from "../leads/lead-schemas.ts";
import type { LeadStatus } from "../leads/update-lead-status.ts";

export type Lead = typeof leads.$inferSelect;

/** Contact and consultation requests for the admin area, newest first; optionally filtered. */
export async function listLeads(db: Database, opts: { status?: LeadStatus; kind?: LeadKind } = {}): Promise<Lead[]> {
  return db
    .select()
    .from(leads)
    .where(
      and(
        opts.status === undefined ? undefined : eq(leads.status, opts.status),
        opts.kind === undefined ? undefined : eq(leads.kind, opts.kind),
      ),
    )
    .orderBy(desc(leads.createdAt), desc(leads.id));
}
