import { timestamp } from "drizzle-orm/pg-core";

/** created_at and updated_at, on every table that users edit. */
export const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/** Text per marketing language; every language is required so no page shows a gap. */
export type LocalizedText = { nl: string; en: string; pl: string };
