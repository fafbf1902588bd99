import { VISITORS_PER_NETWORK } from "./tracking-limits.ts";

/**
 * How many visitors each network has added to each site's count today. A visitor is a
 * browser on a network (visitor-hash.ts), and a script can claim a new browser with every
 * call; a household or an office has a few. Past VISITORS_PER_NETWORK a network's
 * further browsers count as one more visitor (their views still count, within the views'
 * own limit).
 *
 * In this process's memory, like the views' limit (VIEWS_PER_NETWORK): behind N
 * instances a network may add up to N times as many. Bounded: a new day starts afresh, and
 * at most `maxKeys` site-and-network pairs are kept, the first seen forgotten first.
 * A visitor is kept as 31 bits of its hash (a small integer to V8), enough to tell a
 * network's twenty apart.
 */
export class NetworkVisitors {
  private readonly maxPerNetwork: number;
  private readonly maxKeys: number;
  private day = "";
  private readonly seen = new Map<string, number[]>();

  constructor(options: { maxPerNetwork?: number; maxKeys?: number } = {}) {
    this.maxPerNetwork = options.maxPerNetwork ?? VISITORS_PER_NETWORK;
    this.maxKeys = options.maxKeys ?? 50_000;
  }

  /**
   * Whether `visitor` (its hash) counts as a visitor of its own on `day`: one this network
   * already brought to the site today, or one of its first `maxPerNetwork`.
   */
  admit(day: string, siteId: string, network: string, visitor: Uint8Array): boolean {
    if (day !== this.day) {
      this.day = day;
      this.seen.clear();
    }
    const key = `${siteId} ${network}`;
    const id = Buffer.from(visitor.buffer, visitor.byteOffset, 4).readInt32LE(0) >> 1;
    let visitors = this.seen.get(key);
    if (!visitors) {
      if (this.seen.size >= this.maxKeys) {
        const first = this.seen.keys().next();
        if (!first.done) this.seen.delete(first.value);
      }
      visitors = [];
      this.seen.set(key, visitors);
    }
    if (visitors.includes(id)) return true;
    if (visitors.length >= this.maxPerNetwork) return false;
    visitors.push(id);
    return true;
  }
}
