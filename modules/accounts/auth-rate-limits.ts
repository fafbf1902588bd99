import type { Database } from "../../db/client.ts";
import { hitRateLimit, type RateLimitRule, rateLimitKey } from "../rate-limit/hit-rate-limit.ts";

/**
 * The limits on guessing passwords and on mail sent by request (docs/decisions/0004).
 * Per (account, address) pair strict, per address moderate, per account a slow cap that a
 * device the account has signed in on before may pass.
 */
export const AUTH_LIMITS = {
  signInPair: { limit: 10, windowSeconds: 15 * 60 },
  signInIp: { limit: 50, windowSeconds: 15 * 60 },
  signInAccount: { limit: 50, windowSeconds: 60 * 60 },
  signUpIp: { limit: 10, windowSeconds: 60 * 60 },
  resetRequestIp: { limit: 10, windowSeconds: 60 * 60 },
  resetRequestAccount: { limit: 5, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;

export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The identifier as typed (email or phone), so unknown and known accounts count alike. */
function accountSubject(identifier: string): string {
  return identifier.trim().toLowerCase();
}

/**
 * Counts one sign-in attempt. `knownDevice` is asked only when the account cap is spent:
 * it says whether the browser carries a valid remembered-device cookie for that account.
 */
export async function checkSignInLimits(
  db: Database,
  attempt: { identifier: string; ip: string; knownDevice: () => Promise<boolean> },
  now: Date = new Date(),
): Promise<LimitVerdict> {
  const account = accountSubject(attempt.identifier);
  const [pair, ip, perAccount] = await Promise.all([
    hitRateLimit(db, rateLimitKey("sign-in:pair", `${account}\n${attempt.ip}`), AUTH_LIMITS.signInPair, now),
    hitRateLimit(db, rateLimitKey("sign-in:ip", attempt.ip), AUTH_LIMITS.signInIp, now),
    hitRateLimit(db, rateLimitKey("sign-in:account", account), AUTH_LIMITS.signInAccount, now),
  ]);
  const refused = [pair, ip].filter((r) => !r.allowed);
  if (refused.length > 0)
    return { allowed: false, retryAfterSeconds: Math.max(...refused.map((r) => r.retryAfterSeconds)) };
  if (!perAccount.allowed && !(await attempt.knownDevice())) {
    return { allowed: false, retryAfterSeconds: perAccount.retryAfterSeconds };
  }
  return { allowed: true };
}

/** Counts one hit of a simple per-subject limit (sign-ups per address, reset mails). */
export async function checkLimit(
  db: Database,
  scope: keyof typeof AUTH_LIMITS,
  subject: string,
  now: Date = new Date(),
): Promise<LimitVerdict> {
  const result = await hitRateLimit(db, rateLimitKey(scope, subject.trim().toLowerCase()), AUTH_LIMITS[scope], now);
  return result.allowed ? { allowed: true } : { allowed: false, retryAfterSeconds: result.retryAfterSeconds };
}
