import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { leads } from "../../db/schema.ts";
import type { LeadKind } from "../leads/lead-choices.ts";
import type { LeadStatus } from "../leads/lead-statuses.ts";
import { keysetPage, olderThan, pageLimit } from "../pagination/keyset-page.ts";

export type Lead = typeof leads.$inferSelect;

export type LeadPage = {
  leads: Lead[];
  /** How many leads match the filter, on all pages together. */
  total: number;
  /** Pass as `before` for the next page; null on the last page. */
  nextBefore: string | null;
};

/**
 * Contact and consultation requests for the admin area, newest first, `limit` at a time,
 * optionally filtered; `before` is the id of the last lead already shown (from `nextBefore`).
 */
export async function listLeads(
  db: Database,
  opts: { status?: LeadStatus; kind?: LeadKind; before?: string; limit?: number } = {},
): Promise<LeadPage> {
  const filter: SQL[] = [];
  if (opts.status !== undefined) filter.push(eq(leads.status, opts.status));
  if (opts.kind !== undefined) filter.push(eq(leads.kind, opts.kind));
  const older = opts.before === undefined ? [] : [olderThan(db, leads, leads.createdAt, leads.id, opts.before)];
  const limit = pageLimit(opts.limit);
  const [rows, [matching]] = await Promise.all([
    db
      .select()
      .from(leads)
      .where(and(...filter, ...older))
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(limit + 1),
    db
      .select({ n: count() })
      .from(leads)
      .where(and(...filter)),
  ]);
  const page = keysetPage(rows, limit);
  return { leads: page.rows, total: matching?.n ?? 0, nextBefore: page.nextBefore };
}
