import { sql } from "drizzle-orm";
import { check, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./columns.ts";

export const userSites = pgTable(
  "user_sites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").notNull(),
    themeName: text("theme_name").notNull(),
    siteName: text("site_name").notNull(),
    status: text("status", { enum: ["active", "inactive"] })
      .notNull()
      .default("active"),
    subdomain: text("subdomain").notNull(),
    customDomain: text("custom_domain"),
    ...timestamps,
  },
  (t) => [
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
