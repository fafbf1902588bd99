import nodemailer from "nodemailer";
import type { SmtpSettings } from "./smtp-settings.ts";

/** A file sent with an email (an invoice's PDF). */
export type OutgoingAttachment = { filename: string; content: Uint8Array; contentType: string };

export type OutgoingEmail = {
  to: { address: string; name: string | null };
  subject: string;
  html: string;
  text: string;
  lang: string;
  /** With angle brackets: `<id@domain>`. */
  messageId: string;
  attachments?: readonly OutgoingAttachment[];
  /** Who it is from when not the server's own From (a site's sending identity). */
  from?: { address: string; name: string };
  replyTo?: { address: string; name: string } | null;
  /** Signs the email as the From domain (an owner's verified domain). */
  dkim?: { domainName: string; keySelector: string; privateKey: string } | null;
  /** The envelope sender (MAIL FROM), where bounces go; defaults to the From address. */
  envelopeFrom?: string;
};

/**
 * Sends one email through an SMTP server (the platform's, or a site owner's own) on a fresh connection. Time limits
 * keep a hanging server from holding an attempt for minutes (the outbox treats a claim
 * older than 15 minutes as a crashed sender).
 */
export async function sendViaSmtp(
  /** `timeoutMs`: how long the server may keep silent (default 30 s, 60 s mid-message); tests shorten it. */
  settings: SmtpSettings & { tlsServername?: string; timeoutMs?: number },
  email: OutgoingEmail,
): Promise<void> {
  const transport = nodemailer.createTransport({
    host: settings.host,
    // Connected by address (an owner's server, modules/net/smtp-destination.ts): TLS checks the name.
    ...(settings.tlsServername ? { tls: { servername: settings.tlsServername } } : {}),
    port: settings.port,
    secure: settings.security === "tls",
    requireTLS: settings.security === "starttls",
    ignoreTLS: settings.security === "none",
    auth: settings.username ? { user: settings.username, pass: settings.password ?? "" } : undefined,
    connectionTimeout: settings.timeoutMs ?? 30_000,
    greetingTimeout: settings.timeoutMs ?? 30_000,
    socketTimeout: settings.timeoutMs ?? 60_000,
    dnsTimeout: settings.timeoutMs ?? 30_000,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  try {
    const to = email.to.name ? { address: email.to.address, name: email.to.name } : email.to.address;
    await transport.sendMail({
      from: email.from ?? { address: settings.fromAddress, name: settings.fromName },
      ...(email.replyTo ? { replyTo: email.replyTo } : {}),
      ...(email.envelopeFrom ? { envelope: { from: email.envelopeFrom, to: email.to.address } } : {}),
      ...(email.dkim ? { dkim: email.dkim } : {}),
      to,
      subject: email.subject,
      html: email.html,
      text: email.text,
      messageId: email.messageId,
      headers: { "Content-Language": email.lang, "Auto-Submitted": "auto-generated" },
      attachments: email.attachments?.map((file) => ({
        filename: file.filename,
        content: Buffer.from(file.content.buffer, file.content.byteOffset, file.content.byteLength),
        contentType: file.contentType,
      })),
    });
  } finally {
    transport.close();
  }
}

/**
 * The SMTP server's answer, fit for the outbox and the admin area: one line, bounded, and
 * with the password and username cut out should a server echo them.
 */
export function smtpErrorText(error: unknown, settings: Pick<SmtpSettings, "username" | "password">): string {
  let text = error instanceof Error ? error.message : String(error);
  for (const secret of [settings.password, settings.username]) {
    if (secret && secret.length >= 3) text = text.split(secret).join("[redacted]");
  }
  text = text.replace(/\s+/g, " ").trim() || "unknown SMTP error";
  return text.length > 1000 ? `${text.slice(0, 999)}…` : text;
}
