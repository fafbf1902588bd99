import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * The `state` of an OAuth round trip (Mollie Connect), tied to the owner's session and site
 * without storing anything: when it was made, a random part, and a MAC over those with the
 * session's and the site's ids, keyed by a key derived from SECRETS_KEY. Only the session
 * that started the round trip can finish it, within half an hour: someone else's callback
 * URL (a forged link, another owner's state) is refused, so no one can connect their Mollie
 * account to another owner's site or the other way round.
 */
export const STATE_LIFETIME_MS = 30 * 60_000;

export type StateOwner = { sessionId: string; siteId: string };

function mac(key: Buffer, owner: StateOwner, issued: string, nonce: string): Buffer {
  const stateKey = createHmac("sha256", key).update("vayvista oauth state").digest();
  return createHmac("sha256", stateKey).update([owner.sessionId, owner.siteId, issued, nonce].join("\n")).digest();
}

export function makeOAuthState(key: Buffer, owner: StateOwner, now: Date = new Date()): string {
  const issued = Math.floor(now.getTime() / 1000).toString(36);
  const nonce = randomBytes(16).toString("base64url");
  return [issued, nonce, mac(key, owner, issued, nonce).toString("base64url")].join(".");
}

/** Whether `state` was made for this session and site, and is not older than STATE_LIFETIME_MS. */
export function checkOAuthState(key: Buffer, owner: StateOwner, state: string, now: Date = new Date()): boolean {
  if (state.length > 200) return false;
  const [issued, nonce, given, ...rest] = state.split(".");
  if (!issued || !nonce || !given || rest.length > 0 || !/^[0-9a-z]{1,10}$/.test(issued)) return false;
  const age = now.getTime() - Number.parseInt(issued, 36) * 1000;
  if (age < -60_000 || age > STATE_LIFETIME_MS) return false;
  // Compared as text: base64url's last character carries spare bits, so another spelling of
  // the same bytes would otherwise pass, and a state must be exactly the one we made.
  const expected = Buffer.from(mac(key, owner, issued, nonce).toString("base64url"));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
