import { fillIn } from "../i18n/fill-in.ts";
import type { SiteLang } from "../i18n/site-languages.ts";
import { guestValueWords } from "./templates/default-templates.ts";

/**
 * The subject of the owner's answer to a guest's message, in the language the guest wrote in
 * (which may be one the owner's own screens do not speak, such as German).
 */
export function replySubject(lang: SiteLang, siteName: string): string {
  return `Re: ${fillIn(guestValueWords(lang).enquiry.replySubject, { site: siteName })}`;
}
