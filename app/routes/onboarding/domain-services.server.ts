import type { RouterContextProvider } from "react-router";
import type { DnsLookup } from "../../../modules/domains/dns-lookup.ts";
import { services } from "../../context.ts";

export type DomainServices = {
  /** Where owners point their domains (PLATFORM_HOST). */
  platformHost: string;
  /** DNS lookups for verification (DNS_RESOLVER, DNS_TIMEOUT_MS). */
  dns: DnsLookup;
};

/** What the custom-domain pages need besides the database, from the load context. */
export function domainServices(context: Readonly<RouterContextProvider>): DomainServices {
  const { platformHost, dns } = services(context);
  return { platformHost, dns };
}
