/**
 * The remembered-device cookie (ADR 0004): the ids of the accounts that signed in on this
 * browser, newest first, signed with AUTH_SECRET by better-auth's cookie helpers. It lets
 * an owner past the per-account sign-in cap while someone else is guessing elsewhere.
 */
export const KNOWN_DEVICE_COOKIE = "known_device";

/** Enough for a household or an agency with a handful of logins. */
const MAX_ACCOUNTS = 5;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function knownDeviceIds(value: string): string[] {
  return value.split("_").filter((id) => UUID.test(id));
}

export function addKnownDevice(ids: string[], userId: string): string {
  return [userId, ...ids.filter((id) => id !== userId)].slice(0, MAX_ACCOUNTS).join("_");
}
