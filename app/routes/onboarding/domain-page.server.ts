import { data, type RouterContextProvider } from "react-router";
import type { DomainClaimView } from "../../../modules/domains/domain-claim-view.ts";
import { getSiteDomain } from "../../../modules/domains/get-site-domain.ts";
import { removeCustomDomain } from "../../../modules/domains/remove-custom-domain.ts";
import { startDomainClaim } from "../../../modules/domains/start-domain-claim.ts";
import { verifyDomainClaim } from "../../../modules/domains/verify-domain-claim.ts";
import { hitRateLimit, rateLimitKey } from "../../../modules/rate-limit/hit-rate-limit.ts";
import { siteUrl, subdomainHost } from "../../../modules/sites/site-url.ts";
import {
  type ClaimData,
  type DomainActionData,
  type DomainMessageKey,
  type DomainPageData,
  domainMessage,
} from "../../components/onboarding/domain-types.ts";
import { services } from "../../context.ts";
import { formLimit, readForm } from "../../lib/read-form.server.ts";
import { notFound, uuidParam } from "../../lib/refusals.server.ts";
import { requireOwner } from "../../lib/require-owner.server.ts";
import { siteChanged } from "../../lib/site-changed.server.ts";
import { domainServices } from "./domain-services.server.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** DNS checks cost us and the owner's provider a few queries each: 10 per 10 minutes. */
export const VERIFY_LIMIT = { limit: 10, windowSeconds: 600 };

const START_ERRORS: Record<"invalid" | "ip-address" | "reserved" | "taken", DomainMessageKey> = {
  invalid: "onboarding.domains.errors.invalid",
  "ip-address": "onboarding.domains.errors.ipAddress",
  reserved: "onboarding.domains.errors.reserved",
  taken: "onboarding.domains.errors.domainTaken",
};

function claimData(claim: DomainClaimView): ClaimData {
  return {
    id: claim.id,
    domain: claim.domain,
    status: claim.status,
    records: claim.records,
    lastCheckedAt: claim.lastCheckedAt?.toISOString() ?? null,
    lastError: claim.lastError ? domainMessage(claim.lastError) : null,
  };
}

export async function domainPageLoader({ request, context }: Args) {
  const { user, site } = await requireOwner(request, context, "site");
  const app = services(context);
  const { db, appDomain } = app;
  const { platformHost } = domainServices(context);
  const domain = await getSiteDomain(db, { siteId: site.id, ownerId: user.id }, { platformHost });
  if (!domain) notFound();
  const bound = domain.claims.find((c) => c.status === "verified" && c.domain === domain.customDomain);
  const pending = domain.claims.find((c) => c.status === "pending");
  const page: DomainPageData = {
    host: subdomainHost(site.subdomain, appDomain),
    siteUrl: siteUrl({ subdomain: site.subdomain }, app),
    platformHost,
    customDomain: domain.customDomain,
    bound: bound ? claimData(bound) : null,
    pending: pending ? claimData(pending) : null,
  };
  return { lang: user.lang, page };
}

export async function domainPageAction({ request, context }: Args) {
  const { user, site } = await requireOwner(request, context, "site");
  const form = await readForm(request, { maxBytes: formLimit(400), lang: user.lang });
  const { db, appDomain, log } = services(context);
  const intent = form.get("intent");
  const ids = { siteId: site.id, ownerId: user.id };

  if (intent === "start") {
    const typed = String(form.get("domain") ?? "").slice(0, 300);
    const values = { domain: typed };
    if (typed.trim() === "") {
      const error = { key: "onboarding.domains.errors.required" as const };
      return data<DomainActionData>({ intent, ok: false, error, values }, { status: 400 });
    }
    const { platformHost } = domainServices(context);
    const result = await startDomainClaim(db, { ...ids, domain: typed }, { appDomain, platformHost });
    if (result.ok) return data<DomainActionData>({ intent, ok: true, domain: result.claim.domain });
    if (result.reason === "not-found") notFound();
    const error = { key: START_ERRORS[result.reason] };
    return data<DomainActionData>({ intent, ok: false, error, values }, { status: 400 });
  }

  if (intent === "verify") {
    const claimId = uuidParam(form.get("claimId"));
    const limit = await hitRateLimit(db, rateLimitKey("domain-verify", user.id), VERIFY_LIMIT);
    if (!limit.allowed) {
      const rateLimitedMinutes = Math.max(1, Math.ceil(limit.retryAfterSeconds / 60));
      return data<DomainActionData>({ intent, ok: false, claimId, rateLimitedMinutes }, { status: 429 });
    }
    const { dns, platformHost } = domainServices(context);
    const result = await verifyDomainClaim(
      db,
      { claimId, ownerId: user.id },
      { dns, platformHost, onSiteChanged: siteChanged(context, site.id) },
    );
    if (result.ok) {
      log.info({ site: site.id }, "custom domain verified");
      return data<DomainActionData>({ intent, ok: true, claimId, domain: result.domain, pointing: result.pointing });
    }
    if (result.reason === "not-found") notFound();
    const pointing = result.reason === "taken" ? null : result.pointing;
    return data<DomainActionData>({ intent, ok: false, claimId, error: domainMessage(result.error), pointing });
  }

  if (intent === "remove") {
    const result = await removeCustomDomain(db, ids, { onSiteChanged: siteChanged(context, site.id) });
    if (!result.ok) notFound();
    return data<DomainActionData>({ intent, ok: true, removed: result.removed });
  }

  throw data("Unknown intent", { status: 400 });
}
