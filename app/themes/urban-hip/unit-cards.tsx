import type { UnitView } from "../../../modules/site-view/site-view.ts";
import { UnitName, ViewUnit } from "../kit/blocks/unit-cards.tsx";
import type { ThemePageProps } from "../kit/page-data.ts";
import { Photo } from "../kit/photo.tsx";
import { twoDigits, uh } from "./tokens.ts";

/** Guests, bedrooms (a studio has none to count) and size on one mono line. */
export function unitFactsLine(unit: UnitView, t: ThemePageProps["t"]): string {
  return [
    t.capacity.guests(unit.maxGuests),
    ...(unit.bedrooms > 0 ? [t.capacity.bedrooms(unit.bedrooms)] : []),
    ...(unit.sizeM2 ? [t.capacity.size(unit.sizeM2)] : []),
  ].join(" · ");
}

/**
 * The units as a staggered editorial list: big photo and words swap sides from one to the
 * next, every other one set lower. The whole row is the link (the name's link stretched over
 * it), and its photo turns from grey to colour when pointed at.
 */
export function UnitRows({
  units,
  numbering = units,
  t,
  headingLevel,
}: {
  units: UnitView[];
  /** The list a unit's number counts in (all the site's units), when `units` is part of it. */
  numbering?: UnitView[];
  t: ThemePageProps["t"];
  headingLevel: 2 | 3;
}) {
  return (
    <ol className="space-y-16 md:space-y-28">
      {units.map((unit, i) => {
        const flip = i % 2 === 1;
        return (
          <li key={unit.id} className="group relative grid gap-6 md:grid-cols-12 md:items-end md:gap-10">
            {unit.cover && (
              <Photo
                photo={{ ...unit.cover, alt: "" }}
                sizes="(min-width: 768px) 58vw, 100vw"
                className={`block aspect-[4/3] overflow-hidden bg-[#181818] md:col-span-7 ${flip ? "md:order-2 md:col-start-6" : ""}`}
                imgClassName={`h-full w-full object-cover ${uh.photoHover} group-hover:scale-[1.02]`}
              />
            )}
            <div className={`md:col-span-4 ${flip ? "md:order-1 md:col-start-1" : "md:col-start-9"} md:pb-2`}>
              <p className={uh.label}>
                <span className="text-(--accent)">{twoDigits(numbering.findIndex((u) => u.id === unit.id) + 1)}</span> /{" "}
                {t.unitTypes[unit.type]}
              </p>
              <UnitName
                unit={unit}
                level={headingLevel}
                className={`${uh.display} mt-4 text-4xl leading-[0.9] tracking-[-0.03em] md:text-6xl`}
                linkClassName="after:absolute after:inset-0 group-hover:text-(--accent)"
              />
              <p className={`${uh.label} mt-5`}>{unitFactsLine(unit, t)}</p>
              {unit.shortDescription && <p className="mt-4 text-[#d6d2ca] md:text-lg">{unit.shortDescription}</p>}
              <ViewUnit unit={unit} t={t} className={`${uh.link} mt-6 inline-flex items-center gap-2 no-underline`} />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
