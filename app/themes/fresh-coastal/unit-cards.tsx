import { ArrowRight, BedDouble, Users } from "lucide-react";
import type { UnitView } from "../../../modules/site-view/site-view.ts";
import { fill } from "../kit/format.ts";
import type { ThemePageProps } from "../kit/page-data.ts";
import { Photo } from "../kit/photo.tsx";
import { fc } from "./tokens.ts";

/**
 * The units as white cards: the photo's lower edge a small wave into the card, the kind of
 * place on a white pill over the photo, the name (its link stretched over the whole card),
 * guests and bedrooms, and a line to the unit's page.
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
  const two = units.length === 2 || units.length === 4;
  const columns = two ? "md:grid-cols-2" : "md:grid-cols-2 lg:grid-cols-3";
  const sizes = two
    ? "(min-width: 1152px) 530px, (min-width: 768px) 46vw, 100vw"
    : "(min-width: 1152px) 345px, (min-width: 1024px) 31vw, (min-width: 768px) 46vw, 100vw";
  return (
    <ul className={`grid gap-6 md:gap-7 ${columns}`}>
      {units.map((unit) => (
        <li
          key={unit.id}
          className={`group relative flex flex-col overflow-hidden ${fc.card} transition-transform duration-300 focus-within:-translate-y-1 hover:-translate-y-1`}
        >
          <div className="relative">
            {unit.cover ? (
              <Photo
                photo={{ ...unit.cover, alt: "" }}
                sizes={sizes}
                className="block aspect-[4/3] overflow-hidden bg-[#dcecf0]"
                imgClassName={`${fc.image} transition-transform duration-700 group-hover:scale-[1.04]`}
              />
            ) : (
              <div aria-hidden="true" className="aspect-[4/3] bg-(--accent)/10" />
            )}
            <svg
              aria-hidden="true"
              focusable="false"
              viewBox="0 0 400 40"
              preserveAspectRatio="none"
              className="absolute inset-x-0 -bottom-px h-6 w-full text-white"
            >
              <path fill="currentColor" opacity="0.5" d="M0 18c60-14 130-16 200-2s140 16 200 0v24H0z" />
              <path fill="currentColor" d="M0 28c70-12 140-12 210 0s130 10 190-2v14H0z" />
            </svg>
            <p className="absolute top-4 left-4 rounded-full bg-white px-3.5 py-1 text-sm font-bold text-[#0e2a38] shadow-sm">
              {t.unitTypes[unit.type]}
            </p>
          </div>
          <div className="flex grow flex-col px-6 pt-3 pb-7">
            <Heading className={`${fc.display} text-xl leading-snug md:text-2xl`}>
              <a
                href={unit.path}
                className="after:absolute after:inset-0 after:rounded-[2rem] group-hover:text-(--accent)"
              >
                {unit.name}
              </a>
            </Heading>
            <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold text-[#4d6673]">
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
            {unit.shortDescription && <p className={`${fc.text} mt-3`}>{unit.shortDescription}</p>}
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
