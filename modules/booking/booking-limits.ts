import { addressKey } from "../rate-limit/address-key.ts";
import { type RateLimitRule, rateLimitKey } from "../rate-limit/hit-rate-limit.ts";

/**
 * Booking attempts per visitor address (IPv6: per /64) and site, through the booking API and
 * the booking page's plain form alike: a guest books a few times; a script, hundreds.
 */
export const BOOKING_ATTEMPT_LIMIT: RateLimitRule = { limit: 60, windowSeconds: 3600 };

/**
 * A visitor's network on a site, as the booking limits count it (the attempts of
 * BOOKING_ATTEMPT_LIMIT, the open stays of OPEN_STAYS_PER_NETWORK): IPv6 by its /64 (ADR 0007),
 * hashed with the site, so neither the address nor a key shared by two sites is ever stored.
 */
export function bookingNetworkKey(siteId: string, ip: string): string {
  return rateLimitKey("booking", `${siteId} ${addressKey(ip)}`);
}

/**
 * What one guest may hold on a site at once through its booking form and API: open requests
 * (hold still running) and bookings still ahead, and their nights. A guest rarely has more
 * than two or three with one host; a script holding a unit's season from a few addresses
 * has dozens. Counted per guest address and per network, in the booking's transaction.
 * Beyond either, the attempt is refused (429) and holds and sends nothing. The nights cap
 * never refuses a guest's first open stay: the unit's own longest stay bounds that one.
 */
export type OpenStayCap = { stays: number; nights: number };
export const OPEN_STAYS_PER_GUEST: OpenStayCap = { stays: 3, nights: 42 };
/** A household or office shares a network, so a little more than one guest. */
export const OPEN_STAYS_PER_NETWORK: OpenStayCap = { stays: 5, nights: 70 };

/**
 * A guest's address as the caps count it: lower case, and without a +tag in the mailbox
 * (`jonas+1@example.de` is `jonas@example.de`: the same inbox at most providers, and the
 * cheapest way to a new address). Dots are kept: only some providers ignore them, and two
 * people's addresses elsewhere may differ only by one. The stored and emailed address is
 * the one typed.
 */
export function guestEmailKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at < 0) return address;
  const mailbox = address.slice(0, at);
  const base = mailbox.split("+")[0] || mailbox;
  return `${base}${address.slice(at)}`;
}
