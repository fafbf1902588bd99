import { and, count, desc, eq, max, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { supportMessages, supportRequests, user, userSites } from "../../db/schema.ts";
import { assertUuid } from "../ids/uuid.ts";
import { keysetPage, olderThan, pageLimit } from "../pagination/keyset-page.ts";
import { SUPPORT_STATUSES, type SupportStatus } from "./support-status.ts";
import { loadMessages, type SupportRequest, type SupportThread, supportRequestColumns } from "./support-views.ts";

export type SupportRequestListItem = SupportRequest & {
  ownerName: string;
  /** The owner's site at the time, for context; null when they had none. */
  siteName: string | null;
  subdomain: string | null;
  messageCount: number;
  lastMessageAt: Date | null;
};

export type SupportRequestPage = {
  requests: SupportRequestListItem[];
  /** How many requests match the filter, on all pages together. */
  total: number;
  /** Pass as `before` for the next page; null on the last page. */
  nextBefore: string | null;
};

/**
 * Every owner's requests for the admin area, most recently active first, `limit` at a time;
 * optionally one status. `before` is the id of the last request already shown (from
 * `nextBefore`). A request that becomes active while the admin pages moves to the top.
 */
export async function listSupportRequests(
  db: Database,
  opts: { status?: SupportStatus; before?: string; limit?: number } = {},
): Promise<SupportRequestPage> {
  if (opts.status !== undefined && !(SUPPORT_STATUSES as readonly string[]).includes(opts.status)) {
    return { requests: [], total: 0, nextBefore: null };
  }
  const filter: SQL[] = opts.status ? [eq(supportRequests.status, opts.status)] : [];
  const older =
    opts.before === undefined
      ? []
      : [olderThan(db, supportRequests, supportRequests.updatedAt, supportRequests.id, opts.before)];
  const limit = pageLimit(opts.limit);
  const listed = db
    .select({
      ...supportRequestColumns,
      ownerName: user.name,
      siteName: userSites.siteName,
      subdomain: userSites.subdomain,
      messageCount: count(supportMessages.id),
      lastMessageAt: max(supportMessages.createdAt),
    })
    .from(supportRequests)
    .innerJoin(user, eq(user.id, supportRequests.userId))
    .leftJoin(userSites, eq(userSites.id, supportRequests.siteId))
    .leftJoin(supportMessages, eq(supportMessages.requestId, supportRequests.id))
    .where(and(...filter, ...older))
    .groupBy(supportRequests.id, user.id, userSites.id)
    .orderBy(desc(supportRequests.updatedAt), desc(supportRequests.id))
    .limit(limit + 1);
  const counted = db
    .select({ n: count() })
    .from(supportRequests)
    .where(and(...filter));
  const [rows, [matching]] = await Promise.all([listed, counted]);
  const page = keysetPage(
    rows.map((r) => ({ ...r, lastMessageAt: r.lastMessageAt === null ? null : new Date(r.lastMessageAt) })),
    limit,
  );
  return { requests: page.rows, total: matching?.n ?? 0, nextBefore: page.nextBefore };
}

/** Any request with its messages, for the admin area. */
export async function getSupportRequest(db: Database, requestId: string): Promise<SupportThread | null> {
  assertUuid(requestId, "requestId");
  const [row] = await db.select(supportRequestColumns).from(supportRequests).where(eq(supportRequests.id, requestId));
  return row ? { ...row, messages: await loadMessages(db, row.id) } : null;
}
