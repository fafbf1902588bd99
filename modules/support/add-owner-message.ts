import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { supportMessages, supportRequests } from "../../db/schema.ts";
import { assertUuid } from "../ids/uuid.ts";
import { parseSupport, type SupportFieldErrors, supportMessageSchema } from "./support-schemas.ts";
import {
  type SupportMessage,
  type SupportRequest,
  supportMessageColumns,
  supportRequestColumns,
} from "./support-views.ts";

export type AddOwnerMessageResult =
  | { ok: true; request: SupportRequest; message: SupportMessage }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "invalid"; errors: SupportFieldErrors };

/**
 * The owner writes in their own request. The request becomes open again (also a closed
 * one: an owner who writes back still needs help). `afterCreate` runs in the transaction.
 */
export async function addOwnerMessage(
  db: Database,
  opts: {
    ownerId: string;
    requestId: string;
    body: string;
    afterCreate?: (tx: Database, request: SupportRequest, message: SupportMessage) => Promise<void>;
  },
): Promise<AddOwnerMessageResult> {
  assertUuid(opts.ownerId, "ownerId");
  assertUuid(opts.requestId, "requestId");
  const parsed = parseSupport(supportMessageSchema, { body: opts.body });
  if (!parsed.success) return { ok: false, reason: "invalid", errors: parsed.errors };

  return db.transaction(async (tx) => {
    const [request] = await tx
      .update(supportRequests)
      .set({ status: "open", updatedAt: new Date() })
      .where(and(eq(supportRequests.id, opts.requestId), eq(supportRequests.userId, opts.ownerId)))
      .returning(supportRequestColumns);
    if (!request) return { ok: false as const, reason: "not-found" as const };
    const [message] = await tx
      .insert(supportMessages)
      .values({ requestId: request.id, authorId: opts.ownerId, authorRole: "owner", body: parsed.data.body })
      .returning(supportMessageColumns);
    if (!message) throw new Error("support message not stored");
    await opts.afterCreate?.(tx, request, message);
    return { ok: true as const, request, message };
  });
}
