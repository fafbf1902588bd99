import { sql } from "drizzle-orm";
import { boolean, check, date, index, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./columns.ts";
import { userSites } from "./sites.ts";
import { rentalUnits } from "./units.ts";

/** Guest reviews the owner adds (from their guest book, Airbnb, Booking.com…) and shows on the site. */
export const siteReviews = pgTable(
  "site_reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: uuid("site_id")
      .notNull()
      .references(() => userSites.id, { onDelete: "cascade" }),
    unitId: uuid("unit_id").references(() => rentalUnits.id, { onDelete: "set null" }),
    guestName: text("guest_name").notNull(),
    /** The first day of the month of the stay. */
    stayMonth: date("stay_month", { mode: "string" }).notNull(),
    rating: smallint("rating").notNull(),
    body: text("body").notNull(),
    lang: text("lang").notNull(),
    source: text("source").notNull(),
    visible: boolean("visible").notNull().default(true),
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("site_reviews_unit_idx").on(t.unitId).where(sql`${t.unitId} is not null`),
    index("site_reviews_site_idx").on(t.siteId, t.stayMonth),
    check("site_reviews_rating_range", sql`${t.rating} between 1 and 5`),
    check("site_reviews_stay_month_first", sql`extract(day from ${t.stayMonth}) = 1`),
    check("site_reviews_lang_known", sql`${t.lang} in ('nl','en','de','pl','other')`),
  ],
);
