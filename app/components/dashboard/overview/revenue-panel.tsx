import { Link } from "react-router";
import type { Revenue, RevenueFigure } from "../../../../modules/owner-overview/revenue.ts";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import type { MonthId } from "../booking-calendar/calendar-month.ts";
import { listPath, monthPath } from "../booking-calendar/calendar-paths.ts";
import { formatMoney } from "../money/format-money.ts";
import { PAYMENTS_PATH } from "../money/payments-paths.ts";
import { OverviewPanel } from "./overview-panel.tsx";

/** Revenue booked and received this month and this year, each beside the same period a year earlier. */
export function RevenuePanel({ revenue, currency, today }: { revenue: Revenue; currency: string; today: string }) {
  const { t } = useI18n();
  const k = "dashboard.cockpit.revenue";
  return (
    <OverviewPanel id="revenue" title={t(`${k}.heading`)}>
      <div className="mt-4 grid gap-6 sm:grid-cols-2">
        <Period id="month" title={t(`${k}.month`)} figures={revenue.month} currency={currency} today={today} />
        <Period id="year" title={t(`${k}.year`)} figures={revenue.year} currency={currency} today={today} />
      </div>
      <p className="mt-4 text-xs text-slate-600">{t(`${k}.hint`)}</p>
    </OverviewPanel>
  );
}

function Period({
  id,
  title,
  figures,
  currency,
  today,
}: {
  id: "month" | "year";
  title: string;
  figures: { now: RevenueFigure; yearBefore: RevenueFigure };
  currency: string;
  today: string;
}) {
  const { t, locale } = useI18n();
  const k = "dashboard.cockpit.revenue";
  const money = (cents: number) => formatMoney(cents, currency, locale);
  const { now, yearBefore } = figures;
  // The month's bookings on its calendar page; the year's in the list of bookings.
  const bookedOf = id === "month" ? monthPath(now.span.from.slice(0, 7) as MonthId) : listPath();
  const paymentsOf = `${PAYMENTS_PATH}?from=${now.span.from}&to=${today < now.span.to ? today : now.span.to}`;
  return (
    <div data-revenue={id}>
      <h3 className="font-semibold text-slate-700">{title}</h3>
      <dl className="mt-2 space-y-3">
        <div>
          <dt className="text-sm text-slate-600">{t(`${k}.booked`)}</dt>
          <dd data-figure="booked">
            <Link
              to={bookedOf}
              className="font-display text-2xl font-semibold text-pine-900 underline-offset-4 hover:underline"
            >
              {money(now.bookedCents)}
            </Link>
            <span className="block text-sm text-slate-600">{t(`${k}.bookings`, { count: now.bookings })}</span>
            <span className="block text-sm text-slate-600">
              {t(`${k}.lastYear`, { amount: money(yearBefore.bookedCents) })}
            </span>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t(`${k}.received`)}</dt>
          <dd data-figure="received">
            <Link
              to={paymentsOf}
              className="font-display text-2xl font-semibold text-pine-900 underline-offset-4 hover:underline"
            >
              {money(now.receivedCents)}
            </Link>
            <span className="block text-sm text-slate-600">
              {t(`${k}.lastYear`, { amount: money(yearBefore.receivedCents) })}
            </span>
          </dd>
        </div>
      </dl>
    </div>
  );
}
