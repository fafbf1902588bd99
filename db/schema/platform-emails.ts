import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

/**
 * The admin's on/off switch per scheduled platform email to owners
 * (modules/owner-emails/platform-emails.ts). No row means on: a new email works without setup.
 */
export const platformEmailSwitches = pgTable("platform_email_switches", {
  email: text("email").primaryKey(),
  enabled: boolean("enabled").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid("updated_by"),
});

/**
 * One row per scheduled email queued for an owner and period ("once", a domain claim's id, a
 * month "2026-10"), written in the transaction that queues it: the primary key makes a re-run
 * of the daily job, or two instances running it at once, queue it exactly once.
 */
export const platformEmailSends = pgTable(
  "platform_email_sends",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    period: text("period").notNull(),
    outboxId: uuid("outbox_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.email, t.period] }),
    index("platform_email_sends_email_idx").on(t.email, t.createdAt),
  ],
);
