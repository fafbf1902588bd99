import { CalendarPlus, CalendarSync, ChevronLeft, ChevronRight, Lock, Settings } from "lucide-react";
import { Link } from "react-router";
import { formatStayDate } from "../../../modules/dates/format-stay-date.ts";
import { type MonthId, shiftMonth } from "../../components/dashboard/booking-calendar/calendar-month.ts";
import {
  BOOKING_CALENDAR_PATH,
  CALENDAR_FEEDS_PATH,
  listPath,
  monthPath,
  newStayPath,
} from "../../components/dashboard/booking-calendar/calendar-paths.ts";
import { LiveStatus } from "../../components/dashboard/booking-calendar/live-bookings.tsx";
import { MonthAgenda } from "../../components/dashboard/booking-calendar/month-agenda.tsx";
import { MonthGrid } from "../../components/dashboard/booking-calendar/month-grid.tsx";
import { StayLegend } from "../../components/dashboard/booking-calendar/stay-legend.tsx";
import { StayList } from "../../components/dashboard/booking-calendar/stay-list.tsx";
import { BOOKING_SETTINGS_PATH } from "../../components/dashboard/booking-settings/booking-settings-view.ts";
import { dashboardMeta } from "../../components/dashboard/dashboard-meta.ts";
import { DashboardErrorContent } from "../../components/dashboard/error-content.tsx";
import { Card, PageHeader } from "../../components/dashboard/page-header.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { cn } from "../../components/ui/cn.ts";
import { useI18n } from "../../i18n/use-i18n.tsx";
import type { Route } from "./+types/booking-calendar";
import { loadCalendar } from "./booking-calendar/calendar.server.ts";

export const loader = (args: Route.LoaderArgs) => loadCalendar(args);

export const meta: Route.MetaFunction = ({ matches }) =>
  dashboardMeta(matches, (t) => t("dashboard.bookingCalendar.title"));

type Data = Route.ComponentProps["loaderData"];

export default function BookingCalendar({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <>
      <PageHeader title={t("dashboard.bookingCalendar.title")} intro={t("dashboard.bookingCalendar.intro")} />
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <Link to={newStayPath("booking")} className={buttonClass("primary", "md")}>
          <CalendarPlus aria-hidden="true" className="h-4 w-4" />
          {t("dashboard.bookingCalendar.newBooking")}
        </Link>
        <Link to={newStayPath("block")} className={buttonClass("ghost", "md")}>
          <Lock aria-hidden="true" className="h-4 w-4" />
          {t("dashboard.bookingCalendar.newBlock")}
        </Link>
        <Link to={CALENDAR_FEEDS_PATH} className={buttonClass("ghost", "md")}>
          <CalendarSync aria-hidden="true" className="h-4 w-4" />
          {t("dashboard.bookingCalendar.feeds")}
        </Link>
        <Link to={BOOKING_SETTINGS_PATH} className={buttonClass("ghost", "md")}>
          <Settings aria-hidden="true" className="h-4 w-4" />
          {t("dashboard.bookingSettings.linkShort")}
        </Link>
        <LiveStatus className="sm:ml-auto" />
      </div>
      <ViewSwitch view={loaderData.view} />
      {loaderData.view === "month" ? <MonthView data={loaderData} /> : <ListView data={loaderData} />}
    </>
  );
}

/** Month or list: links, so each view has its own address. */
function ViewSwitch({ view }: { view: Data["view"] }) {
  const { t } = useI18n();
  const views = [
    { id: "month", to: BOOKING_CALENDAR_PATH },
    { id: "list", to: listPath() },
  ] as const;
  return (
    <nav aria-label={t("dashboard.bookingCalendar.views.label")} className="mb-5">
      <ul className="inline-flex rounded-xl bg-white p-1 shadow-sm ring-1 ring-slate-200">
        {views.map((item) => (
          <li key={item.id}>
            <Link
              to={item.to}
              aria-current={item.id === view ? "page" : undefined}
              className={cn(
                "flex min-h-11 items-center rounded-lg px-4 py-2.5 text-sm font-semibold",
                item.id === view ? "bg-pine-900 text-white" : "text-pine-900 hover:bg-pine-50",
              )}
            >
              {t(`dashboard.bookingCalendar.views.${item.id}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function monthName(month: MonthId, locale: string): string {
  return formatStayDate(`${month}-01`, locale, { month: "long", year: "numeric" });
}

function MonthView({ data }: { data: Extract<Data, { view: "month" }> }) {
  const { t, locale } = useI18n();
  const { month, today } = data;
  const name = monthName(month, locale);
  const current = today.slice(0, 7);
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        {/* As the language writes it: "november 2026" in Dutch, "listopad 2026" in Polish. */}
        <h2 className="mr-auto font-display text-2xl font-semibold text-pine-950">{name}</h2>
        <nav aria-label={t("dashboard.bookingCalendar.month.nav")} className="flex items-center gap-2">
          <Link
            to={monthPath(shiftMonth(month, -1))}
            preventScrollReset
            className={buttonClass("ghost", "md", "px-3")}
            aria-label={t("dashboard.bookingCalendar.month.previous")}
          >
            <ChevronLeft aria-hidden="true" className="h-5 w-5" />
          </Link>
          {month !== current && (
            <Link to={monthPath(current)} preventScrollReset className={buttonClass("ghost", "md")}>
              {t("dashboard.bookingCalendar.month.current")}
            </Link>
          )}
          <Link
            to={monthPath(shiftMonth(month, 1))}
            preventScrollReset
            className={buttonClass("ghost", "md", "px-3")}
            aria-label={t("dashboard.bookingCalendar.month.next")}
          >
            <ChevronRight aria-hidden="true" className="h-5 w-5" />
          </Link>
        </nav>
      </div>
      {data.units.length === 0 ? (
        <Card className="text-slate-700">{t("dashboard.bookingCalendar.month.noUnits")}</Card>
      ) : (
        <>
          <p className="mb-2 text-sm text-slate-600 md:hidden">{t("dashboard.bookingCalendar.month.scrollHint")}</p>
          <MonthGrid
            month={month}
            today={today}
            timeZone={data.timeZone}
            units={data.units}
            stays={data.stays}
            label={t("dashboard.bookingCalendar.month.gridLabel", { month: name })}
          />
          <StayLegend />
          <MonthAgenda units={data.units} stays={data.stays} timeZone={data.timeZone} />
        </>
      )}
    </>
  );
}

function ListView({ data }: { data: Extract<Data, { view: "list" }> }) {
  return (
    <StayList
      stays={data.list.stays}
      total={data.list.total}
      page={data.list.page}
      pages={data.list.pages}
      filter={data.filter}
      units={data.units}
      timeZone={data.timeZone}
      currency={data.currency}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorContent error={error} />;
}
