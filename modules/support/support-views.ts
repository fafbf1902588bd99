import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { supportMessages, supportRequests } from "../../db/schema.ts";

import type { SupportStatus } from "./support-status.ts";

export type SupportRequest = {
  id: string;
  ownerId: string;
  siteId: string | null;
  subject: string;
  status: SupportStatus;
  createdAt: Date;
  updatedAt: Date;
};

export type SupportMessage = {
  id: string;
  authorId: string;
  authorRole: "owner" | "admin";
  body: string;
  createdAt: Date;
};

export type SupportThread = SupportRequest & { messages: SupportMessage[] };

export const supportRequestColumns = {
  id: supportRequests.id,
  ownerId: supportRequests.userId,
  siteId: supportRequests.siteId,
  subject: supportRequests.subject,
  status: supportRequests.status,
  createdAt: supportRequests.createdAt,
  updatedAt: supportRequests.updatedAt,
};

export const supportMessageColumns = {
  id: supportMessages.id,
  authorId: supportMessages.authorId,
  authorRole: supportMessages.authorRole,
  body: supportMessages.body,
  createdAt: supportMessages.createdAt,
};

/** The messages of a request, oldest first (the id only keeps the order stable). */
export async function loadMessages(db: Database, requestId: string): Promise<SupportMessage[]> {
  return db
    .select(supportMessageColumns)
    .from(supportMessages)
    .where(eq(supportMessages.requestId, requestId))
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
}
