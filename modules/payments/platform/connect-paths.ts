/**
 * Where owners connect their provider, and where the providers send them back: the
 * dashboard's routes (app/routes.ts) and the addresses registered at Stripe and Mollie
 * (shown at /admin/settings/payments) are made from these, so they cannot drift apart.
 */
export const PAYMENT_SETTINGS_PATH = "/dashboard/settings";
export const STRIPE_RETURN_PATH = "/dashboard/settings/stripe/return";
export const STRIPE_REFRESH_PATH = "/dashboard/settings/stripe/refresh";
export const MOLLIE_CALLBACK_PATH = "/dashboard/settings/mollie/callback";
