import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { smtpSettings } from "../../db/schema.ts";
import type { SmtpSecurity } from "../messaging/smtp-security.ts";
import { type DnsRecordAdvice, dkimRecord, dmarcRecord, spfRecord } from "./dkim-key.ts";
import { type SendingIdentityRow, type SendingMode, sendingIdentityOf } from "./sending-identity.ts";

/**
 * The sending identity as the owner's settings page shows it: never the SMTP password (only
 * whether one is saved) and never the private key.
 */
export type SendingIdentityView = {
  mode: SendingMode;
  /** What the next guest email goes out with: a chosen domain counts only while verified. */
  inUse: SendingMode;
  fromName: string;
  siteName: string;
  /** Where guests' replies go while on our address or the owner's domain. */
  ownerEmail: string;
  /** The platform's From address (null while no SMTP server is configured). */
  platformAddress: string | null;
  domain: {
    domain: string;
    address: string;
    status: NonNullable<SendingIdentityRow["domainStatus"]>;
    problem: string | null;
    checkedAt: string | null;
    spfInclude: string;
    dkim: DnsRecordAdvice;
    spf: DnsRecordAdvice;
    dmarc: DnsRecordAdvice;
  } | null;
  smtp: {
    host: string;
    port: number;
    security: SmtpSecurity;
    username: string;
    hasPassword: boolean;
    fromAddress: string;
  } | null;
};

export async function sendingIdentityView(
  db: Database,
  site: { id: string; siteName: string; ownerEmail: string },
  spfInclude: string,
): Promise<SendingIdentityView> {
  const identity = await sendingIdentityOf(db, site.id);
  const [platform] = await db
    .select({ fromAddress: smtpSettings.fromAddress })
    .from(smtpSettings)
    .where(eq(smtpSettings.id, 1))
    .limit(1);
  const mode = identity?.mode ?? "platform";
  const hasDomain = identity?.domain && identity.localPart && identity.dkimSelector && identity.dkimPublicKey;
  const hasSmtp = identity?.smtpHost && identity.smtpPort && identity.smtpSecurity && identity.smtpFromAddress;
  const inUse: SendingMode =
    mode === "smtp" && hasSmtp
      ? "smtp"
      : mode === "domain" && identity?.domainStatus === "verified"
        ? "domain"
        : "platform";
  return {
    mode,
    inUse,
    fromName: identity?.fromName ?? "",
    siteName: site.siteName,
    ownerEmail: site.ownerEmail,
    platformAddress: platform?.fromAddress ?? null,
    domain:
      identity && hasDomain
        ? {
            domain: identity.domain ?? "",
            address: `${identity.localPart}@${identity.domain}`,
            status: identity.domainStatus ?? "pending",
            problem: identity.domainProblem,
            checkedAt: identity.domainCheckedAt?.toISOString() ?? null,
            spfInclude,
            dkim: dkimRecord(identity.domain ?? "", identity.dkimSelector ?? "", identity.dkimPublicKey ?? ""),
            spf: spfRecord(identity.domain ?? "", spfInclude),
            dmarc: dmarcRecord(identity.domain ?? ""),
          }
        : null,
    smtp:
      identity && hasSmtp
        ? {
            host: identity.smtpHost ?? "",
            port: identity.smtpPort ?? 587,
            security: identity.smtpSecurity ?? "starttls",
            username: identity.smtpUsername ?? "",
            hasPassword: identity.smtpPasswordEncrypted !== null,
            fromAddress: identity.smtpFromAddress ?? "",
          }
        : null,
  };
}
