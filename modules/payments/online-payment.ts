import type { Database } from "../../db/client.ts";
import type { OnlinePayment } from "../booking/create-booking.ts";
import { activeAccount, paymentAccountOf, siteCurrency } from "./payment-services.ts";
import { planPayments } from "./plan-payments.ts";

/** How long an instant booking's nights wait for its first payment (issue 16 §2). */
export const PAYMENT_HOLD_MINUTES = 30;

/**
 * What a booking on the site needs to take online payment, or undefined when the site has
 * no provider that can take charges (its guests pay by transfer or on arrival, as before).
 */
export async function onlinePaymentFor(db: Database, siteId: string): Promise<OnlinePayment | undefined> {
  const account = activeAccount(await paymentAccountOf(db, siteId));
  if (!account) return undefined;
  const currency = await siteCurrency(db, siteId);
  return {
    holdMinutes: PAYMENT_HOLD_MINUTES,
    async plan(tx, stay, plan, bookedOn) {
      await planPayments(tx, { stay, account, plan, currency, bookedOn });
    },
  };
}
