import { isIP } from "node:net";
import { domainToASCII } from "node:url";

export type NormalizeDomainResult =
  | { ok: true; domain: string }
  /** invalid: not a host name; ip-address: a bare address; reserved: local names and our own domains. */
  | { ok: false; reason: "invalid" | "ip-address" | "reserved" };

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** Top-level names that never reach the public internet (RFC 6761 and friends). */
const PRIVATE_TLDS = new Set(["localhost", "local", "internal", "invalid", "test", "example", "onion", "arpa", "lan"]);

/** Strips what people paste around a domain: scheme, path, query, port, trailing dot. */
function hostPart(input: string): string {
  const authority = input
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, "")
    .replace(/[/?#].*$/s, "");
  if (isIP(authority) === 6) return authority; // its last group is not a port
  return authority.replace(/:\d*$/, "").replace(/\.+$/, "");
}

function isOurs(domain: string, own: string): boolean {
  return own !== "" && (domain === own || domain.endsWith(`.${own}`));
}

/**
 * The form in which a custom domain is stored and compared: lowercase ASCII (IDN as
 * punycode), without scheme, path, port, trailing dot or leading `www.` (the site answers
 * on both, as classifyHost does). Refuses addresses, local names, and APP_DOMAIN, the
 * platform host and their subdomains.
 */
export function normalizeDomain(
  input: string,
  ours: { appDomain: string; platformHost: string },
): NormalizeDomainResult {
  const host = hostPart(input);
  if (host.startsWith("[") || isIP(host) !== 0) return { ok: false, reason: "ip-address" };
  if (host.includes("@")) return { ok: false, reason: "invalid" };
  // The WHATWG host parser also turns odd address spellings (0x7f.1) into addresses.
  const ascii = domainToASCII(host);
  if (!ascii) return { ok: false, reason: "invalid" };
  if (isIP(ascii) !== 0) return { ok: false, reason: "ip-address" };

  let domain = ascii.toLowerCase();
  if (domain.startsWith("www.")) domain = domain.slice(4);
  const labels = domain.split(".");
  const tld = labels.at(-1) ?? "";
  if (PRIVATE_TLDS.has(tld)) return { ok: false, reason: "reserved" };
  if (domain.length > 253 || labels.length < 2 || !labels.every((l) => LABEL.test(l)) || !/[a-z]/.test(tld)) {
    return { ok: false, reason: "invalid" };
  }
  if (isOurs(domain, ours.appDomain) || isOurs(domain, ours.platformHost)) return { ok: false, reason: "reserved" };
  return { ok: true, domain };
}
