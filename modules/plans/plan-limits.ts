import type { FieldErrors } from "../onboarding/field-errors.ts";

/**
 * What the admin may set in the plan, and the keys of what can be wrong. Free of the schema
 * library: the plan editor in the browser reads these for its limits; update-plan.ts
 * validates on the server.
 */
export const PLAN_LIMITS = {
  feeCents: { min: 0, max: 100_000 },
  moneyBackDays: { min: 0, max: 365 },
  liveWithinDays: { min: 1, max: 90 },
  promotion: 200,
} as const;

export const PLAN_ERROR_KEYS = [
  "admin.errors.required",
  "admin.errors.controls",
  "admin.errors.number",
  "admin.errors.range",
  "admin.errors.tooLong",
  "admin.billing.plan.freeMonthNeedsSetupFee",
] as const;
export type PlanErrorKey = (typeof PLAN_ERROR_KEYS)[number];
export type PlanFieldErrors = FieldErrors<PlanErrorKey>;
