import type { UnitView } from "../../../modules/site-view/site-view.ts";
import { FacilityIcon } from "../kit/facility-icon.tsx";
import type { ThemePageProps } from "../kit/page-data.ts";
import { uh } from "./tokens.ts";

/**
 * A unit's facilities as ruled cells, one per group, each with its heading and icons. Plain
 * headed blocks, not labelled regions: a page with several units would otherwise hold
 * several regions called "Kitchen".
 */
export function FacilityCells({ unit, t }: { unit: UnitView; t: ThemePageProps["t"] }) {
  return (
    <div className={`${uh.cells} sm:grid-cols-2 lg:grid-cols-3`}>
      {unit.facilities.map(({ group, facilities }) => (
        <div key={group} className={`${uh.cell} p-6 md:p-8`}>
          <h3 className={`${uh.mono} text-(--accent)`}>{t.facilityGroups[group]}</h3>
          <ul className="mt-5 space-y-3">
            {facilities.map((facility) => (
              <li key={facility} className="flex items-center gap-3 text-[#f2efe8]">
                <FacilityIcon facility={facility} className="size-5 shrink-0 text-[#a8a49c]" />
                <span>{t.facilities[facility]}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
