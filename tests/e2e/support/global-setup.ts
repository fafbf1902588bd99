import { startDnsZoneServer } from "./dns-zone-server.ts";

/**
 * Starts the test DNS for custom-domain checks on the port playwright.config.ts gave the
 * web server as DNS_RESOLVER, and tells the workers where to change its zone (environment
 * variables set here reach every worker). Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = Number(process.env.E2E_DNS_PORT);
  if (!Number.isInteger(port) || port <= 0) throw new Error("E2E_DNS_PORT is not set (playwright.config.ts sets it)");
  const zone = await startDnsZoneServer(port);
  process.env.E2E_DNS_CONTROL = zone.controlUrl;
  return () => zone.close();
}
