import { and, desc, eq, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { emailOutbox, invoices } from "../../db/schema.ts";
import { keysetPage, olderThan, pageLimit } from "../pagination/keyset-page.ts";
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
  attachInvoiceId: emailOutbox.attachInvoiceId,
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

/**
 * The outbox for the admin area, newest first, without the bodies, `limit` at a time.
 * `before` is the id of the last email already shown (from `nextBefore`); pages are cut on
 * (created_at, id), since emails queued in one transaction share their created_at.
 */
export async function listOutboxEmails(
  db: Database,
  filter: { status?: OutboxStatus; userId?: string; siteId?: string; before?: string; limit?: number } = {},
): Promise<OutboxPage> {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(emailOutbox.status, filter.status));
  if (filter.userId) conditions.push(eq(emailOutbox.userId, filter.userId));
  if (filter.siteId) conditions.push(eq(emailOutbox.siteId, filter.siteId));
  if (filter.before !== undefined) {
    conditions.push(olderThan(db, emailOutbox, emailOutbox.createdAt, emailOutbox.id, filter.before));
  }
  const limit = pageLimit(filter.limit);
  const rows = await db
    .select(summaryColumns)
    .from(emailOutbox)
    .where(and(...conditions))
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(limit + 1);
  const page = keysetPage(rows, limit);
  return { emails: page.rows, nextBefore: page.nextBefore };
}

/**
 * One email for the admin area: subject, HTML and text as queued (and sent), never its
 * sealed single-use link; `resendRefusal` says why it cannot be sent again, if so;
 * `attachment`, the file name of the invoice's PDF it carries (null when the invoice no
 * longer exists). Where the bodies show a hidden link's stand-in, an admin page puts its
 * notice with withHiddenLinkNotice.
 */
export type OutboxEmailView = Omit<OutboxEmail, "secretLink"> & {
  resendRefusal: "pending" | "link-gone" | null;
  attachment: string | null;
};

export async function getOutboxEmail(db: Database, id: string): Promise<OutboxEmailView | null> {
  const [row] = await db
    .select({ email: emailOutbox, invoiceNumber: invoices.number })
    .from(emailOutbox)
    .leftJoin(invoices, eq(invoices.id, emailOutbox.attachInvoiceId))
    .where(eq(emailOutbox.id, id))
    .limit(1);
  if (!row) return null;
  const { secretLink: _sealed, ...email } = row.email;
  // Named as modules/billing names the file.
  const attachment = row.invoiceNumber === null ? null : `${row.invoiceNumber}.pdf`;
  return { ...email, resendRefusal: resendRefusal(row.email), attachment };
}
