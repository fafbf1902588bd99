import { isIP } from "node:net";
import type { Lang } from "../i18n/languages.ts";

const UNKNOWN: Record<Lang, string> = { nl: "onbekend", en: "unknown", pl: "nieznany" };

/**
 * A sign-in's address with the part that points at one household hidden: the network an
 * owner may recognise (their provider, their country), not the address itself. IPv4 keeps
 * three numbers (203.0.113.*), IPv6 its first three groups, the provider's site (2001:db8:85a3:*).
 */
export function maskIp(ip: string | null | undefined, lang: Lang): string {
  const value = (ip ?? "").trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  if (isIP(value) === 4) return `${value.split(".").slice(0, 3).join(".")}.*`;
  if (isIP(value) === 6) {
    const [head = "", tail = ""] = value.toLowerCase().split("::");
    const left = head ? head.split(":") : [];
    const right = value.includes("::") ? Array(8 - left.length - (tail ? tail.split(":").length : 0)).fill("0") : [];
    const groups = [...left, ...right, ...(tail ? tail.split(":") : [])];
    return `${groups
      .slice(0, 3)
      .map((g) => g.replace(/^0+(?=.)/, ""))
      .join(":")}:*`;
  }
  return UNKNOWN[lang];
}
