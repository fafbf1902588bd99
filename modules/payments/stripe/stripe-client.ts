import Stripe from "stripe";

export type StripeClientOptions = {
  /** The platform's secret key (sk_…): never an owner's; calls for an owner name its account. */
  secretKey: string;
  /** Another API host (the tests' fake Stripe); Stripe's own when left out. */
  host?: string;
  port?: number;
  protocol?: "http" | "https";
  /** How long one call may wait for Stripe's answer before it throws. */
  timeoutMs: number;
};

/**
 * The platform's one Stripe client. No retries inside the SDK (`maxNetworkRetries: 0`):
 * every call that moves money carries our own idempotency key, and the caller (a job with
 * its own backoff, or the guest's request, which must answer promptly) repeats it with
 * the same key; retries here would only hide a slow Stripe behind several timeouts. (The
 * SDK still repeats once a connection that was closed before any answer, with our key.)
 */
export function stripeClient(options: StripeClientOptions): Stripe {
  return new Stripe(options.secretKey, {
    ...(options.host ? { host: options.host } : {}),
    ...(options.port ? { port: options.port } : {}),
    ...(options.protocol ? { protocol: options.protocol } : {}),
    timeout: options.timeoutMs,
    maxNetworkRetries: 0,
    telemetry: false,
    appInfo: { name: "VayVista" },
  });
}
