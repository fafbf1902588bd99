import type { Database } from "../../db/client.ts";
import { assertUuid } from "../ids/uuid.ts";
import { type AppendSupportMessageResult, appendSupportMessage } from "./append-support-message.ts";
import { queueSupportFollowUpEmails } from "./support-emails.ts";
import type { SupportMessage, SupportRequest } from "./support-views.ts";

export type AddOwnerMessageResult = AppendSupportMessageResult;

/**
 * The owner writes in their own request. The request becomes open again (also a closed
 * one: an owner who writes back still needs help) and every admin is emailed the new
 * message with a link to the thread on `origin`, in the same transaction; `afterCreate`
 * runs in it too.
 */
export async function addOwnerMessage(
  db: Database,
  opts: {
    ownerId: string;
    requestId: string;
    body: string;
    /** The public origin for the link in the admins' email, e.g. https://vayvista.nl. */
    origin: string;
    afterCreate?: (tx: Database, request: SupportRequest, message: SupportMessage) => Promise<void>;
  },
): Promise<AddOwnerMessageResult> {
  assertUuid(opts.ownerId, "ownerId");
  assertUuid(opts.requestId, "requestId");
  return appendSupportMessage(db, {
    requestId: opts.requestId,
    ownerId: opts.ownerId,
    authorId: opts.ownerId,
    authorRole: "owner",
    body: opts.body,
    status: "open",
    after: async (tx, request, message) => {
      await queueSupportFollowUpEmails(tx, request, message, opts.origin);
      await opts.afterCreate?.(tx, request, message);
    },
  });
}
