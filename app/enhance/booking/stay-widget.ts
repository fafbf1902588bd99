import { formatStayDate } from "../../../modules/dates/format-stay-date.ts";
import { addDays, type IsoWeekday, parseStayDate, type StayDate } from "../../../modules/dates/stay-date.ts";
import type { MinNightsRun } from "../../../modules/pricing/arrival-rules.ts";
import type { QuoteAnswer } from "../../themes/kit/booking/quote-lines.ts";
import { type WidgetData, widgetData } from "./booking-words.ts";
import { addMonths, type Calendar, calendar, firstOfMonth, localToday, rulesText } from "./calendar.ts";
import { showQuote, showQuoteProblems, showQuoteText } from "./quote-view.ts";
import type { Availability, Selection } from "./stay-rules.ts";

type ApiError = { error?: { code?: string; message?: string; details?: { message: string; field?: string }[] } };
type AvailabilityAnswer = Omit<Availability, "unavailable" | "minNightsByArrival"> & {
  from: StayDate;
  to: StayDate;
  unavailable: StayDate[];
  minNightsByArrival: MinNightsRun[];
};

/** Why "Book" waits, and where the problem is: at the dates (or guests), or at the voucher. */
export type Waiting = { field: "checkIn" | "voucher"; text: string };

/** How many months one availability answer covers (the API allows two years). */
const MONTHS_PER_LOAD = 12;

export type StayWidget = {
  data: WidgetData;
  selection: () => Selection;
  /** Why the stay cannot be booked yet (no valid price is shown); null once it can. */
  waiting: () => Waiting | null;
  /** Shows a problem with the dates beside them (the booking page's answers). */
  datesProblem: (text: string) => void;
  /** Forgets the loaded availability and opens the calendar again (the nights were just taken). */
  reopen: () => Promise<void>;
  refreshQuote: () => Promise<void>;
};

async function readJson<T>(response: Response): Promise<T | null> {
  try {
    return (await response.json()) as T;
  } catch {
    return null;
  }
}

/**
 * A booking widget (or the stay part of the booking page) brought to life: the date fields
 * become buttons that open the calendar of available nights, the children's choices follow
 * the unit's capacity, and each change asks the booking API for the price, shown line by
 * line with the total said in a live region. The widget's own form still goes to the
 * booking page with the choice; with no dates chosen it opens the calendar instead.
 *
 * "Book" (the widget's button, the booking page's) waits for a valid price: until one is
 * shown it is aria-disabled, with why beside it (and the price box's own words in its
 * description). Without a script it is a plain button and the server answers the form.
 */
