import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";

/** The app's tables (schema public), by name. */
export async function appTables(db: Database): Promise<string[]> {
  const rows = await db.execute<{ name: string }>(
    sql`select tablename as name from pg_catalog.pg_tables where schemaname = 'public' order by tablename`,
  );
  return (rows as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);
}

/** Rows per table of the app's schema, one count(*) each: exact, which a drill needs. */
export async function tableRowCounts(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of await appTables(db)) {
    const result = await db.execute<{ n: string | number }>(
      sql`select count(*) as n from ${sql.identifier("public")}.${sql.identifier(name)}`,
    );
    counts[name] = Number((result as unknown as { rows: { n: string | number }[] }).rows[0]?.n ?? 0);
  }
  return counts;
}

/** Tables whose counts differ between what the manifest says and what a restore holds. */
export function rowCountDifferences(
  expected: Record<string, number>,
  actual: Record<string, number>,
): { table: string; expected: number | null; actual: number | null }[] {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
  return names
    .filter((name) => expected[name] !== actual[name])
    .map((name) => ({ table: name, expected: expected[name] ?? null, actual: actual[name] ?? null }));
}
