import { and, eq, gt } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { verification } from "../../db/schema.ts";
import { hasControlCharacter } from "../text/single-line.ts";
import { type AuthResult, authResult } from "./auth-result.ts";
import type { Auth } from "./create-auth.ts";

/**
 * Mails a reset link (valid 30 minutes, single use) when the address has an account.
 * The answer is the same either way.
 */
export async function requestPasswordReset(
  auth: Auth,
  email: string,
  headers: Headers,
): Promise<AuthResult<{ status: boolean }>> {
  return authResult(() =>
    auth.api.requestPasswordReset({ body: { email: email.trim().toLowerCase() }, headers, asResponse: true }),
  );
}

/** Whether a reset link can still be used, so the page can say so before anything is typed. */
export async function isResetTokenUsable(db: Database, token: string): Promise<boolean> {
  // A link's token is letters and digits; one with a control character (a NUL) is no token.
  if (!token || hasControlCharacter(token)) return false;
  const [row] = await db
    .select({ id: verification.id })
    .from(verification)
    .where(and(eq(verification.identifier, `reset-password:${token}`), gt(verification.expiresAt, new Date())))
    .limit(1);
  return row !== undefined;
}

/**
 * Sets a new password with the token from the reset link. Every session of the account
 * ends; this browser is remembered for the sign-in limits (ADR 0004).
 */
export async function resetPassword(
  auth: Auth,
  input: { token: string; newPassword: string },
  headers: Headers,
): Promise<AuthResult<{ status: boolean }>> {
  return authResult(() =>
    auth.api.resetPassword({ body: { token: input.token, newPassword: input.newPassword }, headers, asResponse: true }),
  );
}

/** Changes the password of the signed-in person; every other session ends. */
export async function changePassword(
  auth: Auth,
  input: { currentPassword: string; newPassword: string },
  headers: Headers,
): Promise<AuthResult<{ token: string | null }>> {
  return authResult(() =>
    auth.api.changePassword({
      body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
      headers,
      asResponse: true,
    }),
  );
}
