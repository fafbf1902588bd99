import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { userSites } from "../../db/schema.ts";
import { isSiteLang, type SiteLang } from "../i18n/site-languages.ts";
import { myBookingPath } from "../i18n/site-route-table.ts";
import { siteLanguages } from "../site-content/site-content-doc.ts";
import { loadPublishedContent } from "../site-content/site-content-store.ts";
import { type SiteAddressing, siteUrl } from "../sites/site-url.ts";

/**
 * The absolute address of a guest's own booking page: on the owner's site, in the language
 * the guest booked in where the site offers it (else the site's main language).
 */
export async function guestPageUrl(
  db: Database,
  input: { siteId: string; token: string; lang: string | null },
  addressing: SiteAddressing,
): Promise<string> {
  const [site] = await db
    .select({ subdomain: userSites.subdomain, customDomain: userSites.customDomain })
    .from(userSites)
    .where(eq(userSites.id, input.siteId));
  if (!site) throw new Error(`no site ${input.siteId}`);
  const doc = await loadPublishedContent(db, input.siteId);
  const main = doc.languages.main;
  const lang: SiteLang = isSiteLang(input.lang) && siteLanguages(doc).includes(input.lang) ? input.lang : main;
  return `${siteUrl(site, addressing)}${myBookingPath(input.token, lang, main)}`;
}
