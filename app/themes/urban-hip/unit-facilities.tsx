import type { UnitView } from "../../../modules/site-view/site-view.ts";
import { FacilityGroups, type FacilityLook } from "../kit/blocks/facility-groups.tsx";
import { contactPath } from "../kit/format.ts";
import type { ThemePageProps } from "../kit/page-data.ts";
import { twoDigits, uh } from "./tokens.ts";

/** A unit's facilities as ruled cells, one per group, each with its heading and icons. */
export const facilityLook: FacilityLook = {
  grid: `${uh.cells} sm:grid-cols-2 lg:grid-cols-3`,
  group: `${uh.cell} p-6 md:p-8`,
  heading: `${uh.mono} text-(--accent)`,
  list: "mt-5 space-y-3",
  item: "flex items-center gap-3 text-[#f2efe8]",
  icon: "size-5 shrink-0 text-[#a8a49c]",
};

/** Arrival and departure times and the house rules, side by side. */
function StayRules({ unit, t }: { unit: UnitView; t: ThemePageProps["t"] }) {
  return (
    <div className={`${uh.cells} -mt-px md:grid-cols-2`}>
      <div className={`${uh.cell} p-6 md:p-8`}>
        <p className={`${uh.mono} text-(--accent)`}>{t.unit.arrival}</p>
        <p className="mt-5 text-[#f2efe8]">{t.unit.checkIn(unit.checkInFrom, unit.checkInUntil)}</p>
        <p className="mt-1 text-[#f2efe8]">{t.unit.checkOut(unit.checkOutUntil)}</p>
      </div>
      {unit.houseRules && (
        <div className={`${uh.cell} p-6 md:p-8`}>
          <p className={`${uh.mono} text-(--accent)`}>{t.unit.houseRules}</p>
          <p className="mt-5 whitespace-pre-line text-[#f2efe8]">{unit.houseRules}</p>
        </div>
      )}
    </div>
  );
}

/** A unit's facilities, then its arrival times and house rules. */
export function UnitFacilities({ unit, t }: { unit: UnitView; t: ThemePageProps["t"] }) {
  return (
    <>
      <FacilityGroups unit={unit} t={t} look={facilityLook} />
      <StayRules unit={unit} t={t} />
    </>
  );
}

/** A unit's part of the facilities page: its number, kind and name and the question to the hosts (on a site with several), then its rooms. */
export function FacilitiesUnit({ unit, index, data, t }: ThemePageProps & { unit: UnitView; index: number }) {
  const { site } = data;
  return (
    <>
      {site.units.length > 1 ? (
        <div className={`mb-10 flex flex-wrap items-end justify-between gap-6 border-t ${uh.line} pt-5`}>
          <div>
            <p className={uh.label}>
              <span className="text-(--accent)">{twoDigits(index + 1)}</span> / {t.unitTypes[unit.type]}
            </p>
            <h2 id={`unit-${unit.slug}`} className={`${uh.h2} mt-6`}>
              <a href={unit.path} className="hover:text-(--accent)">
                {unit.name}
              </a>
            </h2>
          </div>
          <a href={contactPath(site, unit.slug)} className={uh.link}>
            {t.unit.enquire}
          </a>
        </div>
      ) : (
        <h2 id={`unit-${unit.slug}`} className="sr-only">
          {unit.name}
        </h2>
      )}
      <UnitFacilities unit={unit} t={t} />
    </>
  );
}
