import type { RateLimitRule } from "../rate-limit/hit-rate-limit.ts";

/**
 * Page views one network may add to one site's figures: a guest reads a page every few
 * seconds at most, a household a few at once; more are answered 429 and not counted.
 */
export const VIEWS_PER_NETWORK: RateLimitRule = { limit: 120, windowSeconds: 600 };

/** Visitors one network may add to one site's figures in a day (network-visitors.ts). */
export const VISITORS_PER_NETWORK = 20;
