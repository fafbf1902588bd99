import type { Database } from "../../db/client.ts";
import { classifyHost, type HostTarget } from "./classify-host.ts";
import { type ActiveSite, findActiveSite } from "./find-active-site.ts";
import type { ThemeName } from "./themes.ts";

export type HostResolution =
  | { kind: "marketing" }
  | { kind: "theme-demo"; theme: ThemeName }
  | { kind: "owner-site"; site: ActiveSite };

/**
 * Resolves request hosts to what they render, with a short in-memory cache of the site
 * lookups (also of misses, so a flood of unknown hosts costs one query each per TTL).
 * Code that changes a site calls `invalidate()`, which also tells the listeners of
 * `onInvalidate` (server/realtime/cache-invalidations.ts passes it on to the other instances,
 * which `forget()`); without them, other instances catch up within the TTL.
 */
export class SiteDirectory {
  private readonly cache = new Map<string, { site: ActiveSite | null; expires: number }>();
  private readonly invalidated = new Set<() => void>();
  /** Counts the clears, so a lookup that started before one is not kept after it. */
  private generation = 0;

  private readonly db: Database;
  private readonly appDomain: string;
  private readonly ttlMs: number;
  private readonly maxEntries: number;

  constructor(db: Database, appDomain: string, ttlMs = 30_000, maxEntries = 10_000) {
    this.db = db;
    this.appDomain = appDomain;
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
  }

  async resolve(hostHeader: string | undefined | null): Promise<HostResolution> {
    const target = classifyHost(hostHeader, this.appDomain);
    if (target.kind === "marketing" || target.kind === "theme-demo") return target;
    const site = await this.lookup(cacheKey(target), () =>
      findActiveSite(
        this.db,
        target.kind === "subdomain" ? { subdomain: target.subdomain } : { customDomain: target.domain },
      ),
    );
    return site ? { kind: "owner-site", site } : { kind: "marketing" };
  }

  /**
   * What `resolve` would answer, when that is known without the database (a theme demo, the
   * marketing host, or a site looked up in the last seconds); undefined otherwise.
   */
  peek(hostHeader: string | undefined | null): HostResolution | undefined {
    const target = classifyHost(hostHeader, this.appDomain);
    if (target.kind === "marketing" || target.kind === "theme-demo") return target;
    const hit = this.cache.get(cacheKey(target));
    if (!hit || hit.expires <= Date.now()) return undefined;
    return hit.site ? { kind: "owner-site", site: hit.site } : { kind: "marketing" };
  }

  /** After a change to a site's host or access: forgets every lookup, here and (through the listeners) everywhere. */
  invalidate(): void {
    this.forget();
    for (const listener of this.invalidated) listener();
  }

  /** Forgets this instance's lookups only: what another instance's `invalidate()` asks of this one. */
  forget(): void {
    this.cache.clear();
    this.generation += 1;
  }

  onInvalidate(listener: () => void): () => void {
    this.invalidated.add(listener);
    return () => this.invalidated.delete(listener);
  }

  private async lookup(key: string, load: () => Promise<ActiveSite | null>): Promise<ActiveSite | null> {
    const now = Date.now();
    const hit = this.cache.get(key);
    if (hit && hit.expires > now) return hit.site;
    const generation = this.generation;
    const site = await load();
    // Read before a change it was told of: answered, but not kept.
    if (generation !== this.generation) return site;
    if (this.cache.size >= this.maxEntries) this.cache.clear();
    this.cache.set(key, { site, expires: now + this.ttlMs });
    return site;
  }
}

function cacheKey(target: Extract<HostTarget, { kind: "subdomain" | "custom-domain" }>): string {
  return target.kind === "subdomain" ? `s:${target.subdomain}` : `d:${target.domain}`;
}
