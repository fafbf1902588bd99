import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

/**
 * Every email the platform sends, written in the same transaction as the change that causes
 * it, so a committed change always gets its email and a rolled-back one never does. Rows
 * are rendered when queued: what was sent stays readable after templates change.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toAddress: text("to_address").notNull(),
    toName: text("to_name"),
    lang: text("lang", { enum: ["nl", "en", "de", "pl"] }).notNull(),
    templateKey: text("template_key").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    /**
     * On a public origin, the single-use link of a password reset or address confirmation,
     * AES-256-GCM with SECRETS_KEY (modules/messaging/secret-link.ts): the bodies above show
     * a stand-in, the sender puts the link back, and it is dropped once the email is sent.
     */
    secretLink: text("secret_link"),
    /** `<{id}@{APP_DOMAIN}>`, set at the first send attempt. */
    messageId: text("message_id"),
    status: text("status", { enum: ["queued", "sending", "sent", "failed"] })
      .notNull()
      .default("queued"),
    attempts: integer("attempts").notNull().default(0),
    /** The SMTP server's answer to the last failed attempt (never credentials). */
    lastError: text("last_error"),
    /** When a send job was created for the row; null while it waits for one (e.g. no SMTP yet). */
    dispatchedAt: timestamp("dispatched_at", { withTimezone: true }),
    /** When the current attempt claimed the row; a long-stale claim means a crashed sender. */
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** An invoice or credit note (invoices.id) whose PDF goes with the email as an attachment. */
    attachInvoiceId: uuid("attach_invoice_id"),
    /** The row this one is a resend of. */
    resendOf: uuid("resend_of"),
    /** Kept as null when the account is deleted: what was sent stays in the log. */
    userId: uuid("user_id").references(() => user.id, { onDelete: "set null" }),
    siteId: uuid("site_id"),
    /**
     * Whose name and domain it goes out in: `platform` (ours), or `site` (a guest email,
     * sent with the site's sending identity, resolved when it is sent).
     */
    sender: text("sender", { enum: ["platform", "site"] })
      .notNull()
      .default("platform"),
    /** The stay an email to a guest is about (booking, payment and guest-message emails): the owner's log filters by it. */
    stayId: uuid("stay_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("email_outbox_status_known", sql`${t.status} in ('queued','sending','sent','failed')`),
    check("email_outbox_lang_known", sql`${t.lang} in ('nl','en','de','pl')`),
    check("email_outbox_sender_known", sql`${t.sender} in ('platform','site')`),
    index("email_outbox_created_at_idx").on(t.createdAt),
    index("email_outbox_user_id_idx").on(t.userId, t.createdAt),
    index("email_outbox_site_id_idx").on(t.siteId, t.createdAt),
    index("email_outbox_stay_id_idx").on(t.stayId).where(sql`${t.stayId} is not null`),
    // Account emails are queued by address only: the data export and account deletion find them so.
    index("email_outbox_to_address_idx").on(sql`lower(${t.toAddress})`),
    // The operator's figures and the stuck-outbox alert: every email not sent yet, oldest first.
    index("email_outbox_unsent_idx").on(t.createdAt).where(sql`${t.status} in ('queued','sending')`),
    // The dispatcher's scan: rows still waiting for a send job, or stuck in 'sending'.
    index("email_outbox_pending_idx")
      .on(t.createdAt)
      .where(sql`(${t.status} = 'queued' and ${t.dispatchedAt} is null) or ${t.status} = 'sending'`),
  ],
);

/** Admin overrides of the built-in email templates, per template and language. */
export const emailTemplates = pgTable(
  "email_templates",
  {
    key: text("key").notNull(),
    lang: text("lang", { enum: ["nl", "en", "de", "pl"] }).notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid("updated_by"),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.lang] }),
    check("email_templates_lang_known", sql`${t.lang} in ('nl','en','de','pl')`),
  ],
);

/** The platform's outgoing mail server: one row (id 1) or none, which means "not configured". */
export const smtpSettings = pgTable(
  "smtp_settings",
  {
    id: smallint("id").primaryKey().default(1),
    host: text("host").notNull(),
    port: integer("port").notNull(),
    security: text("security", { enum: ["none", "starttls", "tls"] }).notNull(),
    username: text("username"),
    /** AES-256-GCM with SECRETS_KEY: `v1:{iv}:{tag}:{ciphertext}` in base64. */
    passwordEncrypted: text("password_encrypted"),
    fromAddress: text("from_address").notNull(),
    fromName: text("from_name").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid("updated_by"),
  },
  (t) => [
    check("smtp_settings_single_row", sql`${t.id} = 1`),
    check("smtp_settings_security_known", sql`${t.security} in ('none','starttls','tls')`),
    check("smtp_settings_port_range", sql`${t.port} between 1 and 65535`),
  ],
);
