import { nightsBetween, type StayDate } from "../dates/stay-date.ts";
import type { SiteLang } from "../i18n/site-languages.ts";
import { counted } from "./count-words.ts";
import { percentOf } from "./quote-stay.ts";
import type { CancellationPolicy } from "./rate-plan-choices.ts";

/** What a guest gets back when cancelling at least `daysBefore` days before arrival. */
export type RefundStep = { daysBefore: number; percent: number };

/**
 * The refund steps of each policy, as Airbnb and Lodgify word theirs, counted in the
 * property's calendar days before the arrival date (cancelling on the day before arrival is
 * "1 day before", on the day itself 0), the most generous step first; later: nothing back.
 * - flexible: everything back until 1 day before arrival;
 * - moderate: everything until 14 days before, half until 7 days before;
 * - strict: half until 30 days before.
 * The refundable deposit is apart: it is not in the total and always comes back.
 */
export const CANCELLATION_RULES: Record<CancellationPolicy, readonly RefundStep[]> = {
  flexible: [{ daysBefore: 1, percent: 100 }],
  moderate: [
    { daysBefore: 14, percent: 100 },
    { daysBefore: 7, percent: 50 },
  ],
  strict: [{ daysBefore: 30, percent: 50 }],
};

/** The refund of a booking of `totalCents` cancelled on `cancelledOn` (the property's today). */
export function refundFor(
  policy: CancellationPolicy,
  booking: { totalCents: number; checkIn: StayDate; cancelledOn: StayDate },
): { refundCents: number; percent: number } {
  const daysBefore = nightsBetween(booking.cancelledOn, booking.checkIn);
  const percent = CANCELLATION_RULES[policy].find((step) => daysBefore >= step.daysBefore)?.percent ?? 0;
  return { refundCents: percentOf(Math.max(0, booking.totalCents), percent), percent };
}

type PolicyWords = {
  names: Record<CancellationPolicy, string>;
  step: (days: string, percent: number) => string;
  later: string;
};

const DAYS = {
  nl: { one: "dag", other: "dagen" },
  en: { one: "day", other: "days" },
  de: { one: "Tag", other: "Tage" },
  pl: { one: "dzień", other: "dni" },
} as const;

/** A percentage as each language writes it (a no-break space before % where the language wants one). */
const pct = (lang: SiteLang, percent: number) => (lang === "en" ? `${percent}%` : `${percent}\u00a0%`);

const WORDS: Record<SiteLang, PolicyWords> = {
  nl: {
    names: { flexible: "Flexibel", moderate: "Gemiddeld", strict: "Streng" },
    step: (days, percent) =>
      `Annuleer je uiterlijk ${days} voor aankomst, dan krijg je ${percent === 100 ? "het hele bedrag" : pct("nl", percent)} terug.`,
    later: "Annuleer je later, dan krijg je niets terug.",
  },
  en: {
    names: { flexible: "Flexible", moderate: "Moderate", strict: "Strict" },
    step: (days, percent) =>
      `Cancel at least ${days} before arrival for ${percent === 100 ? "a full refund" : `a ${pct("en", percent)} refund`}.`,
    later: "If you cancel later, nothing is refunded.",
  },
  de: {
    names: { flexible: "Flexibel", moderate: "Moderat", strict: "Streng" },
    step: (days, percent) =>
      `Bei Stornierung bis spätestens ${days} vor Anreise erhalten Sie ${percent === 100 ? "den vollen Betrag" : pct("de", percent)} zurück.`,
    later: "Bei späterer Stornierung wird nichts erstattet.",
  },
  pl: {
    names: { flexible: "Elastyczne", moderate: "Umiarkowane", strict: "Surowe" },
    step: (days, percent) =>
      `Przy anulowaniu najpóźniej ${days} przed przyjazdem otrzymasz zwrot ${percent === 100 ? "całej kwoty" : pct("pl", percent)}.`,
    later: "Przy późniejszym anulowaniu kwota nie jest zwracana.",
  },
};

/** The policy's name as guests and owners see it: "Gemiddeld", "Moderate". */
export function cancellationPolicyName(policy: CancellationPolicy, lang: SiteLang): string {
  return WORDS[lang].names[policy];
}

/** The policy's refund rules written out for a guest, from CANCELLATION_RULES, so text and refund agree. */
export function cancellationPolicyText(policy: CancellationPolicy, lang: SiteLang): string {
  const words = WORDS[lang];
  const steps = CANCELLATION_RULES[policy].map((step) =>
    words.step(counted(lang, step.daysBefore, DAYS[lang]), step.percent),
  );
  return [...steps, words.later].join(" ");
}
