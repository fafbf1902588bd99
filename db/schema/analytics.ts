import { bigserial, customType, date, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

/**
 * One page view on an owner site (or on the default site id when none matched, spec §4).
 * No cookie and no IP address: a visitor is a hash of the day's random salt, the site, the
 * address and the browser, which cannot be linked to another day once the salt is gone.
 */
export const pageViews = pgTable(
  "page_views",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** No foreign key: views of the default site id are kept too, and writes stay cheap. */
    siteId: uuid("site_id").notNull(),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull(),
    /** The day in UTC, for the per-day counts. */
    day: date("day", { mode: "string" }).notNull(),
    path: text("path").notNull(),
    /** The referring site's host, empty when direct or from the site itself. */
    referrer: text("referrer").notNull().default(""),
    lang: text("lang").notNull().default(""),
    device: text("device", { enum: ["mobile", "tablet", "desktop"] }).notNull(),
    visitor: bytea("visitor").notNull(),
  },
  (t) => [index("page_views_site_day_idx").on(t.siteId, t.day)],
);

/** The random salt of each day's visitor hashes; deleted after the day, which unlinks them. */
export const visitorSalts = pgTable("visitor_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: bytea("salt").notNull(),
});
