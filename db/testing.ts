import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";
import { type DatabaseHandle, openDatabase, PGLITE_EXTENSIONS, wrapPglite } from "./client.ts";
import { adminQuery, databaseUrl } from "./testing-global-setup.ts";

/**
 * Fresh, migrated databases for integration tests: PGlite always, and a throwaway database
 * on the Postgres server named by TEST_DATABASE_URL when that is set. Both are copies of the
 * databases db/testing-global-setup.ts migrated once for the whole run.
 */
export type TestBackend = { name: "pglite" | "postgres"; open(): Promise<DatabaseHandle> };

let pgliteDump: Promise<Blob> | undefined;

async function openPgliteCopy(): Promise<DatabaseHandle> {
  pgliteDump ??= readFile(inject("pgliteTemplate")).then((bytes) => new Blob([bytes]));
  return wrapPglite(await PGlite.create({ loadDataDir: await pgliteDump, extensions: PGLITE_EXTENSIONS }));
}

async function openPostgresCopy({ serverUrl, templateName }: PostgresTemplate): Promise<DatabaseHandle> {
  const name = `vayvista_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(serverUrl, `create database ${name} template ${templateName}`);
  const handle = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name), dataDir: "" });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

export function testBackends(): TestBackend[] {
  const backends: TestBackend[] = [{ name: "pglite", open: openPgliteCopy }];
  const postgres = inject("postgresTemplate");
  if (postgres) backends.push({ name: "postgres", open: () => openPostgresCopy(postgres) });
  return backends;
}

type PostgresTemplate = { serverUrl: string; templateName: string };

declare module "vitest" {
  export interface ProvidedContext {
    /** TEST_DATABASE_URL, handed over by vitest.config.ts; "" when not set. */
    testDatabaseUrl: string;
    /** The file holding the migrated PGlite data directory. */
    pgliteTemplate: string;
    /** The migrated template database on TEST_DATABASE_URL's server; null when not set. */
    postgresTemplate: PostgresTemplate | null;
  }
}
