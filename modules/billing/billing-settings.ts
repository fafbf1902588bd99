import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { billingSettings } from "../../db/schema.ts";
import type { InvoiceSeller } from "./invoice-document.ts";

export type BillingSettings = typeof billingSettings.$inferSelect;

/** How long a failed renewal may stay unpaid before the owner's site is suspended, unless the admin says otherwise. */
export const DEFAULT_GRACE_DAYS = 14;

/**
 * The platform's billing settings, or null until the admin has entered the seller's details:
 * no invoice can be made without them, so the checkout takes no money until then.
 */
export async function loadBillingSettings(db: Database): Promise<BillingSettings | null> {
  const [row] = await db.select().from(billingSettings).where(eq(billingSettings.id, 1));
  return row ?? null;
}

/** The seller as printed on an invoice issued now. */
export function sellerOf(settings: BillingSettings): InvoiceSeller {
  return {
    name: settings.sellerName,
    attention: null,
    addressLines: [settings.sellerStreet, `${settings.sellerPostalCode} ${settings.sellerCity}`],
    country: settings.sellerCountry,
    vatNumber: settings.sellerVatNumber,
    email: settings.sellerEmail,
    chamberOfCommerce: settings.sellerChamberOfCommerce,
    iban: settings.sellerIban,
  };
}
