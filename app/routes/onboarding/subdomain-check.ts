import { checkSubdomain } from "../../../modules/sites/check-subdomain.ts";
import { subdomainHost } from "../../../modules/sites/site-url.ts";
import { normalizeSubdomain } from "../../../modules/sites/subdomain-rules.ts";
import { services } from "../../context.ts";
import { requireOwner } from "../../lib/require-owner.server.ts";
import type { Route } from "./+types/subdomain-check";

/** What the wizard's subdomain field shows while the owner types. */
export type SubdomainCheckResponse =
  | { ok: true; subdomain: string; host: string }
  | { ok: false; reason: "invalid" | "reserved" | "taken"; subdomain: string; host: string };

/**
 * GET /onboarding/subdomain-check?name=… — whether a name is free, for the live hint in the
 * wizard. Advice only: saving the step checks again, and creating the site decides.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireOwner(request, context, "setup");
  const { db, appDomain } = services(context);
  const name = (url.searchParams.get("name") ?? "").slice(0, 100);
  const result = await checkSubdomain(db, name);
  const subdomain = result.ok ? result.subdomain : normalizeSubdomain(name);
  const host = subdomainHost(subdomain, appDomain);
  const body: SubdomainCheckResponse = result.ok
    ? { ok: true, subdomain, host }
    : { ok: false, reason: result.reason, subdomain, host };
  return Response.json(body, { headers: { "Cache-Control": "no-store" } });
}
