import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { emailOutbox } from "../../db/schema.ts";
import { assertUuid } from "../ids/uuid.ts";
import { resendRefusal } from "./resend-email.ts";

export type OutboxStatus = (typeof emailOutbox.$inferSelect)["status"];
export type OutboxEmail = typeof emailOutbox.$inferSelect;

const summaryColumns = {
  id: emailOutbox.id,
  toAddress: emailOutbox.toAddress,
  toName: emailOutbox.toName,
  lang: emailOutbox.lang,
  templateKey: emailOutbox.templateKey,
  subject: emailOutbox.subject,
  messageId: emailOutbox.messageId,
  status: emailOutbox.status,
  attempts: emailOutbox.attempts,
  lastError: emailOutbox.lastError,
  sentAt: emailOutbox.sentAt,
  resendOf: emailOutbox.resendOf,
  userId: emailOutbox.userId,
  siteId: emailOutbox.siteId,
  createdAt: emailOutbox.createdAt,
};
export type OutboxEmailSummary = Pick<OutboxEmail, keyof typeof summaryColumns>;

export type OutboxPage = {
  emails: OutboxEmailSummary[];
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: string | null;
};

export const OUTBOX_PAGE_MAX = 200;

/**
 * The outbox for the admin area, newest first, without the bodies, `limit` at a time.
 * `before` is the id of the last email already shown (from `nextBefore`). Emails queued in
 * one transaction share their created_at, so pages are cut on (created_at, id), compared
 * in the database at its own precision: no email is skipped or shown twice.
 */
export async function listOutboxEmails(
  db: Database,
  filter: { status?: OutboxStatus; userId?: string; siteId?: string; before?: string; limit?: number } = {},
): Promise<OutboxPage> {
  if (filter.before !== undefined) assertUuid(filter.before, "before");
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(emailOutbox.status, filter.status));
  if (filter.userId) conditions.push(eq(emailOutbox.userId, filter.userId));
  if (filter.siteId) conditions.push(eq(emailOutbox.siteId, filter.siteId));
  if (filter.before) {
    const cursor = db
      .select({ createdAt: emailOutbox.createdAt, id: emailOutbox.id })
      .from(emailOutbox)
      .where(eq(emailOutbox.id, filter.before));
    conditions.push(sql`(${emailOutbox.createdAt}, ${emailOutbox.id}) < (${cursor})`);
  }
  const limit = Math.min(Math.max(Math.trunc(filter.limit ?? 50) || 1, 1), OUTBOX_PAGE_MAX);
  const rows = await db
    .select(summaryColumns)
    .from(emailOutbox)
    .where(and(...conditions))
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(limit + 1);
  const emails = rows.slice(0, limit);
  const last = emails.at(-1);
  return { emails, nextBefore: rows.length > limit && last ? last.id : null };
}

/**
 * One email for the admin area: subject, HTML and text as queued (and sent), never its
 * sealed single-use link; `resendRefusal` says why it cannot be sent again, if so.
 * Where the bodies show a hidden link's stand-in, an admin page puts its notice with
 * withHiddenLinkNotice.
 */
export type OutboxEmailView = Omit<OutboxEmail, "secretLink"> & { resendRefusal: "pending" | "link-gone" | null };

export async function getOutboxEmail(db: Database, id: string): Promise<OutboxEmailView | null> {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)).limit(1);
  if (!row) return null;
  const { secretLink: _sealed, ...email } = row;
  return { ...email, resendRefusal: resendRefusal(row) };
}
