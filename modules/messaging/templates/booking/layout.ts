import type { BookingGuestTemplateKey, BookingOwnerTemplateKey } from "../../booking-template-keys.ts";
import type { TemplateSource } from "../../template-keys.ts";
import {
  linesHtml,
  type OwnerLabels,
  ownerNoteHtml,
  ownerNoteText,
  ownerStayHtml,
  ownerStayText,
  pageButton,
  type StayLabels,
  stayHtml,
  stayText,
} from "./parts.ts";

/**
 * The booking emails' markup, written once: each language (en.ts, nl.ts, de.ts, pl.ts beside
 * this file) gives its words, and the same tags, placeholders and Liquid conditions are put
 * around them, in the HTML and in the plain text alike. A sentence may hold placeholders
 * ({{ siteName }}, {{ holdUntil }}, {{ reference }}) wherever the language wants them. What
 * comes out is ordinary template source, which an admin can still edit tag by tag.
 */

/** What a guest reads about their booking, in one language. */
export type GuestBookingWords = {
  stay: StayLabels;
  /**
   * The greeting before the guest's name and a comma: "Hello" {{ name }}, — each `intro`
   * follows it, so some languages start that in lower case.
   */
  hello: string;
  /** Above the site's name under the email: "Kind regards," */
  regards: string;
  /** Above the owner's note, when they wrote one. */
  ownerWrites: string;
  price: string;
  /** The button to the site. */
  visitSite: string;
  /** The button to the site, to find other dates. */
  seeDates: string;
  /** The button to the guest's own booking page. */
  viewBooking: string;
  /** Above that button: what the page shows, and that its link is theirs alone. */
  bookingPage: string;
  requested: { subject: string; heading: string; intro: string; notYet: string };
  confirmed: {
    subject: string;
    heading: string;
    intro: string;
    payment: string;
    /** With the owner's bank details, when they gave them. */
    accountHolder: string;
    mentionReference: string;
    houseRules: string;
    cancellationPolicy: string;
    questions: string;
    /** Instead of the regards: "We look forward to welcoming you!" */
    welcome: string;
  };
  declined: { subject: string; heading: string; intro: string; otherDates: string };
  expired: { subject: string; heading: string; intro: string; bookAgain: string };
  cancelled: { subject: string; heading: string; intro: string; total: string; refund: string; refundRule: string };
  changed: { subject: string; heading: string; intro: string; notRight: string };
};

/** What an owner reads about a new booking or request, in one of the platform's languages. */
export type OwnerBookingWords = {
  labels: OwnerLabels;
  /** The greeting before the owner's name. */
  hello: string;
  received: { subject: string; heading: string; intro: string; guestTold: string; open: string };
  requestReceived: { subject: string; heading: string; intro: string; answer: string };
};

/** The closing lines: words, then the site's name under them. */
function closing(words: string): { html: string; text: string } {
  return { html: `<p>${words}<br>{{ siteName }}</p>`, text: `${words}\n{{ siteName }}` };
}

/**
 * A guest's email: heading, greeting, what happened, the stay, then `middle` (what differs
 * per email), a button and the closing. `middle.text` runs from the end of the stay to the
 * link, blank lines included. The button leads to the site, or with `page` to the guest's
 * own booking page when the stay has one (the site is named in the footer either way).
 */
function guestEmail(
  w: GuestBookingWords,
  e: {
    subject: string;
    heading: string;
    intro: string;
    middle: { html: string; text: string };
    button: string;
    page?: boolean;
    closing?: string;
  },
): TemplateSource {
  const end = closing(e.closing ?? w.regards);
  const button = e.page
    ? pageButton({ label: w.viewBooking, fallback: e.button, above: w.bookingPage })
    : { html: `{{ url | button: "${e.button}" }}`, text: "{{ url }}" };
  return {
    subject: e.subject,
    html: `<h1>${e.heading}</h1>
<p>${w.hello} {{ name }},</p>
<p>${e.intro}</p>
${stayHtml(w.stay)}
${e.middle.html}
${button.html}
${end.html}`,
    text: `${w.hello} {{ name }},

${e.intro}

${stayText(w.stay)}${e.middle.text}${button.text}

${end.text}`,
  };
}

