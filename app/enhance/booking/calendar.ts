import { formatStayDate } from "../../../modules/dates/format-stay-date.ts";
import {
  addDays,
  dayNumber,
  fromDayNumber,
  isoWeekday,
  nightsBetween,
  type StayDate,
} from "../../../modules/dates/stay-date.ts";
import { counted, fillIn } from "../../themes/kit/booking/words.ts";
import type { WidgetWords } from "./booking-words.ts";
import {
  type Availability,
  canCheckIn,
  choosingCheckOut,
  dayState,
  minNightsOn,
  pick,
  type Selection,
} from "./stay-rules.ts";

export type CalendarOptions = {
  dialog: HTMLDialogElement;
  words: WidgetWords;
  locale: string;
  /** The unit's availability as far as it is loaded; null until the first answer. */
  availability: () => Availability | null;
  /** Why there is none: the booking API's refusal (a theme's demo takes no bookings), or a failure. */
  problem: () => string | null;
  /** Loads the months around `month` if they are not loaded yet (the calendar draws again after). */
  load: (month: StayDate) => Promise<void>;
  /** The guest's choice changed. */
  change: (selection: Selection) => void;
  /** Where focus goes once a whole stay is chosen and the dialog closes (else back to where it came from). */
  afterChoice: () => HTMLElement | null;
};

export type Calendar = {
  open: (selection: Selection, which: "checkIn" | "checkOut", opener: HTMLElement) => void;
  /** Draws the days again (after availability arrived). */
  redraw: () => void;
};

/** The browser's today, as a date. */
export function localToday(): StayDate {
  const now = new Date();
  return fromDayNumber(Math.floor(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()) / 86_400_000));
}

/** A limit on the longest stay under a year is the owner's choice and worth saying; the default year is not. */
const SAID_MAX_NIGHTS = 365;

/**
 * The unit's rules in words. With an arrival chosen, the shortest stay of that arrival (a
 * season's or the unit's); without one, the unit's, and with `month` the seasons' own
 * minimums for arrivals in that month. Then the longest stay where it is short, and the
 * weekdays a stay may start and end on.
 */
export function rulesText(
  a: Availability,
  words: WidgetWords,
  locale: string,
  arrival: StayDate | null,
  month?: StayDate,
): string {
  const w = words.calendar;
  const weekday = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
  // 1 January 2024 was a Monday: ISO weekday d is the d-th of that month.
  const days = (list: readonly number[]) =>
    new Intl.ListFormat(locale, { type: "disjunction" }).format(
      list.map((d) => weekday.format(new Date(Date.UTC(2024, 0, d, 12)))),
    );
  const parts = [counted(w.minNights, arrival ? minNightsOn(arrival, a) : a.minNights, locale)];
  if (!arrival && month) {
    const end = addMonths(month, 1);
    const day = (date: StayDate) => formatStayDate(date, locale, { day: "numeric", month: "long" });
    for (const run of a.minNightsByArrival) {
      if (run.from >= end || run.until < month) continue;
      parts.push(
        fillIn(counted(w.seasonMinNights, run.minNights, locale), { from: day(run.from), until: day(run.until) }),
      );
    }
  }
  if (a.maxNights < SAID_MAX_NIGHTS) parts.push(counted(w.maxNights, a.maxNights, locale));
  if (a.checkInDays.length > 0) parts.push(fillIn(w.arrivalDays, { days: days(a.checkInDays) }));
  if (a.checkOutDays.length > 0) parts.push(fillIn(w.departureDays, { days: days(a.checkOutDays) }));
  return parts.join(" ");
}

/** The first day from `from` on (within a year) that a stay can start on; null if none. */
export function firstArrival(a: Availability, from: StayDate): StayDate | null {
  const start = from < a.firstCheckIn ? a.firstCheckIn : from;
  for (let day = 0; day < 366; day++) {
    const date = addDays(start, day);
    if (date > a.lastCheckIn) return null;
    if (canCheckIn(date, a)) return date;
  }
  return null;
}

