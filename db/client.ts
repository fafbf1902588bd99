import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite, type PGliteInterface } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
/** The one database type every module takes: the same on PGlite and on Postgres. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * The driver underneath Drizzle, for libraries that run their own SQL on the same
 * connection (pg-boss): on PGlite there is only the one connection.
 */
export type RawDriver = { kind: "pglite"; client: PGlite } | { kind: "postgres"; pool: pg.Pool };

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  raw: RawDriver;
  ping(): Promise<void>;
  close(): Promise<void>;
};

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** Opens Postgres when a URL is given, else PGlite in `dataDir`, and applies migrations. */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** The most connections the Postgres pool opens (DB_POOL_MAX); default 10. */
  poolMax?: number;
  /**
   * Where the migrations run under their session lock, when DATABASE_URL goes through PgBouncer
   * in transaction mode (DATABASE_SESSION_URL); default the pool's own connection.
   */
  sessionUrl?: string | undefined;
}): Promise<DatabaseHandle> {
  const handle = opts.databaseUrl
    ? openPostgres(opts.databaseUrl, opts.poolMax ?? 10, opts.sessionUrl)
    : await openPglite(opts.dataDir);
  try {
    await handle.migrate();
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

type Migratable = DatabaseHandle & { migrate(): Promise<void> };

function openPostgres(url: string, max: number, sessionUrl: string | undefined): Migratable {
  const pool = new pg.Pool({ connectionString: url, max });
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Database,
    kind: "postgres",
    raw: { kind: "postgres", pool },
    // Instances starting together take turns: the migrator itself takes no lock. The lock is a
    // session's, so behind PgBouncer in transaction mode it needs a session URL of its own.
    migrate: async () => {
      const session = sessionUrl ? new pg.Client({ connectionString: sessionUrl }) : null;
      await session?.connect();
      const client = session ?? (await pool.connect());
      try {
        await client.query("select pg_advisory_lock(7270312)");
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query("select pg_advisory_unlock(7270312)").catch(() => undefined);
        if (session) await session.end();
        else (client as pg.PoolClient).release();
      }
    },
    ping: async () => {
      await pool.query("select 1");
    },
    close: async () => {
      // pool.end() resolves before the connections have said goodbye; wait for them, so a
      // caller that drops the database next (the tests) does not kill one mid-close.
      let open = pool.totalCount;
      const closed = new Promise<void>((resolve) => {
        if (open === 0) resolve();
        pool.on("remove", () => {
          open -= 1;
          if (open <= 0) resolve();
        });
      });
      await pool.end();
      await closed;
    },
  };
}

/** The extensions the migrations need, loaded into every PGlite (Postgres has them as contrib). */
export const PGLITE_EXTENSIONS = { btree_gist };

async function openPglite(dataDir: string): Promise<Migratable> {
  const dir = path.resolve(dataDir, "pglite");
  mkdirSync(dir, { recursive: true });
  return wrapPglite(await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS }));
}

/** Wraps an open PGlite (also an in-memory clone in tests). */
export function wrapPglite(client: PGlite | PGliteInterface): Migratable {
  // clone() is typed as the interface, but it is a full PGlite instance.
  const pglite = client as PGlite;
  const db = drizzlePglite({ client: pglite, schema });
  return {
    db: db as unknown as Database,
    kind: "pglite",
    raw: { kind: "pglite", client: pglite },
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await client.query("select 1");
    },
    close: () => client.close(),
  };
}
