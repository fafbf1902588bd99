import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { siteProfiles, user, userSites } from "../../db/schema.ts";
import { isSiteLang } from "../i18n/site-languages.ts";
import { richFromText } from "../rich-text/rich-doc.ts";
import { type SiteContentDoc, siteContentDocSchema } from "./site-content-doc.ts";

/**
 * The document of a site whose owner has not edited it yet: in the owner's language, with
 * the description typed in the wizard as the home page's introduction and the about page's
 * story (so both pages, and the meta description, say something from the first day), the
 * address and contact email from onboarding, everything else empty.
 */
export async function siteContentDefaults(db: Database, siteId: string): Promise<SiteContentDoc> {
  const [row] = await db
    .select({ lang: user.lang, email: user.email, profile: siteProfiles })
    .from(userSites)
    .innerJoin(user, eq(user.id, userSites.userId))
    .leftJoin(siteProfiles, eq(siteProfiles.siteId, userSites.id))
    .where(eq(userSites.id, siteId))
    .limit(1);
  const main = isSiteLang(row?.lang) ? row.lang : "nl";
  const profile = row?.profile;
  const description = profile?.description.trim() ?? "";
  return siteContentDocSchema.parse({
    languages: { main, others: [] },
    ...(description ? { intro: { [main]: description }, about: { story: { [main]: richFromText(description) } } } : {}),
    contact: {
      email: row?.email ?? "",
      street: profile?.address ?? "",
      postalCode: profile?.postalCode ?? "",
      city: profile?.city ?? "",
      country: profile?.country ?? "",
    },
  });
}
