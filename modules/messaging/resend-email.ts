import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { emailOutbox } from "../../db/schema.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { assertUuid } from "../ids/uuid.ts";
import { SecretUnreadableError } from "./secret-box.ts";
import { hidesSecretLink, openSecretLink, sealSecretLink } from "./secret-link.ts";

export type ResendEmailResult =
  | { ok: true; id: string }
  /**
   * `link-gone`: the email's single-use link went to the recipient and was not kept (or
   * can no longer be decrypted); only a new link, which they request themselves, helps.
   */
  | { ok: false; reason: "not-found" | "pending" | "link-gone" };

/**
 * Whether an email can be sent again: not while it is on its way, and not when its
 * single-use link is no longer kept.
 */
export function resendRefusal(email: {
  status: string;
  html: string;
  text: string;
  secretLink: string | null;
}): "pending" | "link-gone" | null {
  if (email.status === "queued" || email.status === "sending") return "pending";
  if (email.secretLink === null && hidesSecretLink(email)) return "link-gone";
  return null;
}

/**
 * Queues a copy of a sent or failed email, leaving the original as it was (the admin's
 * history shows both, linked by `resend_of`). A copy rather than the same row because a
 * resend is a new message with its own Message-ID: a mailbox that already holds the
 * first one may otherwise drop it as a duplicate. An email still queued or being sent is
 * refused: it is on its way already. A sealed single-use link (an email that failed
 * before it reached the recipient) moves to the copy, so one row at most ever holds it.
 * An admin (`actorId`) asks for it: the copy and its audit entry are stored together.
 */
export async function resendEmail(
  db: Database,
  id: string,
  secretsKey: Buffer,
  actorId: string,
): Promise<ResendEmailResult> {
  assertUuid(actorId, "actorId");
  return db.transaction(async (tx) => {
    const resent = await queueCopy(tx, id, secretsKey);
    if (resent.ok) {
      await recordAudit(tx, {
        actorId,
        action: "email.resend",
        targetType: "email",
        targetId: id,
        details: { copyId: resent.id },
      });
    }
    return resent;
  });
}

/**
 * The owner's "send again" from their email log: a copy of one of their site's emails, as
 * the admin's resend makes it. Another site's email is not found.
 */
export async function resendSiteEmail(
  db: Database,
  siteId: string,
  id: string,
  secretsKey: Buffer,
): Promise<ResendEmailResult> {
  assertUuid(siteId, "siteId");
  assertUuid(id, "id");
  return db.transaction(async (tx) => {
    const [own] = await tx
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.id, id), eq(emailOutbox.siteId, siteId)))
      .for("update");
    return own ? queueCopy(tx, id, secretsKey) : { ok: false, reason: "not-found" };
  });
}

async function queueCopy(db: Database, id: string, secretsKey: Buffer): Promise<ResendEmailResult> {
  const [original] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)).limit(1);
  if (!original) return { ok: false, reason: "not-found" };
  const refusal = resendRefusal(original);
  if (refusal) return { ok: false, reason: refusal };
  let link: string | null = null;
  if (original.secretLink) {
    try {
      link = openSecretLink(original.secretLink, secretsKey, original.id);
    } catch (error) {
      if (!(error instanceof SecretUnreadableError)) throw error;
      return { ok: false, reason: "link-gone" };
    }
  }
  const copyId = randomUUID();
  const [copy] = await db
    .insert(emailOutbox)
    .values({
      id: copyId,
      toAddress: original.toAddress,
      toName: original.toName,
      lang: original.lang,
      templateKey: original.templateKey,
      subject: original.subject,
      html: original.html,
      text: original.text,
      secretLink: link === null ? null : sealSecretLink(link, secretsKey, copyId),
      userId: original.userId,
      siteId: original.siteId,
      sender: original.sender,
      stayId: original.stayId,
      attachInvoiceId: original.attachInvoiceId,
      resendOf: original.id,
    })
    .returning({ id: emailOutbox.id });
  if (!copy) throw new Error("resend not queued");
  if (link !== null) await db.update(emailOutbox).set({ secretLink: null }).where(eq(emailOutbox.id, original.id));
  return { ok: true, id: copy.id };
}
