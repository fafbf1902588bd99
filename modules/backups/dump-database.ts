import { createWriteStream } from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { RawDriver } from "../../db/client.ts";
import { findPostgresTool, libpqEnvironment, run } from "./postgres-tools.ts";
import { type RunSql, tableRowCounts } from "./table-row-counts.ts";

export type DatabaseDump = {
  kind: "pglite" | "postgres";
  serverVersion: string;
  /** Rows per table in the very state the dump holds. */
  tables: Record<string, number>;
};

/**
 * Dumps the running database into `file`, counting its rows in the same state:
 * - Postgres: `pg_dump --format=custom` of a snapshot exported by a transaction that also
 *   counts, so the counts match the dump to the row while the site keeps taking bookings;
 * - PGlite: its data directory (`dumpDataDir`), taken inside a transaction that holds off
 *   other queries for the moment of the dump (PGlite has one connection: seconds at most
 *   for the small sites it serves). The tar is in memory briefly; PGlite has no other way.
 */
export async function dumpDatabase(
  raw: RawDriver,
  databaseUrl: string | undefined,
  file: string,
): Promise<DatabaseDump> {
  if (raw.kind === "pglite") {
    return raw.client.transaction(async (tx) => {
      const runSql: RunSql = async (text) => (await tx.query<Record<string, unknown>>(text)).rows;
      const tables = await tableRowCounts(runSql);
      const [version] = await runSql("show server_version");
      // Gzipped: a data folder is mostly empty pages (45 MB becomes a few).
      const tar = await raw.client.dumpDataDir("gzip");
      await pipeline(Readable.fromWeb(tar.stream() as never), createWriteStream(file, { mode: 0o600 }));
      return { kind: "pglite" as const, serverVersion: String(version?.server_version ?? ""), tables };
    });
  }
  if (!databaseUrl) throw new Error("a Postgres backup needs the database URL for pg_dump");
  const client = await raw.pool.connect();
  try {
    await client.query("begin isolation level repeatable read read only");
    const runSql: RunSql = async (text) => (await client.query(text)).rows;
    const [snapshot] = await runSql("select pg_export_snapshot() as id");
    const [version] = await runSql(
      "select current_setting('server_version') as v, current_setting('server_version_num')::int as num",
    );
    const tables = await tableRowCounts(runSql);
    const major = Math.floor(Number(version?.num) / 10000);
    const pgDump = await findPostgresTool("pg_dump", major);
    await run(
      pgDump,
      ["--format=custom", "--no-password", `--snapshot=${String(snapshot?.id)}`, `--file=${file}`],
      libpqEnvironment(databaseUrl),
    );
    await client.query("commit");
    return { kind: "postgres", serverVersion: String(version?.v ?? ""), tables };
  } catch (error) {
    await client.query("rollback").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