export function enhanceStay(root: HTMLElement): StayWidget | null {
  const data = widgetData(root);
  const { words, locale } = data;
  const form = root.querySelector<HTMLFormElement>("form[data-stay-form]");
  const dialog = root.querySelector<HTMLDialogElement>("dialog[data-calendar]");
  const box = root.querySelector<HTMLElement>("[data-quote]");
  if (!form || !dialog || !box) return null;
  const input = (name: "checkIn" | "checkOut") => form.querySelector<HTMLInputElement>(`[data-date-input="${name}"]`);
  const button = (name: "checkIn" | "checkOut") =>
    form.querySelector<HTMLButtonElement>(`[data-date-button="${name}"]`);
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
  const datesError = root.querySelector<HTMLElement>("[data-dates-error]");
  const rulesLine = root.querySelector<HTMLElement>("[data-rules]");
  const submit = form.querySelector<HTMLButtonElement>("button[type=submit]");
  const reasonLine = root.querySelector<HTMLElement>("[data-book-reason]");

  let selection: Selection = {
    checkIn: parseStayDate(input("checkIn")?.value),
    checkOut: parseStayDate(input("checkOut")?.value),
  };
  let availability: Availability | null = null;
  let problem: string | null = null;
  let unavailable = new Set<StayDate>();
  let runs: MinNightsRun[] = [];
  let waiting: Waiting | null = null;
  let loadedFrom: StayDate | null = null;
  let loadedTo: StayDate | null = null;
  let loading: Promise<void> | null = null;
  let pricing: AbortController | null = null;

  // The browser's date fields give way to buttons that open the calendar (same look and size).
  for (const name of ["checkIn", "checkOut"] as const) {
    const dateInput = input(name);
    const dateButton = button(name);
    if (!dateInput || !dateButton) continue;
    dateInput.type = "hidden";
    dateButton.hidden = false;
    const label = form.querySelector<HTMLLabelElement>(`label[for="${dateInput.id}"]`);
    if (label) label.htmlFor = dateButton.id;
    // The list of problems above the form leads to the button now.
    for (const link of root.querySelectorAll<HTMLAnchorElement>(`a[href="#${dateInput.id}"]`)) {
      link.hash = dateButton.id;
    }
    dateButton.addEventListener("click", () => open(name, dateButton));
  }

  function showSelection() {
    for (const name of ["checkIn", "checkOut"] as const) {
      const value = selection[name];
      const dateInput = input(name);
      const dateButton = button(name);
      if (dateInput) dateInput.value = value ?? "";
      if (dateButton) {
        dateButton.textContent = value
          ? formatStayDate(value, locale, { weekday: "short", day: "numeric", month: "short", year: "numeric" })
          : words.widget.chooseDate;
      }
    }
  }

  function datesProblem(text: string) {
    if (!datesError) return;
    datesError.textContent = text;
    datesError.hidden = text === "";
    for (const name of ["checkIn", "checkOut"] as const) {
      const dateButton = button(name);
      if (!dateButton) continue;
      if (text) {
        dateButton.setAttribute("aria-invalid", "true");
        dateButton.setAttribute("aria-describedby", datesError.id);
      } else {
        dateButton.removeAttribute("aria-invalid");
        dateButton.removeAttribute("aria-describedby");
      }
    }
  }

  /** "Book" waits with `why` beside it while `detail` (the price box's words) says what is wrong; null: it can be booked. */
  function gate(why: string | null, detail = "", field: Waiting["field"] = "checkIn") {
    waiting = why ? { field, text: detail || why } : null;
    if (reasonLine) {
      // A closed site's price box already says why, before any dates are chosen.
      reasonLine.textContent = why && !closed ? why : "";
      reasonLine.hidden = !why || closed !== null;
    }
    if (!submit) return;
    if (why) {
      submit.setAttribute("aria-disabled", "true");
      submit.setAttribute("aria-describedby", [reasonLine?.id, box?.id].filter(Boolean).join(" "));
    } else {
      submit.removeAttribute("aria-disabled");
      submit.removeAttribute("aria-describedby");
    }
  }

  /** A message in the price box instead of a price: Book waits meanwhile. */
  function say(text: string, why: string, busy = false) {
    showQuoteText(box as HTMLElement, text, busy);
    gate(why, text);
  }

  /** The rules line under the dates: those of the chosen arrival (its season's minimum), else the unit's. */
  function showRules() {
    if (rulesLine && availability) rulesLine.textContent = rulesText(availability, words, locale, selection.checkIn);
  }

  /** A site that takes no bookings (a theme's demo) says so, and the API is not asked. */
  const closed = root.dataset.closed ?? null;

  /** Loads the year of availability from `month` on, unless it is loaded already. */
  function load(month: StayDate): Promise<void> {
    if (closed) {
      problem = closed;
      return Promise.resolve();
    }
    if (loadedFrom && loadedTo && month >= loadedFrom && addDays(month, 31) <= loadedTo) return Promise.resolve();
    if (loading) return loading.then(() => load(month));
    const thisMonth = firstOfMonth(localToday());
    const from = loadedTo && month >= loadedTo ? loadedTo : month < thisMonth ? thisMonth : month;
    const to = addMonths(from, MONTHS_PER_LOAD);
    const query = new URLSearchParams({ from, to, lang: data.lang });
    if (data.unit) query.set("unit", data.unit);
    loading = fetch(`/api/availability?${query}`, { headers: { Accept: "application/json" } })
      .then(async (response) => {
        const answer = await readJson<AvailabilityAnswer & ApiError>(response);
        if (!response.ok || !answer || answer.error) {
          problem = answer?.error?.message ?? words.widget.failed;
          say(problem, words.widget.waitPrice);
          picker.redraw();
          return;
        }
        problem = null;
        for (const night of answer.unavailable) unavailable.add(night);
        // Each answer's runs end at its span: a season across two spans is two runs, each told in its months.
        runs = runs.concat(answer.minNightsByArrival);
        loadedFrom = loadedFrom && loadedFrom < answer.from ? loadedFrom : answer.from;
        loadedTo = loadedTo && loadedTo > answer.to ? loadedTo : answer.to;
        availability = {
          unavailable,
          checkInDays: answer.checkInDays as IsoWeekday[],
          checkOutDays: answer.checkOutDays as IsoWeekday[],
          minNights: answer.minNights,
          minNightsByArrival: runs,
          maxNights: answer.maxNights,
          firstCheckIn: answer.firstCheckIn,
          lastCheckIn: answer.lastCheckIn,
        };
        showRules();
        picker.redraw();
      })
      .catch(() => {
        problem = words.widget.failed;
        say(problem, words.widget.waitPrice);
        picker.redraw();
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  const picker: Calendar = calendar({
    dialog,
    words,
    locale,
    availability: () => availability,
    problem: () => problem,
    load,
    change(next) {
      selection = next;
      showSelection();
      showRules();
      datesProblem("");
      // A new check-in makes the old price wrong: the price box asks for the check-out meanwhile.
      void refreshQuote();
    },
    afterChoice: () => button("checkOut"),
  });

  function open(which: "checkIn" | "checkOut", from: HTMLElement) {
    picker.open(selection, which, from);
  }

  /** Children's choices that would take the party over the unit's capacity are switched off. */
  function fitGuests() {
    const adults = Number(field("adults")?.value ?? 1);
    const children = field("children");
    if (!(children instanceof HTMLSelectElement)) return;
    for (const option of children.options) option.disabled = adults + Number(option.value) > data.maxGuests;
    if (adults + Number(children.value) > data.maxGuests) children.value = String(Math.max(data.maxGuests - adults, 0));
  }

  async function refreshQuote(): Promise<void> {
    pricing?.abort();
    if (closed) {
      say(closed, words.widget.notBookable);
      return;
    }
    const { checkIn, checkOut } = selection;
    if (!checkIn || !checkOut) {
      say(words.widget.pickDates, words.widget.waitDates);
      return;
    }
    const controller = new AbortController();
    pricing = controller;
    const query = new URLSearchParams({
      checkIn,
      checkOut,
      adults: field("adults")?.value ?? "2",
      children: field("children")?.value ?? "0",
      lang: data.lang,
    });
    if (data.unit) query.set("unit", data.unit);
    const voucher = field("voucher")?.value.trim();
    if (voucher) query.set("voucher", voucher);
    say(words.widget.calculating, words.widget.waitPrice, true);
    try {
      const response = await fetch(`/api/quote?${query}`, {
        headers: { Accept: "application/json" },
        signal: controller.signal,
      });
      const answer = await readJson<{ quote: QuoteAnswer; bookingMode: string } & ApiError>(response);
      if (controller.signal.aborted) return;
      if (response.ok && answer?.quote) {
        showQuote(box as HTMLElement, answer.quote, words, locale, answer.bookingMode);
        voucherProblem("");
        gate(null);
        return;
      }
      const error = answer?.error;
      const refused = words.widget.notBookable;
      if (error?.code === "voucher_invalid") {
        const reason = error.details?.[0]?.message ?? error.message ?? "";
        voucherProblem(reason);
        showQuoteText(box as HTMLElement, reason);
        gate(refused, reason, "voucher");
      } else if (error?.code === "stay_not_allowed" && error.details?.length) {
        const problems = error.details.map((d) => d.message);
        showQuoteProblems(box as HTMLElement, problems);
        gate(refused, problems.join(" "));
      } else if (response.status === 409 || response.status === 422) {
        say(error?.message ?? words.widget.failed, refused);
      } else {
        say(error?.message ?? words.widget.failed, words.widget.waitPrice);
      }
    } catch (failure) {
      if (!controller.signal.aborted) say(words.widget.failed, words.widget.waitPrice);
      if (!(failure instanceof DOMException)) throw failure;
    }
  }

  /** The voucher's problem beside its field (the same look as the dates' problem). */
  function voucherProblem(text: string) {
    const voucher = field("voucher");
    if (!(voucher instanceof HTMLInputElement)) return;
    const id = `${voucher.id}-error`;
    let note = document.getElementById(id);
    if (!text) {
      note?.remove();
      voucher.removeAttribute("aria-invalid");
      voucher.removeAttribute("aria-describedby");
      return;
    }
    if (!note) {
      note = document.createElement("p");
      note.id = id;
      note.className = datesError?.className ?? "";
      voucher.after(note);
    }
    note.textContent = text;
    voucher.setAttribute("aria-invalid", "true");
    voucher.setAttribute("aria-describedby", id);
  }

  form.addEventListener("change", (event) => {
    const target = event.target;
    if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement)) return;
    if (target.name === "adults") fitGuests();
    if (["adults", "children", "voucher"].includes(target.name)) void refreshQuote();
  });

  // The widget's own form (to the booking page) waits for a valid price; without dates, the calendar opens.
  if (root.dataset.booking === "widget") {
    form.addEventListener("submit", (event) => {
      if (!waiting) return;
      event.preventDefault();
      if (selection.checkIn && selection.checkOut) return;
      const which = selection.checkIn ? "checkOut" : "checkIn";
      const from = button(which);
      if (from) open(which, from);
    });
  }

  showSelection();
  fitGuests();
  // What the server drew in the price box: a price that can be booked, why not, or nothing yet.
  if (closed) say(closed, words.widget.notBookable);
  else if (box.querySelector("dl")) gate(null);
  else if (box.querySelector("[data-problems]")) {
    gate(words.widget.notBookable, [...box.querySelectorAll("li")].map((li) => li.textContent).join(" "));
  } else gate(words.widget.waitDates, words.widget.pickDates);
  void load(firstOfMonth(localToday()));
  // Dates from the booking page's link that the server could not price yet: ask now.
  if (selection.checkIn && selection.checkOut && !box.querySelector("dl, [data-problems]")) void refreshQuote();

  return {
    data,
    selection: () => selection,
    waiting: () => waiting,
    datesProblem,
    async reopen() {
      unavailable = new Set();
      runs = [];
      availability = null;
      loadedFrom = null;
      loadedTo = null;
      selection = { checkIn: null, checkOut: null };
      showSelection();
      void refreshQuote();
      const from = button("checkIn");
      if (from) open("checkIn", from);
      await load(firstOfMonth(localToday()));
    },
    refreshQuote,
  };
}
