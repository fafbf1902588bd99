import type { PaymentGuestTemplateKey, PaymentOwnerTemplateKey } from "../../payment-template-keys.ts";
import type { TemplateSource } from "../../template-keys.ts";
import type { GuestBookingWords, OwnerBookingWords } from "../booking/layout.ts";
import { linesHtml, pageButton, stayHtml, stayText } from "../booking/parts.ts";
import { eitherPara, type Item, join, list, type Part, para } from "../markup.ts";
import { quoteHtml } from "../quote.ts";

/**
 * The payment emails' markup, written once: each language (en.ts, nl.ts, de.ts, pl.ts beside
 * this file) gives its words, and shares the booking emails' greeting, stay labels and
 * closing (templates/booking). The same tags, placeholders and Liquid conditions are put
 * around the words in the HTML and in the plain text alike, so an admin edits plain tags.
 */

/** How a payment's list names its lines. */
type PaymentLabels = {
  amount: string;
  /** Before what the payment is for: "Payment: Balance". */
  paymentFor: string;
  method: string;
  paid: string;
  /** The paid line's value: {{ paid }} of {{ total }}. */
  paidOfTotal: string;
  /** Before the deadline. */
  payBy: string;
};

/** What a guest reads about their booking's money, in one language. */
export type GuestPaymentWords = {
  labels: PaymentLabels & { refundedTo: string; releaseOn: string; wasDue: string; refund: string };
  /** The button to the booking page where something is to be paid. */
  payNow: string;
  received: { subject: string; heading: string; intro: string; stillDue: string; fullyPaid: string };
  failed: { subject: string; heading: string; intro: string; payAgain: string };
  due: { subject: string; heading: string; intro: string; howToPay: string };
  reminder: { subject: string; heading: string; intro: string; alreadyPaid: string };
  /** Under a balance asked for (due, reminder, failed) where an unpaid one cancels the booking; names {{ cancelOn }}. */
  cancelWarning: string;
  cancelledUnpaid: { subject: string; heading: string; intro: string; refundRule: string; questions: string };
  refunded: { subject: string; heading: string; intro: string; arrival: string };
  depositHeld: { subject: string; heading: string; intro: string; release: string };
  depositReleased: { subject: string; heading: string; intro: string; arrival: string };
  depositClaimed: {
    subject: string;
    heading: string;
    /** May name {{ kept }} and {{ amount }}. */
    intro: string;
    /** Above the owner's reason. */
    reason: string;
    /** Names {{ returned }}; left out when nothing comes back. */
    rest: string;
    questions: string;
  };
};

/** What an owner reads about a booking's money, in one of the platform's languages. */
export type OwnerPaymentWords = {
  labels: PaymentLabels & { wasDue: string; refund: string };
  received: { subject: string; heading: string; intro: string; stillDue: string; fullyPaid: string };
  /** `cancelOn`: where the owner chose it, the day an unpaid balance cancels the booking ({{ cancelOn }}). */
  failed: { subject: string; heading: string; intro: string; guestSent: string; noEmail: string; cancelOn: string };
  refunded: { subject: string; heading: string; intro: string; arrival: string };
  /** The guest cancelled on their booking page: the refund by policy, or none, and the dates free again. */
  guestCancelled: {
    subject: string;
    heading: string;
    intro: string;
    refund: string;
    policy: string;
    noRefund: string;
    free: string;
  };
  cancelledUnpaid: { subject: string; heading: string; intro: string; guestSent: string; noEmail: string };
};

/** Lines under a subheading (what is still due), when there are any; `otherwise` when there are none. */
function linesPart(heading: string, placeholder: string, otherwise: string): Part {
  return {
    html: `{% if ${placeholder} != blank %}<h2>${heading}</h2>\n${linesHtml(placeholder)}{% else %}<p>${otherwise}</p>{% endif %}`,
    text: `{% if ${placeholder} != blank %}${heading}:\n{{ ${placeholder} }}{% else %}${otherwise}{% endif %}\n\n`,
  };
}

