import type { DomainClaimError } from "../../db/schema.ts";

/**
 * What the owner reads when a check fails: i18n keys (interface strings under
 * `domains.errors`), with the DNS names and values they need as parameters.
 */
export const DOMAIN_ERROR_KEYS = {
  /** {record}: nothing at _vayvista.{domain} yet; {value}: what to put there. */
  txtMissing: "domains.errors.txtMissing",
  /** {record} holds {found} instead of {value}: an old or mistyped token. */
  txtMismatch: "domains.errors.txtMismatch",
  /** {record}: the DNS servers did not answer in time. */
  dnsTimeout: "domains.errors.dnsTimeout",
  /** {record}: the DNS servers answered with an error. */
  dnsFailed: "domains.errors.dnsFailed",
  /** {domain} is connected to another VayVista site. */
  taken: "domains.errors.taken",
} as const;

export type DomainErrorKey = (typeof DOMAIN_ERROR_KEYS)[keyof typeof DOMAIN_ERROR_KEYS];
export type DomainError = DomainClaimError & { key: DomainErrorKey };

export function domainError(key: DomainErrorKey, params: Record<string, string>): DomainError {
  return { key, params };
}
