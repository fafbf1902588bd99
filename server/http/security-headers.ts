import { randomFillSync } from "node:crypto";

/** Random bytes drawn in batches: one system call per 256 nonces instead of one each. */
const pool = Buffer.alloc(16 * 256);
let offset = pool.length;

/** A fresh nonce per response (128 random bits): inline scripts run only when they carry it. */
export function createNonce(): string {
  if (offset === pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  offset += 16;
  return pool.toString("base64", offset - 16, offset);
}

/**
 * The Content-Security-Policy of every response. Scripts come from our own origin or carry
 * this response's nonce (React Router renders its inline scripts with it); never inline
 * without one. Styles may be inline: React and Radix set style attributes, and no script
 * can be smuggled in through a style. Nobody frames our pages but ourselves.
 */
const AFTER_SCRIPTS = [
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src 'self'",
  "frame-ancestors 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "object-src 'none'",
].join("; ");

export function contentSecurityPolicy(nonce: string, https: boolean): string {
  const policy = `default-src 'self'; script-src 'self' 'nonce-${nonce}'; ${AFTER_SCRIPTS}`;
  return https ? `${policy}; upgrade-insecure-requests` : policy;
}

/** What every response says about itself besides CSP and HSTS. */
const FIXED: [string, string][] = [
  ["Cross-Origin-Opener-Policy", "same-origin"],
  ["Cross-Origin-Resource-Policy", "same-site"],
  ["Origin-Agent-Cluster", "?1"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["X-Content-Type-Options", "nosniff"],
  ["X-DNS-Prefetch-Control", "off"],
  ["X-Frame-Options", "SAMEORIGIN"],
  ["X-Permitted-Cross-Domain-Policies", "none"],
];

/** Every security header of a response to `url`: the fixed ones, the CSP and, over https, HSTS. */
export function securityHeaders(url: URL, nonce: string, appDomain: string): [string, string][] {
  const headers: [string, string][] = [
    ...FIXED,
    ["Content-Security-Policy", contentSecurityPolicy(nonce, url.protocol === "https:")],
  ];
  const hsts = strictTransportSecurity(url, appDomain);
  if (hsts) headers.push(["Strict-Transport-Security", hsts]);
  return headers;
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
