/**
 * Filling in words that come from a home of words (app/i18n/ui, app/themes/strings, the
 * email templates): `{name}` placeholders and counts in the plural form a language asks for.
 * Plain functions without imports, so server code and the booking widget's script in the
 * browser fill in the same way.
 */

/** A count's words in each plural form a language uses (Intl.PluralRules); `{n}` is the number. */
export type CountForms = {
  one?: string | undefined;
  few?: string | undefined;
  many?: string | undefined;
  other: string;
};

/** `{name}` placeholders filled in; an unknown one is left as it is. */
export function fillIn(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = values[key];
    return value === undefined ? whole : String(value);
  });
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** "3 nachten", "1 Nacht", "22 noce": the form the locale uses for `n`, with `{n}` filled in. */
export function counted(forms: CountForms, n: number, locale: string): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  const form = forms[rules.select(n) as keyof CountForms] ?? forms.other;
  return fillIn(form, { n: n.toLocaleString(locale) });
}

/** "a", "a or b", "a, b or c", with the language's word for "or". */
export function listOr(items: readonly string[], or: string): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} ${or} ${items[items.length - 1]}`;
}
