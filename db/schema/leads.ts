import { date, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./columns.ts";

/** Contact and consultation requests from the marketing site, followed up in the admin area. */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: ["contact", "consultation"] }).notNull(),
    status: text("status", { enum: ["new", "contacted", "won", "lost"] })
      .notNull()
      .default("new"),
    lang: text("lang", { enum: ["nl", "en", "pl"] }).notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    subject: text("subject"),
    message: text("message"),
    preferredDate: date("preferred_date", { mode: "string" }),
    timeSlot: text("time_slot"),
    propertyType: text("property_type"),
    propertyLocation: text("property_location"),
    unitCount: integer("unit_count"),
    ...timestamps,
  },
  // The admin area lists leads newest first.
  (t) => [index("leads_created_at_idx").on(t.createdAt, t.id)],
);
