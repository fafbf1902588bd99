import { OtherUnits, UnitFacilities, UnitIntro, UnitPhotos, UnitStory } from "../kit/pages/unit-page.tsx";
import type { KitPageProps } from "../kit/theme.ts";
import { Band } from "./ornaments.tsx";

/** The kit's unit page, with the unit's facilities on a sand band. */
export function UnitPage(props: KitPageProps) {
  const unit = props.data.unit;
  if (!unit) return null;
  const page = { ...props, unit };
  return (
    <>
      <UnitIntro {...page} />
      <UnitStory {...page} />
      {unit.photos.length > 0 && <UnitPhotos {...page} />}
      {unit.facilities.length > 0 && (
        <Band tone="sand" className={unit.photos.length > 0 ? "" : "mt-16 md:mt-24"}>
          <UnitFacilities {...page} />
        </Band>
      )}
      <OtherUnits {...page} />
    </>
  );
}
