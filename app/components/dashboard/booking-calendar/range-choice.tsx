import { CalendarPlus, Lock, X } from "lucide-react";
import { Form, Link } from "react-router";
import { formatStayDate } from "../../../../modules/dates/format-stay-date.ts";
import { addDays, nightsBetween, type StayDate } from "../../../../modules/dates/stay-date.ts";
import { useI18n } from "../../../i18n/use-i18n.tsx";
import { buttonClass } from "../../ui/button.tsx";
import { BOOKING_CALENDAR_PATH } from "./calendar-paths.ts";

/** Nights picked on a unit's row: the first clicked, and the last once clicked. */
export type NightPick = { unitId: string; start: StayDate; end: StayDate | null };

/** The picked nights as a stay: first and last night, arrival and departure. */
export type PickedRange = {
  unitId: string;
  first: StayDate;
  last: StayDate;
  checkIn: StayDate;
  checkOut: StayDate;
  /** Whether the last night was clicked too (else one night, the first). */
  complete: boolean;
};

/**
 * The next pick after a click on `day` of a unit's row: a new first night (nothing picked,
 * another unit, or a range already complete), else the last night, in either order.
 */
export function pickNight(current: NightPick | null, unitId: string, day: StayDate): NightPick {
  if (!current || current.unitId !== unitId || current.end !== null) return { unitId, start: day, end: null };
  return day < current.start ? { unitId, start: day, end: current.start } : { unitId, start: current.start, end: day };
}

export function pickedRange(pick: NightPick): PickedRange {
  const last = pick.end ?? pick.start;
  return {
    unitId: pick.unitId,
    first: pick.start,
    last,
    checkIn: pick.start,
    checkOut: addDays(last, 1),
    complete: pick.end !== null,
  };
}

/** The address of the booking form filled in with the picked unit and dates. */
export function bookingFormPath(range: PickedRange): string {
  const params = new URLSearchParams({
    kind: "booking",
    unit: range.unitId,
    checkIn: range.checkIn,
    checkOut: range.checkOut,
  });
  return `${BOOKING_CALENDAR_PATH}/new?${params}`;
}

/**
 * What the owner can do with the picked nights: block them at once (back to this month's
 * calendar, where the block shows), or enter a booking for them in the form, filled in.
 */
export function RangeChoice({
  range,
  unitName,
  onClear,
}: {
  range: PickedRange;
  unitName: string;
  onClear: () => void;
}) {
  const { t, locale } = useI18n();
  const k = "dashboard.bookingCalendar.month.select";
  const day = (date: StayDate) => formatStayDate(date, locale, { weekday: "short", day: "numeric", month: "short" });
  const nights = nightsBetween(range.checkIn, range.checkOut);
  return (
    <section
      aria-label={t(`${k}.label`)}
      data-testid="range-choice"
      className="sticky bottom-3 z-30 mt-3 rounded-2xl bg-pine-950 p-4 text-white shadow-lg"
    >
      <p role="status" className="font-semibold">
        {t(`${k}.chosen`, { unit: unitName, from: day(range.checkIn), to: day(range.checkOut) })}
        <span className="font-normal text-pine-100"> · {t(`${k}.nights`, { count: nights })}</span>
      </p>
      {!range.complete && <p className="mt-1 text-sm text-pine-100">{t(`${k}.pickLast`)}</p>}
      <div className="mt-3 flex flex-wrap gap-2">
        <Form method="post" action={`${BOOKING_CALENDAR_PATH}/new`}>
          <input type="hidden" name="kind" value="block" />
          <input type="hidden" name="unitId" value={range.unitId} />
          <input type="hidden" name="checkIn" value={range.checkIn} />
          <input type="hidden" name="checkOut" value={range.checkOut} />
          <input type="hidden" name="label" value="" />
          <input type="hidden" name="returnTo" value="calendar" />
          <button type="submit" className={buttonClass("secondary", "md")}>
            <Lock aria-hidden="true" className="h-4 w-4" />
            {t(`${k}.block`)}
          </button>
        </Form>
        <Link to={bookingFormPath(range)} className={buttonClass("primary", "md")}>
          <CalendarPlus aria-hidden="true" className="h-4 w-4" />
          {t(`${k}.book`)}
        </Link>
        <button
          type="button"
          onClick={onClear}
          className="inline-flex min-h-11 items-center gap-1.5 px-3 text-sm font-semibold text-pine-100 underline-offset-2 hover:underline"
        >
          <X aria-hidden="true" className="h-4 w-4" />
          {t(`${k}.clear`)}
        </button>
      </div>
    </section>
  );
}
