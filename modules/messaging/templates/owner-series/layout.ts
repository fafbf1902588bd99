import type { OwnerSeriesTemplateKey } from "../../owner-series-template-keys.ts";
import type { TemplateSource } from "../../template-keys.ts";
import { join, list, type Part, para } from "../markup.ts";

/**
 * The scheduled emails to owners, written once: each language (en.ts, nl.ts, pl.ts beside
 * this file) gives its words. Short, one button each; the HTML and the plain text carry the
 * same sentences.
 */
export type OwnerSeriesWords = {
  hello: string;
  regards: string;
  team: string;
  gettingStarted: {
    subject: string;
    heading: string;
    intro: string;
    /** Three concrete next steps, each a sentence. */
    steps: readonly [string, string, string];
    help: string;
    button: string;
  };
  onboardingDay1: { subject: string; heading: string; intro: string; saved: string; button: string };
  onboardingDay3: { subject: string; heading: string; intro: string; help: string; button: string };
  domainNotVerified: {
    subject: string;
    heading: string;
    /** Names {{ domain }}. */
    intro: string;
    /** Names {{ record }}. */
    check: string;
    meanwhile: string;
    button: string;
  };
  monthlySummary: {
    subject: string;
    heading: string;
    /** Names {{ siteName }} and {{ month }}. */
    intro: string;
    labels: { bookings: string; booked: string; received: string; visitors: string; pageViews: string };
    /** Explains the two money figures. */
    note: string;
    button: string;
  };
};

function email(
  w: OwnerSeriesWords,
  e: { subject: string; heading: string; intro: string; body: readonly Part[]; button: string },
): TemplateSource {
  const body = join(e.body);
  return {
    subject: e.subject,
    html: `<h1>${e.heading}</h1>
<p>${w.hello} {{ name }},</p>
<p>${e.intro}</p>
${body.html}
{{ url | button: "${e.button}" }}
<p>${w.regards}<br>${w.team}</p>`,
    text: `${w.hello} {{ name }},

${e.intro}

${body.text}${e.button}: {{ url }}

${w.regards}
${w.team}`,
  };
}

function steps(items: readonly string[]): Part {
  return {
    html: `<ol>${items.map((s) => `<li>${s}</li>`).join("")}</ol>`,
    text: `${items.map((s, n) => `${n + 1}. ${s}`).join("\n")}\n\n`,
  };
}

/** The scheduled owner emails in the language of `w`. */
export function ownerSeriesEmails(w: OwnerSeriesWords): Record<OwnerSeriesTemplateKey, TemplateSource> {
  const { gettingStarted: g, onboardingDay1: d1, onboardingDay3: d3, domainNotVerified: d, monthlySummary: m } = w;
  const figures = list([
    { label: m.labels.bookings, value: "{{ bookings }}" },
    { label: m.labels.booked, value: "{{ booked }}" },
    { label: m.labels.received, value: "{{ received }}" },
    { label: m.labels.visitors, value: "{{ visitors }}" },
    { label: m.labels.pageViews, value: "{{ pageViews }}" },
  ]);
  return {
    "owner-getting-started": email(w, { ...g, body: [steps(g.steps), para(g.help)] }),
    "owner-onboarding-day-1": email(w, { ...d1, body: [para(d1.saved)] }),
    "owner-onboarding-day-3": email(w, { ...d3, body: [para(d3.help)] }),
    "owner-domain-not-verified": email(w, { ...d, body: [para(d.check), para(d.meanwhile)] }),
    "owner-monthly-summary": email(w, {
      ...m,
      body: [{ html: figures.html, text: `${figures.text}\n\n` }, para(m.note)],
    }),
  };
}
