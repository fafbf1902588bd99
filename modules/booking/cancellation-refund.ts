import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { stays } from "../../db/schema.ts";
import { todayIn } from "../dates/stay-date.ts";
import { isUuid } from "../ids/uuid.ts";
import { refundFor } from "../pricing/cancellation-policy.ts";
import type { CancellationPolicy } from "../pricing/rate-plan-choices.ts";
import type { StayRow } from "../stays/owned-stay.ts";
import { propertyTimeZone } from "./bookable-unit.ts";
import { bookingPolicy } from "./booking-terms.ts";

/** What cancelling a booking now gives back under the policy it was made on. */
export type CancellationRefund = {
  policy: CancellationPolicy;
  /** Of the total; 0 when cancelled too late. */
  percent: number;
  refundCents: number;
  totalCents: number;
};

/** The policy's refund for `stay` cancelled at `now`, counted in the property's calendar days. */
export async function policyRefund(db: Database, stay: StayRow, now: Date): Promise<CancellationRefund> {
  const [policy, timeZone] = await Promise.all([bookingPolicy(db, stay), propertyTimeZone(db, stay.siteId)]);
  const refund = refundFor(policy, {
    totalCents: stay.totalCents,
    checkIn: stay.checkIn,
    cancelledOn: todayIn(timeZone, now),
  });
  return { policy, ...refund, totalCents: stay.totalCents };
}

/**
 * The refund a confirmed booking of the site would get if the owner cancelled it now, for
 * the cancel dialog to show before the owner confirms; null for anything else (another
 * site's stay, a request, a block, a booking already cancelled).
 */
export async function cancellationRefund(
  db: Database,
  siteId: string,
  stayId: string,
  now: Date = new Date(),
): Promise<CancellationRefund | null> {
  if (!isUuid(stayId)) return null;
  const [stay] = await db
    .select()
    .from(stays)
    .where(and(eq(stays.id, stayId), eq(stays.siteId, siteId)))
    .limit(1);
  if (stay?.kind !== "booking" || stay.status !== "confirmed") return null;
  return policyRefund(db, stay, now);
}
