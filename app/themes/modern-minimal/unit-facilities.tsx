import type { UnitView } from "../../../modules/site-view/site-view.ts";
import { CapacityFacts } from "../kit/blocks/capacity-facts.tsx";
import { FacilityGroups, type FacilityLook } from "../kit/blocks/facility-groups.tsx";
import type { ThemePageProps } from "../kit/page-data.ts";
import type { ThemeStrings } from "../strings/index.ts";
import { mm } from "./tokens.ts";

export const facilityLook: FacilityLook = {
  grid: "grid gap-x-10 gap-y-10 sm:grid-cols-2 lg:grid-cols-3",
  group: "",
  heading: mm.label,
  list: "mt-4 space-y-3",
  item: "flex items-center gap-3 text-neutral-800",
  icon: "size-5 shrink-0 text-(--accent)",
};

/** A unit's facts, its facilities in their groups, its arrival times and house rules. */
export function UnitFacilities({ unit, t, headingLevel }: { unit: UnitView; t: ThemeStrings; headingLevel: 2 | 3 }) {
  return (
    <>
      <CapacityFacts
        unit={unit}
        t={t}
        className="flex flex-wrap gap-x-8 gap-y-3 text-neutral-800"
        itemClassName="flex items-center gap-2"
        iconClassName="size-5 text-(--accent)"
      />
      <div className="mt-12">
        <FacilityGroups unit={unit} t={t} look={facilityLook} headingLevel={headingLevel} />
      </div>
      <div className="mt-14 grid gap-10 md:grid-cols-2">
        <div>
          <p className={mm.label}>{t.unit.arrival}</p>
          <p className="mt-4 text-neutral-800">{t.unit.checkIn(unit.checkInFrom, unit.checkInUntil)}</p>
          <p className="mt-1 text-neutral-800">{t.unit.checkOut(unit.checkOutUntil)}</p>
        </div>
        {unit.houseRules && (
          <div>
            <p className={mm.label}>{t.unit.houseRules}</p>
            <p className="mt-4 whitespace-pre-line text-neutral-800">{unit.houseRules}</p>
          </div>
        )}
      </div>
    </>
  );
}

/** A unit's part of the facilities page: its name (a link on a site with several), then its rooms. */
export function FacilitiesUnit({ unit, data, t }: ThemePageProps & { unit: UnitView }) {
  return (
    <>
      {data.site.units.length > 1 ? (
        <h2 id={`unit-${unit.slug}`} className={`${mm.h2} mb-8`}>
          <a href={unit.path} className="hover:underline">
            {unit.name}
          </a>
        </h2>
      ) : (
        <h2 id={`unit-${unit.slug}`} className="sr-only">
          {unit.name}
        </h2>
      )}
      <UnitFacilities unit={unit} t={t} headingLevel={3} />
    </>
  );
}
