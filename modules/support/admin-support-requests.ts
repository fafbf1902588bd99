import { count, desc, eq, max } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { supportMessages, supportRequests, userSites } from "../../db/schema.ts";
import { assertUuid } from "../ids/uuid.ts";
import {
  loadMessages,
  SUPPORT_STATUSES,
  type SupportRequest,
  type SupportStatus,
  type SupportThread,
  supportRequestColumns,
} from "./support-views.ts";

export type SupportRequestListItem = SupportRequest & {
  /** The owner's site at the time, for context; null when they had none. */
  siteName: string | null;
  subdomain: string | null;
  messageCount: number;
  lastMessageAt: Date | null;
};

/** Every owner's requests for the admin area, most recently active first; optionally one status. */
export async function listSupportRequests(
  db: Database,
  opts: { status?: SupportStatus } = {},
): Promise<SupportRequestListItem[]> {
  if (opts.status !== undefined && !(SUPPORT_STATUSES as readonly string[]).includes(opts.status)) return [];
  const rows = await db
    .select({
      ...supportRequestColumns,
      siteName: userSites.siteName,
      subdomain: userSites.subdomain,
      messageCount: count(supportMessages.id),
      lastMessageAt: max(supportMessages.createdAt),
    })
    .from(supportRequests)
    .leftJoin(userSites, eq(userSites.id, supportRequests.siteId))
    .leftJoin(supportMessages, eq(supportMessages.requestId, supportRequests.id))
    .where(opts.status ? eq(supportRequests.status, opts.status) : undefined)
    .groupBy(supportRequests.id, userSites.id)
    .orderBy(desc(supportRequests.updatedAt));
  return rows.map((r) => ({ ...r, lastMessageAt: r.lastMessageAt === null ? null : new Date(r.lastMessageAt) }));
}

/** Any request with its messages, for the admin area. */
export async function getSupportRequest(db: Database, requestId: string): Promise<SupportThread | null> {
  assertUuid(requestId, "requestId");
  const [row] = await db.select(supportRequestColumns).from(supportRequests).where(eq(supportRequests.id, requestId));
  return row ? { ...row, messages: await loadMessages(db, row.id) } : null;
}
