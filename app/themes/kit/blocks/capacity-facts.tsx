import { Bath, BedDouble, DoorOpen, Ruler, Users } from "lucide-react";
import type { UnitView } from "../../../../modules/site-view/site-view.ts";
import type { ThemeStrings } from "../../strings/index.ts";

/** Guests, bedrooms, beds, bathrooms and size of a unit, each with an icon. */
export function CapacityFacts({
  unit,
  t,
  className,
  itemClassName,
  iconClassName = "size-5",
}: {
  unit: UnitView;
  t: ThemeStrings;
  className?: string;
  itemClassName?: string;
  iconClassName?: string;
}) {
  const facts = [
    { icon: Users, text: t.capacity.guests(unit.maxGuests) },
    // A studio has no separate bedroom: nothing to say rather than "0 bedrooms".
    ...(unit.bedrooms > 0 ? [{ icon: DoorOpen, text: t.capacity.bedrooms(unit.bedrooms) }] : []),
    { icon: BedDouble, text: t.capacity.beds(unit.beds) },
    { icon: Bath, text: t.capacity.bathrooms(unit.bathrooms) },
    ...(unit.sizeM2 ? [{ icon: Ruler, text: t.capacity.size(unit.sizeM2) }] : []),
  ];
  return (
    <ul className={className}>
      {facts.map(({ icon: Icon, text }) => (
        <li key={text} className={itemClassName}>
          <Icon aria-hidden="true" focusable="false" className={iconClassName} />
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}
