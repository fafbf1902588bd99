import { Bath, BedDouble, DoorOpen, LogIn, LogOut, type LucideIcon, Ruler, Users } from "lucide-react";
import type { UnitView } from "../../../modules/site-view/site-view.ts";
import { FacilityIcon } from "../kit/facility-icon.tsx";
import type { ThemeStrings } from "../strings/index.ts";
import { nr } from "./tokens.ts";

/**
 * What a stay offers, the nature-rustic way: the facts on a strip of kraft paper, the
 * facilities in stitched cards, the arrival times like a cabin's timetable.
 */

/** Guests, bedrooms, beds, bathrooms and size; a count of none (a studio's bedrooms) is left out. */
function unitFacts(unit: UnitView, t: ThemeStrings): { icon: LucideIcon; text: string }[] {
  return [
    { icon: Users, text: t.capacity.guests(unit.maxGuests) },
    ...(unit.bedrooms > 0 ? [{ icon: DoorOpen, text: t.capacity.bedrooms(unit.bedrooms) }] : []),
    ...(unit.beds > 0 ? [{ icon: BedDouble, text: t.capacity.beds(unit.beds) }] : []),
    ...(unit.bathrooms > 0 ? [{ icon: Bath, text: t.capacity.bathrooms(unit.bathrooms) }] : []),
    ...(unit.sizeM2 ? [{ icon: Ruler, text: t.capacity.size(unit.sizeM2) }] : []),
  ];
}

/** The facts in a row on a strip of kraft paper; on phones two by two. */
export function FactStrip({ unit, t, className = "" }: { unit: UnitView; t: ThemeStrings; className?: string }) {
  return (
    <ul
      className={`grid grid-cols-2 gap-x-4 gap-y-2.5 rounded-[4px] bg-[#e9dcc2] px-5 py-3.5 text-[0.975rem] font-semibold text-[#2a2117] sm:flex sm:flex-wrap sm:gap-x-6 ${className}`}
    >
      {unitFacts(unit, t).map(({ icon: Icon, text }) => (
        <li key={text} className="flex items-center gap-2">
          <Icon aria-hidden="true" focusable="false" className="size-4 shrink-0 text-(--accent)" />
          {text}
        </li>
      ))}
    </ul>
  );
}

/** Two facts for a card: the guests and the bedrooms (or beds, for a studio). */
export function shortFacts(unit: UnitView, t: ThemeStrings): string {
  const second =
    unit.bedrooms > 0 ? t.capacity.bedrooms(unit.bedrooms) : unit.beds > 0 ? t.capacity.beds(unit.beds) : "";
  return [t.capacity.guests(unit.maxGuests), second].filter(Boolean).join(" · ");
}

/**
 * A unit's facilities, each group (kitchen, bathroom, outdoors…) in its own stitched card.
 * Plain headings rather than labelled regions: the facilities page lists several units, whose
 * groups share their names.
 */
export function FacilityCards({
  unit,
  t,
  headingLevel,
  limit,
}: {
  unit: UnitView;
  t: ThemeStrings;
  headingLevel: 2 | 3;
  limit?: number;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {unit.facilities.slice(0, limit).map(({ group, facilities }) => (
        <li key={group} className={`${nr.card} p-6 md:p-7`}>
          <Heading className="inline-block rounded-[3px] bg-[#e9dcc2] px-3 py-1 font-(family-name:--font-heading) text-lg font-bold text-[#2a2117]">
            {t.facilityGroups[group]}
          </Heading>
          <ul className="mt-4 space-y-2.5">
            {facilities.map((facility) => (
              <li key={facility} className="flex items-center gap-3 text-[#4a3d2e]">
                <FacilityIcon facility={facility} className="size-5 shrink-0 text-(--accent)" />
                <span>{t.facilities[facility]}</span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** When guests arrive and leave, each time beside its icon. */
export function ArrivalTimes({ unit, t }: { unit: UnitView; t: ThemeStrings }) {
  return (
    <ul className="space-y-3 text-[#2a2117]">
      <li className="flex items-start gap-3">
        <LogIn aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-(--accent)" />
        {t.unit.checkIn(unit.checkInFrom, unit.checkInUntil)}
      </li>
      <li className="flex items-start gap-3">
        <LogOut aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-(--accent)" />
        {t.unit.checkOut(unit.checkOutUntil)}
      </li>
    </ul>
  );
}
