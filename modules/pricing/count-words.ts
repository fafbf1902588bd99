import type { SiteLang } from "../i18n/site-languages.ts";

/**
 * Counted words for the booking emails' values in the four site languages. Polish needs
 * three forms (1 noc, 3 noce, 5 nocy); the others two.
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
