import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { Database } from "../../db/client.ts";
import { emailOutbox } from "../../db/schema.ts";
import type { RenderedEmail } from "./render-email.ts";

const address = z.email().max(254);

export type RenderedEmailInput = {
  /** An address, or an address with the recipient's name for the To header. */
  to: string | { address: string; name?: string | null };
  lang: "nl" | "en" | "de" | "pl";
  /** What the email is, for the outbox's lists: a template key, or `guest-message` for an owner's own words. */
  templateKey: string;
  /** The complete email: a one-line subject, the HTML document and its plain-text twin. */
  email: RenderedEmail;
  userId?: string | null;
  siteId?: string | null;
  /** The stay an email to a guest is about, for the owner's email log. */
  stayId?: string | null;
  /** The sealed single-use link the sender puts back (secret-link.ts); `id` must then be the row's id it was sealed with. */
  secretLink?: string | null;
  id?: string;
  attachInvoiceId?: string | null;
  /** `site`: sent with the site's sending identity, resolved when it is sent (modules/sending-identity); needs `siteId`. */
  sender?: "platform" | "site";
};

/**
 * Queues an email already rendered, in the caller's transaction (ADR 0005): committed, the
 * messaging worker sends it; rolled back, it never existed. The recipient's name is put on
 * one line, so a name typed with line breaks can never add a header.
 */
export async function enqueueRenderedEmail(tx: Database, input: RenderedEmailInput): Promise<{ id: string }> {
  const to = typeof input.to === "string" ? { address: input.to, name: null } : input.to;
  const [row] = await tx
    .insert(emailOutbox)
    .values({
      id: input.id ?? randomUUID(),
      toAddress: address.parse(to.address.trim()),
      toName: to.name?.replace(/\p{Cc}+/gu, " ").trim() || null,
      lang: input.lang,
      templateKey: input.templateKey,
      subject: input.email.subject,
      html: input.email.html,
      text: input.email.text,
      secretLink: input.secretLink ?? null,
      userId: input.userId ?? null,
      siteId: input.siteId ?? null,
      stayId: input.stayId ?? null,
      attachInvoiceId: input.attachInvoiceId ?? null,
      sender: input.sender ?? "platform",
    })
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error("email not queued");
  return { id: row.id };
}
