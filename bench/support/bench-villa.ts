import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase } from "../../db/client.ts";
import { ownerWithSite } from "../../modules/sites/sites.testing.ts";
import { insertUnit } from "../../modules/units/units.testing.ts";
import { option } from "./option.ts";

/**
 * What the booking benchmarks measure on: a database (the embedded one in a temporary
 * directory, or a throwaway database on the Postgres server of --postgres=URL) with an
 * owner's site (`subdomain`) and one unit, the villa for six (slug "villa"). `close()`
 * closes the database and removes the directory or drops the database.
 */
export async function openBenchVilla(subdomain: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `vayvista-${subdomain}-`));
  const server = option("postgres");
  const throwaway = server ? await createThrowawayDatabase(server) : undefined;
  const database = await openDatabase({ databaseUrl: throwaway?.url, dataDir });
  const close = async () => {
    await database.close();
    await throwaway?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const { siteId } = await ownerWithSite(database.db, { subdomain });
    const unit = await insertUnit(database.db, siteId, "villa", { maxGuests: 6, bedrooms: 3, beds: 4, bathrooms: 2 });
    return { database, db: database.db, siteId, unitId: unit.id, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** A fresh database on the server of `serverUrl`, so every run starts empty; dropped again after. */
export async function createThrowawayDatabase(serverUrl: string) {
  const name = `vayvista_bench_${randomBytes(4).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => admin(`drop database if exists ${name} with (force)`) };
}
