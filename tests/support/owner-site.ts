import type { Database } from "../../db/client.ts";
import { createOwnerSite, type OwnerSite } from "../../modules/sites/create-owner-site.ts";
import type { ThemeName } from "../../modules/sites/themes.ts";

/** An owner's live site with a profile, as a finished onboarding leaves it. */
export async function createTestSite(
  db: Database,
  ownerId: string,
  site: { siteName: string; subdomain: string; theme?: ThemeName },
): Promise<OwnerSite> {
  const created = await createOwnerSite(
    db,
    {
      ownerId,
      siteName: site.siteName,
      subdomain: site.subdomain,
      theme: site.theme ?? "warm-cozy",
      profile: {
        propertyType: "holidayHome",
        address: "Duinweg 12",
        postalCode: "4506 AB",
        city: "Cadzand",
        country: "NL",
        maxGuests: 4,
        bedrooms: 2,
        bathrooms: 1,
        description: "Een licht vakantiehuis achter de duinen, op vijf minuten lopen van het strand.",
        basePriceCents: 12500,
        currency: "EUR",
      },
    },
    { onSiteChanged: () => {} },
  );
  if (!created.ok) throw new Error(`site not created: ${JSON.stringify(created)}`);
  return created.site;
}