/**
 * A guest's payment email: heading, greeting, what happened, the payment's list, `after`
 * it, the stay, a button to their booking page and the closing.
 */
function guestEmail(
  b: GuestBookingWords,
  e: {
    subject: string;
    heading: string;
    intro: string;
    items?: readonly Item[];
    after: readonly Part[];
    button: string;
  },
): TemplateSource {
  const items = e.items ? list(e.items) : null;
  const after = join(e.after);
  const button = pageButton({ label: e.button, fallback: b.visitSite });
  return {
    subject: e.subject,
    html: `<h1>${e.heading}</h1>
<p>${b.hello} {{ name }},</p>
<p>${e.intro}</p>
${items ? `${items.html}\n` : ""}${after.html}
${stayHtml(b.stay)}
${button.html}
<p>${b.regards}<br>{{ siteName }}</p>`,
    text: `${b.hello} {{ name }},

${e.intro}

${items ? `${items.text}\n\n` : ""}${after.text}${stayText(b.stay)}

${button.text}

${b.regards}
{{ siteName }}`,
  };
}

/** The payment emails a guest gets, in the language of `b` (the booking emails' words) and `w`. */
export function guestPaymentEmails(
  b: GuestBookingWords,
  w: GuestPaymentWords,
): Record<PaymentGuestTemplateKey, TemplateSource> {
  const l = w.labels;
  const amount = { label: l.amount, value: "{{ amount }}" };
  const paymentFor = { label: l.paymentFor, value: "{{ paymentFor }}" };
  const method = { label: l.method, value: "{{ method }}" };
  const paid = { label: l.paid, value: l.paidOfTotal };
  const payBy = { label: l.payBy, value: "{{ deadline }}", when: "deadline" };
  const warning = para(w.cancelWarning, "cancelOn");
  const due = (words: { subject: string; heading: string; intro: string }, after: readonly Part[]) =>
    guestEmail(b, { ...words, items: [amount, paymentFor, payBy, paid], after: [...after, warning], button: w.payNow });
  const { received, failed, refunded, depositHeld, depositReleased, depositClaimed } = w;
  return {
    "payment-received": guestEmail(b, {
      ...received,
      items: [amount, paymentFor, method, paid],
      after: [linesPart(received.stillDue, "stillDue", received.fullyPaid), para("{{ collection }}", "collection")],
      button: b.viewBooking,
    }),
    "payment-failed": guestEmail(b, {
      ...failed,
      items: [amount, paymentFor, method, payBy],
      after: [para(failed.payAgain), warning],
      button: w.payNow,
    }),
    "payment-balance-due": due(w.due, [para(w.due.howToPay)]),
    "payment-balance-reminder": due(w.reminder, [para(w.due.howToPay), para(w.reminder.alreadyPaid)]),
    "payment-refunded": guestEmail(b, {
      ...refunded,
      items: [amount, paymentFor, { label: l.refundedTo, value: "{{ method }}" }],
      after: [para(refunded.arrival)],
      button: b.viewBooking,
    }),
    "payment-deposit-held": guestEmail(b, {
      ...depositHeld,
      items: [amount, { label: l.releaseOn, value: "{{ releaseOn }}" }],
      after: [para(depositHeld.release)],
      button: b.viewBooking,
    }),
    "payment-deposit-released": guestEmail(b, {
      ...depositReleased,
      items: [amount],
      after: [para(depositReleased.arrival)],
      button: b.viewBooking,
    }),
    "payment-deposit-claimed": guestEmail(b, {
      ...depositClaimed,
      after: [
        {
          html: `{% if reason != blank %}<p>${depositClaimed.reason}</p>\n${quoteHtml("reason")}{% endif %}`,
          text: `{% if reason != blank %}${depositClaimed.reason}\n\n{{ reason }}\n\n{% endif %}`,
        },
        para(depositClaimed.rest, "returned"),
        para(depositClaimed.questions),
      ],
      button: b.viewBooking,
    }),
    "payment-cancelled-unpaid": guestEmail(b, {
      ...w.cancelledUnpaid,
      items: [amount, { label: l.wasDue, value: "{{ deadline }}" }, { label: l.refund, value: "{{ refund }}" }],
      after: [para(w.cancelledUnpaid.refundRule), para(w.cancelledUnpaid.questions)],
      button: b.viewBooking,
    }),
  };
}

