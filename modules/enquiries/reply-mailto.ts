import type { SiteLang } from "../i18n/site-languages.ts";
import { replySubject } from "../messaging/enquiry-values.ts";

/** A mailto: link that opens the owner's mail program with the guest and the subject (in the guest's language) filled in. */
export function replyMailto(enquiry: { email: string; lang: SiteLang }, siteName: string): string {
  return `mailto:${encodeURIComponent(enquiry.email).replace(/%40/g, "@")}?subject=${encodeURIComponent(replySubject(enquiry.lang, siteName))}`;
}
