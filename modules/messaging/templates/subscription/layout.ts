import type { SubscriptionTemplateKey } from "../../subscription-template-keys.ts";
import type { TemplateSource } from "../../template-keys.ts";
import { type Item, join, list, type Part, para } from "../markup.ts";

/**
 * The subscription emails' markup, written once: each language (en.ts, nl.ts, pl.ts beside
 * this file) gives its words. Each email says what happened, lists the figures, says what
 * happens next, and has one button; the HTML and the plain text carry the same sentences.
 */

/** Words that grow firmer with each reminder of a failed payment: on the day, 3 and 7 days later. */
export type Escalating = { first: string; second: string; third: string };

/** What an owner reads about their subscription, in one of the platform's languages. */
export type SubscriptionWords = {
  hello: string;
  regards: string;
  team: string;
  labels: {
    plan: string;
    paidToday: string;
    invoice: string;
    nextPayment: string;
    /** Names {{ nextAmount }} and {{ nextPaymentOn }}. */
    nextPaymentValue: string;
    amountPaid: string;
    period: string;
    /** Names {{ periodFrom }} and {{ periodUntil }} (its last day). */
    periodValue: string;
    /** Before the link to the billing section. */
    billing: string;
  };
  started: {
    subject: string;
    heading: string;
    intro: string;
    automatic: string;
    /** Names {{ moneyBackUntil }}. */
    moneyBack: string;
    nextStep: string;
    button: string;
  };
  renewed: { subject: string; heading: string; intro: string; nothingToDo: string; button: string };
  paymentFailed: {
    subject: Escalating;
    heading: Escalating;
    intro: Escalating;
    /** What happens on {{ suspendOn }} if it stays unpaid. */
    action: Escalating;
    unaffected: string;
    /** From the second reminder on. */
    alreadyPaid: string;
    button: string;
  };
  suspended: { subject: string; heading: string; intro: string; nothingLost: string; back: string; button: string };
  reactivated: { subject: string; heading: string; intro: string; attached: string; button: string };
  cancelled: {
    subject: string;
    heading: string;
    intro: string;
    /** Names {{ refunded }}; only when something is refunded. */
    refund: string;
    /** Names {{ creditNoteNumber }}; only when there is one. */
    creditNote: string;
    offline: string;
    account: string;
    button: string;
  };
};

/** The words for the reminder the email is (`reminder` is "1", "2" or "3"). */
function byReminder(words: Escalating): string {
  return `{% if reminder == "3" %}${words.third}{% elsif reminder == "2" %}${words.second}{% else %}${words.first}{% endif %}`;
}

/**
 * One email: heading, greeting, what happened, the figures, what follows, the button to
 * `link` (a placeholder) and, `below` it, more, then the closing.
 */
function email(
  w: SubscriptionWords,
  e: {
    subject: string;
    heading: string;
    intro: string;
    items?: readonly Item[];
    after: readonly Part[];
    link: string;
    button: string;
    below?: readonly Part[];
  },
): TemplateSource {
  const items = e.items ? list(e.items) : null;
  const after = join(e.after);
  const below = join(e.below ?? []);
  return {
    subject: e.subject,
    html: `<h1>${e.heading}</h1>
<p>${w.hello} {{ name }},</p>
<p>${e.intro}</p>
${items ? `${items.html}\n` : ""}${after.html}
{{ ${e.link} | button: "${e.button}" }}
${below.html ? `${below.html}\n` : ""}<p>${w.regards}<br>${w.team}</p>`,
    text: `${w.hello} {{ name }},

${e.intro}

${items ? `${items.text}\n\n` : ""}${after.text}${e.button}: {{ ${e.link} }}

${below.text}${w.regards}
${w.team}`,
  };
}

/** A line naming the billing section, with its link, in both versions. */
function billingLine(label: string): Part {
  return { html: `<p>${label}: {{ billingUrl | link }}</p>`, text: `${label}: {{ billingUrl }}\n\n` };
}

/** The subscription emails in the language of `w`. */
export function subscriptionEmails(w: SubscriptionWords): Record<SubscriptionTemplateKey, TemplateSource> {
  const l = w.labels;
  const invoice = { label: l.invoice, value: "{{ invoiceNumber }}" };
  const { started, renewed, paymentFailed: failed, suspended, reactivated, cancelled } = w;
  return {
    "subscription-started": email(w, {
      ...started,
      items: [
        { label: l.plan, value: "{{ plan }}" },
        { label: l.paidToday, value: "{{ amount }}" },
        invoice,
        { label: l.nextPayment, value: l.nextPaymentValue },
      ],
      after: [para(started.automatic), para(started.moneyBack), para(started.nextStep)],
      link: "dashboardUrl",
      below: [billingLine(l.billing)],
    }),
    "subscription-renewed": email(w, {
      ...renewed,
      items: [
        { label: l.amountPaid, value: "{{ amount }}" },
        { label: l.period, value: l.periodValue },
        invoice,
        { label: l.nextPayment, value: "{{ nextPaymentOn }}" },
      ],
      after: [para(renewed.nothingToDo)],
      link: "billingUrl",
    }),
    "subscription-payment-failed": email(w, {
      subject: byReminder(failed.subject),
      heading: byReminder(failed.heading),
      intro: byReminder(failed.intro),
      after: [
        para(byReminder(failed.action)),
        para(failed.unaffected),
        {
          html: `{% if reminder != "1" %}<p>${failed.alreadyPaid}</p>{% endif %}`,
          text: `{% if reminder != "1" %}${failed.alreadyPaid}\n\n{% endif %}`,
        },
      ],
      link: "payUrl",
      button: failed.button,
    }),
    "subscription-suspended": email(w, {
      ...suspended,
      after: [para(suspended.nothingLost), para(suspended.back)],
      link: "payUrl",
    }),
    "subscription-reactivated": email(w, {
      ...reactivated,
      after: [para(reactivated.attached)],
      link: "siteUrl",
    }),
    "subscription-cancelled": email(w, {
      ...cancelled,
      after: [
        para(cancelled.refund, "refunded"),
        para(cancelled.creditNote, "creditNoteNumber"),
        para(cancelled.offline),
        para(cancelled.account),
      ],
      link: "billingUrl",
    }),
  };
}
