import type { AuthFailure } from "../../../modules/accounts/auth-result.ts";

/** A message as an i18n key (and its values), translated where it is shown. */
export type Message = { key: string; params?: Record<string, string | number> };

/** Messages per form field, and one for the form as a whole. */
export type FormProblems = { fields: Record<string, Message[]>; form?: Message };

/** Something failed on our side: said at the top of the form, the values stay. */
export const SERVER_PROBLEM: FormProblems = { fields: {}, form: { key: "auth.errors.server" } };

const REASONS = new Set(["too_short", "too_long", "common", "contains_email"]);

/** The password rules a weak_password answer names, as messages beside the password field. */
export function weakPasswordMessages(reasons: string[] | undefined): Message[] {
  const known = (reasons ?? []).filter((r) => REASONS.has(r));
  return (known.length > 0 ? known : ["too_short"]).map((r) => ({ key: `auth.weakPassword.${r}` }));
}

/**
 * What to show for a failed account call, in any of the forms: each problem beside the
 * field it is about (`password` is the field that holds the password in that form), the
 * rest at the top.
 */
export function failureProblems(failure: AuthFailure, passwordField = "password"): FormProblems {
  switch (failure.code) {
    case "MISSING_CREDENTIALS":
      return { fields: { identifier: [{ key: "auth.errors.missingCredentials" }] } };
    case "INVALID_CREDENTIALS":
      return { fields: { [passwordField]: [{ key: "auth.errors.invalidCredentials" }] } };
    case "weak_password":
      return { fields: { [passwordField]: weakPasswordMessages(failure.reasons) } };
    case "PASSWORD_TOO_SHORT":
      return { fields: { [passwordField]: weakPasswordMessages(["too_short"]) } };
    case "PASSWORD_TOO_LONG":
      return { fields: { [passwordField]: weakPasswordMessages(["too_long"]) } };
    case "USER_ALREADY_EXISTS":
    case "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL":
      return { fields: { email: [{ key: "auth.errors.emailTaken" }] } };
    case "INVALID_EMAIL":
      return { fields: { email: [{ key: "errors.email" }] } };
    case "PHONE_NUMBER_EXIST":
      return { fields: { phone: [{ key: "auth.errors.phoneTaken" }] } };
    case "INVALID_PHONE_NUMBER":
      return { fields: { phone: [{ key: "errors.phone" }] } };
    case "INVALID_CODE":
    case "OTP_HAS_EXPIRED":
      return { fields: { code: [{ key: "auth.errors.invalidCode" }] } };
    case "INVALID_BACKUP_CODE":
      return { fields: { code: [{ key: "auth.errors.invalidBackupCode" }] } };
    case "INVALID_TWO_FACTOR_COOKIE":
    case "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE":
      return { fields: {}, form: { key: "auth.errors.challengeExpired" } };
    case "ACCOUNT_TEMPORARILY_LOCKED":
      return { fields: {}, form: { key: "auth.errors.locked" } };
    case "TOO_MANY_ATTEMPTS":
      return {
        fields: {},
        form: {
          key: "auth.errors.tooManyAttempts",
          params: { count: Math.max(1, Math.ceil((failure.retryAfterSeconds ?? 60) / 60)) },
        },
      };
    case "BANNED_USER":
      return { fields: {}, form: { key: "auth.errors.banned" } };
    default:
      return SERVER_PROBLEM;
  }
}
