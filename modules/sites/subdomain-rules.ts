import { PREVIEW_NAMES, THEME_NAMES } from "./themes.ts";

export const SUBDOMAIN_LENGTH = { min: 3, max: 40 } as const;

/**
 * Names an owner may not take: our own services, the theme demos (and the Dutch preview
 * spelling modern-minimaal), and `sites`, the default PLATFORM_HOST custom domains point at.
 */
export const RESERVED_SUBDOMAINS: ReadonlySet<string> = new Set([
  "www",
  "admin",
  "api",
  "mail",
  "app",
  "smtp",
  "imap",
  "pop",
  "ftp",
  "ns1",
  "ns2",
  "dashboard",
  "login",
  "static",
  "assets",
  "cdn",
  "blog",
  "help",
  "support",
  "status",
  "docs",
  "billing",
  "sites",
  ...THEME_NAMES,
  ...Object.keys(PREVIEW_NAMES),
]);

/** Lowercase letters and digits in groups joined by single hyphens. */
const SHAPE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export type SubdomainRuleResult = { ok: true; subdomain: string } | { ok: false; reason: "invalid" | "reserved" };

/** Trims and lowercases what the owner typed. */
export function normalizeSubdomain(candidate: string): string {
  return candidate.trim().toLowerCase();
}

/** The rules that need no database: shape, length and reserved names. */
export function checkSubdomainRules(candidate: string): SubdomainRuleResult {
  const subdomain = normalizeSubdomain(candidate);
  const { min, max } = SUBDOMAIN_LENGTH;
  if (subdomain.length < min || subdomain.length > max || !SHAPE.test(subdomain)) {
    return { ok: false, reason: "invalid" };
  }
  if (RESERVED_SUBDOMAINS.has(subdomain)) return { ok: false, reason: "reserved" };
  return { ok: true, subdomain };
}
