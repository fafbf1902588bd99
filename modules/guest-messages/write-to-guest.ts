import type { Database } from "../../db/client.ts";
import { escapeHtml } from "../html/escape-html.ts";
import type { SiteAddressing } from "../sites/site-url.ts";
import { loadMessageStay } from "./message-values.ts";
import { queueGuestMessage } from "./queue-guest-message.ts";
import { paragraphs, type RenderedMessage } from "./render-message.ts";

/** The longest subject and message an owner writes to one guest by hand. */
export const HAND_SUBJECT_MAX = 150;
export const HAND_TEXT_MAX = 5000;

/**
 * The owner's own words as an email, never as a template: `{{` and `<` are text a guest
 * reads as typed. The subject is one line (every control character a space), the plain text
 * as written, the HTML the same text escaped, in paragraphs.
 */
export function handWrittenMessage(subject: string, text: string): RenderedMessage {
  const body = text.replace(/\r\n?/g, "\n").trim();
  return {
    subject: subject
      .replace(/\p{Cc}+/gu, " ")
      .replace(/\s{2,}/g, " ")
      .trim(),
    text: body,
    html: paragraphs(escapeHtml(body)),
  };
}

export type WriteToGuestResult = { ok: true; id: string } | { ok: false; reason: "not-found" | "no-address" };

/**
 * Queues a message the owner wrote to the guest of one stay of their site, framed as the
 * site's other emails in the guest's language. Another site's stay is not found; a stay
 * without an address (a phone booking, an erased guest) cannot be written to.
 */
export async function writeToGuest(
  db: Database,
  siteId: string,
  stayId: string,
  words: { subject: string; text: string },
  addressing: SiteAddressing,
): Promise<WriteToGuestResult> {
  return db.transaction(async (tx) => {
    const stay = await loadMessageStay(tx, siteId, stayId, addressing);
    if (!stay) return { ok: false, reason: "not-found" } as const;
    if (!stay.to) return { ok: false, reason: "no-address" } as const;
    const lang = stay.facts.lang;
    const values = stay.valuesIn(lang);
    const queued = await queueGuestMessage(tx, {
      siteId,
      stayId,
      siteName: values["site.name"] ?? "",
      homeUrl: values["site.url"] ?? "",
      to: stay.to,
      lang,
      message: handWrittenMessage(words.subject, words.text),
    });
    return { ok: true, id: queued.id } as const;
  });
}
