import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

/**
 * Each backup and each restore drill (modules/backups): what it did, how big, how long, and
 * why it failed. The admin page lists them; the alert check reads the last good backup and
 * the last drill from here.
 */
export const backupRuns = pgTable(
  "backup_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: ["backup", "drill"] }).notNull(),
    status: text("status", { enum: ["running", "succeeded", "failed"] })
      .notNull()
      .default("running"),
    /** What started it: the daily schedule, the admin's "back up now", the CLI. */
    trigger: text("trigger", { enum: ["schedule", "manual", "cli"] }).notNull(),
    /** The archive made (backup) or restored (drill). */
    archiveName: text("archive_name"),
    archiveBytes: bigint("archive_bytes", { mode: "number" }),
    databaseBytes: bigint("database_bytes", { mode: "number" }),
    filesBytes: bigint("files_bytes", { mode: "number" }),
    fileCount: integer("file_count"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    durationMs: integer("duration_ms"),
    /** Why it failed, in words for the operator (never a secret). */
    error: text("error"),
    /** A drill's comparison: tables whose row counts differ from the manifest. */
    details: jsonb("details").$type<Record<string, unknown>>(),
  },
  (t) => [
    index("backup_runs_kind_started_idx").on(t.kind, t.startedAt),
    check("backup_runs_kind_known", sql`${t.kind} in ('backup','drill')`),
    check("backup_runs_status_known", sql`${t.status} in ('running','succeeded','failed')`),
    check("backup_runs_trigger_known", sql`${t.trigger} in ('schedule','manual','cli')`),
  ],
);

/** The admin's backup settings: one row, made by the backup worker on its first start. */
export const backupSettings = pgTable(
  "backup_settings",
  {
    id: smallint("id").primaryKey().default(1),
    /** The hour (Europe/Amsterdam) the daily backup runs; the weekly drill runs two hours later on Sundays. */
    hour: smallint("hour").notNull().default(3),
    updatedBy: uuid("updated_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("backup_settings_single_row", sql`${t.id} = 1`),
    check("backup_settings_hour_valid", sql`${t.hour} between 0 and 23`),
  ],
);
