/** The TXT record that proves control of a domain: `_vayvista.{domain}`. */
export function verificationRecord(domain: string, token: string): { name: string; value: string } {
  return { name: `_vayvista.${domain}`, value: `vayvista-verify=${token}` };
}

export const VERIFICATION_PREFIX = "vayvista-verify=";

export type DnsInstruction = {
  type: "CNAME" | "TXT";
  name: string;
  value: string;
  /** point: sends visitors to us (advice); verify: proves the owner controls the domain (required). */
  purpose: "point" | "verify";
};

/**
 * The records an owner adds at their DNS provider. Many providers refuse a CNAME on the
 * bare domain; the page should mention ALIAS/ANAME or "CNAME flattening" there.
 */
export function dnsInstructions(domain: string, token: string, platformHost: string): DnsInstruction[] {
  const txt = verificationRecord(domain, token);
  return [
    { type: "CNAME", name: domain, value: platformHost, purpose: "point" },
    { type: "CNAME", name: `www.${domain}`, value: platformHost, purpose: "point" },
    { type: "TXT", name: txt.name, value: txt.value, purpose: "verify" },
  ];
}
