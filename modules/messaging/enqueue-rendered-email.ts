import { z } from "zod";
import type { Database } from "../../db/client.ts";
import { emailOutbox } from "../../db/schema.ts";
import type { SiteLang } from "../i18n/site-languages.ts";

export type RenderedEmailInput = {
  to: string | { address: string; name?: string | null };
  lang: SiteLang;
  /** What kind of email it is in the outbox and the logs, e.g. `guest-message`. */
  templateKey: string;
  subject: string;
  /** The whole HTML document and the plain-text part, as they are to be sent. */
  html: string;
  text: string;
  userId?: string | null;
  siteId?: string | null;
};

const address = z.email().max(254);
/** A header is one line: whatever the text held, CR, LF and other control characters become spaces. */
const oneLine = (value: string) =>
  value
    .replace(/\p{Cc}+/gu, " ")
    .replace(/\s{2,}/g, " ")
    .trim();

/**
 * Queues an email that is already rendered (an owner's guest message, written in the
 * sandbox by renderMessage) in the outbox, inside the caller's transaction, as enqueueEmail
 * does for the platform's own templates: committed, the messaging worker sends it; rolled
 * back, it never existed.
 */
export async function enqueueRenderedEmail(tx: Database, input: RenderedEmailInput): Promise<{ id: string }> {
  const to = typeof input.to === "string" ? { address: input.to, name: null } : input.to;
  const [row] = await tx
    .insert(emailOutbox)
    .values({
      toAddress: address.parse(to.address.trim()),
      toName: to.name ? oneLine(to.name) || null : null,
      lang: input.lang,
      templateKey: input.templateKey,
      subject: oneLine(input.subject),
      html: input.html,
      text: input.text,
      userId: input.userId ?? null,
      siteId: input.siteId ?? null,
    })
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error("email not queued");
  return { id: row.id };
}
