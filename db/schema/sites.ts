import { sql } from "drizzle-orm";
import { check, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { timestamps } from "./columns.ts";

export const userSites = pgTable(
  "user_sites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The owner; deleting the account deletes their sites (and, through them, profiles and domains). */
    userId: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    themeName: text("theme_name").notNull(),
    siteName: text("site_name").notNull(),
    status: text("status", { enum: ["active", "inactive"] })
      .notNull()
      .default("active"),
    subdomain: text("subdomain").notNull(),
    customDomain: text("custom_domain"),
    /**
     * Set when the site was made public without a subscription (made before the checkout
     * existed); null for a site the wizard made, which guests see once its owner subscribes
     * (modules/sites/site-access.ts).
     */
    publishedAt: timestamp("published_at", { withTimezone: true }).defaultNow(),
    /**
     * When the site was given the guest messages every owner starts with (issue 19): once,
     * so a default rule the owner deleted never comes back.
     */
    defaultMessagesAt: timestamp("default_messages_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // One site per owner account: the dashboard, support and admin look a site up by its owner.
    uniqueIndex("user_sites_user_id_key").on(t.userId),
    uniqueIndex("user_sites_subdomain_key").on(t.subdomain),
    uniqueIndex("user_sites_custom_domain_key").on(t.customDomain),
    check("user_sites_subdomain_lowercase", sql`${t.subdomain} = lower(${t.subdomain})`),
    check("user_sites_custom_domain_lowercase", sql`${t.customDomain} = lower(${t.customDomain})`),
    check(
      "user_sites_theme_name_known",
      sql`${t.themeName} in ('modern-minimal','warm-cozy','classic-elegant','fresh-coastal','urban-hip','nature-rustic')`,
    ),
  ],
);
