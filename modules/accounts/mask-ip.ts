import { isIP } from "node:net";

/**
 * A sign-in's address with the part that points at one household hidden: the network an
 * owner may recognise (their provider, their country), not the connection itself. IPv4
 * keeps three numbers (203.0.113.x), IPv6 its first three groups, the provider's site
 * (2001:db8:85a3:…). null when it is no address.
 */
export function maskIp(ip: string | null | undefined): string | null {
  const value = (ip ?? "").trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  if (isIP(value) === 4) return `${value.split(".").slice(0, 3).join(".")}.x`;
  if (isIP(value) !== 6) return null;
  const [head = "", tail] = value.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  // "::" stands for as many zero groups as make eight.
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill("0");
  const groups = [...left, ...zeros, ...right].slice(0, 3).map((g) => g.replace(/^0+(?=.)/, ""));
  return `${groups.join(":")}:…`;
}
