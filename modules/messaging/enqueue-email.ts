import { randomUUID } from "node:crypto";
import type { Database } from "../../db/client.ts";
import { assertUuid } from "../ids/uuid.ts";
import { enqueueRenderedEmail } from "./enqueue-rendered-email.ts";
import { renderEmail } from "./render-email.ts";
import { carriesSecretLink, sealSecretLink, secretLinkStandIn } from "./secret-link.ts";
import { isGuestTemplate, type TemplateData, type TemplateKey, type TemplateLang } from "./template-keys.ts";

export type EnqueueEmailInput<K extends TemplateKey> = {
  /** An address, or an address with the recipient's name for the To header. */
  to: string | { address: string; name?: string | null };
  /** nl, en or pl; a guest email (GUEST_TEMPLATE_KEYS) may be in German too. */
  lang: TemplateLang<K>;
  template: K;
  data: TemplateData[K];
  userId?: string | null;
  siteId?: string | null;
  /** The stay an email to a guest is about, for the owner's email log. */
  stayId?: string | null;
  /**
   * On a public origin, SECRETS_KEY: the single-use link of a password reset or address
   * confirmation is then stored only encrypted and the stored bodies show a stand-in (see
   * secret-link.ts). Null on this machine, where the link stays readable in the outbox.
   */
  sealLinksWith?: Buffer | null;
  /**
   * An invoice or credit note (invoices.id) of the recipient's account (`userId`, then
   * required), whose PDF goes with the email as `{number}.pdf`. The email waits for the PDF
   * while it is not rendered yet, and is never sent without it.
   */
  attachInvoiceId?: string | null;
  /**
   * `site`: sent with the site's sending identity (the owner's name, domain or SMTP server),
   * resolved when it is sent; needs `siteId`. Defaults to `site` for a guest template of a
   * site (GUEST_TEMPLATE_KEYS), else `platform`.
   */
  sender?: "platform" | "site";
};

/**
 * Renders an email and queues it in the outbox, inside the caller's transaction: pass the
 * transaction (`tx`) in which the change that causes the email is written. Committed, it is
 * sent by the messaging worker; rolled back, it never existed. Without an SMTP server it
 * waits in the outbox until one is configured.
 */
export async function enqueueEmail<K extends TemplateKey>(
  tx: Database,
  input: EnqueueEmailInput<K>,
): Promise<{ id: string }> {
  if (input.attachInvoiceId != null) {
    assertUuid(input.attachInvoiceId, "attachInvoiceId");
    // The sender attaches an invoice only to its owner's email (deliver-outbox-email.ts).
    if (!input.userId) throw new Error("an email with an invoice attached names the recipient's account (userId)");
  }
  const sender = input.sender ?? (isGuestTemplate(input.template) && input.siteId ? "site" : "platform");
  if (sender === "site" && !input.siteId) throw new Error("an email sent in a site's name names the site (siteId)");
  const id = randomUUID();
  const sealKey = carriesSecretLink(input.template) ? input.sealLinksWith : null;
  const secretLink = sealKey ? linkOf(input.data) : null;
  const data = secretLink ? { ...input.data, url: secretLinkStandIn(secretLink) } : input.data;
  return enqueueRenderedEmail(tx, {
    id,
    to: input.to,
    lang: input.lang,
    templateKey: input.template,
    email: await renderEmail(tx, input.template, input.lang, data),
    secretLink: secretLink && sealKey ? sealSecretLink(secretLink, sealKey, id) : null,
    userId: input.userId ?? null,
    siteId: input.siteId ?? null,
    stayId: input.stayId ?? null,
    attachInvoiceId: input.attachInvoiceId ?? null,
    sender,
  });
}

function linkOf(data: unknown): string {
  const url = (data as { url?: unknown }).url;
  if (typeof url !== "string") throw new Error("an email with a secret link needs its url");
  return url;
}
