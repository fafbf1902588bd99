import { lookup as dnsLookup } from "node:dns/promises";
import { isIP } from "node:net";
import { isLocalName, isPublicAddress } from "./public-address.ts";

/** An owner's mail server is not on the public internet (this machine, our network): never connected to. */
export class SmtpDestinationRefused extends Error {}

type Lookup = (host: string) => Promise<{ address: string }[]>;
const systemLookup: Lookup = (host) => dnsLookup(host, { all: true });

/**
 * Where to connect for a mail server an owner gave (their own SMTP): the host's addresses,
 * looked up once, all of them public, or the host as given when it is on `allowHosts`
 * (FETCH_ALLOW_HOSTS: tests and local development). The connection then goes to that
 * address, with the host name kept for TLS, so a second lookup cannot point it elsewhere.
 */
export async function publicSmtpDestination(
  host: string,
  port: number,
  allowHosts: readonly string[],
  lookup: Lookup = systemLookup,
): Promise<{ connectTo: string; servername: string }> {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, "$1");
  if (allowHosts.some((entry) => entry === name || entry === `${name}:${port}` || entry === `[${name}]:${port}`)) {
    return { connectTo: name, servername: name };
  }
  if (isLocalName(name)) throw new SmtpDestinationRefused(`${host} is this machine`);
  const addresses = isIP(name) !== 0 ? [{ address: name }] : await lookup(name);
  if (addresses.length === 0 || addresses.some((a) => !isPublicAddress(a.address))) {
    throw new SmtpDestinationRefused(`${host} is not a public address`);
  }
  return { connectTo: (addresses[0] as { address: string }).address, servername: name };
}
