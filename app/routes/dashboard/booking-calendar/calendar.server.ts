import type { RouterContextProvider } from "react-router";
import { propertyTimeZone } from "../../../../modules/booking/bookable-unit.ts";
import { calendarMonth, calendarUnits } from "../../../../modules/booking-calendar/calendar-month.ts";
import { listStays } from "../../../../modules/booking-calendar/list-stays.ts";
import { isStayKind, isStayStatus } from "../../../../modules/booking-calendar/stay-kinds.ts";
import { todayIn } from "../../../../modules/dates/stay-date.ts";
import { textIn } from "../../../../modules/i18n/site-languages.ts";
import { isUuid } from "../../../../modules/ids/uuid.ts";
import { siteCurrency } from "../../../../modules/pricing/read-site-currency.ts";
import { monthOf, monthWindow } from "../../../components/dashboard/booking-calendar/calendar-month.ts";
import { services } from "../../../context.ts";
import { requireOwner } from "../../../lib/require-owner.server.ts";

/*
 * The booking calendar's loader (app/routes/dashboard/booking-calendar.tsx), here so the
 * page's script never loads the database code it uses.
 */

type PageArgs = { request: Request; context: Readonly<RouterContextProvider>; url: URL };

/** What the list shows, from the query: anything unknown is left out of the filter. */
export function listFilterOf(url: URL) {
  const params = url.searchParams;
  const status = params.get("status");
  const kind = params.get("kind");
  const unit = params.get("unit");
  return {
    when: params.get("when") === "past" ? ("past" as const) : ("upcoming" as const),
    status: isStayStatus(status) ? status : undefined,
    kind: isStayKind(kind) ? kind : undefined,
    unitId: isUuid(unit) ? unit : undefined,
    page: Number(params.get("page") ?? 1) || 1,
  };
}

/**
 * The month grid (`?month=YYYY-MM`, else the property's current month) or the list
 * (`?view=list`, filtered): always the signed-in owner's own site.
 */
export async function loadCalendar({ request, context, url }: PageArgs) {
  const { user, site } = await requireOwner(request, context, "site");
  const { db } = services(context);
  const now = new Date();
  const timeZone = await propertyTimeZone(db, site.id);
  const today = todayIn(timeZone, now);
  const unitName = (name: Parameters<typeof textIn>[0]) => textIn(name, user.lang, user.lang);

  if (url.searchParams.get("view") === "list") {
    const filter = listFilterOf(url);
    const [listed, units, currency] = await Promise.all([
      listStays(db, site.id, filter, today, now),
      // The filter's units: every unit of the site, archived ones included.
      calendarUnits(db, site.id),
      siteCurrency(db, site.id),
    ]);
    const names = new Map(units.map((unit) => [unit.id, unitName(unit.name)]));
    return {
      view: "list" as const,
      today,
      timeZone,
      currency,
      filter: { ...filter, page: listed.page },
      units: units.map((unit) => ({ id: unit.id, name: unitName(unit.name), archived: unit.archived })),
      list: {
        total: listed.total,
        page: listed.page,
        pages: listed.pages,
        stays: listed.stays.map((stay) => ({ ...stay, unitName: names.get(stay.unitId) ?? "" })),
      },
    };
  }

  const month = monthOf(url.searchParams.get("month"), today);
  const window = monthWindow(month);
  const shown = await calendarMonth(db, site.id, { ...window, now });
  return {
    view: "month" as const,
    today,
    timeZone,
    month,
    units: shown.units.map((unit) => ({ id: unit.id, name: unitName(unit.name), archived: unit.archived })),
    stays: shown.stays,
  };
}
