import { createHash, timingSafeEqual } from "node:crypto";
import type { Registry } from "prom-client";

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * GET /metrics: the registry in Prometheus's text format, for whoever sends
 * `Authorization: Bearer <METRICS_TOKEN>`. Without the setting, or without the right token,
 * the answer is the same plain 404 as for any path that does not exist: nothing says there
 * is something here. The token is compared in constant time (on digests, so its length is
 * not told either).
 */
export function metricsEndpoint(registry: Registry | undefined, token: string | undefined) {
  const expected = token ? digest(`Bearer ${token}`) : null;
  const notFound = () =>
    new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return async (authorization: string | undefined): Promise<Response> => {
    if (!registry || !expected || !timingSafeEqual(digest(authorization ?? ""), expected)) return notFound();
    return new Response(await registry.metrics(), {
      headers: { "Content-Type": registry.contentType, "Cache-Control": "no-store" },
    });
  };
}
