import type { Lang } from "../../modules/i18n/languages.ts";
import { fillPlanTokens, planTokens } from "../../modules/plans/format-plan.ts";
import type { Plan } from "../../modules/plans/get-plan.ts";

/**
 * Fills {{setupFee}}, {{monthlyFee}}, {{moneyBackDays}} and {{liveWithinDays}} in every
 * string of a content object, so page copy never hard-codes a price or a promise.
 */
export function withPlanFigures<T>(content: T, plan: Plan, lang: Lang): T {
  const tokens = planTokens(plan, lang);
  const walk = (value: unknown): unknown => {
    if (typeof value === "string") return fillPlanTokens(value, tokens);
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
    }
    return value;
  };
  return walk(content) as T;
}
