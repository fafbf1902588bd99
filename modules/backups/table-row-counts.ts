/** Runs one SQL text and answers its rows: a PGlite transaction, a pg client, a pool. */
export type RunSql = (text: string) => Promise<Record<string, unknown>[]>;

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The app's tables (schema public), by name. */
export async function appTables(run: RunSql): Promise<string[]> {
  const rows = await run("select tablename as name from pg_catalog.pg_tables where schemaname = 'public' order by 1");
  return rows.map((r) => String(r.name));
}

/** Rows per table of the app's schema, one count(*) each: exact, which a drill needs. */
export async function tableRowCounts(run: RunSql): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of await appTables(run)) {
    const [row] = await run(`select count(*)::bigint as n from public.${quoted(name)}`);
    counts[name] = Number(row?.n ?? 0);
  }
  return counts;
}

/** Tables whose counts differ between what the manifest says and what a restore holds. */
export type RowCountDifference = { table: string; expected: number | null; actual: number | null };

export function rowCountDifferences(
  expected: Record<string, number>,
  actual: Record<string, number>,
): RowCountDifference[] {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
  return names
    .filter((name) => expected[name] !== actual[name])
    .map((name) => ({ table: name, expected: expected[name] ?? null, actual: actual[name] ?? null }));
}
