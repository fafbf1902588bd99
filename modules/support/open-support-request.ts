import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { supportMessages, supportRequests, userSites } from "../../db/schema.ts";
import { assertUuid } from "../ids/uuid.ts";
import { queueSupportRequestEmails } from "./support-emails.ts";
import type { SupportFieldErrors } from "./support-limits.ts";
import { checkSupportLimits, type SupportRateLimited } from "./support-rate-limits.ts";
import { newSupportRequestSchema, parseSupport } from "./support-schemas.ts";
import { type SupportThread, supportMessageColumns, supportRequestColumns } from "./support-views.ts";

export type OpenSupportRequestResult =
  | { ok: true; request: SupportThread }
  | { ok: false; reason: "invalid"; errors: SupportFieldErrors }
  | SupportRateLimited;

/**
 * An owner asks the team something: the request (linked to their site, if they have one)
 * and its first message. In the same transaction every admin gets an email with a link to
 * the request (built on `origin`, the public origin), so it is sent exactly when the
 * request is stored; `afterCreate` runs in that transaction too, for anything more.
 * Past the owner's or the address's limit (support-rate-limits.ts) nothing is stored or sent.
 */
export async function openSupportRequest(
  db: Database,
  opts: {
    ownerId: string;
    subject: string;
    message: string;
    /** The public origin for the link in the admins' email, e.g. https://vayvista.nl. */
    origin: string;
    /** The owner's address as the server saw it, for the per-address limit. */
    ip: string;
    afterCreate?: (tx: Database, request: SupportThread) => Promise<void>;
  },
): Promise<OpenSupportRequestResult> {
  assertUuid(opts.ownerId, "ownerId");
  const parsed = parseSupport(newSupportRequestSchema, { subject: opts.subject, message: opts.message });
  if (!parsed.success) return { ok: false, reason: "invalid", errors: parsed.errors };
  const limited = await checkSupportLimits(db, "request", { ownerId: opts.ownerId, ip: opts.ip });
  if (limited) return limited;

  const request = await db.transaction(async (tx) => {
    const [site] = await tx
      .select({ id: userSites.id })
      .from(userSites)
      .where(eq(userSites.userId, opts.ownerId))
      .orderBy(userSites.createdAt)
      .limit(1);
    const [row] = await tx
      .insert(supportRequests)
      .values({ userId: opts.ownerId, siteId: site?.id ?? null, subject: parsed.data.subject })
      .returning(supportRequestColumns);
    if (!row) throw new Error("support request not stored");
    const [message] = await tx
      .insert(supportMessages)
      .values({ requestId: row.id, authorId: opts.ownerId, authorRole: "owner", body: parsed.data.message })
      .returning(supportMessageColumns);
    if (!message) throw new Error("support message not stored");
    const thread: SupportThread = { ...row, messages: [message] };
    await queueSupportRequestEmails(tx, thread, opts.origin);
    await opts.afterCreate?.(tx, thread);
    return thread;
  });
  return { ok: true, request };
}
