import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { emailOutbox, invoices } from "../../db/schema.ts";
import { STALE_SENDING_MS } from "./outbox-dispatch.ts";
import { SecretUnreadableError } from "./secret-box.ts";
import { openSecretLink, withSecretLink } from "./secret-link.ts";
import { platformSendAs, type SendAs, type SenderResolver } from "./send-as.ts";
import { loadSmtpSettings, type SmtpSettings } from "./smtp-settings.ts";
import { type OutgoingAttachment, sendViaSmtp, smtpErrorText } from "./smtp-transport.ts";

export type DeliveryResult =
  | { outcome: "sent"; messageId: string; attempt: number }
  /** SMTP refused or failed; recorded on the row. `final`: no retry follows, the row is `failed`. */
  | { outcome: "failed"; error: string; attempt: number; final: boolean }
  /** Nothing to do: already sent, being sent by another attempt, or gone. */
  | { outcome: "skipped"; status: "sent" | "sending" | "failed" | "queued" | "missing" }
  /** No SMTP server configured: the row waits in the outbox for one. */
  | { outcome: "no-smtp" };

/** An invoice's or credit note's PDF, as it goes with an email. */
export type InvoicePdf = { filename: string; bytes: Uint8Array };

/**
 * The PDF of invoice `invoiceId` for the owner `userId` (the email's recipient), rendered
 * first if it never was. Throws InvoiceUnavailableError when there is no such invoice of that
 * owner; any other error means it cannot be had now (a failed render, storage unreachable).
 */
export type InvoicePdfSource = (invoiceId: string, userId: string | null) => Promise<InvoicePdf>;

/** The invoice an email was to carry is not its recipient's, or no longer exists: it can never go. */
export class InvoiceUnavailableError extends Error {}

export type DeliveryContext = {
  secretsKey: Buffer;
  /** Message-IDs are `<{outboxId}@{appDomain}>`. */
  appDomain: string;
  /** This is the last attempt the job queue will make: a failure marks the row `failed`. */
  finalAttempt: boolean;
  /** Where the PDF of an email's invoice (`attach_invoice_id`) comes from. */
  invoicePdf: InvoicePdfSource;
  /** Who a site's email is sent as (modules/sending-identity/site-sender.ts); without it, as the platform. */
  resolveSender?: SenderResolver;
  /** How long a mail server may keep silent before the attempt fails (smtp-transport.ts's defaults when absent). */
  smtpTimeoutMs?: number;
};

export function outboxMessageId(id: string, appDomain: string): string {
  return `<${id}@${appDomain}>`;
}

/**
 * Sends one outbox row at most once. The row is claimed with one atomic update (queued or
 * failed → sending); a second job for the same row, a retry after success or another
 * instance finds nothing to claim and does nothing.
 */
