import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { payments } from "../../db/schema.ts";
import type { OnlinePayment } from "../booking/create-booking.ts";
import { siteCurrency } from "../pricing/read-site-currency.ts";
import type { SiteAddressing } from "../sites/site-url.ts";
import { queuePaymentEmails } from "./payment-emails.ts";
import { activeAccount, paymentAccountOf } from "./payment-services.ts";
import { planPayments } from "./plan-payments.ts";

/** How long an instant booking's nights wait for its first payment (issue 16 §2). */
export const PAYMENT_HOLD_MINUTES = 30;
/** How long a guest whose request was accepted has to pay: two days, as a request's own hold. */
export const ACCEPTED_PAY_HOURS = 48;

/**
 * What a booking on the site needs to take online payment, or undefined when the site has
 * no provider that can take charges (its guests pay by transfer or on arrival, as before).
 */
export async function onlinePaymentFor(
  db: Database,
  siteId: string,
  addressing?: SiteAddressing,
): Promise<OnlinePayment | undefined> {
  const account = activeAccount(await paymentAccountOf(db, siteId));
  if (!account) return undefined;
  const currency = await siteCurrency(db, siteId);
  return {
    holdMinutes: PAYMENT_HOLD_MINUTES,
    acceptedPayHours: ACCEPTED_PAY_HOURS,
    async plan(tx, stay, plan, bookedOn) {
      await planPayments(tx, { stay, account, plan, currency, bookedOn });
    },
    async askToPay(tx, { siteId: site, stayId }) {
      if (!addressing) return;
      const [first] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.stayId, stayId), eq(payments.siteId, site), eq(payments.instalment, 1)));
      if (first) {
        await queuePaymentEmails(tx, {
          siteId: site,
          stayId,
          paymentId: first.id,
          occasion: "request_accepted",
          addressing,
        });
      }
    },
  };
}
