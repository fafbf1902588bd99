import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import { type DatabaseHandle, openDatabase, wrapPglite } from "./client.ts";

/**
 * Fresh, migrated databases for integration tests: PGlite always (cloned from one migrated
 * template, since creating PGlite costs seconds), and a throwaway database on the Postgres
 * server named by TEST_DATABASE_URL when that is set.
 */
export type TestBackend = { name: "pglite" | "postgres"; open(): Promise<DatabaseHandle> };

let template: Promise<PGlite> | undefined;

async function openPgliteClone(): Promise<DatabaseHandle> {
  template ??= (async () => {
    const client = new PGlite();
    await wrapPglite(client).migrate();
    return client;
  })();
  return wrapPglite(await (await template).clone());
}

async function openPostgresDatabase(serverUrl: string): Promise<DatabaseHandle> {
  const name = `vayvista_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: "" });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export function testBackends(): TestBackend[] {
  const backends: TestBackend[] = [{ name: "pglite", open: openPgliteClone }];
  const url = inject("testDatabaseUrl");
  if (url) backends.push({ name: "postgres", open: () => openPostgresDatabase(url) });
  return backends;
}

declare module "vitest" {
  export interface ProvidedContext {
    /** TEST_DATABASE_URL, handed over by vitest.config.ts; "" when not set. */
    testDatabaseUrl: string;
  }
}
