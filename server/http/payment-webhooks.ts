import { readLimitedBody } from "../../app/lib/read-limited-body.server.ts";
import type { Database } from "../../db/client.ts";
import { receiveWebhook } from "../../modules/payments/payment-inbox.ts";
import type { PaymentServices } from "../../modules/payments/payment-services.ts";
import { PROVIDER_NAMES, type ProviderName } from "../../modules/payments/provider-port.ts";

/** Providers' notices are small (Stripe's events a few kB); anything larger is not one. */
const MAX_WEBHOOK_BYTES = 256 * 1024;

function isProvider(name: string): name is ProviderName {
  return (PROVIDER_NAMES as readonly string[]).includes(name);
}

/**
 * POST /api/payments/webhooks/{stripe|mollie|test}: the raw body, byte for byte (a signature
 * covers exactly those bytes), into the inbox (modules/payments/payment-inbox.ts). A provider
 * the platform has no credentials for is 404; a bad signature 400; the rest 200 at once.
 */
export function paymentWebhookEndpoint(db: Database, payments: PaymentServices) {
  return async (provider: string, request: Request): Promise<Response> => {
    const receivedAt = new Date();
    if (!isProvider(provider) || !(await payments.readerFor(provider)))
      return new Response("not found", { status: 404 });
    const bytes = await readLimitedBody(request, MAX_WEBHOOK_BYTES);
    if (!bytes) return new Response("too large", { status: 413 });
    const rawBody = new TextDecoder("utf-8", { fatal: false }).decode(bytes);
    const answer = await receiveWebhook(db, payments, provider, {
      rawBody,
      header: (name) => request.headers.get(name),
      receivedAt,
    });
    return new Response(answer.body, {
      status: answer.status,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  };
}
