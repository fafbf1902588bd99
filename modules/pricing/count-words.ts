import type { IsoWeekday } from "../dates/stay-date.ts";
import type { SiteLang } from "../i18n/site-languages.ts";

/**
 * Counted words and weekday lists for the texts guests read (quote problems, cancellation
 * rules) in the four site languages, without an i18n library: modules/ runs in the booking
 * widget too. Polish needs three forms (1 noc, 3 noce, 5 nocy); the others two.
 */
export type CountForms = { one: string; few?: string; many?: string; other: string };

const pluralRules = new Map<SiteLang, Intl.PluralRules>();

/** "3 nachten", "1 Nacht", "22 noce": `count` with the form of the word its language asks for. */
export function counted(lang: SiteLang, count: number, forms: CountForms): string {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    pluralRules.set(lang, rules);
  }
  const category = rules.select(count);
  const word =
    category === "one"
      ? forms.one
      : category === "few"
        ? (forms.few ?? forms.other)
        : category === "many"
          ? (forms.many ?? forms.other)
          : forms.other;
  return `${count} ${word}`;
}

/** "a", "a or b", "a, b or c" */
export function listOr(items: readonly string[], or: string): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} ${or} ${items[items.length - 1]}`;
}

/**
 * Weekdays as each language says "on Saturdays" in a rule: Dutch "op zaterdag" (one "op"
 * for the list), English plural, German adverbs ("samstags"), Polish with its preposition.
 */
const WEEKDAY_RULE_WORDS: Record<SiteLang, { days: readonly string[]; or: string; lead: string }> = {
  nl: { days: ["maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag"], or: "of", lead: "op " },
  en: {
    days: ["Mondays", "Tuesdays", "Wednesdays", "Thursdays", "Fridays", "Saturdays", "Sundays"],
    or: "or",
    lead: "on ",
  },
  de: {
    days: ["montags", "dienstags", "mittwochs", "donnerstags", "freitags", "samstags", "sonntags"],
    or: "oder",
    lead: "",
  },
  pl: {
    days: ["w poniedziałki", "we wtorki", "w środy", "w czwartki", "w piątki", "w soboty", "w niedziele"],
    or: "lub",
    lead: "",
  },
};

/** "op vrijdag of zaterdag", "on Fridays or Saturdays", "freitags oder samstags", "w piątki lub w soboty". */
export function weekdaysRule(lang: SiteLang, days: readonly IsoWeekday[]): string {
  const words = WEEKDAY_RULE_WORDS[lang];
  const names = [...days].sort((a, b) => a - b).map((day) => words.days[day - 1] ?? "");
  return `${words.lead}${listOr(names, words.or)}`;
}
