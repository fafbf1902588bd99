import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { userSites } from "./sites.ts";

/**
 * How a site's guest emails go out (modules/sending-identity): on our domain in the owner's
 * name (`platform`, also when there is no row), from the owner's own domain signed with the
 * DKIM key below (`domain`, only while `domain_status` is verified), or through the owner's
 * own SMTP server (`smtp`). Read when each email is sent, not when it is queued.
 */
export const siteSendingIdentity = pgTable(
  "site_sending_identity",
  {
    siteId: uuid("site_id")
      .primaryKey()
      .references(() => userSites.id, { onDelete: "cascade" }),
    mode: text("mode", { enum: ["platform", "domain", "smtp"] })
      .notNull()
      .default("platform"),
    /** The name guests see in From; null: the site's name. */
    fromName: text("from_name"),
    /** Own domain: lowercase ASCII, and the mailbox name before the @ (`info` of info@domain). */
    domain: text("domain"),
    localPart: text("local_part"),
    dkimSelector: text("dkim_selector"),
    /** The public key as the DKIM record's `p=` (base64 DER, SubjectPublicKeyInfo). */
    dkimPublicKey: text("dkim_public_key"),
    /** PKCS#8 PEM, AES-256-GCM with SECRETS_KEY (modules/messaging/secret-box.ts). */
    dkimPrivateKeyEncrypted: text("dkim_private_key_encrypted"),
    /** pending: records not found yet; verified: we sign and send as the domain; lapsed: a record went, we fell back. */
    domainStatus: text("domain_status", { enum: ["pending", "verified", "lapsed"] }),
    domainVerifiedAt: timestamp("domain_verified_at", { withTimezone: true }),
    domainCheckedAt: timestamp("domain_checked_at", { withTimezone: true }),
    /** What the last check found wrong, as a code the page words (e.g. dkim-missing). */
    domainProblem: text("domain_problem"),
    /** Own SMTP server; the password only encrypted. */
    smtpHost: text("smtp_host"),
    smtpPort: integer("smtp_port"),
    smtpSecurity: text("smtp_security", { enum: ["none", "starttls", "tls"] }),
    smtpUsername: text("smtp_username"),
    smtpPasswordEncrypted: text("smtp_password_encrypted"),
    smtpFromAddress: text("smtp_from_address"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("site_sending_identity_mode_known", sql`${t.mode} in ('platform','domain','smtp')`),
    check("site_sending_identity_domain_lowercase", sql`${t.domain} = lower(${t.domain})`),
    check("site_sending_identity_smtp_port_range", sql`${t.smtpPort} between 1 and 65535`),
  ],
);

/**
 * Which emails about their site the owner gets, one row per kind they changed; a kind
 * without a row is on (modules/notifications/owner-wants.ts).
 */
export const ownerNotificationPreferences = pgTable(
  "owner_notification_preferences",
  {
    siteId: uuid("site_id")
      .notNull()
      .references(() => userSites.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    enabled: boolean("enabled").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.kind] })],
);
