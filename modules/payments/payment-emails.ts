import type { Database } from "../../db/client.ts";
import type { SiteAddressing } from "../sites/site-url.ts";

// Interim: the payment emails (issue 16 §7) land from their own branch and replace this file.
export type PaymentEmailOccasion =
  | "request_accepted"
  | "received"
  | "failed"
  | "balance_due"
  | "balance_reminder"
  | "refunded"
  | "deposit_held"
  | "deposit_released"
  | "deposit_claimed";

export async function queuePaymentEmails(
  _tx: Database,
  _input: {
    siteId: string;
    stayId: string;
    paymentId: string;
    occasion: PaymentEmailOccasion;
    addressing: SiteAddressing;
  },
): Promise<void> {}
