import { type AuthResult, authResult } from "./auth-result.ts";
import type { Auth } from "./create-auth.ts";

/**
 * Second-factor management for the account page. Enabling is two steps: startTwoFactor
 * returns the otpauth:// URI (show it as a QR code) and ten backup codes (show them once);
 * the factor is on only after confirmTwoFactor with a code from the app.
 */
export async function startTwoFactor(
  auth: Auth,
  password: string,
  headers: Headers,
): Promise<AuthResult<{ totpURI: string; backupCodes: string[] }>> {
  return authResult(() =>
    auth.api.enableTwoFactor({ body: { password, method: "totp", issuer: "VayVista" }, headers, asResponse: true }),
  );
}

/** Turns the factor on with a first code from the app. The session cookie is renewed. */
export async function confirmTwoFactor(
  auth: Auth,
  code: string,
  headers: Headers,
): Promise<AuthResult<{ token: string }>> {
  return authResult(() => auth.api.verifyTOTP({ body: { code: code.replace(/\s/g, "") }, headers, asResponse: true }));
}

export async function disableTwoFactor(
  auth: Auth,
  password: string,
  headers: Headers,
): Promise<AuthResult<{ status: boolean }>> {
  return authResult(() => auth.api.disableTwoFactor({ body: { password }, headers, asResponse: true }));
}

/** Ten new backup codes; the old ones stop working. Show them once. */
export async function regenerateBackupCodes(
  auth: Auth,
  password: string,
  headers: Headers,
): Promise<AuthResult<{ status: boolean; backupCodes: string[] }>> {
  return authResult(() => auth.api.generateBackupCodes({ body: { password }, headers, asResponse: true }));
}

/** The backup codes still unused, to show once right after the factor is switched on. */
export async function viewBackupCodes(auth: Auth, userId: string): Promise<string[]> {
  const { backupCodes } = await auth.api.viewBackupCodes({ body: { userId } });
  return backupCodes;
}
