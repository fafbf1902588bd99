import type { StayDate } from "../../../../modules/dates/stay-date.ts";
import type { SiteCurrency } from "../../../../modules/pricing/currencies.ts";
import type { CancellationPolicy, RatePlan } from "../../../../modules/pricing/rate-plan-choices.ts";
import type { FormProblems } from "../../account/auth-messages.ts";
import type { PricingValues } from "./pricing-form.ts";

/** One of the site's places to stay, named in the site's main language. */
export type PricingUnitOption = { id: string; name: string };

/** A cancellation policy as the owner chooses it: its name and its rules as guests read them. */
export type PricingPolicyView = { value: CancellationPolicy; name: string; text: string };

export type PricingPageData = {
  unitId: string;
  unitName: string;
  /** Every place of the site (a picker and the copy action when there are several). */
  units: PricingUnitOption[];
  /** The stored plan as the form shows it. */
  values: PricingValues;
  /** The stored plan: what the example uses for a field that has a problem. */
  plan: RatePlan;
  maxGuests: number;
  /** The property's today, where the example stay starts from. */
  today: StayDate;
  decimalSign: "," | ".";
  /** What the site prices in: every amount of the form and the example is in it. */
  currency: SiteCurrency;
  platformHoldHours: number;
  policies: PricingPolicyView[];
};

export const PRICING_INTENTS = ["save", "copy"] as const;
export type PricingIntent = (typeof PRICING_INTENTS)[number];

/** What the action answered: on a refusal, the problems and everything that was typed. */
export type PricingAnswer =
  | { ok: true; intent: "save" }
  | { ok: true; intent: "copy"; from: string }
  | { ok: false; intent: "save"; problems: FormProblems; values: PricingValues; attempt: string }
  | { ok: false; intent: "copy"; problems: FormProblems; attempt: string };
