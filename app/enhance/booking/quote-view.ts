import { type QuoteAnswer, quoteBreakdown } from "../../themes/kit/booking/quote-lines.ts";
import type { WidgetWords } from "./booking-words.ts";

function row(kind: string, label: string, amount: string): HTMLElement {
  const line = document.createElement("div");
  line.dataset.line = kind;
  const term = document.createElement("dt");
  term.textContent = label;
  const value = document.createElement("dd");
  value.textContent = amount;
  line.append(term, value);
  return line;
}

function note(text: string): HTMLElement {
  const p = document.createElement("p");
  p.dataset.note = "";
  p.textContent = text;
  return p;
}

/** The live region beside the quote box: what screen readers hear when the price changes. */
function statusOf(box: HTMLElement): HTMLElement | null {
  const next = box.nextElementSibling;
  return next instanceof HTMLElement && next.matches("[data-quote-status]") ? next : null;
}

function announce(box: HTMLElement, text: string) {
  const status = statusOf(box);
  if (status) status.textContent = text;
}

/** The price in the quote box, drawn as the server draws it (app/themes/kit/booking/quote-box.tsx). */
export function showQuote(box: HTMLElement, quote: QuoteAnswer, words: WidgetWords, locale: string, mode?: string) {
  const breakdown = quoteBreakdown(quote, words.quote, locale);
  const list = document.createElement("dl");
  for (const line of breakdown.lines) list.append(row(line.kind, line.label, line.amount));
  list.append(row("total", breakdown.total.label, breakdown.total.amount));
  if (breakdown.deposit) list.append(row("deposit", breakdown.deposit.label, breakdown.deposit.amount));
  const parts: HTMLElement[] = [list];
  if (mode === "instant" || mode === "request") parts.push(note(words.quote[mode]));
  box.replaceChildren(...parts);
  box.removeAttribute("aria-busy");
  announce(box, breakdown.summary);
}

/** A message in the quote box: what is missing, a problem, or that the price is on its way. */
export function showQuoteText(box: HTMLElement, text: string, busy = false) {
  box.replaceChildren(note(text));
  if (busy) box.setAttribute("aria-busy", "true");
  else box.removeAttribute("aria-busy");
  // A price on its way is not worth a word; a problem is.
  if (!busy) announce(box, text);
}

/** The rules the stay breaks, as a list in the quote box. */
export function showQuoteProblems(box: HTMLElement, problems: string[]) {
  const list = document.createElement("ul");
  list.dataset.problems = "";
  for (const problem of problems) {
    const item = document.createElement("li");
    item.textContent = problem;
    list.append(item);
  }
  box.replaceChildren(list);
  box.removeAttribute("aria-busy");
  announce(box, problems.join(" "));
}
