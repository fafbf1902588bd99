import type { Lang } from "../../../../modules/i18n/languages.ts";
import { formatMoney } from "../../../../modules/plans/format-plan.ts";
import type { Plan } from "../../../../modules/plans/get-plan.ts";

/** The commission rate of the example: a common booking-platform rate, in basis points. */
export const EXAMPLE_COMMISSION_BASIS_POINTS = 1500;
/** Yearly direct-booking turnover of the example rows, in cents. */
export const EXAMPLE_REVENUES_CENTS = [1_000_000, 2_000_000, 4_000_000];

export type ComparisonRow = { revenue: string; commission: string; yearOne: string; later: string };
export type CommissionComparison = { rows: ComparisonRow[]; breakEven: string };

/**
 * Commission a platform would take on a year of bookings, next to what VayVista costs in
 * the first year (setup plus twelve months) and in later years, all from the plan; and the
 * monthly turnover from which the fixed fee is cheaper than commission (whole euros, up).
 */
export function commissionComparison(
  plan: Plan,
  lang: Lang,
  basisPoints = EXAMPLE_COMMISSION_BASIS_POINTS,
  revenues = EXAMPLE_REVENUES_CENTS,
): CommissionComparison {
  const money = (cents: number) => formatMoney(cents, plan.currency, lang);
  const later = plan.monthlyFeeCents * 12;
  const yearOne = plan.setupFeeCents + later;
  const rows = revenues.map((revenue) => ({
    revenue: money(revenue),
    commission: money(Math.round((revenue * basisPoints) / 10_000)),
    yearOne: money(yearOne),
    later: money(later),
  }));
  const breakEvenCents = Math.ceil((plan.monthlyFeeCents * 10_000) / basisPoints / 100) * 100;
  return { rows, breakEven: money(breakEvenCents) };
}
