import type Stripe from "stripe";
import type { PaymentState } from "../payment-state.ts";
import type { ProviderPayment } from "../provider-port.ts";
import { currencyFromStripe, methodFromStripe } from "./stripe-methods.ts";

/** What a read expands to be mapped: the charge (refunds, a hold's deadline, a mandate left) and the method. */
export const INTENT_EXPAND = ["latest_charge", "payment_method"];
export const SESSION_EXPAND = ["payment_intent", "payment_intent.latest_charge", "payment_intent.payment_method"];

type Saved = ProviderPayment["savedMethod"];

/** The id of a field Stripe gives as an id or, expanded, as the object. */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (value == null) return null;
  return typeof value === "string" ? value : value.id;
}

/** A field asked to be expanded: an id instead means the read forgot to ask. */
export function expanded<T>(value: string | T | null | undefined, what: string): T | null {
  if (value == null) return null;
  if (typeof value === "string") throw new Error(`Stripe answered without expanding the ${what}`);
  return value;
}

/**
 * What was given back of what was taken. Stripe counts the part of a hold that was let go
 * (the rest of a partial capture, or a whole hold released) as refunded on its charge: that
 * money was never taken, so it is no refund.
 */
function refundedOf(intent: Stripe.PaymentIntent, charge: Stripe.Charge | null): number {
  if (!charge || intent.status !== "succeeded") return 0;
  const letGo = charge.amount - charge.amount_captured;
  return Math.min(intent.amount_received, Math.max(0, charge.amount_refunded - letGo));
}

/** Money taken and later given back: paid, partly refunded or refunded. */
function refundState(receivedCents: number, refundedCents: number): PaymentState {
  if (refundedCents <= 0) return "paid";
  return refundedCents >= receivedCents ? "refunded" : "partly_refunded";
}

/**
 * Stripe's intent statuses on our states. An off-session attempt that needs the payer to
 * authenticate ends in `requires_payment_method` with `authentication_required` (or, on
 * session, `requires_action`): the payer must come back, so it still requires payment; any
 * other failed attempt is a decline. A SEPA debit still `processing` is not paid yet.
 */
function intentState(intent: Stripe.PaymentIntent, refundedCents: number) {
  const error = intent.last_payment_error;
  const code = error ? (error.decline_code ?? error.code ?? "payment_failed") : null;
  switch (intent.status) {
    case "succeeded":
      return { state: refundState(intent.amount_received, refundedCents), failureCode: null };
    case "requires_capture":
      return { state: "authorised" as const, failureCode: null };
    case "canceled": {
      const lapsed = intent.cancellation_reason === "automatic" || intent.cancellation_reason === "expired";
      return { state: lapsed ? ("expired" as const) : ("cancelled" as const), failureCode: null };
    }
    case "requires_action":
      return { state: "requires_payment" as const, failureCode: code ?? "authentication_required" };
    case "requires_payment_method":
      if (!error) return { state: "requires_payment" as const, failureCode: null };
      if (error.code === "authentication_required") {
        return { state: "requires_payment" as const, failureCode: "authentication_required" };
      }
      return { state: "failed" as const, failureCode: code };
    default:
      return { state: "requires_payment" as const, failureCode: null };
  }
}

/**
 * What later payments can use: a card or SEPA Debit method the payment attached to its
 * customer, or the SEPA Debit method an iDEAL or Bancontact payment generated (Stripe's
 * way of leaving a mandate behind when the method was to be saved).
 */
function savedMethodOf(
  intent: Stripe.PaymentIntent,
  charge: Stripe.Charge | null,
  method: Stripe.PaymentMethod | null,
): Saved {
  if (!method || !["succeeded", "requires_capture", "processing"].includes(intent.status)) return null;
  const details = charge?.payment_method_details;
  const generated =
    method.type === "ideal"
      ? details?.ideal?.generated_sepa_debit
      : method.type === "bancontact"
        ? details?.bancontact?.generated_sepa_debit
        : null;
  const generatedId = idOf(generated);
  if (generatedId) return { id: generatedId, kind: "sepa_mandate" };
  if (!method.customer) return null;
  if (method.type === "card") return { id: method.id, kind: "card" };
  if (method.type === "sepa_debit") return { id: method.id, kind: "sepa_mandate" };
  return null;
}

/** A PaymentIntent read with `INTENT_EXPAND`. After a capture, `amountCents` is what was taken. */
export function paymentFromIntent(intent: Stripe.PaymentIntent): ProviderPayment {
  const charge = expanded(intent.latest_charge, "latest charge");
  const method = expanded(intent.payment_method, "payment method");
  const refundedCents = refundedOf(intent, charge);
  const captureBefore = charge?.payment_method_details?.card?.capture_before;
  return {
    providerPaymentId: intent.id,
    ...intentState(intent, refundedCents),
    amountCents: intent.status === "succeeded" ? intent.amount_received : intent.amount,
    refundedCents,
    currency: currencyFromStripe(intent.currency),
    method: methodFromStripe(method?.type ?? charge?.payment_method_details?.type),
    checkoutUrl: null,
    savedMethod: savedMethodOf(intent, charge, method),
    customerId: idOf(intent.customer),
    captureBefore: intent.status === "requires_capture" && captureBefore ? new Date(captureBefore * 1000) : null,
  };
}

/** An open session still takes the payer's payment; an expired one was never paid; a complete one is its intent. */
function sessionState(status: Stripe.Checkout.Session["status"], read: ProviderPayment | null) {
  if (status === "open") return { state: "requires_payment" as const, failureCode: null };
  if (status === "expired") return { state: "expired" as const, failureCode: read?.failureCode ?? null };
  return { state: read?.state ?? ("requires_payment" as const), failureCode: read?.failureCode ?? null };
}

/**
 * A Checkout Session read with `SESSION_EXPAND`, known by its own id for life (its intent
 * exists only once the payer submits the page). While open the payer may still pay (an
 * attempt that failed on the page can be retried there); once expired nothing can be paid.
 */
export function paymentFromSession(session: Stripe.Checkout.Session): ProviderPayment {
  const intent = expanded(session.payment_intent, "payment intent");
  const read = intent ? paymentFromIntent(intent) : null;
  const open = session.status === "open";
  return {
    providerPaymentId: session.id,
    ...sessionState(session.status, read),
    amountCents: read?.amountCents ?? session.amount_total ?? 0,
    refundedCents: read?.refundedCents ?? 0,
    currency: currencyFromStripe(session.currency ?? read?.currency ?? ""),
    method: read?.method ?? null,
    checkoutUrl: open ? session.url : null,
    savedMethod: read?.savedMethod ?? null,
    customerId: idOf(session.customer) ?? read?.customerId ?? null,
    captureBefore: read?.captureBefore ?? null,
  };
}
