import type { DnsRecords } from "../../support/dns-server.ts";

export type { DnsRecords };

/** Where global setup's DNS takes zone changes; set before any worker starts. */
function controlUrl(name: string): string {
  const base = process.env.E2E_DNS_CONTROL;
  if (!base) throw new Error("E2E_DNS_CONTROL is not set: the test DNS of global setup is not running");
  return `${base}/${encodeURIComponent(name)}`;
}

/** Replaces every record of `name` in the zone the server under test resolves against. */
export async function setDnsRecords(name: string, records: DnsRecords): Promise<void> {
  const response = await fetch(controlUrl(name), { method: "PUT", body: JSON.stringify(records) });
  if (response.status !== 204) throw new Error(`test DNS refused the records for ${name}: ${response.status}`);
}

/** Removes `name` from the zone: it answers NXDOMAIN again. */
export async function deleteDnsRecords(name: string): Promise<void> {
  const response = await fetch(controlUrl(name), { method: "DELETE" });
  if (response.status !== 204) throw new Error(`test DNS did not delete ${name}: ${response.status}`);
}
