import type Stripe from "stripe";
import type { WebhookNotice, WebhookReader, WebhookReading, WebhookRequest } from "../provider-port.ts";
import { META_FLOW, META_LEDGER_ID, META_REFUND_OF } from "./stripe-metadata.ts";

export type StripeWebhookOptions = {
  client: Stripe;
  /**
   * The signing secrets (whsec_…) of the platform's two endpoints, which post to the same URL:
   * Connect's (events on owners' connected accounts) and the platform account's own (its own
   * payments: owners' subscriptions). One that is not set verifies nothing.
   */
  webhookSecrets: { connect: string | null; platform: string | null };
  /** How old a signature may be; Stripe's own default. */
  toleranceSeconds?: number;
};

/**
 * Stripe's events for every connected account and for the platform's own account, checked
 * with the SDK against the time the request arrived (`receivedAt`, the SDK's clock override),
 * so a test's clock and a queue's delay judge age the same way. An event is taken when either
 * endpoint's secret verifies it, never otherwise. A signature that is right but too old is
 * `stale`; one that is wrong (or a body changed by a byte, re-serialised JSON included) is
 * `bad_signature`.
 */
export function stripeWebhookReader({
  client,
  webhookSecrets,
  toleranceSeconds = 300,
}: StripeWebhookOptions): WebhookReader {
  const secrets = [
    { endpoint: "connect" as const, secret: webhookSecrets.connect },
    { endpoint: "platform" as const, secret: webhookSecrets.platform },
  ].filter((entry): entry is { endpoint: "connect" | "platform"; secret: string } => Boolean(entry.secret));

  return {
    name: "stripe",
    read(request: WebhookRequest): WebhookReading {
      const header = request.header("stripe-signature");
      if (!header || secrets.length === 0) return { ok: false, reason: "bad_signature" };
      const verified = verify(client, request, header, secrets, toleranceSeconds);
      if (!verified.ok) return verified;
      const { event, endpoint } = verified;
      if (typeof event?.id !== "string" || typeof event.data?.object !== "object" || event.data.object === null) {
        return { ok: false, reason: "malformed" };
      }
      if (event.type === "account.updated") {
        // Only Connect's endpoint speaks of owners' accounts; the platform's own account is not one.
        const accountId = endpoint === "connect" ? connectedAccountOf(event) : null;
        return {
          ok: true,
          notice: accountId ? { eventId: event.id, providerPaymentId: accountId, subject: "account" } : null,
        };
      }
      const providerPaymentId = paymentIdOf(event);
      return { ok: true, notice: providerPaymentId ? { eventId: event.id, providerPaymentId } : null };
    },
  };
}

type Verified =
  | { ok: true; event: Stripe.Event; endpoint: "connect" | "platform" }
  | { ok: false; reason: "bad_signature" | "stale" | "malformed" };

/** The event, with the endpoint whose secret verified it; else why none did (stale when one would have but for its age). */
function verify(
  client: Stripe,
  request: WebhookRequest,
  header: string,
  secrets: { endpoint: "connect" | "platform"; secret: string }[],
  toleranceSeconds: number,
): Verified {
  for (const { endpoint, secret } of secrets) {
    try {
      const receivedAt = request.receivedAt.getTime();
      const event = client.webhooks.constructEvent(
        request.rawBody,
        header,
        secret,
        toleranceSeconds,
        undefined,
        receivedAt,
      );
      return { ok: true, event, endpoint };
    } catch (error) {
      // Verification throws only this; what throws after it (a body that is not JSON) is malformed.
      if (!(error instanceof client.errors.StripeSignatureVerificationError)) return { ok: false, reason: "malformed" };
    }
  }
  const stale = secrets.some(({ secret }) => signedRegardlessOfAge(client, request.rawBody, header, secret));
  return { ok: false, reason: stale ? "stale" : "bad_signature" };
}

/** The same check without the age limit (a tolerance of 0 skips it). */
function signedRegardlessOfAge(client: Stripe, rawBody: string, header: string, secret: string): boolean {
  try {
    return client.webhooks.signature?.verifyHeader(rawBody, header, secret, 0) ?? false;
  } catch {
    return false;
  }
}

/**
 * The connected account an `account.updated` event is about (charges enabled or not, details
 * owed, details submitted): only its id is taken, the account is read again from Stripe.
 */
function connectedAccountOf(event: Stripe.Event): WebhookNotice["providerPaymentId"] | null {
  const object = event.data.object as { id?: unknown; object?: unknown };
  const id = object.object === "account" && typeof object.id === "string" ? object.id : event.account;
  return typeof id === "string" && /^acct_[A-Za-z0-9]{1,64}$/.test(id) ? id : null;
}

function ours(metadata: Stripe.Metadata | null | undefined): boolean {
  return typeof metadata?.[META_LEDGER_ID] === "string";
}

/**
 * The payment the ledger knows an event by (the id the provider returned for it), or null
 * for an event about anything else. A hosted payment is known by its Checkout Session:
 * its intent's and charge's events are left to the session's (completed, async payment
 * succeeded or failed, expired), and its refunds are found by the id we wrote on them.
 */
function paymentIdOf(event: Stripe.Event): string | null {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
    case "checkout.session.async_payment_failed":
    case "checkout.session.expired":
      return ours(event.data.object.metadata) ? event.data.object.id : null;
    case "payment_intent.amount_capturable_updated":
    case "payment_intent.canceled":
    case "payment_intent.created":
    case "payment_intent.partially_funded":
    case "payment_intent.payment_failed":
    case "payment_intent.processing":
    case "payment_intent.requires_action":
    case "payment_intent.succeeded": {
      const intent = event.data.object;
      return ours(intent.metadata) && intent.metadata[META_FLOW] !== "checkout" ? intent.id : null;
    }
    case "charge.refunded": {
      const charge = event.data.object;
      if (!ours(charge.metadata) || charge.metadata[META_FLOW] === "checkout") return null;
      return typeof charge.payment_intent === "string" ? charge.payment_intent : (charge.payment_intent?.id ?? null);
    }
    case "charge.refund.updated":
    case "refund.created":
    case "refund.updated":
    case "refund.failed":
      return event.data.object.metadata?.[META_REFUND_OF] ?? null;
    default:
      return null;
  }
}
