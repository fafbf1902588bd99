import { ChevronLeft, ChevronRight } from "lucide-react";
import { Form, Link } from "react-router";
import {
  STAY_KINDS,
  STAY_STATUSES,
  type StayKind,
  type StayStatus,
} from "../../../../modules/booking-calendar/stay-kinds.ts";
import type { SiteCurrency } from "../../../../modules/pricing/currencies.ts";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { buttonClass } from "../../ui/button.tsx";
import { cn } from "../../ui/cn.ts";
import { formatMoney } from "../money/format-money.ts";
import { Card } from "../page-header.tsx";
import { BOOKING_CALENDAR_PATH, type ListQuery, listPath, stayPath } from "./calendar-paths.ts";
import type { GridStay, GridUnit } from "./month-grid.tsx";
import { StatusBadge } from "./status-badge.tsx";
import { LookSwatch } from "./stay-legend.tsx";
import { StayLines } from "./stay-lines.tsx";
import { stayLook } from "./stay-look.ts";
import { statusWord } from "./stay-words.ts";

export type ListStay = GridStay & { unitName: string; totalCents: number };

export type ListFilter = {
  when: "upcoming" | "past";
  status?: StayStatus | undefined;
  kind?: StayKind | undefined;
  unitId?: string | undefined;
  page: number;
};

const select =
  "block w-full rounded-xl border border-slate-400 bg-white px-3 py-2.5 text-base text-ink shadow-sm hover:border-pine-600 focus:border-pine-700";

/** The filters: a plain GET form, so the list's address says what it shows. */
function Filters({ filter, units }: { filter: ListFilter; units: GridUnit[] }) {
  const { t } = useI18n();
  return (
    <Form method="get" action={BOOKING_CALENDAR_PATH} aria-label={t("dashboard.bookingCalendar.list.filters")}>
      <input type="hidden" name="view" value="list" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end">
        <label className="block text-sm font-semibold text-pine-950">
          {t("dashboard.bookingCalendar.list.when.label")}
          <select name="when" defaultValue={filter.when} className={cn(select, "mt-1.5")}>
            <option value="upcoming">{t("dashboard.bookingCalendar.list.when.upcoming")}</option>
            <option value="past">{t("dashboard.bookingCalendar.list.when.past")}</option>
          </select>
        </label>
        <label className="block text-sm font-semibold text-pine-950">
          {t("dashboard.bookingCalendar.list.status.label")}
          <select name="status" defaultValue={filter.status ?? ""} className={cn(select, "mt-1.5")}>
            <option value="">{t("dashboard.bookingCalendar.list.status.all")}</option>
            {STAY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`dashboard.bookingCalendar.statuses.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-semibold text-pine-950">
          {t("dashboard.bookingCalendar.list.kind.label")}
          <select name="kind" defaultValue={filter.kind ?? ""} className={cn(select, "mt-1.5")}>
            <option value="">{t("dashboard.bookingCalendar.list.kind.all")}</option>
            {STAY_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`dashboard.bookingCalendar.kinds.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-semibold text-pine-950">
          {t("dashboard.bookingCalendar.list.unit.label")}
          <select name="unit" defaultValue={filter.unitId ?? ""} className={cn(select, "mt-1.5")}>
            <option value="">{t("dashboard.bookingCalendar.list.unit.all")}</option>
            {units.map((unit) => (
              <option key={unit.id} value={unit.id}>
                {unit.archived ? `${unit.name} (${t("dashboard.bookingCalendar.month.archived")})` : unit.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={buttonClass("secondary", "md", "min-h-11")}>
          {t("dashboard.bookingCalendar.list.apply")}
        </button>
      </div>
    </Form>
  );
}

/**
 * Every stay of the site as a list: bookings, requests with their holds, owner blocks and
 * imported events, and the declined, cancelled and expired ones, filtered by time, status,
 * kind and unit, a page at a time.
 */
export function StayList({
  stays,
  total,
  page,
  pages,
  filter,
  units,
  timeZone,
  currency,
}: {
  stays: ListStay[];
  total: number;
  page: number;
  pages: number;
  filter: ListFilter;
  units: GridUnit[];
  timeZone: string;
  /** The site's: every total is in it. */
  currency: SiteCurrency;
}) {
  const { t, locale } = useI18n();
  const query: ListQuery = { when: filter.when, status: filter.status, kind: filter.kind, unitId: filter.unitId };
  return (
    <>
      <Card className="mb-5">
        <Filters filter={filter} units={units} />
      </Card>
      <p role="status" className="mb-3 text-sm text-slate-700">
        {t("dashboard.bookingCalendar.list.count", { count: total })}
      </p>
      {stays.length === 0 ? (
        <Card className="text-center text-slate-700">{t("dashboard.bookingCalendar.list.empty")}</Card>
      ) : (
        <ul className="space-y-3" data-testid="stay-list">
          {stays.map((stay) => {
            const look = stayLook(stay);
            return (
              <li key={stay.id} data-stay={stay.id}>
                <Link
                  to={stayPath(stay.id)}
                  className="grid gap-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:bg-pine-50 sm:grid-cols-[auto_1fr_auto] sm:items-center sm:gap-4"
                >
                  <LookSwatch look={look} className="h-8 w-11" title={t(`dashboard.bookingCalendar.legend.${look}`)} />
                  <StayLines stay={stay} timeZone={timeZone} withYear unitName={stay.unitName} />
                  <span className="flex items-center gap-3 sm:flex-col sm:items-end sm:gap-1">
                    <StatusBadge status={stay.status} kind={stay.kind}>
                      {statusWord(stay, t)}
                    </StatusBadge>
                    {stay.kind === "booking" && stay.totalCents > 0 && (
                      <span className="text-sm font-semibold text-pine-950 tabular-nums">
                        {formatMoney(stay.totalCents, currency, locale)}
                      </span>
                    )}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {pages > 1 && (
        <nav
          aria-label={t("dashboard.bookingCalendar.list.pages")}
          className="mt-6 flex items-center justify-between gap-3"
        >
          {page > 1 ? (
            <Link to={listPath({ ...query, page: page - 1 })} className={buttonClass("ghost", "md")}>
              <ChevronLeft aria-hidden="true" className="h-4 w-4" />
              {t("dashboard.bookingCalendar.list.previous")}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-slate-700">{t("dashboard.bookingCalendar.list.pageOf", { page, pages })}</span>
          {page < pages ? (
            <Link to={listPath({ ...query, page: page + 1 })} className={buttonClass("ghost", "md")}>
              {t("dashboard.bookingCalendar.list.next")}
              <ChevronRight aria-hidden="true" className="h-4 w-4" />
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </>
  );
}
