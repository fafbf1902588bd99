import type { Database } from "../../db/client.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { assertUuid } from "../ids/uuid.ts";
import { type AppendSupportMessageResult, appendSupportMessage } from "./append-support-message.ts";
import { queueSupportReplyEmail } from "./support-emails.ts";
import type { SupportMessage, SupportRequest } from "./support-views.ts";

export type ReplyToSupportRequestResult = AppendSupportMessageResult;

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
  return appendSupportMessage(db, {
    requestId: opts.requestId,
    authorId: opts.actorId,
    authorRole: "admin",
    body: opts.body,
    status: "answered",
    after: async (tx, request, message) => {
      await recordAudit(tx, {
        actorId: opts.actorId,
        action: "support.reply",
        targetType: "support_request",
        targetId: request.id,
        details: { messageId: message.id },
      });
      await queueSupportReplyEmail(tx, request, message, opts.origin);
      await opts.afterReply?.(tx, request, message);
    },
  });
}
