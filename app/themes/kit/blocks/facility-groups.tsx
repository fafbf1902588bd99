import type { UnitView } from "../../../../modules/site-view/site-view.ts";
import type { ThemeStrings } from "../../strings/index.ts";
import { FacilityIcon } from "../facility-icon.tsx";

export type FacilityLook = {
  grid: string;
  group: string;
  heading: string;
  list: string;
  item: string;
  icon: string;
};

/** A unit's facilities in their groups (kitchen, bathroom, outdoors…), each with its icon. */
export function FacilityGroups({
  unit,
  t,
  look,
  headingLevel = 3,
}: {
  unit: UnitView;
  t: ThemeStrings;
  look: FacilityLook;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className={look.grid}>
      {unit.facilities.map(({ group, facilities }) => (
        <div key={group} className={look.group}>
          <Heading className={look.heading}>{t.facilityGroups[group]}</Heading>
          <ul className={look.list}>
            {facilities.map((facility) => (
              <li key={facility} className={look.item}>
                <FacilityIcon facility={facility} className={look.icon} />
                <span>{t.facilities[facility]}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
