import { Link } from "react-router";
import { formatStayDate } from "../../../../modules/dates/format-stay-date.ts";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { cn } from "../../ui/cn.ts";
import { stayPath } from "../booking-calendar/calendar-paths.ts";
import { OverviewPanel } from "./overview-panel.tsx";
import type { MovementView } from "./overview-views.ts";
import { useStayName } from "./today-panel.tsx";

/** The fortnight ahead: every arrival and departure by day, each leading to its stay. */
export function AheadPanel({ ahead }: { ahead: MovementView[] }) {
  const { t, locale } = useI18n();
  const stayName = useStayName();
  const k = "dashboard.cockpit.ahead";
  return (
    <OverviewPanel id="ahead" title={t(`${k}.heading`)}>
      {ahead.length === 0 ? (
        <p className="mt-3 text-slate-700">{t(`${k}.none`)}</p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-200">
          {ahead.map((move) => (
            <li
              key={`${move.stay.stayId}-${move.move}`}
              data-move={move.move}
              className="grid grid-cols-[6.5rem_1fr] items-baseline gap-x-3 gap-y-0.5 py-2.5 sm:grid-cols-[8rem_6rem_1fr_1fr]"
            >
              <span className="text-sm font-semibold text-slate-700">
                {formatStayDate(move.on, locale, { weekday: "short", day: "numeric", month: "short" })}
              </span>
              <span
                className={cn(
                  "w-fit rounded-full px-2 py-0.5 text-xs font-semibold",
                  move.move === "arrival" ? "bg-pine-100 text-pine-900" : "bg-sand-200 text-pine-950",
                )}
              >
                {t(`${k}.${move.move}`)}
              </span>
              <Link
                to={stayPath(move.stay.stayId)}
                className="col-start-2 min-w-0 font-semibold break-words text-pine-900 underline-offset-2 hover:underline sm:col-start-auto"
              >
                {stayName(move.stay)}
              </Link>
              <span className="col-start-2 text-sm text-slate-600 sm:col-start-auto">{move.stay.unitName}</span>
            </li>
          ))}
        </ol>
      )}
    </OverviewPanel>
  );
}
