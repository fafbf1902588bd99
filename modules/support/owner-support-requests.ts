import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { supportRequests } from "../../db/schema.ts";
import { assertUuid } from "../ids/uuid.ts";
import { loadMessages, type SupportRequest, type SupportThread, supportRequestColumns } from "./support-views.ts";

/** The owner's own requests, most recently active first. */
export async function listOwnerSupportRequests(db: Database, ownerId: string): Promise<SupportRequest[]> {
  assertUuid(ownerId, "ownerId");
  return db
    .select(supportRequestColumns)
    .from(supportRequests)
    .where(eq(supportRequests.userId, ownerId))
    .orderBy(desc(supportRequests.updatedAt));
}

/** One of the owner's requests with its messages; another owner's request is null, like a missing one. */
export async function getOwnerSupportRequest(
  db: Database,
  ownerId: string,
  requestId: string,
): Promise<SupportThread | null> {
  assertUuid(ownerId, "ownerId");
  assertUuid(requestId, "requestId");
  const [row] = await db
    .select(supportRequestColumns)
    .from(supportRequests)
    .where(and(eq(supportRequests.id, requestId), eq(supportRequests.userId, ownerId)));
  return row ? { ...row, messages: await loadMessages(db, row.id) } : null;
}
