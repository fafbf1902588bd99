import { type AuthResult, authResult } from "./auth-result.ts";
import type { Auth } from "./create-auth.ts";

export type SecondFactorInput = {
  /** A 6-digit code from the authenticator app, or one of the backup codes. */
  code: string;
  method: "totp" | "backup-code";
  /** Skip the second factor on this browser for 30 days. */
  trustDevice?: boolean;
};

export type SecondFactorPassed = { token: string; user: { id: string; role?: string | null } };

/**
 * Completes a sign-in that asked for a second factor (the pending sign-in lives in a
 * cookie set by signIn). A backup code works once.
 */
export async function verifySecondFactor(
  auth: Auth,
  input: SecondFactorInput,
  headers: Headers,
): Promise<AuthResult<SecondFactorPassed>> {
  const code = input.code.replace(/\s/g, "");
  const trustDevice = input.trustDevice ?? false;
  return authResult<SecondFactorPassed>(() =>
    input.method === "totp"
      ? auth.api.verifyTOTP({ body: { code, trustDevice }, headers, asResponse: true })
      : auth.api.verifyBackupCode({ body: { code, trustDevice }, headers, asResponse: true }),
  );
}
