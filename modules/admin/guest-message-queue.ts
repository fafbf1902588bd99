import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { messageTemplates, scheduledMessages, stays, userSites } from "../../db/schema.ts";
import { assertUuid } from "../ids/uuid.ts";
import { keysetPage, pageLimit } from "../pagination/keyset-page.ts";
import { OPEN_STATES, type QueueState } from "./queue-states.ts";

export type QueuedMessage = {
  id: string;
  state: QueueState;
  reason: string | null;
  dueAt: Date;
  siteId: string;
  siteName: string;
  subdomain: string;
  stayReference: string | null;
  templateName: string;
};

/** The state's place in the list: failed 0, held 1, planned 2, then the decided ones. */
const rank = sql<number>`case ${scheduledMessages.state} when 'failed' then 0 when 'held' then 1 when 'planned' then 2 when 'sent' then 3 else 4 end`;

/**
 * Scheduled guest messages across every owner's site for the admin area, failures first,
 * then held, then planned, each by due time; `states` narrows it (the open ones unless
 * asked). Paged on (state, due time, id): `after` is the last message shown (`nextBefore`
 * of the page before); a malformed one is an InvalidIdError (400).
 */
export async function listGuestMessageQueue(
  db: Database,
  opts: { states?: readonly QueueState[]; after?: string; limit?: number } = {},
): Promise<{ messages: QueuedMessage[]; nextBefore: string | null }> {
  const states = opts.states && opts.states.length > 0 ? opts.states : OPEN_STATES;
  const conditions: SQL[] = [inArray(scheduledMessages.state, [...states])];
  if (opts.after !== undefined) {
    assertUuid(opts.after, "after");
    const cursor = sql`(select ${rank}, ${scheduledMessages.dueAt}, ${scheduledMessages.id} from ${scheduledMessages} where ${scheduledMessages.id} = ${opts.after})`;
    conditions.push(sql`(${rank}, ${scheduledMessages.dueAt}, ${scheduledMessages.id}) > ${cursor}`);
  }
  const limit = pageLimit(opts.limit);
  const rows = await db
    .select({
      id: scheduledMessages.id,
      state: scheduledMessages.state,
      reason: scheduledMessages.reason,
      dueAt: scheduledMessages.dueAt,
      siteId: userSites.id,
      siteName: userSites.siteName,
      subdomain: userSites.subdomain,
      stayReference: stays.reference,
      templateName: messageTemplates.name,
    })
    .from(scheduledMessages)
    .innerJoin(userSites, eq(userSites.id, scheduledMessages.siteId))
    .innerJoin(stays, eq(stays.id, scheduledMessages.stayId))
    .innerJoin(messageTemplates, eq(messageTemplates.id, scheduledMessages.templateId))
    .where(and(...conditions))
    .orderBy(rank, scheduledMessages.dueAt, scheduledMessages.id)
    .limit(limit + 1);
  const page = keysetPage(rows, limit);
  return { messages: page.rows, nextBefore: page.nextBefore };
}
