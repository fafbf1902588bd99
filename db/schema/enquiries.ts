import { sql } from "drizzle-orm";
import { check, date, index, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { userSites } from "./sites.ts";
import { rentalUnits } from "./units.ts";

/** A question a guest sent through the contact form of an owner's site. */
export const siteEnquiries = pgTable(
  "site_enquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: uuid("site_id")
      .notNull()
      .references(() => userSites.id, { onDelete: "cascade" }),
    unitId: uuid("unit_id").references(() => rentalUnits.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    checkIn: date("check_in", { mode: "string" }),
    checkOut: date("check_out", { mode: "string" }),
    guests: smallint("guests"),
    message: text("message").notNull(),
    /** The language of the page it was sent from: the guest's confirmation is in it. */
    lang: text("lang").notNull(),
    status: text("status", { enum: ["new", "handled"] })
      .notNull()
      .default("new"),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("site_enquiries_unit_idx").on(t.unitId).where(sql`${t.unitId} is not null`),
    index("site_enquiries_site_created_idx").on(t.siteId, t.createdAt, t.id),
    check("site_enquiries_status_known", sql`${t.status} in ('new','handled')`),
    check(
      "site_enquiries_dates_ordered",
      sql`${t.checkIn} is null or ${t.checkOut} is null or ${t.checkOut} > ${t.checkIn}`,
    ),
  ],
);
