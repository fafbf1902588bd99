import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { emailOutbox, messageTemplates, scheduledMessages } from "../../db/schema.ts";
import { assertUuid } from "../ids/uuid.ts";
import { GUEST_EMAIL_KEYS } from "./guest-email-keys.ts";
import type { LogState } from "./log-states.ts";

/** One message on a stay's timeline: a rule's (planned, held, skipped, sent) or an email without a rule. */
export type TimelineEntry = {
  /** The scheduled message's id for a rule's message (send now and skip act on it), else the email's. */
  id: string;
  /** The outbox email it went as; null while it has not gone. */
  emailId: string | null;
  /** The owner's message (template) name; null for a booking email or one written by hand. */
  messageName: string | null;
  /** The outbox's template key; null while a rule's message has not gone. */
  templateKey: string | null;
  subject: string | null;
  /** When it went (was queued), or when it is due. */
  at: Date;
  state: LogState;
  /** Why it was skipped or is held; the mail server's answer for an email that failed. */
  reason: string | null;
  /** Send now and skip apply: it has not gone, and has not been skipped. */
  open: boolean;
};

/**
 * What a stay of the site was and will be told, oldest first: each rule's message (sent,
 * due, held or skipped, with the reason) and the other emails to its guest (the booking's
 * and payments', and the owner's own by hand). Empty for another site's stay.
 */
export async function stayTimeline(db: Database, siteId: string, stayId: string): Promise<TimelineEntry[]> {
  assertUuid(stayId, "stayId");
  const [planned, emails] = await Promise.all([
    db
      .select({
        id: scheduledMessages.id,
        emailId: scheduledMessages.outboxId,
        messageName: messageTemplates.name,
        dueAt: scheduledMessages.dueAt,
        decidedAt: scheduledMessages.decidedAt,
        state: scheduledMessages.state,
        reason: scheduledMessages.reason,
      })
      .from(scheduledMessages)
      .innerJoin(messageTemplates, eq(messageTemplates.id, scheduledMessages.templateId))
      .where(and(eq(scheduledMessages.siteId, siteId), eq(scheduledMessages.stayId, stayId))),
    db
      .select({
        id: emailOutbox.id,
        templateKey: emailOutbox.templateKey,
        subject: emailOutbox.subject,
        status: emailOutbox.status,
        lastError: emailOutbox.lastError,
        createdAt: emailOutbox.createdAt,
      })
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.siteId, siteId),
          eq(emailOutbox.stayId, stayId),
          inArray(emailOutbox.templateKey, [...GUEST_EMAIL_KEYS]),
        ),
      ),
  ]);
  const byId = new Map(emails.map((email) => [email.id, email]));
  const emailState = (status: string): LogState =>
    status === "sent" ? "sent" : status === "failed" ? "failed" : "sending";
  const ruled: TimelineEntry[] = planned.map((row) => {
    const email = row.emailId ? byId.get(row.emailId) : undefined;
    if (email) byId.delete(email.id);
    const open = row.state === "planned" || row.state === "held";
    return {
      id: row.id,
      emailId: row.emailId,
      messageName: row.messageName,
      templateKey: email?.templateKey ?? null,
      subject: email?.subject ?? null,
      at: email?.createdAt ?? (row.state === "skipped" && row.decidedAt ? row.decidedAt : row.dueAt),
      state: email ? emailState(email.status) : row.state === "planned" ? "scheduled" : row.state,
      reason: email?.status === "failed" ? email.lastError : row.reason,
      open,
    };
  });
  const others: TimelineEntry[] = [...byId.values()].map((email) => ({
    id: email.id,
    emailId: email.id,
    messageName: null,
    templateKey: email.templateKey,
    subject: email.subject,
    at: email.createdAt,
    state: emailState(email.status),
    reason: email.lastError,
    open: false,
  }));
  return [...ruled, ...others].sort((a, b) => a.at.getTime() - b.at.getTime());
}
