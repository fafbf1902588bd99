import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { emailOutbox } from "../../db/schema.ts";

export type ResendEmailResult = { ok: true; id: string } | { ok: false; reason: "not-found" | "pending" };

/**
 * Queues a copy of a sent or failed email, leaving the original as it was (the admin's
 * history shows both, linked by `resend_of`). A copy rather than the same row because a
 * resend is a new message with its own Message-ID: a mailbox that already holds the
 * first one may otherwise drop it as a duplicate. An email still queued or being sent is
 * refused: it is on its way already.
 */
export async function resendEmail(db: Database, id: string): Promise<ResendEmailResult> {
  const [original] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)).limit(1);
  if (!original) return { ok: false, reason: "not-found" };
  if (original.status === "queued" || original.status === "sending") return { ok: false, reason: "pending" };
  const [copy] = await db
    .insert(emailOutbox)
    .values({
      toAddress: original.toAddress,
      toName: original.toName,
      lang: original.lang,
      templateKey: original.templateKey,
      subject: original.subject,
      html: original.html,
      text: original.text,
      userId: original.userId,
      siteId: original.siteId,
      resendOf: original.id,
    })
    .returning({ id: emailOutbox.id });
  if (!copy) throw new Error("resend not queued");
  return { ok: true, id: copy.id };
}
