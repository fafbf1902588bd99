import type { WebhookReader, WebhookReading, WebhookRequest } from "../provider-port.ts";

/** `id=tr_…` is some 20 bytes; anything much longer is not Mollie's. */
export const MOLLIE_WEBHOOK_MAX_BYTES = 128;

const NOTICE = /^id=(tr_[A-Za-z0-9]{1,64})$/;

/**
 * Mollie's classic webhook: a form POST of `id=tr_…` and nothing else, with no signature.
 * It proves nothing but that something may have changed, so the body is only ever a pointer:
 * the payment is always fetched from Mollie with the owner's token before anything is settled,
 * and a forged notice costs at most one read.
 *
 * The event id is the payment id, since Mollie sends no event of its own: every status change,
 * refund or chargeback of a payment arrives as the same `id=tr_…`. The inbox therefore re-arms
 * a known event id instead of dropping it, so a later notice of the same payment is read again.
 */
export function mollieWebhookReader(): WebhookReader {
  return {
    name: "mollie",
    read(request: WebhookRequest): WebhookReading {
      if (request.rawBody.length > MOLLIE_WEBHOOK_MAX_BYTES) return { ok: false, reason: "malformed" };
      const match = NOTICE.exec(request.rawBody);
      if (!match?.[1]) return { ok: false, reason: "malformed" };
      return { ok: true, notice: { eventId: match[1], providerPaymentId: match[1] } };
    },
  };
}
