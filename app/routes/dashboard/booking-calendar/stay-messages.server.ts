import { and, eq } from "drizzle-orm";
import type { TFunction } from "i18next";
import { data } from "react-router";
import type { Database } from "../../../../db/client.ts";
import { scheduledMessages } from "../../../../db/schema.ts";
import { sendMessageNow, skipMessage } from "../../../../modules/guest-messages/send-due-messages.ts";
import { stayTimeline } from "../../../../modules/guest-messages/stay-timeline.ts";
import { HAND_SUBJECT_MAX, HAND_TEXT_MAX, writeToGuest } from "../../../../modules/guest-messages/write-to-guest.ts";
import { isUuid } from "../../../../modules/ids/uuid.ts";
import type { SiteAddressing } from "../../../../modules/sites/site-url.ts";
import { hasStrayControlCharacter } from "../../../../modules/text/multi-line.ts";
import type { StayView } from "../../../components/dashboard/booking-calendar/stay-page-data.ts";
import type { StayActionResult } from "../../../components/dashboard/booking-calendar/stay-result.ts";
import { notFound } from "../../../lib/refusals.server.ts";

/*
 * The Messages part of a stay's page (issue 19 §1): the stay's timeline, "send now" and
 * "skip" on a message not sent yet, and the owner's own message to the guest.
 */

type MessageIntent = "sendMessageNow" | "skipMessage" | "writeGuest";
type Ctx = { db: Database; siteId: string; stayId: string; addressing: SiteAddressing; t: TFunction };

/** A booking's timeline, and whether its guest can be written to; null for blocks and imports. */
export async function stayMessages(db: Database, siteId: string, stay: Pick<StayView, "id" | "kind" | "guest">) {
  if (stay.kind !== "booking") return null;
  return { timeline: await stayTimeline(db, siteId, stay.id), canWrite: Boolean(stay.guest.email) };
}

function refused(intent: MessageIntent, message: string, status: number, fields: Partial<StayActionResult> = {}) {
  return data<StayActionResult>({ ok: false, intent, message, errors: {}, values: {}, ...fields } as StayActionResult, {
    status,
  });
}

/**
 * "Send now" and "skip" on one of the stay's messages not sent yet. A message of another
 * stay or site is missing (404); one decided meanwhile (sent, skipped) is a 409.
 */
export async function messageAction(intent: "sendMessageNow" | "skipMessage", form: FormData, ctx: Ctx) {
  const { db, siteId, stayId, t } = ctx;
  const messageId = form.get("messageId");
  if (!isUuid(messageId)) return refused(intent, t("dashboard.email.timeline.errors.noMessage"), 400);
  const [row] = await db
    .select({ state: scheduledMessages.state })
    .from(scheduledMessages)
    .where(
      and(
        eq(scheduledMessages.id, messageId),
        eq(scheduledMessages.siteId, siteId),
        eq(scheduledMessages.stayId, stayId),
      ),
    );
  if (!row) notFound();
  const gone = () => refused(intent, t("dashboard.email.timeline.errors.gone"), 409);
  if (intent === "skipMessage") {
    return (await skipMessage(db, siteId, messageId)) ? data<StayActionResult>({ ok: true, intent }) : gone();
  }
  const outcome = await sendMessageNow(db, siteId, messageId, ctx.addressing);
  if (!outcome) return gone();
  const [after] = await db
    .select({ reason: scheduledMessages.reason })
    .from(scheduledMessages)
    .where(eq(scheduledMessages.id, messageId));
  return data<StayActionResult>({ ok: true, intent, outcome, reason: after?.reason ?? null });
}

/**
 * The owner's own message to the stay's guest: a subject and plain text within their
 * limits, queued in the guest's language frame. Refusals come beside their field with what
 * was typed; a stay without an email address cannot be written to (409).
 */
export async function writeGuestAction(form: FormData, ctx: Ctx) {
  const { db, siteId, stayId, t } = ctx;
  const intent = "writeGuest";
  const subject = String(form.get("subject") ?? "");
  const text = String(form.get("text") ?? "");
  const values = { subject, text };
  const errors: Record<string, string> = {};
  const w = "dashboard.email.write.errors";
  if (subject.trim() === "") errors.subject = t(`${w}.subjectRequired`);
  else if (subject.trim().length > HAND_SUBJECT_MAX)
    errors.subject = t(`${w}.subjectTooLong`, { max: HAND_SUBJECT_MAX });
  if (text.trim() === "") errors.text = t(`${w}.textRequired`);
  else if (text.length > HAND_TEXT_MAX) errors.text = t(`${w}.textTooLong`, { max: HAND_TEXT_MAX });
  else if (hasStrayControlCharacter(text)) errors.text = t(`${w}.controls`);
  const first = Object.values(errors)[0];
  if (first) return refused(intent, first, 400, { errors, values });
  const result = await writeToGuest(db, siteId, stayId, { subject, text }, ctx.addressing);
  if (result.ok) return data<StayActionResult>({ ok: true, intent });
  if (result.reason === "not-found") notFound();
  return refused(intent, t(`${w}.noAddress`), 409, { values });
}
