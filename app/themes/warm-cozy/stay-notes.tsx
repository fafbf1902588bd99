import {
  Bath,
  BedDouble,
  Clock,
  DoorOpen,
  LogIn,
  LogOut,
  type LucideIcon,
  Ruler,
  ScrollText,
  Users,
} from "lucide-react";
import type { UnitView } from "../../../modules/site-view/site-view.ts";
import type { ThemeStrings } from "../strings/index.ts";
import { wc } from "./tokens.ts";

/**
 * Guests, bedrooms, beds, bathrooms and size as soft chips, each with its icon; a count of
 * none (a studio's bedrooms) is left out rather than read as "0 bedrooms". On phones they sit
 * two by two, so their rows do not change (and push the page) when the fonts arrive.
 */
export function FactChips({ unit, t, className = "" }: { unit: UnitView; t: ThemeStrings; className?: string }) {
  const facts: { icon: LucideIcon; text: string }[] = [
    { icon: Users, text: t.capacity.guests(unit.maxGuests) },
    ...(unit.bedrooms > 0 ? [{ icon: DoorOpen, text: t.capacity.bedrooms(unit.bedrooms) }] : []),
    ...(unit.beds > 0 ? [{ icon: BedDouble, text: t.capacity.beds(unit.beds) }] : []),
    ...(unit.bathrooms > 0 ? [{ icon: Bath, text: t.capacity.bathrooms(unit.bathrooms) }] : []),
    ...(unit.sizeM2 ? [{ icon: Ruler, text: t.capacity.size(unit.sizeM2) }] : []),
  ];
  return (
    <ul className={`grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:gap-2.5 ${className}`}>
      {facts.map(({ icon: Icon, text }) => (
        <li key={text} className={wc.chip}>
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
    <ul className="space-y-3 text-[#3a2a1f]">
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

/** Arrival times and house rules on two oat cards, as the facilities page shows them per unit. */
export function StayNotes({ unit, t, headingLevel }: { unit: UnitView; t: ThemeStrings; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const card = "rounded-[1.75rem] bg-[#f3e7d6] p-6 md:p-8";
  const bubble = "inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-[#fffcf7] text-(--accent)";
  const heading = "flex items-center gap-3 font-(family-name:--font-heading) text-lg font-semibold text-[#3a2a1f]";
  return (
    <div className={`grid gap-5 ${unit.houseRules ? "md:grid-cols-2" : ""}`}>
      <div className={card}>
        <Heading className={heading}>
          <span className={bubble}>
            <Clock aria-hidden="true" className="size-4" />
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
              <ScrollText aria-hidden="true" className="size-4" />
            </span>
            {t.unit.houseRules}
          </Heading>
          <p className="mt-5 leading-relaxed whitespace-pre-line text-[#5a4536]">{unit.houseRules}</p>
        </div>
      )}
    </div>
  );
}
