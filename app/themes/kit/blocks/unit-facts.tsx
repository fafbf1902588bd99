import { Bath, BedDouble, DoorOpen, type LucideIcon, Ruler, Users } from "lucide-react";
import type { ReactNode } from "react";
import type { UnitView } from "../../../../modules/site-view/site-view.ts";
import type { ThemeStrings } from "../../strings/index.ts";

/**
 * Guests, bedrooms, beds, bathrooms and size, each with its icon; a count of none (a studio's
 * bedrooms) is left out rather than read as "0 bedrooms".
 */
export function unitFacts(unit: UnitView, t: ThemeStrings): { icon: LucideIcon; text: string }[] {
  return [
    { icon: Users, text: t.capacity.guests(unit.maxGuests) },
    ...(unit.bedrooms > 0 ? [{ icon: DoorOpen, text: t.capacity.bedrooms(unit.bedrooms) }] : []),
    ...(unit.beds > 0 ? [{ icon: BedDouble, text: t.capacity.beds(unit.beds) }] : []),
    ...(unit.bathrooms > 0 ? [{ icon: Bath, text: t.capacity.bathrooms(unit.bathrooms) }] : []),
    ...(unit.sizeM2 ? [{ icon: Ruler, text: t.capacity.size(unit.sizeM2) }] : []),
  ];
}

/** `bubble`: the icon sits in a badge of its own. */
export type FactsLook = { list: string; item: string; icon: string; bubble?: string };

/** A unit's facts, each beside its icon; `children` adds items of the theme's own (the reviews' average). */
export function UnitFacts({
  unit,
  t,
  look,
  className,
  children,
}: {
  unit: UnitView;
  t: ThemeStrings;
  look: FactsLook;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <ul className={className === undefined ? look.list : `${look.list} ${className}`}>
      {unitFacts(unit, t).map(({ icon: Icon, text }) => {
        const icon = <Icon aria-hidden="true" focusable="false" className={look.icon} />;
        return (
          <li key={text} className={look.item}>
            {look.bubble ? <span className={look.bubble}>{icon}</span> : icon}
            {text}
          </li>
        );
      })}
      {children}
    </ul>
  );
}
