import { isIPv4, isIPv6 } from "node:net";

/**
 * The client a per-address limit counts: an IPv4 address as it is, an IPv6 address by its
 * /64 network, because one subscriber gets a whole /64 and can take a new address from it
 * for every request. An IPv4-mapped IPv6 address (`::ffff:203.0.113.7`, how a dual-stack
 * socket reports IPv4 clients) counts as its IPv4 address. The network is written in one
 * form (`2001:db8:0:0::/64`), however the address was spelled. Anything else, such as
 * "unknown", is its own key.
 *
 * Only for limits: sign-in notices and the sessions list show the exact address.
 */
export function addressKey(ip: string): string {
  if (isIPv4(ip)) return ip;
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(ip: string): number[] | null {
  // A zone (`fe80::1%eth0`) names the interface, not the client.
  const address = ip.split("%")[0] ?? "";
  if (!isIPv6(address)) return null;
  let text = address.toLowerCase();
  // A dotted IPv4 tail (`::ffff:1.2.3.4`) is the last two groups.
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", rest] = text.split("::");
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((g) => Number.parseInt(g, 16)));
  const left = parse(head);
  if (rest === undefined) return left;
  const right = parse(rest);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}
