import { ChevronLeft, ChevronRight } from "lucide-react";
import type { BookingStrings } from "../../strings/booking/types.ts";

/** Monday 1 January 2024 at noon UTC, and the six days after it: the week as the calendar's header shows it. */
const WEEK = Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2024, 0, 1 + i, 12)));

/** The shape of the picker every theme shares: its size, the grid of days and their states' basics. */
const BASE =
  "m-auto max-h-[calc(100dvh-2rem)] w-[min(23rem,calc(100vw-2rem))] overflow-auto p-5 backdrop:bg-black/50 " +
  "[&_table]:mt-3 [&_table]:w-full [&_table]:table-fixed [&_table]:border-collapse [&_th]:pb-2 [&_th]:text-xs [&_th]:font-semibold " +
  "[&_abbr]:no-underline [&_td]:p-0.5 [&_td_button]:flex [&_td_button]:aspect-square [&_td_button]:w-full " +
  "[&_td_button]:items-center [&_td_button]:justify-center [&_td_button]:text-sm [&_td_button]:tabular-nums " +
  "[&_td_button[aria-disabled=true]]:cursor-not-allowed [&_td_button[data-taken]]:line-through " +
  "[&_td_button[data-today]]:underline [&_td_button[data-today]]:underline-offset-4";

/**
 * The date picker of the booking widget: a modal <dialog> (focus moves in and stays, Escape
 * closes, the page behind is inert) with a month's days as a grid. It stays closed and empty
 * until the widget's script (app/enhance/booking) opens it and draws the days: without a
 * script the widget's date fields are the browser's own.
 */
export function CalendarDialog({
  id,
  words,
  locale,
  className,
  buttonClassName,
  textClassName,
}: {
  id: string;
  words: BookingStrings["calendar"];
  locale: string;
  className: string;
  buttonClassName: string;
  textClassName: string;
}) {
  const short = new Intl.DateTimeFormat(locale, { weekday: "short", timeZone: "UTC" });
  const long = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
  const navButton = "inline-flex size-10 items-center justify-center";
  return (
    <dialog id={id} data-calendar aria-labelledby={`${id}-title`} className={`${BASE} ${className}`}>
      <h2 id={`${id}-title`} className="sr-only">
        {words.title}
      </h2>
      <div className="flex items-center justify-between gap-2">
        <button type="button" data-calendar-prev className={`${navButton} ${buttonClassName}`}>
          <ChevronLeft aria-hidden="true" className="size-5" />
          <span className="sr-only">{words.previous}</span>
        </button>
        <p id={`${id}-month`} data-calendar-month aria-live="polite" className="font-semibold capitalize" />
        <button type="button" data-calendar-next className={`${navButton} ${buttonClassName}`}>
          <ChevronRight aria-hidden="true" className="size-5" />
          <span className="sr-only">{words.next}</span>
        </button>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA date picker's month is a grid: arrow keys move between its days */}
      <table role="grid" aria-labelledby={`${id}-month`}>
        <thead>
          <tr>
            {WEEK.map((day) => (
              <th key={day.getUTCDay()} scope="col">
                <abbr title={long.format(day)}>{short.format(day)}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody data-calendar-days />
      </table>
      <p data-calendar-rules className={`mt-3 ${textClassName}`} />
      <p data-calendar-status role="status" className={`mt-2 ${textClassName}`} />
      <div className="mt-4 flex flex-wrap justify-between gap-3">
        <button type="button" data-calendar-clear className={buttonClassName}>
          {words.clear}
        </button>
        <button type="button" data-calendar-close className={buttonClassName}>
          {words.close}
        </button>
      </div>
    </dialog>
  );
}
