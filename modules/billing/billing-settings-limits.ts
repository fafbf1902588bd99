/**
 * What the admin may set in the billing settings: the providers and the bounds. Free of the
 * database and the schema library, so the settings form in the browser reads them too;
 * save-billing-settings.ts validates on the server.
 */

/** The providers owners can pay VayVista through; "" in the form is "automatic" (null: the first with credentials). */
export const BILLING_PROVIDERS = ["stripe", "mollie", "test"] as const;
export type BillingProvider = (typeof BILLING_PROVIDERS)[number];

/** The longest each text may be; the grace period's and the VAT rate's bounds (the table's checks). */
export const BILLING_SETTINGS_LIMITS = {
  sellerName: 160,
  sellerStreet: 160,
  sellerPostalCode: 20,
  sellerCity: 100,
  sellerChamberOfCommerce: 20,
  sellerEmail: 254,
  graceDays: { min: 0, max: 60 },
  vatPercent: { min: 0, max: 50 },
} as const;

/** Which providers the platform can charge owners on now (credentials present; the test provider where allowed). */
export type ProvidersAvailable = Record<BillingProvider, boolean>;
