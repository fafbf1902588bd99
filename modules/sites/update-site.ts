import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { siteProfiles, userSites } from "../../db/schema.ts";
import { assertUuid } from "../ids/uuid.ts";
import { type OwnerSite, ownerSiteColumns, type SiteProfile, toOwnerSite } from "./create-owner-site.ts";
import { isThemeName, type ThemeName } from "./themes.ts";

export type SwitchThemeResult =
  | { ok: true; site: OwnerSite }
  /** No such site, or it belongs to another owner. */
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "invalid-theme" };

/** The owner picks another of the six themes; the site shows it on the next request. */
export async function switchTheme(
  db: Database,
  opts: { ownerId: string; siteId: string; theme: ThemeName; onSiteChanged: () => void },
): Promise<SwitchThemeResult> {
  assertUuid(opts.ownerId, "ownerId");
  assertUuid(opts.siteId, "siteId");
  if (!isThemeName(opts.theme)) return { ok: false, reason: "invalid-theme" };
  const [row] = await db
    .update(userSites)
    .set({ themeName: opts.theme, updatedAt: new Date() })
    .where(and(eq(userSites.id, opts.siteId), eq(userSites.userId, opts.ownerId)))
    .returning(ownerSiteColumns);
  if (!row) return { ok: false, reason: "not-found" };
  opts.onSiteChanged();
  return { ok: true, site: toOwnerSite(row) };
}

export type OwnerSiteWithProfile = { site: OwnerSite; profile: SiteProfile | null };

/**
 * The owner's site (one per owner for now) with its profile, or null before onboarding.
 * Sites made outside the wizard may have no profile.
 */
export async function getOwnerSite(db: Database, ownerId: string): Promise<OwnerSiteWithProfile | null> {
  assertUuid(ownerId, "ownerId");
  const [row] = await db
    .select({
      site: ownerSiteColumns,
      profile: {
        propertyType: siteProfiles.propertyType,
        address: siteProfiles.address,
        postalCode: siteProfiles.postalCode,
        city: siteProfiles.city,
        country: siteProfiles.country,
        maxGuests: siteProfiles.maxGuests,
        bedrooms: siteProfiles.bedrooms,
        bathrooms: siteProfiles.bathrooms,
        description: siteProfiles.description,
        basePriceCents: siteProfiles.basePriceCents,
        currency: siteProfiles.currency,
      },
    })
    .from(userSites)
    .leftJoin(siteProfiles, eq(siteProfiles.siteId, userSites.id))
    .where(eq(userSites.userId, ownerId))
    .orderBy(userSites.createdAt)
    .limit(1);
  return row ? { site: toOwnerSite(row.site), profile: row.profile } : null;
}