export function firstOfMonth(date: StayDate): StayDate {
  return `${date.slice(0, 8)}01`;
}

export function addMonths(date: StayDate, months: number): StayDate {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return fromDayNumber(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last)) / 86_400_000);
}

/**
 * The booking widget's date picker (WAI-ARIA date picker dialog pattern): a modal <dialog>
 * drawn by the server (app/themes/kit/booking/calendar-dialog.tsx) whose month grid this
 * fills in. One day at a time is in the tab order; arrow keys move by day and week, Home and
 * End to the week's ends, Page Up and Page Down by month (with Shift by year). Days that
 * cannot be picked stay focusable but say why (taken, no arrival, no departure, too short
 * for the arrival's shortest stay); the rules line says those of the chosen arrival, or of
 * the month shown. Picking a check-in, then a check-out, closes the dialog and gives focus
 * back to the field it came from; a status line says what to choose next.
 */
export function calendar(options: CalendarOptions): Calendar {
  const { dialog, words, locale } = options;
  const w = words.calendar;
  const body = dialog.querySelector<HTMLElement>("[data-calendar-days]");
  const title = dialog.querySelector<HTMLElement>("[data-calendar-month]");
  const status = dialog.querySelector<HTMLElement>("[data-calendar-status]");
  const rules = dialog.querySelector<HTMLElement>("[data-calendar-rules]");
  const monthName = new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" });
  const today = localToday();
  let selection: Selection = { checkIn: null, checkOut: null };
  let month = firstOfMonth(today);
  let focused = today;
  let opener: HTMLElement | null = null;
  let finished = false;
  /** Focus is on a day (so a new drawing keeps it on the day), not on a button around the grid. */
  const onDay = () => body?.contains(document.activeElement) ?? false;

  const longDate = (date: StayDate) =>
    formatStayDate(date, locale, { weekday: "long", day: "numeric", month: "long", year: "numeric" });

  function describe(): string {
    if (!options.availability()) return options.problem() ?? w.loading;
    const { checkIn, checkOut } = selection;
    if (checkIn && checkOut) {
      const nights = counted(words.quote.nights, nightsBetween(checkIn, checkOut), locale);
      return fillIn(w.chosen, { checkIn: longDate(checkIn), checkOut: longDate(checkOut), nights });
    }
    if (checkIn) return fillIn(w.chooseCheckOut, { date: longDate(checkIn) });
    return w.chooseCheckIn;
  }

  function dayButton(date: StayDate, a: Availability | null): HTMLTableCellElement {
    const cell = document.createElement("td");
    cell.setAttribute("role", "gridcell");
    const button = document.createElement("button");
    button.type = "button";
    button.dataset.date = date;
    button.textContent = String(Number(date.slice(8)));
    button.tabIndex = date === focused ? 0 : -1;
    const said = [longDate(date)];
    if (date === today) {
      button.dataset.today = "";
      said.push(w.today);
    }
    const state = a ? dayState(date, selection, a) : null;
    if (!state || state.refusal) button.setAttribute("aria-disabled", "true");
    if (state?.taken) button.dataset.taken = "";
    if (state?.range) {
      button.dataset.range = state.range;
      cell.setAttribute("aria-selected", "true");
    }
    if (state?.range === "checkIn") said.push(w.checkIn);
    if (state?.range === "checkOut") said.push(w.checkOut);
    if (state?.refusal === "taken") said.push(w.taken);
    else if (state?.refusal === "noArrival") said.push(w.noArrival);
    else if (state?.refusal === "noDeparture") said.push(state.taken ? w.taken : w.noDeparture);
    else if (state?.refusal === "tooShort" && a && selection.checkIn) {
      said.push(counted(w.tooShort, minNightsOn(selection.checkIn, a), locale));
    }
    button.setAttribute("aria-label", said.join(", "));
    cell.append(button);
    return cell;
  }

  function draw(focus = false) {
    if (!body || !title) return;
    const a = options.availability();
    title.textContent = monthName.format(new Date(dayNumber(month) * 86_400_000 + 43_200_000));
    const lead = isoWeekday(month) - 1;
    const days = nightsBetween(month, addMonths(month, 1));
    const rows: HTMLTableRowElement[] = [];
    let row = document.createElement("tr");
    for (let i = 0; i < lead; i++) row.append(document.createElement("td"));
    for (let d = 0; d < days; d++) {
      if (row.children.length === 7) {
        rows.push(row);
        row = document.createElement("tr");
      }
      row.append(dayButton(addDays(month, d), a));
    }
    while (row.children.length < 7) row.append(document.createElement("td"));
    rows.push(row);
    body.replaceChildren(...rows);
    if (status) status.textContent = describe();
    if (rules && a) rules.textContent = rulesText(a, words, locale, selection.checkIn, month);
    if (focus) body.querySelector<HTMLButtonElement>(`button[data-date="${focused}"]`)?.focus();
  }

  function moveTo(date: StayDate) {
    focused = date;
    const target = firstOfMonth(date);
    if (target !== month) {
      month = target;
      void options.load(month).then(() => draw(onDay()));
    }
    draw(true);
  }

  function choose(date: StayDate) {
    const a = options.availability();
    if (!a || dayState(date, selection, a).refusal) return;
    selection = pick(date, selection, a);
    focused = date;
    const done = selection.checkOut !== null;
    options.change(selection);
    if (done) {
      finished = true;
      dialog.close();
    } else draw(true);
  }

  body?.addEventListener("click", (event) => {
    const button =
      event.target instanceof Element ? event.target.closest<HTMLButtonElement>("button[data-date]") : null;
    if (button?.dataset.date) choose(button.dataset.date);
  });

  body?.addEventListener("keydown", (event) => {
    const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    let next: StayDate | null = null;
    if (event.key in steps) next = addDays(focused, steps[event.key] ?? 0);
    else if (event.key === "Home") next = addDays(focused, 1 - isoWeekday(focused));
    else if (event.key === "End") next = addDays(focused, 7 - isoWeekday(focused));
    else if (event.key === "PageUp") next = addMonths(focused, event.shiftKey ? -12 : -1);
    else if (event.key === "PageDown") next = addMonths(focused, event.shiftKey ? 12 : 1);
    if (!next) return;
    event.preventDefault();
    moveTo(next);
  });

  dialog.querySelector("[data-calendar-prev]")?.addEventListener("click", () => {
    month = addMonths(month, -1);
    focused = month;
    void options.load(month).then(() => draw());
    draw();
  });
  dialog.querySelector("[data-calendar-next]")?.addEventListener("click", () => {
    month = addMonths(month, 1);
    focused = month;
    void options.load(month).then(() => draw());
    draw();
  });
  dialog.querySelector("[data-calendar-clear]")?.addEventListener("click", () => {
    selection = { checkIn: null, checkOut: null };
    options.change(selection);
    draw();
  });
  dialog.querySelector("[data-calendar-close]")?.addEventListener("click", () => dialog.close());
  // A click on the backdrop (outside the panel) closes the dialog like Escape does.
  dialog.addEventListener("click", (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener("close", () => ((finished ? options.afterChoice() : null) ?? opener)?.focus());

  return {
    open(current, which, from) {
      selection = current;
      opener = from;
      finished = false;
      const start = which === "checkOut" && choosingCheckOut(current) ? addDays(current.checkIn, 1) : null;
      focused = (which === "checkOut" ? current.checkOut : current.checkIn) ?? start ?? current.checkIn ?? today;
      const first = options.availability()?.firstCheckIn;
      if (!current.checkIn && first && focused < first) focused = first;
      month = firstOfMonth(focused);
      dialog.showModal();
      draw(true);
      void options.load(month).then(() => {
        // Nothing chosen yet: start at the first day a stay can begin, not at a full month.
        const a = options.availability();
        const first = !selection.checkIn && a ? firstArrival(a, focused) : null;
        if (first && first !== focused && onDay()) moveTo(first);
        else draw(onDay());
      });
    },
    redraw: () => {
      if (dialog.open) draw(onDay());
    },
  };
}
