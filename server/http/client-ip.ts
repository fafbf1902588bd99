/**
 * The visitor's address. Behind our own reverse proxy the last X-Forwarded-For entry is
 * the one the proxy added; earlier entries are whatever the client claimed.
 */
export function clientIp(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  trustProxy: boolean,
): string {
  if (trustProxy && forwardedFor) {
    const last = forwardedFor.split(",").at(-1)?.trim();
    if (last) return last;
  }
  return socketAddress ?? "unknown";
}
