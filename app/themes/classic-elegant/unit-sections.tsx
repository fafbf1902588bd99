import type { UnitView } from "../../../modules/site-view/site-view.ts";
import { FacilityGroups, type FacilityLook } from "../kit/blocks/facility-groups.tsx";
import type { ThemePageProps } from "../kit/page-data.ts";
import { Figure } from "./ornaments.tsx";
import { ce } from "./tokens.ts";
import { unitFacts } from "./unit-facts.ts";

type T = ThemePageProps["t"];

/**
 * A unit's facilities in their groups, each under its heading in capitals with a hairline
 * above, centred.
 */
export const facilityLook: FacilityLook = {
  grid: "grid gap-x-10 gap-y-12 sm:grid-cols-2 lg:grid-cols-3",
  group: "border-t border-(--accent)/30 pt-7 text-center",
  heading: ce.caps,
  list: "mt-5 space-y-2.5",
  item: "flex items-center justify-center gap-2.5 text-[#3b3731]",
  icon: "size-4 shrink-0 text-(--accent) [stroke-width:1.4]",
};

/** A unit's capacity between thin double rules, each number large in the display face. */
export function FactsBand({ unit, t, className = "" }: { unit: UnitView; t: T; className?: string }) {
  return (
    <ul
      className={`mx-auto flex max-w-4xl flex-wrap justify-center gap-y-8 border-y-[3px] border-double border-(--accent)/45 py-9 ${className}`}
    >
      {unitFacts(unit, t).map((fact) => (
        <li
          key={fact}
          className="basis-1/2 px-4 text-center sm:basis-auto sm:px-8 sm:[&+li]:border-l sm:[&+li]:border-(--accent)/25 md:px-11"
        >
          <Figure text={fact} />
        </li>
      ))}
    </ul>
  );
}

/** The house rules, one a line, as a list. */
function houseRules(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * Arrival and departure times and the house rules as two cards with a fine double edge,
 * side by side from the md breakpoint.
 */
export function StayNotes({ unit, t, headingLevel }: { unit: UnitView; t: T; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const rules = houseRules(unit.houseRules);
  const card = `${ce.paper} border border-(--accent)/30 px-6 py-10 text-center outline-1 outline-offset-[-7px] outline-(--accent)/20 outline-solid sm:px-10`;
  return (
    <div className={`grid gap-8 ${rules.length > 0 ? "md:grid-cols-2" : "mx-auto max-w-xl"}`}>
      <section className={`${card} flex flex-col justify-center`}>
        <Heading className={ce.caps}>{t.unit.arrival}</Heading>
        <p className="mt-6 font-(family-name:--font-heading) text-xl leading-relaxed text-[#1f1d1a] md:text-[1.4rem]">
          {t.unit.checkIn(unit.checkInFrom, unit.checkInUntil)}
        </p>
        <span aria-hidden="true" className="mx-auto my-5 block size-1.5 rotate-45 bg-(--accent)" />
        <p className="font-(family-name:--font-heading) text-xl leading-relaxed text-[#1f1d1a] md:text-[1.4rem]">
          {t.unit.checkOut(unit.checkOutUntil)}
        </p>
      </section>
      {rules.length > 0 && (
        <section className={card}>
          <Heading className={ce.caps}>{t.unit.houseRules}</Heading>
          <ul className="mt-6 space-y-3 text-left">
            {rules.map((rule) => (
              <li
                key={rule}
                className={`${ce.body} relative pl-6 before:absolute before:top-[0.75em] before:left-0.5 before:size-[5px] before:rotate-45 before:bg-(--accent)`}
              >
                {rule}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** Everything a guest wants to know about a unit's rooms: its facts, facilities and stay. */
export function UnitFacilities({ unit, t, headingLevel }: { unit: UnitView; t: T; headingLevel: 2 | 3 }) {
  return (
    <>
      <FactsBand unit={unit} t={t} />
      {unit.facilities.length > 0 && (
        <div className="mt-16">
          <FacilityGroups unit={unit} t={t} look={facilityLook} headingLevel={headingLevel} />
        </div>
      )}
      <div className="mt-16">
        <StayNotes unit={unit} t={t} headingLevel={headingLevel} />
      </div>
    </>
  );
}

/** A unit's part of the facilities page: its kind and name (on a site with several), then its rooms. */
export function FacilitiesUnit({ unit, data, t }: ThemePageProps & { unit: UnitView }) {
  return (
    <div className={ce.container}>
      {data.site.units.length > 1 ? (
        <div className="mb-12 text-center">
          <p className={ce.caps}>{t.unitTypes[unit.type]}</p>
          <h2 id={`unit-${unit.slug}`} className={`${ce.h2} mt-3`}>
            <a href={unit.path} className="underline-offset-8 hover:text-(--accent) hover:underline">
              {unit.name}
            </a>
          </h2>
        </div>
      ) : (
        <h2 id={`unit-${unit.slug}`} className="sr-only">
          {unit.name}
        </h2>
      )}
      <UnitFacilities unit={unit} t={t} headingLevel={3} />
    </div>
  );
}
