import { type AuthResult, authResult } from "./auth-result.ts";
import type { Auth } from "./create-auth.ts";

/**
 * Whether `password` is the signed-in person's (the session in `headers`): asked before a
 * change a browser left signed in must not make alone. A wrong one fails with INVALID_PASSWORD.
 */
export async function verifyPassword(
  auth: Auth,
  password: string,
  headers: Headers,
): Promise<AuthResult<{ status: boolean }>> {
  return authResult(() => auth.api.verifyPassword({ body: { password }, headers, asResponse: true }));
}