/** The booking emails a guest gets, from the request to a change, in the language of `w`. */
export function guestBookingEmails(w: GuestBookingWords): Record<BookingGuestTemplateKey, TemplateSource> {
  const price = { html: `<h2>${w.price}</h2>\n${linesHtml("price")}`, text: `\n\n${w.price}:\n{{ price }}` };
  const note = { html: ownerNoteHtml(w.ownerWrites), text: ownerNoteText(w.ownerWrites) };
  const { requested, confirmed, declined, expired, cancelled, changed } = w;
  return {
    "booking-requested": guestEmail(w, {
      ...requested,
      middle: {
        html: `${price.html}\n<p>${requested.notYet}</p>`,
        text: `${price.text}\n\n${requested.notYet}\n\n`,
      },
      button: w.visitSite,
      page: true,
    }),
    "booking-confirmed": guestEmail(w, {
      ...confirmed,
      middle: {
        html: `${price.html}
<h2>${confirmed.payment}</h2>
<p>{{ payWays }}</p>
{% if bankIban != blank %}<ul>{% if bankHolder != blank %}<li><strong>${confirmed.accountHolder}:</strong> {{ bankHolder }}</li>{% endif %}<li><strong>IBAN:</strong> {{ bankIban }}</li>{% if bankBic != blank %}<li><strong>BIC:</strong> {{ bankBic }}</li>{% endif %}</ul>
<p>${confirmed.mentionReference}</p>{% endif %}
{% if houseRules != blank %}<h2>${confirmed.houseRules}</h2>
${linesHtml("houseRules")}{% endif %}
<h2>${confirmed.cancellationPolicy}</h2>
<p>{{ cancellationPolicy }}</p>
<p>${confirmed.questions}</p>`,
        text: `${price.text}

${confirmed.payment}:
{{ payWays }}{% if bankIban != blank %}{% if bankHolder != blank %}
${confirmed.accountHolder}: {{ bankHolder }}{% endif %}
IBAN: {{ bankIban }}{% if bankBic != blank %}
BIC: {{ bankBic }}{% endif %}
${confirmed.mentionReference}{% endif %}
{% if houseRules != blank %}
${confirmed.houseRules}:
{{ houseRules }}
{% endif %}
${confirmed.cancellationPolicy}:
{{ cancellationPolicy }}

${confirmed.questions}

`,
      },
      button: w.visitSite,
      page: true,
      closing: confirmed.welcome,
    }),
    "booking-declined": guestEmail(w, {
      ...declined,
      middle: {
        html: `${note.html}\n<p>${declined.otherDates}</p>`,
        text: `\n\n${note.text}${declined.otherDates}\n\n`,
      },
      button: w.seeDates,
    }),
    "booking-expired": guestEmail(w, {
      ...expired,
      middle: { html: `<p>${expired.bookAgain}</p>`, text: `\n\n${expired.bookAgain}\n\n` },
      button: w.seeDates,
    }),
    "booking-cancelled": guestEmail(w, {
      ...cancelled,
      middle: {
        html: `<ul><li><strong>${cancelled.total}:</strong> {{ total }}</li><li><strong>${cancelled.refund}:</strong> {{ refund }}</li></ul>
<p>${cancelled.refundRule}</p>
${note.html}`,
        text: `
${cancelled.total}: {{ total }}
${cancelled.refund}: {{ refund }}

${cancelled.refundRule}

${note.text}`,
      },
      button: w.visitSite,
      page: true,
    }),
    "booking-changed": guestEmail(w, {
      ...changed,
      middle: {
        html: `${price.html}\n${note.html}\n<p>${changed.notRight}</p>`,
        text: `${price.text}\n\n${note.text}${changed.notRight}\n\n`,
      },
      button: w.visitSite,
      page: true,
    }),
  };
}

/** An owner's email: heading, greeting, what happened, the booking and the guest, `after` it, and a button. */
function ownerEmail(
  w: OwnerBookingWords,
  e: { subject: string; heading: string; intro: string; after?: string; button: string },
): TemplateSource {
  const after =
    e.after === undefined ? { html: "", text: "" } : { html: `\n<p>${e.after}</p>`, text: `\n\n${e.after}` };
  return {
    subject: e.subject,
    html: `<h1>${e.heading}</h1>
<p>${w.hello} {{ name }},</p>
<p>${e.intro}</p>
${ownerStayHtml(w.labels)}${after.html}
{{ url | button: "${e.button}" }}`,
    text: `${w.hello} {{ name }},

${e.intro}

${ownerStayText(w.labels)}${after.text}

${e.button}: {{ url }}`,
  };
}

/** The emails an owner gets about a new booking and a new request, in the language of `w`. */
export function ownerBookingEmails(w: OwnerBookingWords): Record<BookingOwnerTemplateKey, TemplateSource> {
  const { received, requestReceived } = w;
  return {
    "booking-received": ownerEmail(w, { ...received, after: received.guestTold, button: received.open }),
    "booking-request-received": ownerEmail(w, { ...requestReceived, button: requestReceived.answer }),
  };
}
