import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * Incidents the operator's alerts found (modules/ops-alerts): one row from when a check first
 * reports an incident until it clears. The admins are emailed once when it opens and once
 * when it closes; the same key coming back later opens a new row, and a new email.
 */
export const opsIncidents = pgTable(
  "ops_incidents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The check that found it (outbox-stuck, queue-failures, …). */
    check: text("check").notNull(),
    /** The check's stable key of the incident, e.g. `queue-failures:email-send`. */
    incident: text("incident").notNull(),
    /** What the check said, the first time and the latest time it saw the incident. */
    summary: text("summary").notNull(),
    lastSummary: text("last_summary").notNull(),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    // At most one open incident per key: the alert's "at most once per incident".
    uniqueIndex("ops_incidents_open_key").on(t.incident).where(sql`${t.closedAt} is null`),
    index("ops_incidents_opened_idx").on(t.openedAt),
  ],
);
