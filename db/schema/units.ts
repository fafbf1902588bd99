import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, smallint, text, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./columns.ts";
import { userSites } from "./sites.ts";

/** Text an owner writes, per site language (modules/i18n/site-languages.ts: SiteText). */
export type LangTexts = Partial<Record<string, string>>;

/**
 * A rental unit: the holiday home itself, or one room, apartment or chalet of a B&B or a
 * small park. Rates, calendars and feeds hang on units (the booking system). Texts are per
 * language; rich texts are the editor's documents (modules/rich-text).
 */
export const rentalUnits = pgTable(
  "rental_units",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: uuid("site_id")
      .notNull()
      .references(() => userSites.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    position: integer("position").notNull().default(0),
    status: text("status", { enum: ["active", "archived"] })
      .notNull()
      .default("active"),
    type: text("type").notNull(),
    name: jsonb("name").$type<LangTexts>().notNull(),
    shortDescription: jsonb("short_description").$type<LangTexts>().notNull().default({}),
    longDescription: jsonb("long_description").$type<Record<string, unknown>>().notNull().default({}),
    houseRules: jsonb("house_rules").$type<LangTexts>().notNull().default({}),
    /** Private: how to get in (key, door code, parking, wifi), shown only on a paid booking's guest page. */
    checkInInstructions: jsonb("check_in_instructions").$type<LangTexts>().notNull().default({}),
    maxGuests: smallint("max_guests").notNull(),
    bedrooms: smallint("bedrooms").notNull(),
    beds: smallint("beds").notNull(),
    bathrooms: smallint("bathrooms").notNull(),
    sizeM2: smallint("size_m2"),
    /** Keys of the facility catalogue (modules/units/facilities.ts). */
    facilities: text("facilities").array().notNull().default(sql`'{}'::text[]`),
    checkInFrom: text("check_in_from").notNull().default("15:00"),
    checkInUntil: text("check_in_until").notNull().default("20:00"),
    checkOutUntil: text("check_out_until").notNull().default("10:00"),
    coverPhotoId: uuid("cover_photo_id"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("rental_units_site_slug_key").on(t.siteId, t.slug),
    // What (unit_id, site_id) of a stay or feed refers to: a unit of their own site.
    unique("rental_units_id_site_key").on(t.id, t.siteId),
    index("rental_units_site_position_idx").on(t.siteId, t.position),
    check("rental_units_status_known", sql`${t.status} in ('active','archived')`),
    check("rental_units_slug_format", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check(
      "rental_units_capacity_sane",
      sql`${t.maxGuests} between 1 and 500 and ${t.bedrooms} between 0 and 200 and ${t.beds} between 0 and 500 and ${t.bathrooms} between 0 and 200`,
    ),
    check(
      "rental_units_times_format",
      sql`${t.checkInFrom} ~ '^[0-2][0-9]:[0-5][0-9]$' and ${t.checkInUntil} ~ '^[0-2][0-9]:[0-5][0-9]$' and ${t.checkOutUntil} ~ '^[0-2][0-9]:[0-5][0-9]$'`,
    ),
  ],
);
