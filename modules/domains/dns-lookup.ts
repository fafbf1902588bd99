import { Resolver } from "node:dns/promises";

/** The DNS queries a domain check needs; node:dns Resolver fits, and so does a test fake. */
export type DnsLookup = {
  resolveTxt(name: string): Promise<string[][]>;
  resolveCname(name: string): Promise<string[]>;
  resolve4(name: string): Promise<string[]>;
};

/**
 * DNS lookups against `servers` (`ip` or `ip:port`; empty means the system's), each given
 * up to `timeoutMs` in total. Every query uses a fresh resolver, so an owner who just fixed
 * a record never gets an answer cached from their previous attempt. A lookup that runs out
 * of time fails with code ETIMEOUT.
 */
export function createDnsLookup(opts: { servers: readonly string[]; timeoutMs: number }): DnsLookup {
  const run = async <T>(query: (resolver: Resolver) => Promise<T>): Promise<T> => {
    const resolver = new Resolver({ timeout: Math.max(50, Math.floor(opts.timeoutMs / 3)), tries: 3 });
    if (opts.servers.length > 0) resolver.setServers([...opts.servers]);
    const deadline = setTimeout(() => resolver.cancel(), opts.timeoutMs);
    try {
      return await query(resolver);
    } catch (error) {
      if (errorCode(error) === "ECANCELLED")
        throw Object.assign(new Error("DNS query timed out"), { code: "ETIMEOUT" });
      throw error;
    } finally {
      clearTimeout(deadline);
    }
  };
  return {
    resolveTxt: (name) => run((r) => r.resolveTxt(name)),
    resolveCname: (name) => run((r) => r.resolveCname(name)),
    resolve4: (name) => run((r) => r.resolve4(name)),
  };
}

export function errorCode(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null || !("code" in error)) return undefined;
  return typeof error.code === "string" ? error.code : undefined;
}

/** NXDOMAIN or no record of the asked type: the name simply has none. */
export function isNoRecord(error: unknown): boolean {
  const code = errorCode(error);
  return code === "ENOTFOUND" || code === "ENODATA";
}
