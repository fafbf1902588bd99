import type { UnitView } from "../../../modules/site-view/site-view.ts";
import { UnitName } from "../kit/blocks/unit-cards.tsx";
import { fill } from "../kit/format.ts";
import type { ThemePageProps } from "../kit/page-data.ts";
import { MatPhoto } from "./frames.tsx";
import { ce } from "./tokens.ts";
import { unitFacts } from "./unit-facts.ts";

/**
 * The units side by side as framed prints with their titles beneath: the kind of place in
 * capitals, the name (its link laid over the whole card), the main facts, a line about it.
 */
export function UnitCards({
  units,
  t,
  headingLevel,
}: {
  units: UnitView[];
  t: ThemePageProps["t"];
  headingLevel: 2 | 3;
}) {
  // One place centred, three columns for a multiple of three, else two; the cover's sizes to match.
  const [columns, sizes] =
    units.length === 1
      ? ["mx-auto max-w-xl", "(min-width: 640px) 34rem, 92vw"]
      : units.length % 3 === 0
        ? ["md:grid-cols-2 lg:grid-cols-3", "(min-width: 1152px) 330px, (min-width: 768px) 44vw, 92vw"]
        : ["md:grid-cols-2", "(min-width: 1152px) 500px, (min-width: 768px) 44vw, 92vw"];
  return (
    <ul className={`grid gap-x-12 gap-y-16 md:gap-x-16 ${columns}`}>
      {units.map((unit) => (
        <li key={unit.id} className="group relative flex flex-col items-center text-center">
          {unit.cover ? (
            <MatPhoto
              photo={{ ...unit.cover, alt: "" }}
              sizes={sizes}
              shape="aspect-[4/3]"
              className="w-full transition-transform duration-500 group-hover:-translate-y-1"
            />
          ) : (
            <div aria-hidden="true" className={`${ce.mat} w-full`}>
              <div className="aspect-[4/3] bg-(--accent)/10" />
            </div>
          )}
          <p className={`${ce.caps} mt-9`}>{t.unitTypes[unit.type]}</p>
          <UnitName
            unit={unit}
            level={headingLevel}
            className={`${ce.h3} mt-2 md:text-[1.9rem]`}
            linkClassName="after:absolute after:inset-0 group-hover:text-(--accent)"
          />
          <p className="mt-3 font-(family-name:--font-heading) text-[1.05rem] text-[#675f54]">
            {unitFacts(unit, t, { brief: true }).join("  ·  ")}
          </p>
          {unit.shortDescription && <p className={`${ce.body} mt-4 max-w-md`}>{unit.shortDescription}</p>}
          <p aria-hidden="true" className="mt-auto pt-6">
            <span className={ce.link}>{fill(t.home.viewUnit, { name: unit.name })}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
