import { createHash } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { rateLimitHits } from "../../db/schema.ts";

export type RateLimitRule = { limit: number; windowSeconds: number };
export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };

/** Rate-limit keys never hold an address or email in clear. */
export function rateLimitKey(scope: string, subject: string): string {
  return `${scope}:${createHash("sha256").update(subject).digest("base64url").slice(0, 22)}`;
}

/**
 * Counts one hit in the current fixed window, in the database so every instance shares
 * the count. Allowed while the count stays within the limit.
 */
export async function hitRateLimit(
  db: Database,
  key: string,
  rule: RateLimitRule,
  now: Date = new Date(),
): Promise<RateLimitResult> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitHits.key, rateLimitHits.windowStart],
      set: { hits: sql`${rateLimitHits.hits} + 1` },
    })
    .returning({ hits: rateLimitHits.hits });
  // Old windows are worthless; dropping them now and then keeps the table small.
  if (Math.random() < 0.01) {
    await db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, new Date(now.getTime() - 86_400_000)));
  }
  const hits = row?.hits ?? 1;
  const retryAfterSeconds = Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000);
  return { allowed: hits <= rule.limit, retryAfterSeconds };
}
