import { randomUUID } from "node:crypto";
import type { Database } from "../../db/client.ts";
import type { Lang } from "../i18n/languages.ts";
import { sendViaSmtp, smtpErrorText } from "../messaging/smtp-transport.ts";
import { guardOwnServer } from "./own-server-destination.ts";
import { OwnSmtpUnreadableError, resolveSendAs } from "./resolve-send-as.ts";
import { sendingIdentityOf } from "./sending-identity.ts";

const WORDS: Record<Lang, { subject: string; text: string }> = {
  nl: {
    subject: "Testmail van je eigen mailserver",
    text: "Deze testmail ging via je eigen mailserver. Komt hij aan, dan kunnen je gasten hun e-mails voortaan zo ontvangen.",
  },
  en: {
    subject: "Test email from your own mail server",
    text: "This test email went through your own mail server. If it arrives, your guests can receive their emails this way from now on.",
  },
  pl: {
    subject: "E-mail testowy z Twojego serwera poczty",
    text: "Ten e-mail testowy przeszedł przez Twój serwer poczty. Jeśli dotarł, goście mogą od teraz dostawać e-maile tą drogą.",
  },
};

export type OwnSmtpTestResult =
  | { ok: true }
  | { ok: false; reason: "no-smtp" }
  | { ok: false; reason: "refused"; error: string };

/**
 * Sends a test email through the site's own SMTP server to the owner, right away (not via
 * the outbox): the owner sees at once whether their server takes it. The server's answer
 * comes back cut of the stored user name and password.
 */
export async function sendOwnSmtpTest(
  db: Database,
  key: Buffer,
  input: {
    siteId: string;
    to: { address: string; name: string };
    lang: Lang;
    appDomain: string;
    /** Servers that may be reached although not public (FETCH_ALLOW_HOSTS). */
    allowHosts: readonly string[];
  },
): Promise<OwnSmtpTestResult> {
  const identity = await sendingIdentityOf(db, input.siteId);
  if (identity?.mode !== "smtp" || !identity.smtpHost) return { ok: false, reason: "no-smtp" };
  // Only the owner's server is wanted here: a stand-in for the platform's, never used.
  const standIn = {
    host: "",
    port: 1,
    security: "none" as const,
    username: null,
    password: null,
    fromAddress: "",
    fromName: "",
  };
  let sendAs: Awaited<ReturnType<typeof resolveSendAs>>;
  try {
    sendAs = await resolveSendAs(db, input.siteId, standIn, key);
  } catch (error) {
    if (error instanceof OwnSmtpUnreadableError) return { ok: false, reason: "refused", error: error.message };
    throw error;
  }
  if (sendAs.via !== "smtp") return { ok: false, reason: "no-smtp" };
  const guarded = await guardOwnServer(sendAs, input.allowHosts);
  if ("error" in guarded) return { ok: false, reason: "refused", error: guarded.error };
  sendAs = guarded.sendAs;
  const words = WORDS[input.lang];
  try {
    await sendViaSmtp(sendAs.transport, {
      from: sendAs.from,
      to: input.to,
      subject: words.subject,
      html: `<p>${words.text}</p>`,
      text: words.text,
      lang: input.lang,
      messageId: `<test-${randomUUID()}@${input.appDomain}>`,
    });
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: "refused", error: smtpErrorText(error, sendAs.transport) };
  }
}
