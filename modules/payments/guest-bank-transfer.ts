import type { Database } from "../../db/client.ts";
import { type BankTransfer, ownerBankAccount } from "../booking/bank-transfer.ts";
import type { SiteCurrency } from "../pricing/currencies.ts";
import type { GuestBookingView } from "./guest-booking.ts";
import { paymentAccountOf } from "./payment-services.ts";

/**
 * "Or pay by bank transfer" on the guest's booking page: the owner's account, the exact
 * amount due next, the booking's reference and the deadline (the day it is due, or the end
 * of an accepted request's hold). The owner marks it received on the stay page
 * (record-payment.ts).
 */
export type GuestBankTransfer = BankTransfer & {
  amountCents: number;
  currency: SiteCurrency;
  /** A day on the property's calendar (YYYY-MM-DD) or, for an accepted request, the hold's end (ISO moment). */
  deadline: { day: string } | { until: string } | null;
};

/**
 * The transfer a guest may make instead of paying online, or null: only where the owner
 * allows transfers (the settings' switch, on by default; a disconnected provider leaves
 * transfers as the way to pay) and gave an IBAN, and only for what is due later (a balance,
 * or an accepted request's payment), never for an instant booking's minutes-long hold, which
 * a transfer could not meet.
 */
export async function guestBankTransfer(
  db: Database,
  siteId: string,
  view: GuestBookingView,
): Promise<GuestBankTransfer | null> {
  const due = view.nextDue;
  if (!due || due.amountCents <= 0) return null;
  const later = view.state === "confirmed" || (view.state === "awaiting_payment" && view.acceptedRequest);
  if (!later) return null;
  const account = await paymentAccountOf(db, siteId);
  const allowed = !account || account.bankTransfer || account.disconnectedAt !== null;
  if (!allowed) return null;
  const bank = await ownerBankAccount(db, siteId);
  if (!bank) return null;
  const deadline =
    view.state === "awaiting_payment" && view.holdExpiresAt
      ? { until: view.holdExpiresAt }
      : due.dueOn
        ? { day: due.dueOn }
        : null;
  return { ...bank, reference: view.reference, amountCents: due.amountCents, currency: view.currency, deadline };
}
