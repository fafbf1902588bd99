import type { Plan } from "../../modules/plans/get-plan.ts";

/**
 * The assumptions of the worked example on the Why VayVista page: a holiday home that
 * turns over this much a year through a booking platform charging this commission.
 */
export const EXAMPLE_ASSUMPTIONS = { turnoverCents: 2_000_000, commissionRate: 0.15 } as const;

export type CommissionExample = {
  turnoverCents: number;
  commissionRate: number;
  /** What the platform keeps in a year. */
  commissionCents: number;
  /** VayVista in the first year: setup fee plus twelve months. */
  firstYearCents: number;
  /** VayVista in every later year: twelve months. */
  laterYearCents: number;
  savingFirstYearCents: number;
  savingLaterYearCents: number;
  /** Direct-booking turnover a year at which the commission saved pays for the first year, rounded up to whole euros. */
  breakEvenCents: number;
};

/** Commission on a year's bookings compared with a year of VayVista, from the plan's own figures. */
export function commissionExample(
  plan: Pick<Plan, "setupFeeCents" | "monthlyFeeCents">,
  turnoverCents: number = EXAMPLE_ASSUMPTIONS.turnoverCents,
  commissionRate: number = EXAMPLE_ASSUMPTIONS.commissionRate,
): CommissionExample {
  if (!(commissionRate > 0 && commissionRate < 1)) throw new RangeError("commission rate must be between 0 and 1");
  const commissionCents = Math.round(turnoverCents * commissionRate);
  const laterYearCents = 12 * plan.monthlyFeeCents;
  const firstYearCents = plan.setupFeeCents + laterYearCents;
  return {
    turnoverCents,
    commissionRate,
    commissionCents,
    firstYearCents,
    laterYearCents,
    savingFirstYearCents: commissionCents - firstYearCents,
    savingLaterYearCents: commissionCents - laterYearCents,
    breakEvenCents: Math.ceil(firstYearCents / commissionRate / 100) * 100,
  };
}
