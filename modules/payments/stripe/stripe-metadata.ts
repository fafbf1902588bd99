/**
 * What the adapter writes into Stripe's metadata, so that an event (read before any owner
 * is known) can name the payment the ledger knows.
 *
 * - `ledger_id`: our ledger row, on the Checkout Session and on every PaymentIntent (Stripe
 *   copies an intent's metadata onto its charge when it is confirmed).
 * - `vv_flow`: "checkout" on an intent a Checkout Session made (the ledger knows that payment
 *   by its session, cs_…, which the intent does not name: its events are read through the
 *   session's own), "off_session" on one we charged on a saved method (known by its pi_…).
 * - `vv_payment`: on a refund we asked for, the payment id it was asked for (cs_… or pi_…).
 * - `vv_setup_for`: on a setup (a Checkout Session in setup mode, and its SetupIntent), our
 *   reference it was made for (the subscription's id). A setup moves no money, so it names no
 *   ledger row, and the payment events and the reconciliation leave it alone.
 */
export const META_LEDGER_ID = "ledger_id";
export const META_FLOW = "vv_flow";
export const META_REFUND_OF = "vv_payment";
export const META_SETUP_FOR = "vv_setup_for";

export type PaymentFlow = "checkout" | "off_session";
