import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { user, userSites } from "../../db/schema.ts";
import { decryptSecret, SecretUnreadableError } from "../messaging/secret-box.ts";
import { type DkimSigning, platformSendAs, type SendAs } from "../messaging/send-as.ts";
import type { SmtpSettings } from "../messaging/smtp-settings.ts";
import {
  DKIM_KEY_PURPOSE,
  headerSafeName,
  type SendingIdentityRow,
  SMTP_PASSWORD_PURPOSE,
  sendingIdentityOf,
} from "./sending-identity.ts";

/** The owner's own SMTP password does not open with SECRETS_KEY: the attempt fails and the owner re-enters it. */
export class OwnSmtpUnreadableError extends Error {}

/**
 * The identity an email of `siteId` is sent with, read now (at delivery), so a domain that
 * lapsed or an identity the owner changed after the email was queued applies to it:
 * - the owner's SMTP server: their From address, through their server;
 * - their verified domain: `localPart@domain` in their name, DKIM-signed, through ours;
 * - otherwise (default, a domain not verified or lapsed, an unreadable key): our address in
 *   their name, Reply-To the owner, so a guest's answer reaches them.
 */
export async function resolveSendAs(
  db: Database,
  siteId: string | null,
  platform: SmtpSettings,
  key: Buffer,
): Promise<SendAs> {
  if (!siteId) return platformSendAs(platform);
  const [site] = await db
    .select({ siteName: userSites.siteName, ownerName: user.name, ownerEmail: user.email })
    .from(userSites)
    .innerJoin(user, eq(user.id, userSites.userId))
    .where(eq(userSites.id, siteId))
    .limit(1);
  if (!site) return platformSendAs(platform);
  const identity = await sendingIdentityOf(db, siteId);
  const name = headerSafeName(identity?.fromName || site.siteName) || platform.fromName;
  const owner = { address: site.ownerEmail, name };

  const own = identity ? ownSmtpOf(identity, key) : null;
  if (own) {
    return {
      via: "smtp",
      transport: own,
      from: { address: own.fromAddress, name },
      replyTo: null,
      dkim: null,
      envelopeFrom: own.fromAddress,
    };
  }
  const dkim = identity ? dkimOf(identity, key) : null;
  if (identity?.domain && identity.localPart && dkim) {
    return {
      via: "domain",
      transport: platform,
      from: { address: `${identity.localPart}@${identity.domain}`, name },
      replyTo: owner,
      dkim,
      envelopeFrom: platform.fromAddress,
    };
  }
  return {
    via: "platform",
    transport: platform,
    from: { address: platform.fromAddress, name },
    replyTo: owner,
    dkim: null,
    envelopeFrom: platform.fromAddress,
  };
}

/** The owner's server when they chose it and filled it in; a password that does not open throws. */
function ownSmtpOf(identity: SendingIdentityRow, key: Buffer): SmtpSettings | null {
  if (identity.mode !== "smtp") return null;
  const { smtpHost, smtpPort, smtpSecurity, smtpFromAddress } = identity;
  if (!smtpHost || !smtpPort || !smtpSecurity || !smtpFromAddress) return null;
  let password: string | null = null;
  if (identity.smtpPasswordEncrypted) {
    try {
      password = decryptSecret(identity.smtpPasswordEncrypted, key, SMTP_PASSWORD_PURPOSE);
    } catch (error) {
      if (!(error instanceof SecretUnreadableError)) throw error;
      throw new OwnSmtpUnreadableError(
        "the site's own SMTP password cannot be decrypted with the current SECRETS_KEY; the owner must enter it again",
      );
    }
  }
  return {
    host: smtpHost,
    port: smtpPort,
    security: smtpSecurity,
    username: identity.smtpUsername,
    password,
    fromAddress: smtpFromAddress,
    fromName: identity.fromName ?? "",
  };
}

/** The signing key while the domain is verified; a key that does not open falls back to our domain. */
function dkimOf(identity: SendingIdentityRow, key: Buffer): DkimSigning | null {
  if (identity.mode !== "domain" || identity.domainStatus !== "verified") return null;
  if (!identity.domain || !identity.dkimSelector || !identity.dkimPrivateKeyEncrypted) return null;
  try {
    return {
      domainName: identity.domain,
      keySelector: identity.dkimSelector,
      privateKey: decryptSecret(identity.dkimPrivateKeyEncrypted, key, DKIM_KEY_PURPOSE),
    };
  } catch (error) {
    if (error instanceof SecretUnreadableError) return null;
    throw error;
  }
}
