import { and, eq, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { supportMessages, supportRequests } from "../../db/schema.ts";
import type { SupportFieldErrors } from "./support-limits.ts";
import { parseSupport, supportMessageSchema } from "./support-schemas.ts";
import type { SupportStatus } from "./support-status.ts";
import {
  type SupportMessage,
  type SupportRequest,
  supportMessageColumns,
  supportRequestColumns,
} from "./support-views.ts";

export type AppendSupportMessageResult =
  | { ok: true; request: SupportRequest; message: SupportMessage }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "invalid"; errors: SupportFieldErrors };

/**
 * A message in an existing request, by the owner or the team: the body is checked, the
 * request gets its new status, and the message is stored with `after` (emails, audit) in
 * one transaction. A request outside `ownerId` (when given) is not found.
 */
export async function appendSupportMessage(
  db: Database,
  opts: {
    requestId: string;
    authorId: string;
    authorRole: SupportMessage["authorRole"];
    body: string;
    status: SupportStatus;
    ownerId?: string;
    after: (tx: Database, request: SupportRequest, message: SupportMessage) => Promise<void>;
  },
): Promise<AppendSupportMessageResult> {
  const parsed = parseSupport(supportMessageSchema, { body: opts.body });
  if (!parsed.success) return { ok: false, reason: "invalid", errors: parsed.errors };

  const conditions: SQL[] = [eq(supportRequests.id, opts.requestId)];
  if (opts.ownerId) conditions.push(eq(supportRequests.userId, opts.ownerId));
  return db.transaction(async (tx) => {
    const [request] = await tx
      .update(supportRequests)
      .set({ status: opts.status, updatedAt: new Date() })
      .where(and(...conditions))
      .returning(supportRequestColumns);
    if (!request) return { ok: false as const, reason: "not-found" as const };
    const [message] = await tx
      .insert(supportMessages)
      .values({ requestId: request.id, authorId: opts.authorId, authorRole: opts.authorRole, body: parsed.data.body })
      .returning(supportMessageColumns);
    if (!message) throw new Error("support message not stored");
    await opts.after(tx, request, message);
    return { ok: true as const, request, message };
  });
}
