import { and, eq, inArray, lte, or } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { messageRules, messageTemplates, messageTemplateTexts, scheduledMessages, stays } from "../../db/schema.ts";
import { startOfDayIn } from "../dates/start-of-day.ts";
import type { StayDate } from "../dates/stay-date.ts";
import { OWNER_SKIPPED, planStayMessages } from "../message-rules/plan-stay-messages.ts";
import { ruleConditionsSchema } from "../message-rules/rule-conditions.ts";
import type { SiteAddressing } from "../sites/site-url.ts";
import { decideDueMessage } from "./decide-due-message.ts";
import { loadMessageStay } from "./message-values.ts";
import { tellOwnerMessageHeld } from "./owner-notices.ts";
import { queueGuestMessage } from "./queue-guest-message.ts";

/** A held message is looked at again this long after it was last held (its stay may have been paid, its door code written). */
export const HELD_RECHECK_MS = 5 * 60_000;
/** A message that could not go by then is not sent any more: after the stay's departure, or two weeks after its moment. */
const AFTER_MOMENT_MS = 14 * 86_400_000;

export type DueOutcome = "sent" | "held" | "skipped" | "moved";
/** What a sweep did; `failed` counts messages whose decision threw (left as they were, for the next sweep). */
export type SweepResult = { sent: number; held: number; skipped: number; failed: number };

type Row = typeof scheduledMessages.$inferSelect;

/** What the owner's "send now" may set aside: the moment, and the wait for a payment. */
type Decide = { force: boolean; addressing: SiteAddressing; now: Date };

/**
 * Sends what is due (docs/decisions/0024), once a minute from the job queue: takes up to
 * `limit` planned messages whose moment has come, and held ones due for another look, locked
 * so that a second sweep or instance passes them by, and decides each from the stay as it is
 * now. Each message is decided in its own transaction: a failure leaves it for the next sweep
 * and never rolls back another's email.
 */
export async function sendDueMessages(
  db: Database,
  opts: {
    addressing: SiteAddressing;
    now?: Date;
    limit?: number;
    /** Messages decided at once, each in its own transaction and connection (1 on the embedded database). */
    concurrency?: number;
    onError?: (messageId: string, error: unknown) => void;
  },
): Promise<SweepResult> {
  const now = opts.now ?? new Date();
  const limit = opts.limit ?? 200;
  const result: SweepResult = { sent: 0, held: 0, skipped: 0, failed: 0 };
  const due = await db
    .select({ id: scheduledMessages.id, stayId: scheduledMessages.stayId })
    .from(scheduledMessages)
    .where(dueNow(now))
    .orderBy(scheduledMessages.dueAt)
    .limit(limit);
  // One stay's messages are decided one after the other by one worker, never two at once.
  const byStay = new Map<string, string[]>();
  for (const { id, stayId } of due) byStay.set(stayId, [...(byStay.get(stayId) ?? []), id]);
  const queue = [...byStay.entries()];
  const decideNext = async (): Promise<void> => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      for (const id of next[1]) await decideOne(next[0], id);
    }
  };
  const decideOne = async (stayId: string, id: string) => {
    try {
      const outcome = await db.transaction(async (tx) => {
        // The stay first, as every change of a stay locks it before re-planning: never a deadlock with one.
        await tx.select({ id: stays.id }).from(stays).where(eq(stays.id, stayId)).for("update");
        const [row] = await tx
          .select()
          .from(scheduledMessages)
          .where(and(eq(scheduledMessages.id, id), dueNow(now)))
          .for("update", { skipLocked: true });
        return row ? decideRow(tx, row, { force: false, addressing: opts.addressing, now }) : null;
      });
      if (outcome === "sent" || outcome === "held" || outcome === "skipped") result[outcome] += 1;
    } catch (error) {
      result.failed += 1;
      opts.onError?.(id, error);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, opts.concurrency ?? 1) }, decideNext));
  return result;
}

function dueNow(now: Date) {
  return or(
    and(eq(scheduledMessages.state, "planned"), lte(scheduledMessages.dueAt, now)),
    and(
      eq(scheduledMessages.state, "held"),
      lte(scheduledMessages.updatedAt, new Date(now.getTime() - HELD_RECHECK_MS)),
    ),
  );
}

/**
 * The owner's "send now" on the stay's timeline: the message goes at once, even before its
 * moment and while a payment is open; a condition that fails or a value that is missing
 * still stops it (the outcome says so). Null for a message that is not the site's or has
 * been decided already.
 */
export async function sendMessageNow(
  db: Database,
  siteId: string,
  messageId: string,
  addressing: SiteAddressing,
  now: Date = new Date(),
): Promise<DueOutcome | null> {
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ stayId: scheduledMessages.stayId })
      .from(scheduledMessages)
      .where(and(eq(scheduledMessages.id, messageId), eq(scheduledMessages.siteId, siteId)));
    if (!target) return null;
    await tx.select({ id: stays.id }).from(stays).where(eq(stays.id, target.stayId)).for("update");
    const [row] = await tx
      .select()
      .from(scheduledMessages)
      .where(
        and(
          eq(scheduledMessages.id, messageId),
          eq(scheduledMessages.siteId, siteId),
          inArray(scheduledMessages.state, ["planned", "held"]),
        ),
      )
      .for("update");
    return row ? decideRow(tx, row, { force: true, addressing, now }) : null;
  });
}

