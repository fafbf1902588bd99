import type { Context } from "hono";
import type { Database } from "../../db/client.ts";
import { isDomainServable } from "../../modules/domains/is-domain-servable.ts";

/**
 * `GET /api/tls/ask?domain=…` for Caddy's on-demand TLS: 200 lets Caddy obtain a
 * certificate for the name, anything else refuses. Only bound, verified custom domains of
 * active sites (and their www.) qualify, so nobody can make us request certificates for
 * arbitrary names pointed at our address.
 */
export function tlsAskHandler(db: Database) {
  return async (c: Context): Promise<Response> => {
    const domain = c.req.query("domain");
    const servable = domain ? await isDomainServable(db, domain) : false;
    c.header("Cache-Control", "no-store");
    return c.body(null, servable ? 200 : 404);
  };
}
