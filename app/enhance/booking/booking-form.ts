import type { BankTransfer } from "../../../modules/booking/bank-transfer.ts";
import { formatZonedMoment } from "../../../modules/dates/zoned-moment.ts";
import { formatIban } from "../../../modules/stays/bank-details.ts";
import { confirmationDate, guestsText } from "../../themes/kit/booking/confirmation-text.ts";
import type { QuoteAnswer } from "../../themes/kit/booking/quote-lines.ts";
import { fillIn } from "../../themes/kit/booking/words.ts";
import type { PageWords } from "./booking-words.ts";
import { showQuote } from "./quote-view.ts";
import type { StayWidget } from "./stay-widget.ts";

type Field =
  | "checkIn"
  | "name"
  | "email"
  | "phone"
  | "country"
  | "arrivalTime"
  | "message"
  | "voucher"
  | "adults"
  | "acceptHouseRules"
  | "acceptCancellationPolicy";

type Booked = {
  reference: string;
  status: "confirmed" | "request";
  holdExpiresAt: string | null;
  /** The property's: the hold's end is said on its clock, wherever the guest is. */
  timeZone: string;
  quote: QuoteAnswer;
  payment?: BankTransfer | null;
  /** The booking waits for its first payment (the site takes online payment). */
  awaitingPayment?: boolean;
  /** Where the guest pays now (the provider's page). */
  payNow?: string | null;
  /** The guest's own page of the booking. */
  bookingPage?: string | null;
};
type Refusal = { error?: { code?: string; message?: string; details?: { message: string; field?: string }[] } };