export async function deliverOutboxEmail(db: Database, id: string, ctx: DeliveryContext): Promise<DeliveryResult> {
  let settings: SmtpSettings | null;
  let settingsError: string | null = null;
  try {
    settings = await loadSmtpSettings(db, ctx.secretsKey);
  } catch (error) {
    if (!(error instanceof SecretUnreadableError)) throw error;
    settings = null;
    settingsError =
      "the stored SMTP password cannot be decrypted with the current SECRETS_KEY; enter it again in the SMTP settings";
  }
  if (!settings && !settingsError) {
    // Hand the row back to the dispatcher, which creates a job once a server is configured.
    await db
      .update(emailOutbox)
      .set({ dispatchedAt: null })
      .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, "queued")));
    return { outcome: "no-smtp" };
  }

  const messageId = outboxMessageId(id, ctx.appDomain);
  const staleBefore = new Date(Date.now() - STALE_SENDING_MS);
  const [row] = await db
    .update(emailOutbox)
    .set({
      status: "sending",
      attempts: sql`${emailOutbox.attempts} + 1`,
      claimedAt: new Date(),
      messageId,
    })
    .where(
      and(
        eq(emailOutbox.id, id),
        or(
          inArray(emailOutbox.status, ["queued", "failed"]),
          and(eq(emailOutbox.status, "sending"), lt(emailOutbox.claimedAt, staleBefore)),
        ),
      ),
    )
    .returning();
  if (!row) {
    const [current] = await db.select({ status: emailOutbox.status }).from(emailOutbox).where(eq(emailOutbox.id, id));
    return { outcome: "skipped", status: current?.status ?? "missing" };
  }

  const body = bodyToSend(row, ctx.secretsKey);
  let error: string | null = settingsError ?? body.error;
  // A link that cannot be opened now never will be: no retry.
  let final = ctx.finalAttempt || body.error !== null;
  const attachments: OutgoingAttachment[] = [];
  if (settings && error === null && row.attachInvoiceId) {
    const pdf = await invoiceAttachment(row.attachInvoiceId, row.userId, ctx.invoicePdf);
    if ("error" in pdf) {
      error = pdf.error;
      final ||= pdf.final;
    } else attachments.push(pdf);
  }
  let sendAs: SendAs | null = null;
  if (settings && error === null) {
    // The site's identity as it is now, not as it was when the email was queued.
    const siteId = row.sender === "site" ? row.siteId : null;
    const found = ctx.resolveSender ? await ctx.resolveSender(siteId, settings) : { sendAs: platformSendAs(settings) };
    if ("error" in found) {
      error = found.error;
      final ||= found.final;
    } else sendAs = found.sendAs;
  }
  if (sendAs && error === null) {
    try {
      await sendViaSmtp(
        { ...sendAs.transport, timeoutMs: ctx.smtpTimeoutMs },
        {
          from: sendAs.from,
          replyTo: sendAs.replyTo,
          dkim: sendAs.dkim,
          envelopeFrom: sendAs.envelopeFrom,
          to: { address: row.toAddress, name: row.toName },
          subject: row.subject,
          html: body.html,
          text: body.text,
          lang: row.lang,
          messageId,
          attachments,
        },
      );
    } catch (sendError) {
      // The owner's own server's answer is cut of their credentials as the platform's is of ours.
      error = smtpErrorText(sendError, sendAs.transport);
    }
  }

  if (error === null) {
    // The single-use link was delivered: nothing keeps it any more.
    await db
      .update(emailOutbox)
      .set({ status: "sent", sentAt: new Date(), secretLink: null })
      .where(eq(emailOutbox.id, id));
    if (row.attachInvoiceId) {
      await db
        .update(invoices)
        .set({ emailedAt: new Date() })
        .where(and(eq(invoices.id, row.attachInvoiceId), isNull(invoices.emailedAt)));
    }
    return { outcome: "sent", messageId, attempt: row.attempts };
  }
  await db
    .update(emailOutbox)
    .set({ status: final ? "failed" : "queued", lastError: error })
    .where(eq(emailOutbox.id, id));
  return { outcome: "failed", error, attempt: row.attempts, final };
}

/** The bodies as the recipient gets them: with the row's sealed link, when it has one, put back. */
function bodyToSend(
  row: { id: string; html: string; text: string; secretLink: string | null },
  key: Buffer,
): { html: string; text: string; error: string | null } {
  if (!row.secretLink) return { html: row.html, text: row.text, error: null };
  try {
    const link = openSecretLink(row.secretLink, key, row.id);
    return { ...withSecretLink({ html: row.html, text: row.text }, link), error: null };
  } catch (error) {
    if (!(error instanceof SecretUnreadableError)) throw error;
    return {
      html: row.html,
      text: row.text,
      error: "the email's link cannot be decrypted with the current SECRETS_KEY; the recipient must ask for a new one",
    };
  }
}

/**
 * The invoice's PDF as an attachment, or why the email cannot go now: an email that names an
 * invoice is never sent without it. A PDF that cannot be had now is waited for (the attempt
 * fails and is retried); an invoice that is not the recipient's never goes.
 */
async function invoiceAttachment(
  invoiceId: string,
  userId: string | null,
  invoicePdf: InvoicePdfSource,
): Promise<OutgoingAttachment | { error: string; final: boolean }> {
  try {
    const pdf = await invoicePdf(invoiceId, userId);
    return { filename: pdf.filename, content: pdf.bytes, contentType: "application/pdf" };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof InvoiceUnavailableError) return { error: message, final: true };
    return {
      error: `the PDF of invoice ${invoiceId} is not there yet (${message}); the email is sent with it once it is`,
      final: false,
    };
  }
}
