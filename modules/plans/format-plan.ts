import { type Lang, LOCALES } from "../i18n/languages.ts";
import type { Plan } from "./get-plan.ts";

export function formatMoney(cents: number, currency: string, lang: Lang): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(LOCALES[lang], {
    style: "currency",
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/** The values page copy may refer to as {{setupFee}}, {{monthlyFee}}, {{moneyBackDays}}, {{liveWithinDays}}. */
export function planTokens(plan: Plan, lang: Lang): Record<string, string> {
  return {
    setupFee: formatMoney(plan.setupFeeCents, plan.currency, lang),
    monthlyFee: formatMoney(plan.monthlyFeeCents, plan.currency, lang),
    moneyBackDays: String(plan.moneyBackDays),
    liveWithinDays: String(plan.liveWithinDays),
  };
}

/**
 * Puts the plan's figures into page copy, so every price and promise is written once, in
 * the database, and reads the same in every language. An unknown token is a bug: it throws.
 */
export function fillPlanTokens(text: string, tokens: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = tokens[name];
    if (value === undefined) throw new Error(`unknown token {{${name}}} in page copy`);
    return value;
  });
}
