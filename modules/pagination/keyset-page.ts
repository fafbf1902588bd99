import { eq, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { assertUuid } from "../ids/uuid.ts";

/** How many rows an admin list shows on one page unless asked otherwise. */
export const PAGE_SIZE = 50;

/** The most rows an admin list shows on one page. */
export const PAGE_MAX = 200;

/** Rows of one page of a newest-first list, and the cursor of the next (older) page. */
export type KeysetPage<T> = {
  rows: T[];
  /** Pass as `before` for the next page; null on the last page. */
  nextBefore: string | null;
};

/** The page size asked for, as a whole number from 1 to PAGE_MAX. */
export function pageLimit(limit: number | undefined): number {
  return Math.min(Math.max(Math.trunc(limit ?? PAGE_SIZE) || 1, 1), PAGE_MAX);
}

/**
 * The condition for the rows after the one whose id is `before`, in a list ordered newest
 * first by (`sortedBy`, `id`). Rows written in one transaction share their timestamp, so the
 * page is cut on the pair, compared in the database at its own precision (JavaScript dates
 * lose Postgres' microseconds): no row is skipped or shown twice. A malformed `before` is an
 * InvalidIdError (400); one that no longer exists gives an empty page.
 */
export function olderThan(db: Database, table: PgTable, sortedBy: PgColumn, id: PgColumn, before: string): SQL {
  assertUuid(before, "before");
  const cursor = db.select({ sortedBy, id }).from(table).where(eq(id, before));
  return sql`(${sortedBy}, ${id}) < (${cursor})`;
}

/** The page from the `limit + 1` rows read: one more than shown says there is a next page. */
export function keysetPage<T extends { id: string }>(rows: T[], limit: number): KeysetPage<T> {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return { rows: shown, nextBefore: rows.length > limit && last ? last.id : null };
}
