import type { UnitView } from "../../../modules/site-view/site-view.ts";
import { UnitName } from "../kit/blocks/unit-cards.tsx";
import { fill } from "../kit/format.ts";
import type { ThemeStrings } from "../strings/index.ts";
import { Print, tilt } from "./prints.tsx";
import { nr } from "./tokens.ts";

/** Two facts for a card: the guests and the bedrooms (or beds, for a studio). */
export function shortFacts(unit: UnitView, t: ThemeStrings): string {
  const second =
    unit.bedrooms > 0 ? t.capacity.bedrooms(unit.bedrooms) : unit.beds > 0 ? t.capacity.beds(unit.beds) : "";
  return [t.capacity.guests(unit.maxGuests), second].filter(Boolean).join(" · ");
}

/**
 * Places to stay as stitched cards, each with its cover as a print clipped over the card's top
 * edge; the whole card is the link to the unit's page.
 */
export function UnitCards({ units, t, headingLevel }: { units: UnitView[]; t: ThemeStrings; headingLevel: 2 | 3 }) {
  const three = units.length % 3 === 0 || units.length > 4;
  return (
    <ul className={`grid gap-x-8 gap-y-14 pt-5 md:grid-cols-2 ${three ? "lg:grid-cols-3" : ""}`}>
      {units.map((unit, i) => (
        <li key={unit.id} className={`group flex flex-col ${nr.card} px-5 pb-7 md:px-6`}>
          {unit.cover && (
            <Print
              photo={{ ...unit.cover, alt: "" }}
              sizes={
                three
                  ? "(min-width: 1152px) 330px, (min-width: 1024px) 30vw, (min-width: 768px) 45vw, 90vw"
                  : "(min-width: 1152px) 500px, (min-width: 768px) 45vw, 90vw"
              }
              caption=""
              hover={false}
              tiltClass={tilt(i)}
              className="relative -mx-1 -mt-5 motion-safe:transition-transform motion-safe:duration-300 motion-safe:group-hover:rotate-0"
            />
          )}
          <p className={`${unit.cover ? "mt-2" : "mt-7"} text-sm font-bold tracking-[0.12em] text-[#6a5a45] uppercase`}>
            {t.unitTypes[unit.type]}
          </p>
          <UnitName
            unit={unit}
            level={headingLevel}
            className="mt-1.5 font-(family-name:--font-heading) text-2xl leading-snug font-bold md:text-[1.6rem]"
            linkClassName="after:absolute after:inset-0 group-hover:text-(--accent)"
          />
          <p className="mt-2 font-semibold text-[#4a3d2e]">{shortFacts(unit, t)}</p>
          {unit.shortDescription && <p className={`mt-3 ${nr.text}`}>{unit.shortDescription}</p>}
          <p aria-hidden="true" className="mt-auto pt-5">
            <span className="font-bold text-(--accent) underline decoration-(--accent)/40 decoration-2 underline-offset-[5px] group-hover:decoration-(--accent)">
              {fill(t.home.viewUnit, { name: unit.name })} →
            </span>
          </p>
        </li>
      ))}
    </ul>
  );
}
