import type { Database } from "../../db/client.ts";
import type { SiteLang } from "../i18n/site-languages.ts";
import { wrapHtml, wrapText } from "../messaging/email-layout.ts";
import { enqueueRenderedEmail } from "../messaging/enqueue-rendered-email.ts";
import { bookingGuestReason } from "../messaging/templates/default-templates.ts";
import type { RenderedMessage } from "./render-message.ts";

/** The outbox's name for an owner's own words to a guest (a rule's message, or one written by hand). */
export const GUEST_MESSAGE_KEY = "guest-message";

/**
 * Queues an owner's message to their guest in the caller's transaction, framed as every email
 * of a booking is: the site's name on top, the site's home page and why the guest gets it in
 * the footer, and a plain-text part beside the HTML.
 */
export async function queueGuestMessage(
  tx: Database,
  input: {
    siteId: string;
    /** The stay it is about: the owner's email log and the stay's timeline find it by this. */
    stayId?: string | null;
    siteName: string;
    homeUrl: string;
    to: { address: string; name: string | null };
    lang: SiteLang;
    message: RenderedMessage;
  },
): Promise<{ id: string }> {
  const layout = { reason: bookingGuestReason(input.lang) };
  const homeUrl = safeHome(input.homeUrl);
  return enqueueRenderedEmail(tx, {
    to: input.to,
    lang: input.lang,
    templateKey: GUEST_MESSAGE_KEY,
    siteId: input.siteId,
    // From the owner, as they chose (their name on our domain, their own domain or mail server).
    sender: "site",
    stayId: input.stayId ?? null,
    email: {
      subject: input.message.subject,
      html: wrapHtml({
        lang: input.lang,
        subject: input.message.subject,
        bodyHtml: input.message.html,
        brand: input.siteName,
        layout,
        homeUrl,
      }),
      text: wrapText(input.message.text, layout, homeUrl),
    },
  });
}

function safeHome(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? `${parsed.origin}/` : null;
  } catch {
    return null;
  }
}
