import { Link } from "react-router";
import { formatStayDate } from "../../../../modules/dates/format-stay-date.ts";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import type { MonthId } from "../booking-calendar/calendar-month.ts";
import { monthPath } from "../booking-calendar/calendar-paths.ts";
import { formatMoney } from "../money/format-money.ts";
import { OverviewPanel } from "./overview-panel.tsx";
import { type MonthView, nightlyRate, occupancyPercent } from "./overview-views.ts";

/** This month and next: how full the site is, per unit and in total, and the average nightly rate. */
export function OccupancyPanel({ months, currency }: { months: MonthView[]; currency: string }) {
  const { t } = useI18n();
  return (
    <OverviewPanel id="occupancy" title={t("dashboard.cockpit.occupancy.heading")}>
      <div className="mt-4 grid gap-6 sm:grid-cols-2">
        {months.map((month) => (
          <MonthOccupancy key={month.month} month={month} currency={currency} />
        ))}
      </div>
      <p className="mt-4 text-xs text-slate-600">{t("dashboard.cockpit.occupancy.hint")}</p>
    </OverviewPanel>
  );
}

function MonthOccupancy({ month, currency }: { month: MonthView; currency: string }) {
  const { t, locale } = useI18n();
  const k = "dashboard.cockpit.occupancy";
  const percent = occupancyPercent(month.total);
  const rate = nightlyRate(month.total);
  return (
    <div data-month={month.month}>
      <h3 className="font-semibold text-slate-700">
        {formatStayDate(month.from, locale, { month: "long", year: "numeric" })}
      </h3>
      <p className="mt-1 font-display text-4xl font-semibold text-pine-950">{percent} %</p>
      <Bar percent={percent} />
      <p className="mt-1 text-sm text-slate-700">{t(`${k}.of`, month.total)}</p>
      <p className="text-sm text-slate-700">
        {rate === null ? t(`${k}.noRate`) : t(`${k}.rate`, { amount: formatMoney(rate, currency, locale) })}
      </p>
      {month.units.length > 1 && (
        <ul className="mt-3 space-y-2">
          {month.units.map((unit) => (
            <li key={unit.unitId} className="text-sm">
              <div className="flex justify-between gap-2">
                <span className="min-w-0 truncate text-slate-800">{unit.name}</span>
                <span className="shrink-0 font-semibold text-pine-900">{occupancyPercent(unit)} %</span>
              </div>
              <Bar percent={occupancyPercent(unit)} thin />
            </li>
          ))}
        </ul>
      )}
      <Link
        to={monthPath(month.month as MonthId)}
        className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-pine-800 underline-offset-2 hover:underline"
      >
        {t(`${k}.open`)}
      </Link>
    </div>
  );
}

function Bar({ percent, thin = false }: { percent: number; thin?: boolean }) {
  return (
    <div aria-hidden="true" className={`mt-1 overflow-hidden rounded-full bg-slate-200 ${thin ? "h-1.5" : "h-2.5"}`}>
      <div className="h-full rounded-full bg-pine-600" style={{ width: `${Math.min(100, percent)}%` }} />
    </div>
  );
}
