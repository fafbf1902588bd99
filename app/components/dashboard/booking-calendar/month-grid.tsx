import { Fragment, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { CalendarStay } from "../../../../modules/booking-calendar/calendar-month.ts";
import { isoWeekday, type StayDate } from "../../../../modules/dates/stay-date.ts";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { cn } from "../../ui/cn.ts";
import { barSpan, laneBars, type MonthId, monthDays, monthWindow } from "./calendar-month.ts";
import { stayPath } from "./calendar-paths.ts";
import { type NightPick, pickedRange, pickNight, RangeChoice } from "./range-choice.tsx";
import { LookMark } from "./stay-legend.tsx";
import { LOOK_STYLES, stayLook } from "./stay-look.ts";
import { holdNote, stayDates, stayName } from "./stay-words.ts";

export type GridUnit = { id: string; name: string; archived: boolean };
/** A stay as the page receives it (dates arrive as Date objects, or as text before hydration). */
export type GridStay = Omit<CalendarStay, "holdExpiresAt"> & { holdExpiresAt: Date | string | null };

const HEADER_ROW = 1;

/** Monday first, as ISO counts; each language's initials are in its strings (za and zo in Dutch). */
const WEEKDAY_KEYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;

/**
 * The month across the site's units: a row per unit (its name stays in view while the days
 * scroll sideways on a phone), a column per day, each stay a bar from the afternoon of its
 * arrival to the morning of its departure, in the look of its kind (stay-look.ts). Each bar
 * is a link to the stay, named in full for screen readers: who, when, what, and until when
 * a request holds its dates. Today's column is marked and scrolled into view. A click on
 * the first and then the last free night of a unit's row picks those nights, to block them
 * or enter a booking for them (range-choice.tsx); the buttons above the grid do the same by
 * keyboard.
 */
export function MonthGrid({
  month,
  today,
  timeZone,
  units,
  stays,
  label,
}: {
  month: MonthId;
  today: StayDate;
  timeZone: string;
  units: GridUnit[];
  stays: GridStay[];
  /** Names the region: "Kalender van juli 2026". */
  label: string;
}) {
  const { t } = useI18n();
  const days = monthDays(month);
  const { from, to } = monthWindow(month);
  const todayIndex = days.indexOf(today);
  const [pick, setPick] = useState<NightPick | null>(null);
  const range = pick ? pickedRange(pick) : null;
  const scroller = useRef<HTMLElement>(null);
  // On a narrow screen the month scrolls sideways: today's column is brought into view.
  useEffect(() => {
    const box = scroller.current;
    const mark = box?.querySelector<HTMLElement>("[data-today]");
    if (!box || !mark) return;
    const nameColumn = box.querySelector<HTMLElement>("[data-name-column]")?.offsetWidth ?? 0;
    if (mark.offsetLeft + mark.offsetWidth > box.clientWidth) box.scrollLeft = mark.offsetLeft - nameColumn - 8;
  }, []);

  // Each unit's bars, in lanes; the rows below the header are counted out per unit.
  let nextRow = HEADER_ROW + 1;
  const rows = units.map((unit) => {
    const bars = stays
      .filter((stay) => stay.unitId === unit.id)
      .flatMap((stay) => {
        const span = barSpan(stay, from, to);
        return span ? [{ stay, span }] : [];
      });
    const { lanes, count } = laneBars(bars.map((bar) => bar.span));
    const row = { unit, bars: bars.map((bar, i) => ({ ...bar, lane: lanes[i] ?? 0 })), first: nextRow, lanes: count };
    nextRow += count;
    return row;
  });

  return (
    <>
      {/* Scrolls on its own: focusable, so keyboards scroll it too. */}
      <section
        ref={scroller}
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to scroll by keyboard.
        tabIndex={0}
        data-testid="month-grid"
        className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 [--name-col:7rem] focus-visible:outline-3 focus-visible:outline-coral-600 md:[--name-col:9rem]"
      >
        <div
          className="grid text-sm"
          style={{
            // The window's width, never less than 1.5rem a day: the days share the width, and a
            // long name on a short stay is cut off rather than widening every day of the month.
            minWidth: `calc(var(--name-col) + ${days.length * 1.5}rem)`,
            gridTemplateColumns: `var(--name-col) repeat(${days.length * 2}, minmax(0.75rem, 1fr))`,
            gridTemplateRows: `3rem repeat(${Math.max(1, nextRow - HEADER_ROW - 1)}, 2.25rem)`,
          }}
        >
          <div
            aria-hidden="true"
            data-name-column
            className="sticky left-0 z-20 flex items-end border-r border-b border-slate-200 bg-white px-3 pb-1.5 text-xs font-semibold text-slate-600"
            style={{ gridColumn: "1", gridRow: HEADER_ROW }}
          >
            {t("dashboard.bookingCalendar.month.unitColumn")}
          </div>
          {days.map((day, index) => {
            const weekend = isoWeekday(day) >= 6;
            const isToday = index === todayIndex;
            return (
              <div
                key={day}
                aria-hidden="true"
                data-day={day}
                data-today={isToday || undefined}
                className={cn(
                  "flex flex-col items-center justify-end border-b border-slate-200 pb-1 leading-tight",
                  weekend ? "bg-sand-100 text-slate-700" : "text-slate-600",
                )}
                style={{ gridColumn: `${2 + index * 2} / span 2`, gridRow: HEADER_ROW }}
                title={isToday ? t("dashboard.bookingCalendar.month.today") : undefined}
              >
                <span className="text-[0.65rem]">
                  {t(`dashboard.bookingCalendar.month.weekdays.${WEEKDAY_KEYS[isoWeekday(day) - 1] ?? "mon"}`)}
                </span>
                <span
                  className={cn(
                    "flex h-6 w-6 items-center justify-center rounded-full text-xs font-semibold tabular-nums",
                    isToday && "bg-coral-600 text-white",
                  )}
                >
                  {Number(day.slice(8))}
                </span>
              </div>
            );
          })}

          {rows.map(({ unit, bars, first, lanes }) => {
            const headingId = `unit-${unit.id}`;
            return (
              <Fragment key={unit.id}>
                <h3
                  id={headingId}
                  className="sticky left-0 z-20 flex min-w-0 items-center border-r border-b border-slate-200 bg-white px-3 text-sm font-semibold break-words text-pine-950"
                  style={{ gridColumn: "1", gridRow: `${first} / span ${lanes}` }}
                >
                  <span className="line-clamp-2">
                    {unit.name}
                    {unit.archived && (
                      <span className="font-normal text-slate-600">
                        {" "}
                        ({t("dashboard.bookingCalendar.month.archived")})
                      </span>
                    )}
                  </span>
                </h3>
                {days.map((day, index) => {
                  const picked = range?.unitId === unit.id && day >= range.first && day <= range.last;
                  return (
                    // A pointer's way to pick nights; the keyboard's is the forms above the grid.
                    <div
                      key={day}
                      aria-hidden="true"
                      data-night={day}
                      data-unit={unit.id}
                      data-picked={picked || undefined}
                      onClick={() => setPick((current) => pickNight(current, unit.id, day))}
                      className={cn(
                        "cursor-cell border-b border-slate-200 hover:bg-coral-600/10",
                        index > 0 && "border-l border-l-slate-100",
                        isoWeekday(day) >= 6 && "bg-sand-50",
                        index === todayIndex && "border-x-2 border-x-coral-600/60 bg-coral-600/5",
                        picked && "bg-coral-600/25 hover:bg-coral-600/30",
                      )}
                      style={{ gridColumn: `${2 + index * 2} / span 2`, gridRow: `${first} / span ${lanes}` }}
                    />
                  );
                })}
                {bars.length === 0 && <p className="sr-only">{t("dashboard.bookingCalendar.month.nothing")}</p>}
                {bars.map(({ stay, span, lane }) => (
                  <StayBar
                    key={stay.id}
                    stay={stay}
                    span={span}
                    row={first + lane}
                    timeZone={timeZone}
                    describedBy={headingId}
                  />
                ))}
              </Fragment>
            );
          })}
        </div>
      </section>
      {range && (
        <RangeChoice
          range={range}
          unitName={units.find((unit) => unit.id === range.unitId)?.name ?? ""}
          onClear={() => setPick(null)}
        />
      )}
    </>
  );
}

function StayBar({
  stay,
  span,
  row,
  timeZone,
  describedBy,
}: {
  stay: GridStay;
  span: { start: number; end: number; startsBefore: boolean; endsAfter: boolean };
  row: number;
  timeZone: string;
  describedBy: string;
}) {
  const { t, locale } = useI18n();
  const look = stayLook(stay);
  const name = stayName(stay, t);
  const label = [
    name,
    stayDates(stay, t, locale),
    t(`dashboard.bookingCalendar.legend.${look}`),
    holdNote(stay, t, locale, timeZone),
  ]
    .filter(Boolean)
    .join(", ");
  return (
    <Link
      to={stayPath(stay.id)}
      aria-label={label}
      aria-describedby={describedBy}
      title={label}
      data-stay={stay.id}
      data-look={look}
      className={cn(
        "relative z-10 my-1 flex min-w-0 items-center gap-1 overflow-hidden rounded-md border-2 px-1 text-xs font-semibold whitespace-nowrap shadow-sm hover:brightness-110 focus-visible:z-30 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-coral-600",
        LOOK_STYLES[look].bar,
        span.startsBefore && "rounded-l-none border-l-0",
        span.endsAfter && "rounded-r-none border-r-0",
      )}
      style={{ gridColumn: `${2 + span.start} / ${2 + span.end}`, gridRow: row }}
    >
      <LookMark look={look} />
      <span className="truncate">{name}</span>
    </Link>
  );
}
