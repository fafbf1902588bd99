import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/constraint-violation.ts";
import { rentalUnits, siteProfiles, user, userSites } from "../../db/schema.ts";
import { assertUuid } from "../ids/uuid.ts";
import { ensureDefaultMessages } from "../message-rules/ensure-default-messages.ts";
import { slugify } from "../text/slugify.ts";
import { unitTypeOfProperty } from "../units/unit-types.ts";
import { checkSubdomain } from "./check-subdomain.ts";
import type { ThemeName } from "./themes.ts";

export type OwnerSite = {
  id: string;
  ownerId: string;
  siteName: string;
  themeName: ThemeName;
  subdomain: string;
  customDomain: string | null;
  status: "active" | "inactive";
  /** Public without a subscription since then; null for a wizard-made site (site-access.ts). */
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

/** What the wizard asked about the property (table site_profiles). */
export type SiteProfile = {
  propertyType: "holidayHome" | "apartment" | "bnb" | "chalet" | "other";
  address: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  maxGuests: number;
  bedrooms: number;
  bathrooms: number;
  description: string;
  basePriceCents: number;
  currency: string;
};

export type NewOwnerSite = {
  ownerId: string;
  siteName: string;
  theme: ThemeName;
  /** As the owner typed it; checked and normalised with checkSubdomain. */
  subdomain: string;
  profile: SiteProfile;
  /**
   * Whether guests see it without a subscription (modules/sites/site-access.ts): the wizard's
   * sites wait for their owner to subscribe; the demo sites and the tests' are public.
   */
  publishedWithoutSubscription: boolean;
};

export type CreateOwnerSiteResult =
  | { ok: true; site: OwnerSite }
  /** One site per owner (unique index user_sites_user_id_key), also when the other was made a moment ago. */
  | { ok: false; reason: "has-site" }
  /** The name breaks the rules or is held by another site (also when taken a moment ago). */
  | { ok: false; reason: "subdomain"; subdomainReason: "invalid" | "reserved" | "taken" };

export const ownerSiteColumns = {
  id: userSites.id,
  ownerId: userSites.userId,
  siteName: userSites.siteName,
  themeName: userSites.themeName,
  subdomain: userSites.subdomain,
  customDomain: userSites.customDomain,
  status: userSites.status,
  publishedAt: userSites.publishedAt,
  createdAt: userSites.createdAt,
  updatedAt: userSites.updatedAt,
};

export function toOwnerSite(row: Omit<OwnerSite, "themeName"> & { themeName: string }): OwnerSite {
  return { ...row, themeName: row.themeName as ThemeName };
}

/** The site's first rental unit, from the wizard's answers, in the owner's language. */
async function insertFirstUnit(tx: Database, site: OwnerSite, input: NewOwnerSite): Promise<void> {
  const [owner] = await tx.select({ lang: user.lang }).from(user).where(eq(user.id, input.ownerId)).limit(1);
  const lang = owner?.lang ?? "nl";
  const { profile } = input;
  await tx.insert(rentalUnits).values({
    siteId: site.id,
    slug: slugify(input.siteName) || site.subdomain,
    type: unitTypeOfProperty(profile.propertyType),
    name: { [lang]: input.siteName },
    shortDescription: { [lang]: profile.description.slice(0, 300) },
    maxGuests: profile.maxGuests,
    bedrooms: profile.bedrooms,
    beds: Math.max(profile.bedrooms, 1),
    bathrooms: profile.bathrooms,
  });
}

class SubdomainUnavailable extends Error {
  readonly reason: "invalid" | "reserved" | "taken";
  constructor(reason: "invalid" | "reserved" | "taken") {
    super(`subdomain ${reason}`);
    this.reason = reason;
  }
}
class HasSite extends Error {}

async function hasSite(db: Database, ownerId: string): Promise<boolean> {
  const rows = await db.select({ id: userSites.id }).from(userSites).where(eq(userSites.userId, ownerId)).limit(1);
  return rows.length > 0;
}

/**
 * Creates an owner's active site, its profile and its first rental unit in one transaction. `afterCreate` runs in
 * that transaction (e.g. to enqueue the "your site is live" email or delete the wizard
 * draft), so either everything is stored or nothing. The database keeps one site per owner
 * and one site per name: of two calls racing for one owner, the loser gets reason
 * "has-site"; of two owners racing for one name, reason "subdomain"/"taken".
 * `onSiteChanged` (SiteDirectory invalidate) runs after the commit.
 */
export async function createOwnerSite(
  db: Database,
  input: NewOwnerSite,
  opts: { onSiteChanged: () => void; afterCreate?: (tx: Database, site: OwnerSite) => Promise<void> },
): Promise<CreateOwnerSiteResult> {
  assertUuid(input.ownerId, "ownerId");
  let site: OwnerSite;
  try {
    site = await db.transaction(async (tx) => {
      if (await hasSite(tx, input.ownerId)) throw new HasSite();
      const name = await checkSubdomain(tx, input.subdomain);
      if (!name.ok) throw new SubdomainUnavailable(name.reason);

      const [row] = await tx
        .insert(userSites)
        .values({
          userId: input.ownerId,
          siteName: input.siteName,
          themeName: input.theme,
          subdomain: name.subdomain,
          status: "active",
          publishedAt: input.publishedWithoutSubscription ? new Date() : null,
        })
        .returning(ownerSiteColumns);
      if (!row) throw new Error("site not stored");
      const created = toOwnerSite(row);
      await tx.insert(siteProfiles).values({ siteId: created.id, ...input.profile });
      await insertFirstUnit(tx, created, input);
      // A new site talks to its guests well from the first booking: the default messages, switched on.
      const [owner] = await tx.select({ lang: user.lang }).from(user).where(eq(user.id, input.ownerId));
      await ensureDefaultMessages(tx, created.id, owner?.lang ?? "nl");
      await opts.afterCreate?.(tx, created);
      return created;
    });
  } catch (error) {
    if (error instanceof HasSite) return { ok: false, reason: "has-site" };
    if (error instanceof SubdomainUnavailable) return { ok: false, reason: "subdomain", subdomainReason: error.reason };
    if (isUniqueViolation(error, "user_sites_user_id_key")) return { ok: false, reason: "has-site" };
    // The same owner racing with the same name can meet the name's index first.
    if (isUniqueViolation(error, "user_sites_subdomain_key")) {
      return (await hasSite(db, input.ownerId))
        ? { ok: false, reason: "has-site" }
        : { ok: false, reason: "subdomain", subdomainReason: "taken" };
    }
    throw error;
  }
  opts.onSiteChanged();
  return { ok: true, site };
}
