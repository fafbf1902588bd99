import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { timestamps } from "./columns.ts";
import { userSites } from "./sites.ts";

/**
 * The sign-up wizard of one owner, saved after every step so it can be resumed on another
 * device. `data` holds the validated answers per step (see modules/onboarding); the row is
 * deleted when the site is created.
 */
export const onboardingDrafts = pgTable("onboarding_drafts", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  step: text("step").notNull(),
  data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** What the wizard asked about the property, one row per site. */
export const siteProfiles = pgTable(
  "site_profiles",
  {
    siteId: uuid("site_id")
      .primaryKey()
      .references(() => userSites.id, { onDelete: "cascade" }),
    propertyType: text("property_type", { enum: ["holidayHome", "apartment", "bnb", "chalet", "other"] }).notNull(),
    address: text("address").notNull(),
    postalCode: text("postal_code").notNull(),
    city: text("city").notNull(),
    /** ISO 3166-1 alpha-2, upper case. */
    country: text("country").notNull(),
    maxGuests: smallint("max_guests").notNull(),
    bedrooms: smallint("bedrooms").notNull(),
    bathrooms: smallint("bathrooms").notNull(),
    description: text("description").notNull(),
    basePriceCents: integer("base_price_cents").notNull(),
    currency: text("currency").notNull().default("EUR"),
    ...timestamps,
  },
  (t) => [
    check(
      "site_profiles_property_type_known",
      sql`${t.propertyType} in ('holidayHome','apartment','bnb','chalet','other')`,
    ),
    check("site_profiles_country_iso2", sql`${t.country} ~ '^[A-Z]{2}$'`),
    check("site_profiles_currency_iso", sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check("site_profiles_capacity_sane", sql`${t.maxGuests} >= 1 and ${t.bedrooms} >= 0 and ${t.bathrooms} >= 0`),
    check("site_profiles_price_positive", sql`${t.basePriceCents} > 0`),
  ],
);
