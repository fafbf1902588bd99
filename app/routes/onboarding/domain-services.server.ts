import type { RouterContextProvider } from "react-router";
import { createDnsLookup, type DnsLookup } from "../../../modules/domains/dns-lookup.ts";
import { loadConfig, platformHost } from "../../../server/config.ts";
import { type AppServices, services } from "../../context.ts";

export type DomainServices = {
  /** Where owners point their domains (PLATFORM_HOST). */
  platformHost: string;
  /** DNS lookups for verification (DNS_RESOLVER, DNS_TIMEOUT_MS). */
  dns: DnsLookup;
};

/**
 * What the custom-domain pages need besides the database. Taken from the load context
 * when the server provides it (tests do); otherwise derived from the same configuration
 * the server started with.
 */
export function domainServices(context: Readonly<RouterContextProvider>): DomainServices {
  const provided = services(context) as AppServices & Partial<DomainServices>;
  if (provided.platformHost && provided.dns) return { platformHost: provided.platformHost, dns: provided.dns };
  const config = loadConfig();
  return {
    platformHost: provided.platformHost ?? platformHost(config),
    dns: provided.dns ?? createDnsLookup({ servers: config.DNS_RESOLVER, timeoutMs: config.DNS_TIMEOUT_MS }),
  };
}
