import type { DomainPointing } from "../../../modules/domains/check-domain-pointing.ts";
import type { DnsInstruction } from "../../../modules/domains/dns-instructions.ts";
import { DOMAIN_ERROR_KEYS, type DomainError } from "../../../modules/domains/domain-errors.ts";

/** The page's own wording of the module's domain errors (onboarding.domains.errors.*). */
export type DomainMessageKey =
  | `onboarding.domains.errors.${keyof typeof DOMAIN_ERROR_KEYS}`
  | "onboarding.domains.errors.required"
  | "onboarding.domains.errors.invalid"
  | "onboarding.domains.errors.ipAddress"
  | "onboarding.domains.errors.reserved"
  | "onboarding.domains.errors.domainTaken"
  | "onboarding.domains.errors.server";

export type DomainMessage = { key: DomainMessageKey; params?: Record<string, string> };

const BY_MODULE_KEY = new Map<string, DomainMessageKey>(
  Object.entries(DOMAIN_ERROR_KEYS).map(([name, key]) => [
    key,
    `onboarding.domains.errors.${name}` as DomainMessageKey,
  ]),
);

/** A verification problem as the page words it; an unknown key reads as our own failure. */
export function domainMessage(error: DomainError): DomainMessage {
  const key = BY_MODULE_KEY.get(error.key);
  return key ? { key, params: error.params } : { key: "onboarding.domains.errors.server" };
}

export type ClaimData = {
  id: string;
  domain: string;
  status: "pending" | "verified";
  records: DnsInstruction[];
  /** ISO time of the last check, shown with its result. */
  lastCheckedAt: string | null;
  lastError: DomainMessage | null;
};

export type DomainPageData = {
  /** The site's own address, e.g. villa-zon.vayvista.nl. */
  host: string;
  siteUrl: string;
  platformHost: string;
  customDomain: string | null;
  /** The claim of the bound domain, if any. */
  bound: ClaimData | null;
  /** A claim waiting for its TXT record, if any. */
  pending: ClaimData | null;
};

export type DomainActionData =
  | { intent: "start"; ok: true; domain: string }
  | { intent: "start"; ok: false; error: DomainMessage; values: { domain: string } }
  | { intent: "verify"; ok: true; claimId: string; domain: string; pointing: DomainPointing }
  | { intent: "verify"; ok: false; claimId: string; error: DomainMessage; pointing: DomainPointing | null }
  | { intent: "verify"; ok: false; claimId: string; rateLimitedMinutes: number }
  | { intent: "remove"; ok: true; removed: string | null };
