import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { type DatabaseHandle, MIGRATIONS_DIR } from "../../db/client.ts";
import type { ServerLifecycle } from "./server-lifecycle.ts";

export type Readiness =
  | { ready: true; database: DatabaseHandle["kind"] }
  | { ready: false; status: "draining" | "starting" | "unavailable" | "migrations-pending" };

/** The time stamp of the newest migration this build brings (drizzle records it when applied). */
function newestMigrationMillis(): number {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/**
 * Whether this instance should be sent visitors (/readyz): not draining, the database
 * answers, every migration of this build is applied, and the job queue has started. Once
 * the migrations were seen applied they stay so (none is ever taken back), so later checks
 * cost one `select 1`.
 */
export function readinessCheck(database: DatabaseHandle, lifecycle: ServerLifecycle | undefined) {
  const newest = newestMigrationMillis();
  let migrated = false;
  return async (): Promise<Readiness> => {
    if (lifecycle?.draining) return { ready: false, status: "draining" };
    try {
      await database.ping();
      if (!migrated) {
        const result = (await database.db.execute(
          sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
        )) as unknown as { rows: { newest: string | null }[] };
        migrated = Number(result.rows[0]?.newest ?? 0) >= newest;
      }
    } catch {
      return { ready: false, status: "unavailable" };
    }
    if (!migrated) return { ready: false, status: "migrations-pending" };
    if (lifecycle && !lifecycle.jobQueueStarted) return { ready: false, status: "starting" };
    return { ready: true, database: database.kind };
  };
}
