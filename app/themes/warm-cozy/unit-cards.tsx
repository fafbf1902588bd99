import { ArrowRight, BedDouble, Users } from "lucide-react";
import type { UnitView } from "../../../modules/site-view/site-view.ts";
import { fill } from "../kit/format.ts";
import type { ThemePageProps } from "../kit/page-data.ts";
import { Photo } from "../kit/photo.tsx";
import { wc } from "./tokens.ts";

/**
 * The units as cards on paper: the photo in a rounded frame with the kind of place on a
 * little tag, the name (its link stretched over the whole card), guests and bedrooms.
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
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const columns = units.length === 2 || units.length === 4 ? "md:grid-cols-2" : "md:grid-cols-2 lg:grid-cols-3";
  return (
    <ul className={`grid gap-7 ${columns}`}>
      {units.map((unit) => (
        <li
          key={unit.id}
          className={`group relative flex flex-col ${wc.card} p-3 pb-6 transition-transform duration-300 hover:-translate-y-1 focus-within:-translate-y-1`}
        >
          <div className="relative">
            {unit.cover ? (
              <Photo
                photo={{ ...unit.cover, alt: "" }}
                sizes="(min-width: 1024px) 360px, (min-width: 768px) 45vw, 100vw"
                className={`${wc.frame} aspect-[4/3] rounded-[1.35rem]`}
                imgClassName={`${wc.image} transition-transform duration-700 group-hover:scale-[1.04]`}
              />
            ) : (
              <div aria-hidden="true" className="aspect-[4/3] rounded-[1.35rem] bg-(--accent)/10" />
            )}
            <p className="absolute bottom-3 left-3 rounded-full bg-[#fffcf7] px-3.5 py-1 text-sm font-bold text-[#3a2a1f] shadow-sm">
              {t.unitTypes[unit.type]}
            </p>
          </div>
          <div className="flex grow flex-col px-4 pt-5">
            <Heading className={`${wc.serif} text-xl leading-snug md:text-2xl`}>
              <a
                href={unit.path}
                className="after:absolute after:inset-0 after:rounded-[1.75rem] group-hover:text-(--accent)"
              >
                {unit.name}
              </a>
            </Heading>
            <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold text-[#6f5847]">
              <span className="inline-flex items-center gap-1.5">
                <Users aria-hidden="true" className="size-4 text-(--accent)" />
                {t.capacity.guests(unit.maxGuests)}
              </span>
              {unit.bedrooms > 0 && (
                <span className="inline-flex items-center gap-1.5">
                  <BedDouble aria-hidden="true" className="size-4 text-(--accent)" />
                  {t.capacity.bedrooms(unit.bedrooms)}
                </span>
              )}
            </p>
            {unit.shortDescription && <p className={`${wc.body} mt-3`}>{unit.shortDescription}</p>}
            <p aria-hidden="true" className="mt-auto inline-flex items-center gap-2 pt-5 font-bold text-(--accent)">
              {fill(t.home.viewUnit, { name: unit.name })}
              <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
