import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { Database } from "../../db/client.ts";
import { recordAudit } from "../audit/record-audit.ts";
import type { Lang } from "../i18n/languages.ts";
import { assertUuid } from "../ids/uuid.ts";
import { outboxMessageId } from "./deliver-outbox-email.ts";
import { wrapHtml, wrapText } from "./email-layout.ts";
import { SecretUnreadableError } from "./secret-box.ts";
import { loadSmtpSettings, resolveSmtpInput, type SmtpFieldErrors, type SmtpSettingsInput } from "./smtp-settings.ts";
import { sendViaSmtp, smtpErrorText } from "./smtp-transport.ts";
import { DEFAULT_TEMPLATES } from "./templates/default-templates.ts";

export type SendTestEmailResult =
  | { ok: true; messageId: string }
  | { ok: false; reason: "not-configured" | "invalid-recipient" }
  | { ok: false; reason: "invalid"; errors: SmtpFieldErrors }
  | { ok: false; reason: "smtp"; error: string };

/**
 * An admin (`actorId`) sends a test email right away (not through the outbox) and learns
 * the SMTP server's answer. With `settings` it tries the form as filled in, before saving
 * (an empty password uses the stored one); without, the stored settings. Every attempt is
 * audited with its recipient and outcome, since it mails an address of the admin's choice.
 */
export async function sendTestEmail(
  db: Database,
  input: { to: string; lang: Lang; settings?: SmtpSettingsInput; actorId: string },
  ctx: { secretsKey: Buffer; appDomain: string },
): Promise<SendTestEmailResult> {
  assertUuid(input.actorId, "actorId");
  const result = await trySendTestEmail(db, input, ctx);
  await recordAudit(db, {
    actorId: input.actorId,
    action: "smtp.test",
    targetType: "smtp",
    targetId: null,
    details: { to: input.to, result: result.ok ? "sent" : result.reason },
  });
  return result;
}

async function trySendTestEmail(
  db: Database,
  input: { to: string; lang: Lang; settings?: SmtpSettingsInput },
  ctx: { secretsKey: Buffer; appDomain: string },
): Promise<SendTestEmailResult> {
  if (!z.email().max(254).safeParse(input.to).success) return { ok: false, reason: "invalid-recipient" };
  let settings: Awaited<ReturnType<typeof loadSmtpSettings>>;
  try {
    if (input.settings) {
      const resolved = await resolveSmtpInput(db, input.settings, ctx.secretsKey);
      if (!resolved.ok) return { ok: false, reason: "invalid", errors: resolved.errors };
      settings = resolved.settings;
    } else {
      settings = await loadSmtpSettings(db, ctx.secretsKey);
    }
  } catch (error) {
    if (!(error instanceof SecretUnreadableError)) throw error;
    return { ok: false, reason: "smtp", error: "the stored SMTP password cannot be decrypted; enter it again" };
  }
  if (!settings) return { ok: false, reason: "not-configured" };

  const { layout, testEmail: copy } = DEFAULT_TEMPLATES[input.lang];
  const messageId = outboxMessageId(`test-${randomUUID()}`, ctx.appDomain);
  try {
    await sendViaSmtp(settings, {
      to: { address: input.to, name: null },
      subject: copy.subject,
      html: wrapHtml({
        lang: input.lang,
        subject: copy.subject,
        bodyHtml: `<h1>${copy.subject}</h1>\n<p>${copy.body}</p>`,
        layout,
        homeUrl: null,
      }),
      text: wrapText(copy.body, layout, null),
      lang: input.lang,
      messageId,
    });
    return { ok: true, messageId };
  } catch (error) {
    return { ok: false, reason: "smtp", error: smtpErrorText(error, settings) };
  }
}
