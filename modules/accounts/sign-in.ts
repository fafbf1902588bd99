import { type AuthResult, authResult } from "./auth-result.ts";
import type { Auth } from "./create-auth.ts";
import { normalizePhoneNumber } from "./phone-number.ts";

export type SignInInput = { identifier: string; password: string; rememberMe?: boolean };

/** Either a session (cookies in `headers`) or a pending second factor (its cookie). */
export type SignedIn =
  | { twoFactorRedirect: true }
  | { twoFactorRedirect?: undefined; token: string; user: { id: string; role?: string | null } };

/**
 * The identifier as typed: an email address when it has an @, else a phone number (with
 * country code, or Dutch from 06). null when it is neither.
 */
export function parseIdentifier(identifier: string): { email: string } | { phoneNumber: string } | null {
  const value = identifier.trim();
  if (value.includes("@")) return { email: value.toLowerCase() };
  const phoneNumber = normalizePhoneNumber(value);
  return phoneNumber ? { phoneNumber } : null;
}

/**
 * Signs in with email or phone number and password. Every wrong combination answers
 * INVALID_CREDENTIALS, whether or not the account exists.
 */
export async function signIn(auth: Auth, input: SignInInput, headers: Headers): Promise<AuthResult<SignedIn>> {
  const parsed = parseIdentifier(input.identifier);
  if (!input.identifier.trim()) return { ok: false, status: 400, code: "MISSING_CREDENTIALS", headers: new Headers() };
  const rememberMe = input.rememberMe ?? true;
  // Neither an email nor a phone number: no account can match, but take the time a
  // lookup by email takes (it hashes the password) so the answer gives nothing away.
  const body = parsed ?? { email: "nobody@invalid.invalid" };
  const result = await authResult<SignedIn>(() =>
    "email" in body
      ? auth.api.signInEmail({
          body: { email: body.email, password: input.password, rememberMe },
          headers,
          asResponse: true,
        })
      : auth.api.signInPhoneNumber({
          body: { phoneNumber: body.phoneNumber, password: input.password, rememberMe },
          headers,
          asResponse: true,
        }),
  );
  if (
    !result.ok &&
    ["INVALID_EMAIL_OR_PASSWORD", "INVALID_PHONE_NUMBER_OR_PASSWORD", "INVALID_EMAIL"].includes(result.code)
  ) {
    return { ...result, code: "INVALID_CREDENTIALS" };
  }
  return result;
}
