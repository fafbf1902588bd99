import { type DnsLookup, isNoRecord } from "./dns-lookup.ts";

/**
 * ok: visitors reach us (CNAME to the platform host, or the same addresses as it);
 * missing: no record yet; elsewhere: still points at another server; unknown: DNS failed.
 */
export type PointingState = "ok" | "missing" | "elsewhere" | "unknown";

/** Advice for the owner; binding never depends on it. */
export type DomainPointing = { target: string; domain: PointingState; www: PointingState };

const canonical = (name: string) => name.toLowerCase().replace(/\.$/, "");

async function orNone(query: Promise<string[]>): Promise<string[]> {
  try {
    return await query;
  } catch (error) {
    if (isNoRecord(error)) return [];
    throw error;
  }
}

async function pointingOf(
  dns: DnsLookup,
  name: string,
  target: string,
  ours: Promise<string[]>,
): Promise<PointingState> {
  try {
    const cnames = await orNone(dns.resolveCname(name));
    if (cnames.some((c) => canonical(c) === target)) return "ok";
    // A bare domain cannot carry a CNAME; ALIAS records and flattening show up as addresses.
    const addresses = await orNone(dns.resolve4(name));
    if (addresses.length === 0) return cnames.length > 0 ? "elsewhere" : "missing";
    const platform = await ours;
    if (platform.length === 0) return "unknown";
    return addresses.every((a) => platform.includes(a)) ? "ok" : "elsewhere";
  } catch {
    return "unknown";
  }
}

/** Whether `{domain}` and `www.{domain}` lead visitors to the platform host. */
export async function checkDomainPointing(
  dns: DnsLookup,
  domain: string,
  platformHost: string,
): Promise<DomainPointing> {
  const target = canonical(platformHost);
  const ours = orNone(dns.resolve4(target)).catch(() => []);
  const [apex, www] = await Promise.all([
    pointingOf(dns, domain, target, ours),
    pointingOf(dns, `www.${domain}`, target, ours),
  ]);
  return { target, domain: apex, www };
}
