import {
  Bath,
  BedDouble,
  DoorOpen,
  LogIn,
  LogOut,
  type LucideIcon,
  Ruler,
  ScrollText,
  Sunrise,
  Users,
} from "lucide-react";
import type { UnitView } from "../../../modules/site-view/site-view.ts";
import { FacilityIcon } from "../kit/facility-icon.tsx";
import type { ThemeStrings } from "../strings/index.ts";
import { fc } from "./tokens.ts";

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

/** The facts as white pills with a thin edge, each with its icon in the accent. */
export function FactPills({ unit, t, className = "" }: { unit: UnitView; t: ThemeStrings; className?: string }) {
  return (
    <ul className={`flex flex-wrap gap-2.5 ${className}`}>
      {unitFacts(unit, t).map(({ icon: Icon, text }) => (
        <li
          key={text}
          className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-bold text-[#0e2a38] ring-1 ring-[#0e2a38]/10"
        >
          <Icon aria-hidden="true" focusable="false" className="size-4 text-(--accent)" />
          {text}
        </li>
      ))}
    </ul>
  );
}

/** When guests arrive and leave, each time beside its icon. */
export function ArrivalTimes({ unit, t }: { unit: UnitView; t: ThemeStrings }) {
  return (
    <ul className="space-y-3 text-[#0e2a38]">
      <li className="flex items-center gap-3">
        <LogIn aria-hidden="true" className="size-5 shrink-0 text-(--accent)" />
        {t.unit.checkIn(unit.checkInFrom, unit.checkInUntil)}
      </li>
      <li className="flex items-center gap-3">
        <LogOut aria-hidden="true" className="size-5 shrink-0 text-(--accent)" />
        {t.unit.checkOut(unit.checkOutUntil)}
      </li>
    </ul>
  );
}

/** Arrival times and house rules on two sea-mist cards. */
export function StayCards({ unit, t, headingLevel }: { unit: UnitView; t: ThemeStrings; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const card = "rounded-[2rem] bg-[#ecf5f7] p-6 md:p-8";
  const heading = `${fc.h3} flex items-center gap-3 text-lg`;
  const bubble = "inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-white text-(--accent)";
  return (
    <div className={`grid gap-5 ${unit.houseRules ? "md:grid-cols-2" : ""}`}>
      <div className={card}>
        <Heading className={heading}>
          <span className={bubble}>
            <Sunrise aria-hidden="true" className="size-5" />
          </span>
          {t.unit.arrival}
        </Heading>
        <div className="mt-5">
          <ArrivalTimes unit={unit} t={t} />
        </div>
      </div>
      {unit.houseRules && (
        <div className={card}>
          <Heading className={heading}>
            <span className={bubble}>
              <ScrollText aria-hidden="true" className="size-5" />
            </span>
            {t.unit.houseRules}
          </Heading>
          <p className="mt-5 leading-relaxed whitespace-pre-line text-[#35505e]">{unit.houseRules}</p>
        </div>
      )}
    </div>
  );
}

/**
 * A unit's facilities, each group on a white card under its name with its items as round
 * icons and words. Plain blocks rather than named regions: several units on one page would
 * repeat the same region names.
 */
export function FacilityCards({
  unit,
  t,
  headingLevel,
  groups,
}: {
  unit: UnitView;
  t: ThemeStrings;
  headingLevel: 2 | 3;
  /** Show only the first few groups (the home page's highlights). */
  groups?: number;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const shown = groups === undefined ? unit.facilities : unit.facilities.slice(0, groups);
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {shown.map(({ group, facilities }) => (
        <li key={group} className={`${fc.card} p-6 md:p-7`}>
          <Heading className={`${fc.h3} text-lg`}>{t.facilityGroups[group]}</Heading>
          <ul className="mt-4 space-y-2.5">
            {facilities.map((facility) => (
              <li key={facility} className="flex items-center gap-3 text-[#35505e]">
                <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-(--accent)/10 text-(--accent)">
                  <FacilityIcon facility={facility} className="size-4" />
                </span>
                {t.facilities[facility]}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
