import type { SUBSCRIPTION_STATES } from "../../../../db/schema/billing.ts";
import type { StayLine } from "../../../../modules/owner-overview/house-today.ts";
import type { NeedsOwner } from "../../../../modules/owner-overview/needs-owner.ts";
import type { NightsFigure, UnitOccupancy } from "../../../../modules/owner-overview/occupancy.ts";

/** The overview's figures as the page receives them: names in the owner's language, dates as text. */
export type StayView = Omit<StayLine, "unitName"> & { unitName: string };

export type MovementView = { on: string; move: "arrival" | "departure"; stay: StayView };

export type HouseView = {
  today: string;
  arrivals: StayView[];
  departures: StayView[];
  staying: StayView[];
  ahead: MovementView[];
};

export type MonthView = {
  /** YYYY-MM */
  month: string;
  from: string;
  units: (Omit<UnitOccupancy, "name"> & { name: string })[];
  total: NightsFigure;
};

export type NeedsView = Omit<NeedsOwner, "requests"> & {
  requests: { count: number; firstDeadline: string | null };
  newEnquiries: number;
  subscription: (typeof SUBSCRIPTION_STATES)[number] | "none";
};

/** Nights booked as a whole percentage of nights available; none available is 0 %. */
export function occupancyPercent(figure: NightsFigure): number {
  return figure.available > 0 ? Math.round((figure.booked / figure.available) * 100) : 0;
}

/** The average nightly rate in cents, or null without priced nights. */
export function nightlyRate(figure: NightsFigure): number | null {
  return figure.rateNights > 0 ? Math.round(figure.rateCents / figure.rateNights) : null;
}
