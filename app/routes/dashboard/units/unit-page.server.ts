import type { RouterContextProvider } from "react-router";
import type { Lang } from "../../../../modules/i18n/languages.ts";
import { type SiteLang, textIn } from "../../../../modules/i18n/site-languages.ts";
import { sitePath } from "../../../../modules/i18n/site-route-table.ts";
import { PHOTO_BUCKET, variantPath } from "../../../../modules/photos/photo-urls.ts";
import type { SitePhoto } from "../../../../modules/photos/site-photo.ts";
import { FACILITY_GROUP_IDS, FACILITY_GROUPS, type Facility } from "../../../../modules/units/facilities.ts";
import { UNIT_TYPES } from "../../../../modules/units/unit-types.ts";
import { findUnit, type RentalUnit } from "../../../../modules/units/units.ts";
import type { UnitLabels, UnitListItem } from "../../../components/dashboard/units/unit-views.ts";
import { services } from "../../../context.ts";
import { notFound, uuidParam } from "../../../lib/refusals.server.ts";
import { themeStrings } from "../../../themes/strings/index.ts";

/** `/dashboard/content/units/new` adds a place; any other segment must be the id of one of the site's. */
export function unitIdParam(value: string | undefined): string | null {
  return value === "new" ? null : uuidParam(value);
}

/** One of the site's units; another site's (or none) is answered as missing. */
export async function ownUnit(
  context: Readonly<RouterContextProvider>,
  siteId: string,
  unitId: string,
): Promise<RentalUnit> {
  const unit = await findUnit(services(context).db, siteId, unitId);
  if (!unit) notFound();
  return unit;
}

/** Unit kinds and facilities named in the owner's language, from the themes' own words. */
export function unitLabels(lang: Lang): UnitLabels {
  const words = themeStrings(lang);
  return {
    types: UNIT_TYPES.map((type) => ({ value: type, label: words.unitTypes[type] })),
    groups: FACILITY_GROUP_IDS.map((group) => ({
      group,
      label: words.facilityGroups[group],
      facilities: (FACILITY_GROUPS[group] as readonly Facility[]).map((key) => ({
        key,
        label: words.facilities[key],
      })),
    })),
  };
}

/** A small thumbnail's address. */
export function photoThumb(context: Readonly<RouterContextProvider>, photo: SitePhoto): string {
  return services(context).storage.publicUrl(PHOTO_BUCKET, variantPath(photo, photo.widths[0] ?? 480, "webp"));
}

/**
 * The units as the owner's list shows them: name in the site's main language, kind and size
 * in the owner's, the cover (else the unit's first photo, as the site does) and, on a site
 * with several places, the address of each shown one's page.
 */
export function unitListItems(
  context: Readonly<RouterContextProvider>,
  input: { units: RentalUnit[]; photos: SitePhoto[]; ownerLang: Lang; mainLang: SiteLang; siteUrl: string },
): UnitListItem[] {
  const { units, photos, ownerLang, mainLang, siteUrl } = input;
  const words = themeStrings(ownerLang);
  const byId = new Map(photos.map((p) => [p.id, p]));
  const several = units.filter((u) => u.status === "active").length > 1;
  return units.map((unit) => {
    const cover =
      (unit.coverPhotoId ? byId.get(unit.coverPhotoId) : undefined) ??
      photos.find((p) => p.album === "gallery" && p.unitId === unit.id);
    const active = unit.status === "active";
    return {
      id: unit.id,
      name: textIn(unit.name, mainLang, mainLang),
      summary: [
        words.unitTypes[unit.type],
        words.capacity.guests(unit.maxGuests),
        unit.bedrooms > 0 ? words.capacity.bedrooms(unit.bedrooms) : null,
      ]
        .filter(Boolean)
        .join(" · "),
      archived: !active,
      thumb: cover ? photoThumb(context, cover) : null,
      liveUrl:
        active && several ? `${siteUrl}${sitePath({ page: "unit", slug: unit.slug }, mainLang, mainLang)}` : null,
    };
  });
}