/** Where a problem the booking API names by its path belongs in the form. */
const FIELD_OF_PATH: Record<string, Field> = {
  checkIn: "checkIn",
  checkOut: "checkIn",
  adults: "adults",
  children: "adults",
  voucher: "voucher",
  "guest.name": "name",
  "guest.email": "email",
  "guest.phone": "phone",
  "guest.country": "country",
  "guest.arrivalTime": "arrivalTime",
  "guest.message": "message",
  acceptHouseRules: "acceptHouseRules",
  acceptCancellationPolicy: "acceptCancellationPolicy",
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The booking page's form sent to the booking API (POST /api/bookings) instead of posted:
 * checked here first with the page's words, every problem beside its field and in a focused
 * list; the answer becomes the confirmation in place of the form (from the API's answer, so
 * no page with a guest's booking is ever cached). Nights taken meanwhile (409) are said at
 * the dates and the calendar opens again; the form keeps everything typed.
 */
export function enhanceBookingForm(root: HTMLElement, stay: StayWidget): void {
  const form = root.querySelector<HTMLFormElement>("form[data-stay-form]");
  if (!form) return;
  const words = stay.data.words as PageWords;
  const { locale } = stay.data;
  const submit = form.querySelector<HTMLButtonElement>("button[type=submit]");
  const errorClass = form.querySelector("[data-dates-error]")?.className ?? "";
  const summaryClass = root.dataset.summaryClass ?? "";
  const control = (name: string) => form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
  const value = (name: string) => control(name)?.value.trim() ?? "";
  const checked = (name: string) => {
    const box = control(name);
    // A unit without house rules sends its acceptance as a hidden field.
    return box instanceof HTMLInputElement && (box.type === "hidden" ? box.value === "on" : box.checked);
  };

  function clearProblems() {
    form?.querySelector("[data-booking-problems]")?.remove();
    for (const note of form?.querySelectorAll("[data-field-problem]") ?? []) note.remove();
    for (const field of form?.querySelectorAll("[aria-invalid]") ?? []) {
      if (field.closest("[data-dates-error]")) continue;
      field.removeAttribute("aria-invalid");
    }
    stay.datesProblem("");
  }

  /** Problems beside their fields and in a list at the top that takes focus. */
  function showProblems(problems: Partial<Record<Field, string>>, formError?: string) {
    clearProblems();
    const summary = document.createElement("div");
    summary.dataset.bookingProblems = "";
    summary.setAttribute("role", "alert");
    summary.tabIndex = -1;
    summary.className = summaryClass;
    if (formError) {
      const p = document.createElement("p");
      p.textContent = formError;
      summary.append(p);
    } else {
      const lead = document.createElement("p");
      lead.className = "font-semibold";
      lead.textContent = words.page.errorSummary;
      const list = document.createElement("ul");
      list.className = "mt-2 list-disc pl-5";
      for (const [field, text] of Object.entries(problems) as [Field, string][]) {
        const target =
          field === "checkIn" ? form?.querySelector<HTMLElement>("[data-date-button=checkIn]") : control(field);
        const item = document.createElement("li");
        const link = document.createElement("a");
        link.href = `#${target?.id ?? ""}`;
        link.dataset.fieldLink = "";
        link.className = "underline";
        link.textContent = text;
        item.append(link);
        list.append(item);
        if (field === "checkIn") {
          stay.datesProblem(text);
          continue;
        }
        if (!target) continue;
        const note = document.createElement("p");
        note.id = `${target.id}-error`;
        note.dataset.fieldProblem = "";
        note.className = errorClass;
        note.textContent = text;
        target.setAttribute("aria-invalid", "true");
        target.setAttribute("aria-describedby", note.id);
        // After the control, or after a checkbox's row.
        (target instanceof HTMLInputElement && target.type === "checkbox"
          ? (target.parentElement ?? target)
          : target
        ).after(note);
      }
      summary.append(lead, list);
    }
    form?.prepend(summary);
    summary.focus();
  }

  function check(): Partial<Record<Field, string>> {
    const e = words.errors;
    const problems: Partial<Record<Field, string>> = {};
    const { checkIn, checkOut } = stay.selection();
    if (!checkIn || !checkOut) problems.checkIn = e.dates;
    if (value("name").length < 2) problems.name = e.name;
    if (!EMAIL.test(value("email"))) problems.email = e.email;
    if (value("phone").length < 6) problems.phone = e.phone;
    if (!/^[A-Z]{2}$/.test(value("country"))) problems.country = e.country;
    if (value("message").length > 2000) problems.message = e.message;
    if (!checked("acceptHouseRules")) problems.acceptHouseRules = e.acceptHouseRules;
    if (!checked("acceptCancellationPolicy")) problems.acceptCancellationPolicy = e.acceptCancellation;
    return problems;
  }

  function busy(on: boolean) {
    if (!submit) return;
    const label = submit.querySelector("[data-label]");
    if (label) label.textContent = on ? words.page.sending : (submit.dataset.label ?? "");
    if (on) submit.setAttribute("aria-disabled", "true");
    // Sent: the button waits again only if the stay has no valid price (the nights were taken).
    else if (!stay.waiting()) submit.removeAttribute("aria-disabled");
    form?.toggleAttribute("aria-busy", on);
  }

  function confirm(booked: Booked) {
    const template = root.querySelector<HTMLTemplateElement>("template[data-confirmation-template]");
    if (!template) return;
    const view = template.content.cloneNode(true) as DocumentFragment;
    const payment = booked.payment ?? null;
    for (const part of view.querySelectorAll<HTMLElement>("[data-when]")) {
      if (part.dataset.when !== booked.status) part.remove();
    }
    // With the owner's bank details, or paid on arrival as the owner says.
    for (const part of view.querySelectorAll<HTMLElement>("[data-payment]")) {
      if (part.dataset.payment !== (payment ? "bank" : "none")) part.remove();
    }
    view.querySelector("h2")?.setAttribute("id", "booking-done");
    const c = words.confirmation;
    const { checkIn, checkOut } = stay.selection();
    const slots: Record<string, string> = {
      reference: booked.reference,
      unit: root.dataset.unitName ?? "",
      checkIn: checkIn ? confirmationDate(checkIn, locale) : "",
      checkOut: checkOut ? confirmationDate(checkOut, locale) : "",
      guests: guestsText(Number(value("adults")), Number(value("children") || 0), c, locale),
      heldUntil: booked.holdExpiresAt
        ? fillIn(c.heldUntil, { date: formatZonedMoment(new Date(booked.holdExpiresAt), locale, booked.timeZone) })
        : "",
      bankHolder: payment?.accountHolder ?? "",
      bankIban: payment ? formatIban(payment.iban) : "",
      bankBic: payment?.bic ?? "",
      bankReference: payment ? fillIn(c.transferReference, { reference: payment.reference }) : "",
    };
    for (const [slot, text] of Object.entries(slots)) {
      const target = view.querySelector(`[data-slot="${slot}"]`);
      if (!target) continue;
      target.textContent = text;
      // A bank detail the owner left out (holder, BIC) takes its row along.
      if (!text && slot.startsWith("bank")) target.parentElement?.remove();
    }
    const quoteSlot = view.querySelector<HTMLElement>('[data-slot="quote"]');
    if (quoteSlot) {
      const box = document.createElement("div");
      box.className = root.querySelector("[data-quote]")?.className ?? "";
      quoteSlot.append(box);
      showQuote(box, booked.quote, words, locale);
    }
    root.replaceChildren(view);
    const done = root.querySelector<HTMLElement>("[data-booking-confirmation]");
    done?.scrollIntoView({ block: "start" });
    done?.focus();
  }

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (form.getAttribute("aria-busy") !== null) return;
    const problems = check();
    // No valid price for the stay (its rules, the voucher, a price on its way): said where it belongs.
    const waiting = stay.waiting();
    if (waiting && !problems[waiting.field]) problems[waiting.field] = waiting.text;
    if (Object.keys(problems).length > 0) {
      showProblems(problems);
      return;
    }
    // A theme's demo takes no bookings (data-closed says so in the page's language).
    if (root.dataset.closed) {
      showProblems({}, root.dataset.closed);
      return;
    }
    const { checkIn, checkOut } = stay.selection();
    const request = {
      unit: stay.data.unit,
      checkIn,
      checkOut,
      adults: Number(value("adults")),
      children: Number(value("children") || 0),
      ...(value("voucher") ? { voucher: value("voucher") } : {}),
      lang: stay.data.lang,
      guest: {
        name: value("name"),
        email: value("email"),
        phone: value("phone"),
        country: value("country"),
        ...(value("arrivalTime") ? { arrivalTime: value("arrivalTime") } : {}),
        ...(value("message") ? { message: value("message") } : {}),
        marketingConsent: checked("marketingConsent"),
      },
      acceptHouseRules: checked("acceptHouseRules"),
      acceptCancellationPolicy: checked("acceptCancellationPolicy"),
    };
    busy(true);
    try {
      const response = await fetch("/api/bookings", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(request),
      });
      const answer = (await response.json().catch(() => null)) as (Booked & Refusal) | null;
      if (response.status === 201 && answer?.reference) {
        // Paid online: the booking is confirmed once paid, so the guest goes on to pay (or,
        // when the payment page could not be made just now, to their page's "pay now").
        const next = answer.awaitingPayment ? (answer.payNow ?? answer.bookingPage) : null;
        if (next) return window.location.assign(next);
        confirm(answer);
        return;
      }
      const error = answer?.error;
      const e = words.errors;
      if (response.status === 409) {
        showProblems({ checkIn: words.refusals.dates_unavailable });
        await stay.reopen();
      } else if (error?.code === "stay_not_allowed") {
        showProblems({ checkIn: error.details?.map((d) => d.message).join(" ") || error.message || e.dates });
      } else if (error?.code === "voucher_invalid") {
        showProblems({ voucher: error.details?.[0]?.message ?? error.message ?? "" });
      } else if (error?.code === "invalid_request" && error.details?.length) {
        const fields: Partial<Record<Field, string>> = {};
        const message: Record<Field, string> = {
          checkIn: e.dates,
          adults: e.adults,
          voucher: error.message ?? "",
          name: e.name,
          email: e.email,
          phone: e.phone,
          country: e.country,
          arrivalTime: e.arrivalTime,
          message: e.message,
          acceptHouseRules: e.acceptHouseRules,
          acceptCancellationPolicy: e.acceptCancellation,
        };
        for (const detail of error.details) {
          const field = detail.field ? FIELD_OF_PATH[detail.field] : undefined;
          if (field) fields[field] = message[field];
        }
        showProblems(fields, Object.keys(fields).length === 0 ? error.message : undefined);
      } else if (response.status === 429) {
        showProblems({}, error?.message ?? words.refusals.rate_limited);
      } else if (response.status === 413) {
        showProblems({}, words.refusals.payload_too_large);
      } else if (error?.code === "not_bookable") {
        showProblems({}, e.demo);
      } else {
        showProblems({}, error?.message ?? words.refusals.server_error);
      }
    } catch {
      showProblems({}, words.refusals.server_error);
    } finally {
      busy(false);
    }
  });
}
