import type { SmtpSettings } from "./smtp-settings.ts";

export type MailAddress = { address: string; name: string };
export type DkimSigning = { domainName: string; keySelector: string; privateKey: string };

/**
 * How one email goes out: through which server, from whom, where answers go, signed with
 * which key, and the envelope sender (bounces come back to the server's own address).
 */
export type SendAs = {
  via: "platform" | "domain" | "smtp";
  transport: SmtpSettings & { tlsServername?: string };
  from: MailAddress;
  replyTo: MailAddress | null;
  dkim: DkimSigning | null;
  envelopeFrom: string;
};

/**
 * Who an email of a site is sent as, found when it is sent (modules/sending-identity gives
 * the real one; the process wires it in): the identity, or why it cannot go now (`final`: nor
 * ever). `siteId` is null for the platform's own emails.
 */
export type SenderResolver = (
  siteId: string | null,
  platform: SmtpSettings,
) => Promise<{ sendAs: SendAs } | { error: string; final: boolean }>;

/** The platform's own address and server: every email, when no site identity applies. */
export function platformSendAs(platform: SmtpSettings): SendAs {
  return {
    via: "platform",
    transport: platform,
    from: { address: platform.fromAddress, name: platform.fromName },
    replyTo: null,
    dkim: null,
    envelopeFrom: platform.fromAddress,
  };
}
