import { MollieApiError } from "@mollie/api-client";
import Stripe from "stripe";
import { MollieTimeoutError } from "../mollie/mollie-client.ts";
import { MollieConnectError } from "../mollie/mollie-connect.ts";
import type { ConnectionProblem } from "./connection-problem.ts";

/** A thrown error of a provider call, as a problem; null for anything that is not the provider's (a bug: rethrow it). */
export function connectionProblemOf(error: unknown): ConnectionProblem | null {
  if (error instanceof Stripe.errors.StripeAuthenticationError) return "platform_refused";
  if (error instanceof Stripe.errors.StripePermissionError) return "account_unreachable";
  if (error instanceof Stripe.errors.StripeInvalidRequestError) {
    return error.code === "account_invalid" || error.code === "resource_missing" ? "account_unreachable" : "refused";
  }
  if (error instanceof Stripe.errors.StripeError) return "unavailable";
  if (error instanceof MollieConnectError) {
    if (error.code === "invalid_code") return "code_rejected";
    if (error.code === "rejected") return error.oauthError === "invalid_client" ? "platform_refused" : "code_rejected";
    return "unavailable";
  }
  if (error instanceof MollieTimeoutError) return "unavailable";
  if (error instanceof MollieApiError) {
    const status = error.statusCode ?? 0;
    if (status === 401 || status === 403) return "account_unreachable";
    return status >= 400 && status < 500 && status !== 429 ? "refused" : "unavailable";
  }
  return null;
}
