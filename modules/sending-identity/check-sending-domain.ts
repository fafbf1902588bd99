import { type DnsLookup, errorCode, isNoRecord } from "../domains/dns-lookup.ts";
import { dkimTags } from "./dkim-key.ts";

/** What DNS says of the DKIM record: ok, or why we may not sign as the domain (yet). */
export type DkimState = "ok" | "dkim-missing" | "dkim-mismatch" | "dns-timeout" | "dns-failed";
/** SPF and DMARC are advice: present or not, never a reason to refuse. */
export type AdviceState = "ok" | "missing" | "unknown";

export type SendingDomainCheck = { dkim: DkimState; spf: AdviceState; dmarc: AdviceState };

async function txtValues(dns: DnsLookup, name: string): Promise<string[]> {
  try {
    // A long TXT value (a 2048-bit key) arrives in chunks of at most 255 characters.
    return (await dns.resolveTxt(name)).map((chunks) => chunks.join("").trim());
  } catch (error) {
    if (isNoRecord(error)) return [];
    throw error;
  }
}

async function dkimState(dns: DnsLookup, name: string, publicKey: string): Promise<DkimState> {
  let values: string[];
  try {
    values = await txtValues(dns, name);
  } catch (error) {
    return errorCode(error) === "ETIMEOUT" ? "dns-timeout" : "dns-failed";
  }
  const keys = values.map((v) => dkimTags(v)).filter((tags) => tags.has("p"));
  if (keys.length === 0) return "dkim-missing";
  return keys.some((tags) => tags.get("p") === publicKey && (tags.get("k") ?? "rsa") === "rsa")
    ? "ok"
    : "dkim-mismatch";
}

async function advice(dns: DnsLookup, name: string, matches: (value: string) => boolean): Promise<AdviceState> {
  try {
    return (await txtValues(dns, name)).some(matches) ? "ok" : "missing";
  } catch {
    return "unknown";
  }
}

/**
 * Reads the owner's records through the configured resolver: the DKIM key at
 * `{selector}._domainkey.{domain}` must carry our public key; SPF (with our include) and
 * DMARC are reported as advice.
 */
export async function checkSendingDomain(
  dns: DnsLookup,
  input: { domain: string; selector: string; publicKey: string; spfInclude: string },
): Promise<SendingDomainCheck> {
  const [dkim, spf, dmarc] = await Promise.all([
    dkimState(dns, `${input.selector}._domainkey.${input.domain}`, input.publicKey),
    advice(dns, input.domain, (v) => v.startsWith("v=spf1") && v.split(/\s+/).includes(`include:${input.spfInclude}`)),
    advice(dns, `_dmarc.${input.domain}`, (v) => v.startsWith("v=DMARC1")),
  ]);
  return { dkim, spf, dmarc };
}