/** The owner's "skip" on the stay's timeline: a message not sent yet never goes. False when there was none to skip. */
export async function skipMessage(db: Database, siteId: string, messageId: string, now: Date = new Date()) {
  const rows = await db
    .update(scheduledMessages)
    .set({ state: "skipped", reason: OWNER_SKIPPED, decidedAt: now, updatedAt: now })
    .where(
      and(
        eq(scheduledMessages.id, messageId),
        eq(scheduledMessages.siteId, siteId),
        inArray(scheduledMessages.state, ["planned", "held"]),
      ),
    )
    .returning({ id: scheduledMessages.id });
  return rows.length > 0;
}

async function decideRow(tx: Database, locked: Row, ctx: Decide): Promise<DueOutcome> {
  const { now } = ctx;
  // The stay as it is now first: its dates, its state and the rules may have changed since planning.
  await planStayMessages(tx, locked.stayId);
  const [row] = await tx.select().from(scheduledMessages).where(eq(scheduledMessages.id, locked.id));
  if (!row || (row.state !== "planned" && row.state !== "held")) return "skipped";
  if (!ctx.force && row.state === "planned" && row.dueAt > now) return "moved";

  const settle = async (state: "skipped" | "held", reason: string): Promise<DueOutcome> => {
    await tx
      .update(scheduledMessages)
      .set({ state, reason, decidedAt: state === "skipped" ? now : null, updatedAt: now })
      .where(eq(scheduledMessages.id, row.id));
    return state;
  };

  const [rule] = row.ruleId ? await tx.select().from(messageRules).where(eq(messageRules.id, row.ruleId)) : [];
  if (!rule?.enabled) return settle("skipped", "rule_off");
  const stay = await loadMessageStay(tx, row.siteId, row.stayId, ctx.addressing, now);
  if (!stay) return settle("skipped", "stay_gone");
  if (!stay.to) return settle("skipped", "no_address");
  if (!ctx.force && now > lastMoment(row.dueAt, stay.timeZone, stay.checkOut)) return settle("skipped", "too_late");
  const [sentBefore] = await tx
    .select({ id: scheduledMessages.id })
    .from(scheduledMessages)
    .where(
      and(
        eq(scheduledMessages.stayId, row.stayId),
        eq(scheduledMessages.templateId, row.templateId),
        eq(scheduledMessages.state, "sent"),
      ),
    );
  if (sentBefore) return settle("skipped", "same_template");
  const conditions = ruleConditionsSchema.safeParse(rule.conditions);
  if (!conditions.success) return settle("skipped", "condition:invalid");

  const texts = await tx
    .select({ lang: messageTemplateTexts.lang, subject: messageTemplateTexts.subject, body: messageTemplateTexts.body })
    .from(messageTemplateTexts)
    .where(eq(messageTemplateTexts.templateId, row.templateId));
  const decision = await decideDueMessage({
    conditions: conditions.data,
    facts: stay.facts,
    holdUntilPaid: rule.holdUntilPaid && !ctx.force,
    dueIsPaid: stay.dueIsPaid,
    texts: Object.fromEntries(texts.map((t) => [t.lang, { subject: t.subject, body: t.body }])),
    siteLang: stay.siteLang,
    valuesIn: stay.valuesIn,
  });
  if (decision.kind === "skip") return settle("skipped", decision.reason);
  if (decision.kind === "hold") {
    // The owner hears of a held message once, not at every look.
    if (row.state !== "held" || row.reason !== decision.reason)
      await tellOwnerMessageHeld(tx, row.id, decision.reason, ctx.addressing.origin);
    return settle("held", decision.reason);
  }
  const values = stay.valuesIn(decision.lang);
  const outbox = await queueGuestMessage(tx, {
    siteId: row.siteId,
    stayId: row.stayId,
    siteName: values["site.name"] ?? "",
    homeUrl: values["site.url"] ?? "",
    to: stay.to,
    lang: decision.lang,
    message: decision.message,
  });
  await tx
    .update(scheduledMessages)
    .set({ state: "sent", reason: null, outboxId: outbox.id, decidedAt: now, updatedAt: now })
    .where(eq(scheduledMessages.id, row.id));
  return "sent";
}

/** Until when a message may still go: its stay's departure, when it was due before that, else two weeks after its moment. */
export function lastMoment(dueAt: Date, timeZone: string, checkOut: StayDate): Date {
  const departure = startOfDayIn(timeZone, checkOut);
  return dueAt < departure ? departure : new Date(dueAt.getTime() + AFTER_MOMENT_MS);
}

/** The name of a message's template, for the owner's notices and lists. */
export async function templateName(tx: Database, templateId: string): Promise<string> {
  const [template] = await tx
    .select({ name: messageTemplates.name })
    .from(messageTemplates)
    .where(eq(messageTemplates.id, templateId));
  return template?.name ?? "";
}
