import type { Database } from "../../db/client.ts";
import type { Lang } from "../i18n/languages.ts";
import { SITE_LOCALES, type SiteLang, type SiteText, textIn } from "../i18n/site-languages.ts";
import { enqueueEmail } from "../messaging/enqueue-email.ts";
import type { EnquiryInput } from "./enquiry-schema.ts";

/** The owner of the site, as their account has them: where and in which language they read email. */
export type EnquiryOwner = { id: string; name: string; email: string; lang: Lang };

export type EnquiryEmails = {
  siteId: string;
  siteName: string;
  owner: EnquiryOwner;
  enquiry: EnquiryInput;
  /** The unit's name per language, when the guest chose one of the site's units. */
  unitName: SiteText | null;
  /** The language of the page the guest wrote from. */
  lang: SiteLang;
  /** The platform's public origin: the owner's link to the dashboard. */
  origin: string;
  /** The site's home page in the guest's language: the guest's link. */
  homeUrl: string;
};

/** "Freitag, 10. Juli 2026": a date-only value, never shifted by a time zone. */
function formatDay(day: string | undefined, lang: SiteLang): string {
  if (!day) return "";
  const [year, month, date] = day.split("-").map(Number);
  return new Intl.DateTimeFormat(SITE_LOCALES[lang], { dateStyle: "full", timeZone: "UTC" }).format(
    new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1)),
  );
}

/** The stay as both emails show it, in one language. */
function stayIn(input: EnquiryEmails, lang: SiteLang) {
  const { enquiry, unitName } = input;
  return {
    checkIn: formatDay(enquiry.checkIn, lang),
    checkOut: formatDay(enquiry.checkOut, lang),
    guests: enquiry.guests === undefined ? "" : String(enquiry.guests),
    // The unit's name in this language, else in the guest's, else in any it has.
    unit: unitName ? textIn(unitName, lang, input.lang) : "",
  };
}

/**
 * Tells the owner about a guest's enquiry and the guest that it arrived, in the transaction
 * that stores it: the owner gets every detail in their own language with a link to the
 * enquiries in the dashboard; the guest, in the language of the page, a confirmation from
 * the site with a copy of their message.
 */
export async function queueEnquiryEmails(tx: Database, input: EnquiryEmails): Promise<void> {
  const { owner, enquiry, siteId, siteName } = input;
  await enqueueEmail(tx, {
    to: { address: owner.email, name: owner.name },
    lang: owner.lang,
    template: "enquiry-received",
    data: {
      name: owner.name,
      siteName,
      guestName: enquiry.name,
      guestEmail: enquiry.email,
      guestPhone: enquiry.phone ?? "",
      ...stayIn(input, owner.lang),
      language: new Intl.DisplayNames([SITE_LOCALES[owner.lang]], { type: "language" }).of(input.lang) ?? input.lang,
      message: enquiry.message,
      url: new URL("/dashboard/enquiries", input.origin).href,
    },
    userId: owner.id,
    siteId,
  });
  await enqueueEmail(tx, {
    to: { address: enquiry.email, name: enquiry.name },
    lang: input.lang,
    template: "enquiry-confirmation",
    data: {
      name: enquiry.name,
      siteName,
      ...stayIn(input, input.lang),
      message: enquiry.message,
      url: input.homeUrl,
    },
    siteId,
  });
}
