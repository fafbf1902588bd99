import type { Database } from "../../db/client.ts";
import { addressKey } from "../rate-limit/address-key.ts";
import { hitRateLimit, type RateLimitRule, rateLimitKey } from "../rate-limit/hit-rate-limit.ts";

const HOUR = 60 * 60;

/**
 * Every request and every follow-up an owner sends emails each admin, so both are limited
 * per owner account, with a roomier cap per address (IPv6: per /64) against many accounts
 * from one place. Only messages that pass validation count. The team's replies are not limited.
 */
export const SUPPORT_RATE_LIMITS = {
  request: {
    owner: { limit: 5, windowSeconds: HOUR },
    address: { limit: 10, windowSeconds: HOUR },
  },
  message: {
    owner: { limit: 30, windowSeconds: HOUR },
    address: { limit: 60, windowSeconds: HOUR },
  },
} as const satisfies Record<string, Record<"owner" | "address", RateLimitRule>>;

export type SupportRateLimited = { ok: false; reason: "rate-limited"; retryAfterMinutes: number };

/** Counts one owner post; a refusal says how many minutes until the owner may write again. */
export async function checkSupportLimits(
  db: Database,
  kind: keyof typeof SUPPORT_RATE_LIMITS,
  sender: { ownerId: string; ip: string },
): Promise<SupportRateLimited | null> {
  const rules = SUPPORT_RATE_LIMITS[kind];
  const results = await Promise.all([
    hitRateLimit(db, rateLimitKey(`support-${kind}:owner`, sender.ownerId), rules.owner),
    hitRateLimit(db, rateLimitKey(`support-${kind}:address`, addressKey(sender.ip)), rules.address),
  ]);
  const refused = results.filter((r) => !r.allowed);
  if (refused.length === 0) return null;
  const seconds = Math.max(...refused.map((r) => r.retryAfterSeconds));
  return { ok: false, reason: "rate-limited", retryAfterMinutes: Math.max(1, Math.ceil(seconds / 60)) };
}
