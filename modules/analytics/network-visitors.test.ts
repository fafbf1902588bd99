import { describe, expect, it } from "vitest";
import { NetworkVisitors } from "./network-visitors.ts";
import { VISITORS_PER_NETWORK } from "./tracking-limits.ts";
import { visitorHash } from "./visitor-hash.ts";

const salt = Buffer.alloc(32, 1);
const browser = (n: number) => `Mozilla/5.0 (iPhone; CPU iPhone OS 17_${n} like Mac OS X) Mobile/15E148 Safari/604.1`;
const visitor = (network: string, n: number, site = "site-a") => visitorHash(salt, site, network, browser(n));

describe("NetworkVisitors", () => {
  it("lets a network add its first browsers of the day as visitors, and no more", () => {
    const visitors = new NetworkVisitors();
    const net = "203.0.113.7";
    const admitted = Array.from({ length: 30 }, (_, n) => visitors.admit("2026-05-06", "site-a", net, visitor(net, n)));
    expect(admitted.filter(Boolean)).toHaveLength(VISITORS_PER_NETWORK);
    expect(admitted.slice(0, VISITORS_PER_NETWORK).every(Boolean)).toBe(true);
    // A browser it already brought today is still its own visitor.
    expect(visitors.admit("2026-05-06", "site-a", net, visitor(net, 3))).toBe(true);
  });

  it("counts each network and each site on its own, and starts afresh each day", () => {
    const visitors = new NetworkVisitors({ maxPerNetwork: 1 });
    expect(visitors.admit("2026-05-06", "site-a", "203.0.113.7", visitor("203.0.113.7", 1))).toBe(true);
    expect(visitors.admit("2026-05-06", "site-a", "203.0.113.7", visitor("203.0.113.7", 2))).toBe(false);
    expect(visitors.admit("2026-05-06", "site-a", "2001:db8:0:0::/64", visitor("2001:db8:0:0::/64", 2))).toBe(true);
    expect(visitors.admit("2026-05-06", "site-b", "203.0.113.7", visitor("203.0.113.7", 2, "site-b"))).toBe(true);
    expect(visitors.admit("2026-05-07", "site-a", "203.0.113.7", visitor("203.0.113.7", 2))).toBe(true);
  });

  it("keeps at most maxKeys site-and-network pairs, forgetting the first seen", () => {
    const visitors = new NetworkVisitors({ maxPerNetwork: 1, maxKeys: 2 });
    const day = "2026-05-06";
    expect(visitors.admit(day, "s", "a", visitor("a", 1))).toBe(true);
    expect(visitors.admit(day, "s", "a", visitor("a", 2))).toBe(false);
    visitors.admit(day, "s", "b", visitor("b", 1));
    visitors.admit(day, "s", "c", visitor("c", 1)); // "a" is forgotten
    expect(visitors.admit(day, "s", "a", visitor("a", 2))).toBe(true);
  });
});
