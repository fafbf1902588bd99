import type { StayDetail } from "../../../../modules/booking-calendar/stay-detail.ts";
import type { StayDate } from "../../../../modules/dates/stay-date.ts";
import type { TimelineEntry } from "../../../../modules/guest-messages/stay-timeline.ts";
import type { StayMoney } from "../../../../modules/payments/stay-money.ts";
import type { SiteCurrency } from "../../../../modules/pricing/currencies.ts";

/** One stay as its page shows it: its unit's name already in the owner's language, its amounts in the site's currency. */
export type StayView = Omit<StayDetail, "unit"> & {
  unit: { id: string; name: string; maxGuests: number };
  currency: SiteCurrency;
};

/**
 * What a stay's page shows and acts on (its loader: app/routes/dashboard/booking-calendar/stay.server.ts):
 * the stay, the property's time zone and today there, what cancelling today would give back
 * under the booking's policy (null where no policy applies), and the units it can move to.
 */
export type StayPageData = {
  stay: StayView;
  timeZone: string;
  today: StayDate;
  cancellation: { policy: string; refundCents: number; percent: number } | null;
  units: { id: string; name: string }[];
  /** A booking's money (the ledger's timeline, paid and owed); null for blocks and imports. */
  money: StayMoney | null;
  /**
   * A booking's messages to its guest (oldest first), and whether the owner can write to the
   * guest here (the stay has an email address); null for blocks and imports.
   */
  messages: { timeline: TimelineEntry[]; canWrite: boolean } | null;
};
