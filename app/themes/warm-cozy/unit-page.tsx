import { OtherUnits, UnitFacilities, UnitIntro, UnitPhotos, UnitStory } from "../kit/pages/unit-page.tsx";
import type { KitPageProps } from "../kit/theme.ts";
import { OatBand } from "./sections.tsx";

/** The kit's unit page, with the unit's photos and facilities together on an oat band. */
export function UnitPage(props: KitPageProps) {
  const unit = props.data.unit;
  if (!unit) return null;
  const page = { ...props, unit };
  return (
    <>
      <UnitIntro {...page} />
      <UnitStory {...page} />
      {(unit.photos.length > 0 || unit.facilities.length > 0) && (
        <div className="mt-16 md:mt-24">
          <OatBand>
            {unit.photos.length > 0 && <UnitPhotos {...page} />}
            {unit.facilities.length > 0 ? <UnitFacilities {...page} /> : <div className="pb-12 md:pb-16" />}
          </OatBand>
        </div>
      )}
      <OtherUnits {...page} />
    </>
  );
}
