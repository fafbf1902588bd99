import type { Database } from "../../db/client.ts";
import { assertUuid } from "../ids/uuid.ts";
import { type AppendSupportMessageResult, appendSupportMessage } from "./append-support-message.ts";
import { queueSupportFollowUpEmails } from "./support-emails.ts";
import { checkSupportLimits, type SupportRateLimited } from "./support-rate-limits.ts";
import { parseSupport, supportMessageSchema } from "./support-schemas.ts";
import type { SupportMessage, SupportRequest } from "./support-views.ts";

export type AddOwnerMessageResult = AppendSupportMessageResult | SupportRateLimited;

/**
 * The owner writes in their own request. The request becomes open again (also a closed
 * one: an owner who writes back still needs help) and every admin is emailed the new
 * message with a link to the thread on `origin`, in the same transaction; `afterCreate`
 * runs in it too. Past the owner's or the address's limit (support-rate-limits.ts) nothing
 * is stored or sent.
 */
export async function addOwnerMessage(
  db: Database,
  opts: {
    ownerId: string;
    requestId: string;
    body: string;
    /** The public origin for the link in the admins' email, e.g. https://vayvista.nl. */
    origin: string;
    /** The owner's address as the server saw it, for the per-address limit. */
    ip: string;
    afterCreate?: (tx: Database, request: SupportRequest, message: SupportMessage) => Promise<void>;
  },
): Promise<AddOwnerMessageResult> {
  assertUuid(opts.ownerId, "ownerId");
  assertUuid(opts.requestId, "requestId");
  // Only a message that would be stored counts towards the limit.
  if (parseSupport(supportMessageSchema, { body: opts.body }).success) {
    const limited = await checkSupportLimits(db, "message", { ownerId: opts.ownerId, ip: opts.ip });
    if (limited) return limited;
  }
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
