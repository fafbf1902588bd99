import { data } from "react-router";
import type { SupportFieldErrors } from "../../../modules/support/support-limits.ts";
import type { SupportRateLimited } from "../../../modules/support/support-rate-limits.ts";
import type { SupportFormResult } from "../../components/dashboard/support-forms.tsx";

/** A support post that was refused: why, with everything the owner typed, so nothing is lost. */
export function supportRefusal(
  result: { reason: "invalid"; errors: SupportFieldErrors } | SupportRateLimited,
  values: Record<string, string>,
) {
  if (result.reason === "rate-limited") {
    return data<SupportFormResult>(
      { ok: false, errors: {}, values, rateLimitedMinutes: result.retryAfterMinutes },
      { status: 429, headers: { "Retry-After": String(result.retryAfterMinutes * 60) } },
    );
  }
  return data<SupportFormResult>({ ok: false, errors: result.errors, values }, { status: 400 });
}
