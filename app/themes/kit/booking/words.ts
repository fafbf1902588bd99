import type { SiteCurrency } from "../../../../modules/pricing/currencies.ts";
import type { PluralForms } from "../../strings/booking/types.ts";

/**
 * Filling in the booking words (app/themes/strings/booking): placeholders, plural forms and
 * amounts in the site's currency and the page's locale. Plain functions without imports of any weight, so the
 * server's components and the widget's script in the browser say things the same way.
 */

/** `{name}` placeholders filled in; an unknown one is left as it is. */
export function fillIn(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = values[key];
    return value === undefined ? whole : String(value);
  });
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** A count in words: the plural form the locale uses for `n`, with `{n}` filled in. */
export function counted(forms: PluralForms, n: number, locale: string): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  const form = forms[rules.select(n) as keyof PluralForms] ?? forms.other;
  return fillIn(form, { n: n.toLocaleString(locale) });
}

/**
 * An amount as the locale writes it in the site's currency: whole units without cents
 * ("€ 125", "1250 zł"), else with ("€ 125,50", "1250,50 zł").
 */
export function formatMoney(cents: number, locale: string, currency: SiteCurrency): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}

/** A percentage as the locale writes it ("10 %", "12,5%"). */
export function formatPercent(percent: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 }).format(percent / 100);
}
