import { generateKeyPairSync, randomBytes } from "node:crypto";

/** A fresh DKIM key: the selector it is published under, `p=` of the record, and the private key (PKCS#8 PEM). */
export type DkimKey = { selector: string; publicKey: string; privateKeyPem: string };

/**
 * RSA 2048, the size every receiver accepts and most DNS panels still fit (split in 255-byte
 * strings). A new selector per key, so a replaced key never meets a cached old record.
 */
export function generateDkimKey(now = new Date()): DkimKey {
  const { publicKey, privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const day = now.toISOString().slice(0, 10).replaceAll("-", "");
  return {
    selector: `vv${day}${randomBytes(2).toString("hex")}`,
    publicKey: publicKey.export({ type: "spki", format: "der" }).toString("base64"),
    privateKeyPem: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
  };
}

export type DnsRecordAdvice = { type: "TXT"; name: string; value: string };

/** The DKIM record the owner adds: `{selector}._domainkey.{domain}`. */
export function dkimRecord(domain: string, selector: string, publicKey: string): DnsRecordAdvice {
  return { type: "TXT", name: `${selector}._domainkey.${domain}`, value: `v=DKIM1; k=rsa; p=${publicKey}` };
}

/**
 * The SPF record of ours an owner's domain includes: `_spf.{APP_DOMAIN}`, which the operator
 * publishes naming the platform's mail relays.
 */
export function sendingSpfInclude(appDomain: string): string {
  return `_spf.${appDomain}`;
}

/**
 * SPF: our servers may send for the domain. Advice, not a condition: DKIM alone aligns with
 * the From domain and passes DMARC. An existing SPF record gets the include added, not a second record.
 */
export function spfRecord(domain: string, spfInclude: string): DnsRecordAdvice {
  return { type: "TXT", name: domain, value: `v=spf1 include:${spfInclude} ~all` };
}

/** DMARC: a gentle start that reports but rejects nothing; the owner tightens it later. */
export function dmarcRecord(domain: string): DnsRecordAdvice {
  return { type: "TXT", name: `_dmarc.${domain}`, value: "v=DMARC1; p=none; adkim=r; aspf=r" };
}

/** The tags of a DKIM record (`v=DKIM1; k=rsa; p=…`), keys lowercased, whitespace inside values removed. */
export function dkimTags(record: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const part of record.split(";")) {
    const at = part.indexOf("=");
    if (at < 0) continue;
    tags.set(part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).replace(/\s+/g, ""));
  }
  return tags;
}
