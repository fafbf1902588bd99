import { and, desc, eq, lt, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { emailOutbox } from "../../db/schema.ts";

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

/** The outbox for the admin area, newest first, without the bodies; page on with `before`. */
export async function listOutboxEmails(
  db: Database,
  filter: { status?: OutboxStatus; userId?: string; siteId?: string; before?: Date; limit?: number } = {},
): Promise<OutboxEmailSummary[]> {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(emailOutbox.status, filter.status));
  if (filter.userId) conditions.push(eq(emailOutbox.userId, filter.userId));
  if (filter.siteId) conditions.push(eq(emailOutbox.siteId, filter.siteId));
  if (filter.before) conditions.push(lt(emailOutbox.createdAt, filter.before));
  return db
    .select(summaryColumns)
    .from(emailOutbox)
    .where(and(...conditions))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(Math.min(Math.max(filter.limit ?? 50, 1), 200));
}

/** One email with its subject, HTML and text as queued (and sent). */
export async function getOutboxEmail(db: Database, id: string): Promise<OutboxEmail | null> {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)).limit(1);
  return row ?? null;
}
