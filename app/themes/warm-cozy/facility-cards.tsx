import type { UnitView } from "../../../modules/site-view/site-view.ts";
import { FacilityIcon } from "../kit/facility-icon.tsx";
import type { ThemeStrings } from "../strings/index.ts";
import { wc } from "./tokens.ts";

/**
 * A unit's facilities, each group (kitchen, bathroom, outdoors…) on its own little card.
 * Plain headings rather than labelled regions: the facilities page lists several units, whose
 * groups share their names.
 */
export function FacilityCards({ unit, t, headingLevel }: { unit: UnitView; t: ThemeStrings; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="grid gap-4 sm:grid-cols-2 md:gap-5 lg:grid-cols-3">
      {unit.facilities.map(({ group, facilities }) => (
        <li key={group} className={`${wc.card} p-6 md:p-7`}>
          <Heading className={`${wc.serif} text-lg`}>{t.facilityGroups[group]}</Heading>
          <ul className="mt-4 space-y-3">
            {facilities.map((facility) => (
              <li key={facility} className="flex items-center gap-3 text-[#5a4536]">
                <FacilityIcon facility={facility} className="size-5 shrink-0 text-(--accent)" />
                <span>{t.facilities[facility]}</span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
