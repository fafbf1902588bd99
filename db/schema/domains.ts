import { sql } from "drizzle-orm";
import { check, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { userSites } from "./sites.ts";

/** Why the last check failed, for the owner: an i18n key and the values it interpolates. */
export type DomainClaimError = { key: string; params?: Record<string, string> };

/**
 * An owner's request to serve their site on their own domain. The site is bound
 * (user_sites.custom_domain) only once the TXT record `_vayvista.{domain}` carries the
 * claim's token. Several sites may have a pending claim on one domain; only one claim per
 * domain can be verified.
 */
export const domainClaims = pgTable(
  "domain_claims",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: uuid("site_id")
      .notNull()
      .references(() => userSites.id, { onDelete: "cascade" }),
    /** Normalised: lowercase ASCII (punycode), no www., no trailing dot. */
    domain: text("domain").notNull(),
    token: text("token").notNull(),
    status: text("status", { enum: ["pending", "verified"] })
      .notNull()
      .default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    lastCheckedAt: timestamp("last_checked_at", { withTimezone: true }),
    lastError: jsonb("last_error").$type<DomainClaimError | null>(),
  },
  (t) => [
    uniqueIndex("domain_claims_site_domain_key").on(t.siteId, t.domain),
    uniqueIndex("domain_claims_verified_domain_key").on(t.domain).where(sql`${t.status} = 'verified'`),
    check("domain_claims_domain_lowercase", sql`${t.domain} = lower(${t.domain})`),
    check("domain_claims_verified_at", sql`(${t.status} = 'verified') = (${t.verifiedAt} is not null)`),
  ],
);
