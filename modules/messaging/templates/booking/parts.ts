import type { TemplateSource } from "../../template-keys.ts";
import { quoteHtml } from "../quote.ts";

/**
 * Pieces the booking emails of every language share, built from each language's labels, so
 * the four languages list a stay the same way. What they produce is ordinary template source:
 * an admin who edits an email sees and changes plain tags and placeholders.
 */

/** How one language names the parts of a stay. */
export type StayLabels = { reference: string; unit: string; checkIn: string; checkOut: string; guests: string };

/** And the guest's details, in an owner's email. */
export type OwnerLabels = StayLabels & {
  guest: string;
  email: string;
  phone: string;
  total: string;
  language: string;
};

/** The stay as a list: reference, unit, dates and guests. */
export function stayHtml(l: StayLabels): string {
  return (
    `<ul><li><strong>${l.reference}:</strong> {{ reference }}</li><li><strong>${l.unit}:</strong> {{ unit }}</li>` +
    `<li><strong>${l.checkIn}:</strong> {{ checkIn }}</li><li><strong>${l.checkOut}:</strong> {{ checkOut }}</li>` +
    `<li><strong>${l.guests}:</strong> {{ guests }}</li></ul>`
  );
}

export function stayText(l: StayLabels): string {
  return `${l.reference}: {{ reference }}
${l.unit}: {{ unit }}
${l.checkIn}: {{ checkIn }}
${l.checkOut}: {{ checkOut }}
${l.guests}: {{ guests }}`;
}

/** The booking with the guest's contact details, for the owner; the phone only when there is one. */
export function ownerStayHtml(l: OwnerLabels): string {
  return (
    `<ul><li><strong>${l.reference}:</strong> {{ reference }}</li><li><strong>${l.guest}:</strong> {{ guestName }}</li>` +
    `<li><strong>${l.email}:</strong> <a href="mailto:{{ guestEmail }}">{{ guestEmail }}</a></li>` +
    `{% if guestPhone != blank %}<li><strong>${l.phone}:</strong> {{ guestPhone }}</li>{% endif %}` +
    `<li><strong>${l.unit}:</strong> {{ unit }}</li><li><strong>${l.checkIn}:</strong> {{ checkIn }}</li>` +
    `<li><strong>${l.checkOut}:</strong> {{ checkOut }}</li><li><strong>${l.guests}:</strong> {{ guests }}</li>` +
    `<li><strong>${l.total}:</strong> {{ total }}</li><li><strong>${l.language}:</strong> {{ language }}</li></ul>` +
    `{% if message != blank %}${quoteHtml("message")}{% endif %}`
  );
}

export function ownerStayText(l: OwnerLabels): string {
  return `${l.reference}: {{ reference }}
${l.guest}: {{ guestName }}
${l.email}: {{ guestEmail }}{% if guestPhone != blank %}
${l.phone}: {{ guestPhone }}{% endif %}
${l.unit}: {{ unit }}
${l.checkIn}: {{ checkIn }}
${l.checkOut}: {{ checkOut }}
${l.guests}: {{ guests }}
${l.total}: {{ total }}
${l.language}: {{ language }}{% if message != blank %}

{{ message }}{% endif %}`;
}

/** Lines of text (the price breakdown, house rules) kept as lines: every value is escaped, so no <br> of its own. */
export function linesHtml(placeholder: string): string {
  return `<div style="margin:0 0 20px;white-space:pre-line;"><p>{{ ${placeholder} }}</p></div>`;
}

/** The owner's note to the guest, set off as a quote, when they wrote one. */
export function ownerNoteHtml(intro: string): string {
  return `{% if message != blank %}<p>${intro}</p>\n${quoteHtml("message")}{% endif %}`;
}

export function ownerNoteText(intro: string): string {
  return `{% if message != blank %}${intro}

{{ message }}

{% endif %}`;
}

/**
 * The button to the guest's own booking page (`bookingUrl`), with a line `above` it when
 * given; for a stay without a page, the button to the site (`url`) labelled `fallback`.
 * The plain text puts the label (or the line) before the link.
 */
export function pageButton(b: { label: string; fallback: string; above?: string }): { html: string; text: string } {
  const above = b.above ? `<p>${b.above}</p>\n` : "";
  return {
    html: `{% if bookingUrl != blank %}${above}{{ bookingUrl | button: "${b.label}" }}{% else %}{{ url | button: "${b.fallback}" }}{% endif %}`,
    text: `{% if bookingUrl != blank %}${b.above ?? `${b.label}:`}\n{{ bookingUrl }}{% else %}{{ url }}{% endif %}`,
  };
}

/** The booking emails of one language: the guest's footer line and the templates. */
export type BookingLanguage<K extends string> = {
  /** Why a guest gets a booking email (in place of the enquiry form's reason). */
  guestReason: string;
  templates: Record<K, TemplateSource>;
};
