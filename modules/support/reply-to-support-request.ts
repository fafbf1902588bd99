import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { supportMessages, supportRequests } from "../../db/schema.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { assertUuid } from "../ids/uuid.ts";
import { queueSupportReplyEmail } from "./support-emails.ts";
import { parseSupport, type SupportFieldErrors, supportMessageSchema } from "./support-schemas.ts";
import {
  type SupportMessage,
  type SupportRequest,
  supportMessageColumns,
  supportRequestColumns,
} from "./support-views.ts";

export type ReplyToSupportRequestResult =
  | { ok: true; request: SupportRequest; message: SupportMessage }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "invalid"; errors: SupportFieldErrors };

/**
 * An admin answers a request: the message, status "answered", an audit entry and the email
 * that brings the answer to the owner (in their language, linking to the conversation on
 * `origin`), in one transaction; `afterReply` runs in it too, for anything more.
 */
export async function replyToSupportRequest(
  db: Database,
  opts: {
    actorId: string;
    requestId: string;
    body: string;
    /** The public origin for the link in the owner's email, e.g. https://vayvista.nl. */
    origin: string;
    afterReply?: (tx: Database, request: SupportRequest, message: SupportMessage) => Promise<void>;
  },
): Promise<ReplyToSupportRequestResult> {
  assertUuid(opts.actorId, "actorId");
  assertUuid(opts.requestId, "requestId");
  const parsed = parseSupport(supportMessageSchema, { body: opts.body });
  if (!parsed.success) return { ok: false, reason: "invalid", errors: parsed.errors };

  return db.transaction(async (tx) => {
    const [request] = await tx
      .update(supportRequests)
      .set({ status: "answered", updatedAt: new Date() })
      .where(eq(supportRequests.id, opts.requestId))
      .returning(supportRequestColumns);
    if (!request) return { ok: false as const, reason: "not-found" as const };
    const [message] = await tx
      .insert(supportMessages)
      .values({ requestId: request.id, authorId: opts.actorId, authorRole: "admin", body: parsed.data.body })
      .returning(supportMessageColumns);
    if (!message) throw new Error("support message not stored");
    await recordAudit(tx, {
      actorId: opts.actorId,
      action: "support.reply",
      targetType: "support_request",
      targetId: request.id,
      details: { messageId: message.id },
    });
    await queueSupportReplyEmail(tx, request, message, opts.origin);
    await opts.afterReply?.(tx, request, message);
    return { ok: true as const, request, message };
  });
}
