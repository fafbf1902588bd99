import type { TFunction } from "i18next";
import type { SupportErrorKey, SupportFieldErrors } from "../../../modules/support/support-limits.ts";

/** The dashboard's text for each error key of modules/support. */
const MESSAGES = {
  "support.errors.required": "dashboard.support.errors.required",
  "support.errors.controls": "dashboard.support.errors.controls",
  "support.errors.tooShort": "dashboard.support.errors.tooShort",
  "support.errors.tooLong": "dashboard.support.errors.tooLong",
} as const satisfies Record<SupportErrorKey, string>;

/** Field name → its message in the owner's language. */
export function supportErrorMessages(t: TFunction, errors: SupportFieldErrors | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, error] of Object.entries(errors ?? {})) out[field] = t(MESSAGES[error.key], error.params ?? {});
  return out;
}

/** Why a post over the hourly limit was refused, in the owner's language. */
export function supportLimitMessage(t: TFunction, form: "request" | "message", minutes: number): string {
  const key =
    form === "request" ? "dashboard.support.errors.tooManyRequests" : "dashboard.support.errors.tooManyMessages";
  return t(key, { minutes });
}