/** An owner's payment email: heading, greeting, what happened, the booking and the payment, `after` it, and a button. */
function ownerEmail(
  o: OwnerBookingWords,
  e: { subject: string; heading: string; intro: string; items: readonly Item[]; after: readonly Part[] },
): TemplateSource {
  const l = o.labels;
  const items = list([
    { label: l.reference, value: "{{ reference }}" },
    { label: l.guest, value: "{{ guestName }}" },
    { label: l.email, value: "{{ guestEmail }}", when: "guestEmail" },
    { label: l.unit, value: "{{ unit }}" },
    { label: l.checkIn, value: "{{ checkIn }}" },
    { label: l.checkOut, value: "{{ checkOut }}" },
    ...e.items,
  ]);
  const after = join(e.after);
  return {
    subject: e.subject,
    html: `<h1>${e.heading}</h1>
<p>${o.hello} {{ name }},</p>
<p>${e.intro}</p>
${items.html}
${after.html}
{{ url | button: "${o.received.open}" }}`,
    text: `${o.hello} {{ name }},

${e.intro}

${items.text}

${after.text}${o.received.open}: {{ url }}`,
  };
}

/** The payment emails an owner gets, in the language of `o` (the booking emails' words) and `w`. */
export function ownerPaymentEmails(
  o: OwnerBookingWords,
  w: OwnerPaymentWords,
): Record<PaymentOwnerTemplateKey, TemplateSource> {
  const l = w.labels;
  const payment = [
    { label: l.amount, value: "{{ amount }}" },
    { label: l.paymentFor, value: "{{ paymentFor }}" },
    { label: l.method, value: "{{ method }}" },
  ];
  const { received, failed, refunded, guestCancelled } = w;
  return {
    "payment-owner-received": ownerEmail(o, {
      ...received,
      items: [...payment, { label: l.paid, value: l.paidOfTotal }],
      after: [linesPart(received.stillDue, "stillDue", received.fullyPaid)],
    }),
    "payment-owner-failed": ownerEmail(o, {
      ...failed,
      items: [...payment, { label: l.payBy, value: "{{ deadline }}", when: "deadline" }],
      after: [eitherPara("guestEmail", failed.guestSent, failed.noEmail), para(failed.cancelOn, "cancelOn")],
    }),
    "payment-owner-refunded": ownerEmail(o, { ...refunded, items: payment, after: [para(refunded.arrival)] }),
    "payment-owner-guest-cancelled": ownerEmail(o, {
      ...guestCancelled,
      items: [
        { label: guestCancelled.refund, value: "{{ refund }}", when: "refund" },
        { label: guestCancelled.policy, value: "{{ policy }}", when: "policy" },
      ],
      after: [eitherPara("refund", guestCancelled.free, `${guestCancelled.noRefund} ${guestCancelled.free}`)],
    }),
    "payment-owner-cancelled-unpaid": ownerEmail(o, {
      ...w.cancelledUnpaid,
      items: [
        { label: l.amount, value: "{{ amount }}" },
        { label: l.paymentFor, value: "{{ paymentFor }}" },
        { label: l.wasDue, value: "{{ deadline }}" },
        { label: l.refund, value: "{{ refund }}" },
      ],
      after: [eitherPara("guestEmail", w.cancelledUnpaid.guestSent, w.cancelledUnpaid.noEmail)],
    }),
  };
}
