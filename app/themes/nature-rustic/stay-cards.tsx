import { ScrollText } from "lucide-react";
import type { UnitView } from "../../../modules/site-view/site-view.ts";
import { type ArrivalLook, ArrivalTimes } from "../kit/blocks/arrival-times.tsx";
import type { ThemeStrings } from "../strings/index.ts";
import { nr } from "./tokens.ts";

/** A unit's arrival times and house rules on two stitched cards (the facilities page). */
export function StayCards({ unit, t, arrival }: { unit: UnitView; t: ThemeStrings; arrival: ArrivalLook }) {
  return (
    <div className="mt-5 grid items-start gap-5 md:grid-cols-2">
      <div className={`${nr.card} p-6 md:p-7`}>
        <h3 className={`${nr.slab} text-lg`}>{t.unit.arrival}</h3>
        <div className="mt-4">
          <ArrivalTimes look={arrival} unit={unit} t={t} />
        </div>
      </div>
      {unit.houseRules && (
        <div className={`${nr.card} p-6 md:p-7`}>
          <h3 className={`${nr.slab} flex items-center gap-2.5 text-lg`}>
            <ScrollText aria-hidden="true" className="size-5 text-(--accent)" />
            {t.unit.houseRules}
          </h3>
          <p className="mt-4 leading-relaxed whitespace-pre-line text-[#4a3d2e]">{unit.houseRules}</p>
        </div>
      )}
    </div>
  );
}
