import { Link } from "react-router";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { stayPath } from "./calendar-paths.ts";
import type { GridStay, GridUnit } from "./month-grid.tsx";
import { LookSwatch } from "./stay-legend.tsx";
import { StayLines } from "./stay-lines.tsx";
import { stayLook } from "./stay-look.ts";

/**
 * The month as a list per unit, for phones (hidden from md up, where the grid has room):
 * every stay with its dates, guests and kind in words, a tap away from its page.
 */
export function MonthAgenda({ units, stays, timeZone }: { units: GridUnit[]; stays: GridStay[]; timeZone: string }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="month-agenda" className="mt-6 md:hidden" data-testid="month-agenda">
      <h2 id="month-agenda" className="font-display text-xl font-semibold text-pine-950">
        {t("dashboard.bookingCalendar.month.agendaHeading")}
      </h2>
      {units.map((unit) => {
        const own = stays.filter((stay) => stay.unitId === unit.id);
        return (
          <div key={unit.id} className="mt-4">
            <h3 className="font-semibold text-pine-950">
              {unit.name}
              {unit.archived && (
                <span className="font-normal text-slate-600"> ({t("dashboard.bookingCalendar.month.archived")})</span>
              )}
            </h3>
            {own.length === 0 ? (
              <p className="mt-1 text-sm text-slate-600">{t("dashboard.bookingCalendar.month.nothing")}</p>
            ) : (
              <ul className="mt-2 space-y-2">
                {own.map((stay) => (
                  <li key={stay.id}>
                    <Link
                      to={stayPath(stay.id)}
                      className="flex items-start gap-3 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200 hover:bg-pine-50"
                    >
                      <LookSwatch look={stayLook(stay)} className="mt-0.5 h-7 min-w-9 px-1" />
                      <StayLines stay={stay} timeZone={timeZone} />
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </section>
  );
}
