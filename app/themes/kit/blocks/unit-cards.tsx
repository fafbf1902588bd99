import { ArrowRight, BedDouble, Users } from "lucide-react";
import type { ReactNode } from "react";
import type { UnitView } from "../../../../modules/site-view/site-view.ts";
import type { ThemeStrings } from "../../strings/index.ts";
import { fill } from "../format.ts";
import { Photo } from "../photo.tsx";

export type UnitCardLook = {
  /** The list's gap (its columns follow the number of places). */
  list: string;
  item: string;
  /** The cover's sizes: for two columns (two or four places) and for three. */
  sizes: { two: string; three: string };
  photo: string;
  image: string;
  /** Where a place has no cover yet. */
  placeholder: string;
  /** The theme's drawing over the cover's lower edge. */
  overPhoto?: ReactNode;
  type: string;
  body: string;
  name: string;
  link: string;
  facts: string;
  description: string;
};

/** A place's name as a heading, its link (stretched over the card or row where the theme says so) to the place's page. */
export function UnitName({
  unit,
  level,
  className,
  linkClassName,
}: {
  unit: UnitView;
  level: 2 | 3;
  className: string;
  linkClassName: string;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <Heading className={className}>
      <a href={unit.path} className={linkClassName}>
        {unit.name}
      </a>
    </Heading>
  );
}

/** The way to a place's page under its card, hidden from screen readers (the name is the link), the arrow moving on hover. */
export function ViewUnit({ unit, t, className }: { unit: UnitView; t: ThemeStrings; className: string }) {
  return (
    <p aria-hidden="true" className={className}>
      {fill(t.home.viewUnit, { name: unit.name })}
      <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
    </p>
  );
}

/**
 * The places to stay as cards: the cover with the kind of place on a tag, the name (its link
 * stretched over the whole card), guests and bedrooms, a line about it and the way to its page.
 */
export function UnitCards({
  units,
  t,
  headingLevel,
  look,
}: {
  units: UnitView[];
  t: ThemeStrings;
  headingLevel: 2 | 3;
  look: UnitCardLook;
}) {
  const two = units.length === 2 || units.length === 4;
  const columns = two ? "md:grid-cols-2" : "md:grid-cols-2 lg:grid-cols-3";
  return (
    <ul className={`${look.list} ${columns}`}>
      {units.map((unit) => (
        <li key={unit.id} className={look.item}>
          <div className="relative">
            {unit.cover ? (
              <Photo
                photo={{ ...unit.cover, alt: "" }}
                sizes={two ? look.sizes.two : look.sizes.three}
                className={look.photo}
                imgClassName={look.image}
              />
            ) : (
              <div aria-hidden="true" className={look.placeholder} />
            )}
            {look.overPhoto}
            <p className={look.type}>{t.unitTypes[unit.type]}</p>
          </div>
          <div className={look.body}>
            <UnitName unit={unit} level={headingLevel} className={look.name} linkClassName={look.link} />
            <p className={look.facts}>
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
            {unit.shortDescription && <p className={look.description}>{unit.shortDescription}</p>}
            <ViewUnit
              unit={unit}
              t={t}
              className="mt-auto inline-flex items-center gap-2 pt-5 font-bold text-(--accent)"
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
