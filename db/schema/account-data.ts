import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

/** The states an owner's data archive moves through (modules/account-export). */
export const ACCOUNT_EXPORT_STATES = ["requested", "running", "ready", "failed", "expired"] as const;

/**
 * An owner's request for a download of everything of theirs (issue 20 §5): made by a job,
 * stored in the private `account-exports` bucket under `storage_key` (a random folder, in
 * parts: modules/account-export/chunked-archive.ts), downloadable by its owner until
 * `expires_at`, then removed by the daily sweep. At most one is waiting or being made per
 * owner (the partial unique index), so repeated clicks queue nothing twice.
 */
export const accountExports = pgTable(
  "account_exports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    state: text("state", { enum: ACCOUNT_EXPORT_STATES }).notNull().default("requested"),
    /** The language of the archive's README and the ready email. */
    lang: text("lang", { enum: ["nl", "en", "pl"] }).notNull(),
    /** The archive's folder in the bucket: unguessable, never shown to anyone but the owner's browser. */
    storageKey: text("storage_key"),
    parts: integer("parts").notNull().default(0),
    sizeBytes: bigint("size_bytes", { mode: "number" }),
    /** Why making it failed, in the log's words (never shown verbatim to the owner). */
    error: text("error"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [
    index("account_exports_user_idx").on(t.userId, t.requestedAt),
    uniqueIndex("account_exports_one_open_per_owner").on(t.userId).where(sql`${t.state} in ('requested','running')`),
    index("account_exports_expiry_idx").on(t.expiresAt).where(sql`${t.state} = 'ready'`),
    check("account_exports_state_known", sql`${t.state} in ('requested','running','ready','failed','expired')`),
  ],
);

/**
 * An owner asked to delete their account (issue 20 §5): their site is offline from
 * `requested_at`, they can still sign in to download their data or undo it until
 * `purge_after`, when the daily job removes everything except what the law makes us keep
 * (VayVista's invoices to them, until `keep_invoices_until`). The row outlives the purge
 * as the record of it (with no personal data), and goes with the last invoices.
 */
export const accountDeletions = pgTable(
  "account_deletions",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    purgeAfter: timestamp("purge_after", { withTimezone: true }).notNull(),
    /** The site's status before it went offline, put back if the owner undoes the deletion. */
    siteStatusBefore: text("site_status_before", { enum: ["active", "inactive"] }),
    /** The subscription was set to end with its period by the request: undoing it renews again. */
    stoppedRenewal: boolean("stopped_renewal").notNull().default(false),
    purgedAt: timestamp("purged_at", { withTimezone: true }),
    /** Seven years after the last invoice (Dutch fiscal retention); null when there were none. */
    keepInvoicesUntil: timestamp("keep_invoices_until", { withTimezone: true }),
  },
  (t) => [
    index("account_deletions_due_idx").on(t.purgeAfter).where(sql`${t.purgedAt} is null`),
    check("account_deletions_period_order", sql`${t.purgeAfter} > ${t.requestedAt}`),
  ],
);
