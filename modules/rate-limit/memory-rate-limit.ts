import type { RateLimitRule } from "./hit-rate-limit.ts";

/**
 * Hits per key in fixed windows, counted in this process's memory: for a limit checked on
 * every call of an endpoint too busy for a database round trip per call (the tracking
 * beacon). The other limits share their counts through the database (hit-rate-limit.ts);
 * these do not, so behind N instances a client may reach N times the limit.
 *
 * Memory is bounded: the counts start afresh with each window, and at most `maxKeys` keys
 * are counted per window, the first counted forgotten first (its client starts again at
 * zero: past the bound a flood of new keys weakens the limit, it never grows the memory).
 */
export class MemoryRateLimit {
  private readonly limit: number;
  private readonly windowMs: number;
  private readonly maxKeys: number;
  private window = Number.NaN;
  private readonly counts = new Map<string, number>();

  constructor(rule: RateLimitRule & { maxKeys?: number }) {
    this.limit = rule.limit;
    this.windowMs = rule.windowSeconds * 1000;
    this.maxKeys = rule.maxKeys ?? 100_000;
  }

  /** Counts one hit of `key`; false once the key is past the limit in this window. */
  hit(key: string, now = Date.now()): boolean {
    const window = Math.floor(now / this.windowMs);
    if (window !== this.window) {
      this.window = window;
      this.counts.clear();
    }
    const count = (this.counts.get(key) ?? 0) + 1;
    if (count === 1 && this.counts.size >= this.maxKeys) {
      const first = this.counts.keys().next();
      if (!first.done) this.counts.delete(first.value);
    }
    this.counts.set(key, count);
    return count <= this.limit;
  }

  /** Seconds until the window ends and every key may hit again. */
  retryAfterSeconds(now = Date.now()): number {
    return Math.ceil(((Math.floor(now / this.windowMs) + 1) * this.windowMs - now) / 1000);
  }
}
