import type { domainClaims } from "../../db/schema.ts";
import { type DnsInstruction, dnsInstructions } from "./dns-instructions.ts";
import type { DomainError } from "./domain-errors.ts";

export type DomainClaimRow = typeof domainClaims.$inferSelect;

/** A claim as the dashboard shows it: status, last problem and the records to add. */
export type DomainClaimView = {
  id: string;
  siteId: string;
  domain: string;
  status: "pending" | "verified";
  token: string;
  createdAt: Date;
  verifiedAt: Date | null;
  lastCheckedAt: Date | null;
  lastError: DomainError | null;
  records: DnsInstruction[];
};

export function domainClaimView(row: DomainClaimRow, platformHost: string): DomainClaimView {
  return {
    id: row.id,
    siteId: row.siteId,
    domain: row.domain,
    status: row.status,
    token: row.token,
    createdAt: row.createdAt,
    verifiedAt: row.verifiedAt,
    lastCheckedAt: row.lastCheckedAt,
    // Only this module writes last_error, always with a DomainErrorKey.
    lastError: (row.lastError as DomainError | null) ?? null,
    records: dnsInstructions(row.domain, row.token, platformHost),
  };
}
