import type { UnitView } from "../../../../modules/site-view/site-view.ts";
import type { ThemeStrings } from "../../strings/index.ts";
import { Photo } from "../photo.tsx";
import { UnitName } from "./unit-cards.tsx";

export type UnitListLook = {
  list: string;
  item: string;
  photo: string;
  sizes: string;
  image: string;
  type: string;
  name: string;
  link: string;
  facts: string;
  description: string;
};

/** Places to stay side by side: the cover, the kind of place, the name (the link), guests and bedrooms, a line about it. */
export function UnitList({ units, t, look }: { units: UnitView[]; t: ThemeStrings; look: UnitListLook }) {
  return (
    <ul className={look.list}>
      {units.map((unit) => (
        <li key={unit.id} className={look.item}>
          {unit.cover && (
            <Photo
              photo={{ ...unit.cover, alt: "" }}
              sizes={look.sizes}
              className={look.photo}
              imgClassName={look.image}
            />
          )}
          <p className={look.type}>{t.unitTypes[unit.type]}</p>
          <UnitName unit={unit} level={3} className={look.name} linkClassName={look.link} />
          <p className={look.facts}>
            {/* A studio has no bedroom to count. */}
            {t.capacity.guests(unit.maxGuests)}
            {unit.bedrooms > 0 && " · "}
            {unit.bedrooms > 0 && t.capacity.bedrooms(unit.bedrooms)}
          </p>
          {unit.shortDescription && <p className={look.description}>{unit.shortDescription}</p>}
        </li>
      ))}
    </ul>
  );
}
