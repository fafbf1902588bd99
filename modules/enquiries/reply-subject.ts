import type { SiteLang } from "../i18n/site-languages.ts";

const SUBJECTS: Record<SiteLang, (siteName: string) => string> = {
  nl: (site) => `Je bericht aan ${site}`,
  en: (site) => `Your message to ${site}`,
  de: (site) => `Ihre Nachricht an ${site}`,
  pl: (site) => `Twoja wiadomość – ${site}`,
};

/**
 * The subject of the owner's answer to an enquiry, in the language the guest wrote in (which
 * may be one the owner's own screens do not speak, such as German).
 */
export function replySubject(lang: SiteLang, siteName: string): string {
  return `Re: ${SUBJECTS[lang](siteName)}`;
}

/** A mailto: link that opens the owner's mail program with the guest and the subject filled in. */
export function replyMailto(enquiry: { email: string; lang: SiteLang }, siteName: string): string {
  return `mailto:${encodeURIComponent(enquiry.email).replace(/%40/g, "@")}?subject=${encodeURIComponent(replySubject(enquiry.lang, siteName))}`;
}
