import { randomBytes } from "node:crypto";

/** A fresh nonce per response: inline scripts run only when they carry it. */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * The Content-Security-Policy of every response. Scripts come from our own origin or carry
 * this response's nonce (React Router renders its inline scripts with it); never inline
 * without one. Styles may be inline: React and Radix set style attributes, and no script
 * can be smuggled in through a style. Nobody frames our pages but ourselves.
 */
export function contentSecurityPolicy(nonce: string, https: boolean): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'self'",
    "frame-ancestors 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
  ];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** Whether a host is ours (the marketing domain or one of its subdomains), not an owner's domain. */
function isPlatformHost(hostname: string, appDomain: string): boolean {
  return hostname === appDomain || hostname.endsWith(`.${appDomain}`);
}

/**
 * HSTS, over https only. The marketing domain covers its subdomains (theme demos, owner
 * subdomains, all ours). An owner's own domain gets HSTS for that one host and no more:
 * includeSubDomains there would force https on the owner's unrelated subdomains, and a
 * shorter lifetime lets an owner who leaves us move the domain without stranding visitors.
 */
export function strictTransportSecurity(url: URL, appDomain: string): string | null {
  if (url.protocol !== "https:") return null;
  const hostname = url.hostname.toLowerCase().replace(/\.$/, "");
  if (hostname === appDomain) return "max-age=63072000; includeSubDomains";
  if (isPlatformHost(hostname, appDomain)) return "max-age=63072000";
  return "max-age=7776000";
}
