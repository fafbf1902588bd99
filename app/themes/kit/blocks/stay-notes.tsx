import type { ReactNode } from "react";
import type { UnitView } from "../../../../modules/site-view/site-view.ts";
import type { ThemeStrings } from "../../strings/index.ts";
import { type ArrivalLook, ArrivalTimes } from "./arrival-times.tsx";

export type StayNotesLook = {
  card: string;
  heading: string;
  /** The badge each heading's icon sits in. */
  bubble: string;
  arrivalIcon: ReactNode;
  rulesIcon: ReactNode;
  rules: string;
  arrival: ArrivalLook;
};

/** Arrival times and house rules on two cards side by side (one where there are no house rules). */
export function StayNotes({
  unit,
  t,
  look,
  headingLevel,
}: {
  unit: UnitView;
  t: ThemeStrings;
  look: StayNotesLook;
  headingLevel: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className={`grid gap-5 ${unit.houseRules ? "md:grid-cols-2" : ""}`}>
      <div className={look.card}>
        <Heading className={look.heading}>
          <span className={look.bubble}>{look.arrivalIcon}</span>
          {t.unit.arrival}
        </Heading>
        <div className="mt-5">
          <ArrivalTimes unit={unit} t={t} look={look.arrival} />
        </div>
      </div>
      {unit.houseRules && (
        <div className={look.card}>
          <Heading className={look.heading}>
            <span className={look.bubble}>{look.rulesIcon}</span>
            {t.unit.houseRules}
          </Heading>
          <p className={look.rules}>{unit.houseRules}</p>
        </div>
      )}
    </div>
  );
}
