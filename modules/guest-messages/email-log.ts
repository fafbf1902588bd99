import { and, desc, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { emailOutbox, messageTemplates, scheduledMessages, stays } from "../../db/schema.ts";
import { assertUuid } from "../ids/uuid.ts";
import { keysetPage, pageLimit } from "../pagination/keyset-page.ts";
import { GUEST_EMAIL_KEYS } from "./guest-email-keys.ts";
import type { LogState } from "./log-states.ts";

export { LOG_STATES, type LogState } from "./log-states.ts";

/** Entries the owner's email log shows on one page. */
export const EMAIL_LOG_PAGE_SIZE = 25;

export type EmailLogEntry = {
  id: string;
  /** An email in the outbox (its page shows it), or a scheduled message that has not gone. */
  kind: "email" | "scheduled";
  /** When it was queued, or when it is (was) due. */
  at: Date;
  state: LogState;
  /** A skip or hold reason code (scheduled), or the mail server's last answer (email). */
  reason: string | null;
  toAddress: string | null;
  toName: string | null;
  /** The outbox's template key (`guest-message`, `booking-confirmed`…); null for a scheduled message. */
  templateKey: string | null;
  subject: string | null;
  /** The owner's message (template) name when a rule sent or will send it. */
  messageName: string | null;
  stayId: string | null;
  reference: string | null;
};

export type EmailLogPage = { entries: EmailLogEntry[]; nextBefore: string | null };

/** The owner's guest emails as one list: the outbox's and the scheduled messages not sent (yet). */
function logEntries(db: Database, siteId: string) {
  // A resend is named after the message it copies.
  const sentBy = or(
    eq(scheduledMessages.outboxId, emailOutbox.id),
    eq(scheduledMessages.outboxId, emailOutbox.resendOf),
  );
  const emails = db
    .select({
      id: sql<string>`${emailOutbox.id}`.as("id"),
      kind: sql<"email" | "scheduled">`'email'`.as("kind"),
      at: sql<Date>`${emailOutbox.createdAt}`.mapWith(emailOutbox.createdAt).as("at"),
      state:
        sql<LogState>`case when ${emailOutbox.status} in ('queued','sending') then 'sending' else ${emailOutbox.status} end`.as(
          "state",
        ),
      reason: sql<string | null>`${emailOutbox.lastError}`.as("reason"),
      toAddress: sql<string | null>`${emailOutbox.toAddress}`.as("to_address"),
      toName: sql<string | null>`${emailOutbox.toName}`.as("to_name"),
      templateKey: sql<string | null>`${emailOutbox.templateKey}`.as("template_key"),
      subject: sql<string | null>`${emailOutbox.subject}`.as("subject"),
      messageName: sql<string | null>`${messageTemplates.name}`.as("message_name"),
      stayId: sql<string | null>`${emailOutbox.stayId}`.as("stay_id"),
      reference: sql<string | null>`${stays.reference}`.as("reference"),
    })
    .from(emailOutbox)
    .leftJoin(scheduledMessages, and(sentBy, eq(scheduledMessages.siteId, siteId)))
    .leftJoin(messageTemplates, eq(messageTemplates.id, scheduledMessages.templateId))
    .leftJoin(stays, and(eq(stays.id, emailOutbox.stayId), eq(stays.siteId, siteId)))
    .where(and(eq(emailOutbox.siteId, siteId), inArray(emailOutbox.templateKey, [...GUEST_EMAIL_KEYS])));
  const scheduled = db
    .select({
      id: sql<string>`${scheduledMessages.id}`.as("id"),
      kind: sql<"email" | "scheduled">`'scheduled'`.as("kind"),
      at: sql<Date>`${scheduledMessages.dueAt}`.mapWith(scheduledMessages.dueAt).as("at"),
      state:
        sql<LogState>`case when ${scheduledMessages.state} = 'planned' then 'scheduled' else ${scheduledMessages.state} end`.as(
          "state",
        ),
      reason: sql<string | null>`${scheduledMessages.reason}`.as("reason"),
      toAddress: sql<string | null>`${stays.guestEmail}`.as("to_address"),
      toName: sql<string | null>`${stays.guestName}`.as("to_name"),
      templateKey: sql<string | null>`null::text`.as("template_key"),
      subject: sql<string | null>`null::text`.as("subject"),
      messageName: sql<string | null>`${messageTemplates.name}`.as("message_name"),
      stayId: sql<string | null>`${scheduledMessages.stayId}`.as("stay_id"),
      reference: sql<string | null>`${stays.reference}`.as("reference"),
    })
    .from(scheduledMessages)
    .innerJoin(messageTemplates, eq(messageTemplates.id, scheduledMessages.templateId))
    .innerJoin(stays, eq(stays.id, scheduledMessages.stayId))
    // A message that went is in the log as its email.
    .where(and(eq(scheduledMessages.siteId, siteId), isNull(scheduledMessages.outboxId)));
  return db.$with("email_log").as(unionAll(emails, scheduled));
}

/**
 * The owner's email log, newest first (a message still to go by its moment), `limit` at a
 * time; optionally only one stay's (its reference, as the owner reads it) or one state's.
 * `before` is the id of the last entry already shown; a malformed one is an InvalidIdError.
 */
export async function listEmailLog(
  db: Database,
  siteId: string,
  opts: { reference?: string; state?: LogState; before?: string; limit?: number } = {},
): Promise<EmailLogPage> {
  assertUuid(siteId, "siteId");
  const log = logEntries(db, siteId);
  const filters: (SQL | undefined)[] = [];
  const reference = opts.reference?.trim();
  if (reference) filters.push(sql`upper(${log.reference}) = upper(${reference})`);
  if (opts.state) filters.push(eq(log.state, opts.state));
  if (opts.before !== undefined) {
    assertUuid(opts.before, "before");
    // Cut on (moment, id) as the database stores them, as keyset-page.ts does for one table.
    filters.push(sql`(${log.at}, ${log.id}) < (select "at", "id" from "email_log" where "id" = ${opts.before})`);
  }
  const limit = pageLimit(opts.limit ?? EMAIL_LOG_PAGE_SIZE);
  const rows = await db
    .with(log)
    .select()
    .from(log)
    .where(and(...filters))
    .orderBy(desc(log.at), desc(log.id))
    .limit(limit + 1);
  const page = keysetPage(rows as EmailLogEntry[], limit);
  return { entries: page.rows, nextBefore: page.nextBefore };
}

/** One email of the log with everything its page shows; null when it is not an email to this site's guests. */
export async function emailLogEmail(db: Database, siteId: string, emailId: string) {
  assertUuid(emailId, "emailId");
  const [email] = await db
    .select({
      id: emailOutbox.id,
      toAddress: emailOutbox.toAddress,
      toName: emailOutbox.toName,
      lang: emailOutbox.lang,
      templateKey: emailOutbox.templateKey,
      subject: emailOutbox.subject,
      html: emailOutbox.html,
      text: emailOutbox.text,
      status: emailOutbox.status,
      attempts: emailOutbox.attempts,
      lastError: emailOutbox.lastError,
      createdAt: emailOutbox.createdAt,
      sentAt: emailOutbox.sentAt,
      resendOf: emailOutbox.resendOf,
      stayId: emailOutbox.stayId,
      reference: stays.reference,
      guestName: stays.guestName,
    })
    .from(emailOutbox)
    .leftJoin(stays, and(eq(stays.id, emailOutbox.stayId), eq(stays.siteId, siteId)))
    .where(
      and(
        eq(emailOutbox.id, emailId),
        eq(emailOutbox.siteId, siteId),
        inArray(emailOutbox.templateKey, [...GUEST_EMAIL_KEYS]),
      ),
    );
  if (!email) return null;
  const [message] = await db
    .select({ name: messageTemplates.name })
    .from(scheduledMessages)
    .innerJoin(messageTemplates, eq(messageTemplates.id, scheduledMessages.templateId))
    .where(
      and(
        eq(scheduledMessages.siteId, siteId),
        inArray(scheduledMessages.outboxId, email.resendOf ? [email.id, email.resendOf] : [email.id]),
      ),
    );
  return { ...email, messageName: message?.name ?? null };
}
