import { addressKey } from "../rate-limit/address-key.ts";
import { type RateLimitRule, rateLimitKey } from "../rate-limit/hit-rate-limit.ts";

/**
 * Booking attempts per visitor address (IPv6: per /64) and site, through the booking API and
 * the booking page's plain form alike: a guest books a few times; a script, hundreds.
 */
export const BOOKING_ATTEMPT_LIMIT: RateLimitRule = { limit: 60, windowSeconds: 3600 };

export function bookingAttemptKey(siteId: string, ip: string): string {
  return rateLimitKey("booking", `${siteId} ${addressKey(ip)}`);
}
