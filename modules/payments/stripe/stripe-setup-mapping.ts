import type Stripe from "stripe";
import type { ProviderSetup } from "../provider-port.ts";
import { expanded, idOf } from "./stripe-payment-mapping.ts";

/** What a setup's read expands to be mapped: its SetupIntent and the method the payer left. */
export const SETUP_EXPAND = ["setup_intent", "setup_intent.payment_method"];

/** A method later charges without the payer can use: a card, or a SEPA Direct Debit mandate, on a customer. */
function savedMethodOf(method: Stripe.PaymentMethod | null): ProviderSetup["savedMethod"] {
  if (!method?.customer) return null;
  if (method.type === "card") return { id: method.id, kind: "card" };
  if (method.type === "sepa_debit") return { id: method.id, kind: "sepa_mandate" };
  return null;
}

/**
 * A Checkout Session in setup mode read with `SETUP_EXPAND`. While open the payer may still
 * choose (a card declined on the page can be replaced there); once complete its SetupIntent
 * decides: succeeded saved the method on the session's customer, processing (a bank still
 * confirming) waits without a page, anything else (a setup that failed afterwards, or was
 * cancelled) saved nothing. An expired page saved nothing either.
 */
export function setupFromSession(session: Stripe.Checkout.Session): ProviderSetup {
  if (session.mode !== "setup") throw new Error(`Stripe Checkout Session ${session.id} is no setup`);
  const intent = expanded(session.setup_intent, "setup intent");
  const customerId = idOf(session.customer) ?? idOf(intent?.customer);
  const setup = { providerSetupId: session.id, checkoutUrl: null, savedMethod: null, customerId };
  if (session.status === "open") return { ...setup, state: "open", checkoutUrl: session.url };
  if (session.status !== "complete") return { ...setup, state: "failed" };
  if (intent?.status === "processing") return { ...setup, state: "open" };
  // A method of a type we never offer (allowed_payment_method_types keeps them off the page) is no method we can charge.
  const savedMethod =
    intent?.status === "succeeded" ? savedMethodOf(expanded(intent.payment_method, "payment method")) : null;
  return savedMethod ? { ...setup, state: "saved", savedMethod } : { ...setup, state: "failed" };
}
