import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { rentalUnits } from "../../db/schema.ts";
import { type SiteLang, type SiteText, textIn } from "../i18n/site-languages.ts";

/**
 * A unit's check-in instructions (the key, a door code, parking, the wifi) in the guest's
 * language, else the main one, as the house rules fall back. Private: read only for a
 * booking's own page once everything due is paid, never into a public page's view.
 */
export async function checkInInstructionsOf(
  db: Database,
  input: { siteId: string; unitId: string; lang: SiteLang; mainLang: SiteLang },
): Promise<string> {
  const [row] = await db
    .select({ texts: rentalUnits.checkInInstructions })
    .from(rentalUnits)
    .where(and(eq(rentalUnits.siteId, input.siteId), eq(rentalUnits.id, input.unitId)))
    .limit(1);
  return row ? textIn(row.texts as SiteText, input.lang, input.mainLang) : "";
}
