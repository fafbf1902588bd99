import { randomBytes } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase, PGLITE_EXTENSIONS, wrapPglite } from "./client.ts";

/**
 * Migrates one database of each kind once per test run, for db/testing.ts to copy: creating
 * and migrating a PGlite costs about five seconds and a Postgres database one, which every
 * test file would otherwise pay again. PGlite is handed over as a data-directory dump (loading
 * it takes a second), Postgres as a template database (copied by CREATE DATABASE … TEMPLATE).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const id = randomBytes(6).toString("hex");

  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  await wrapPglite(pglite).migrate();
  const dumpPath = path.join(os.tmpdir(), `vayvista-test-pglite-${id}.tar`);
  writeFileSync(dumpPath, Buffer.from(await (await pglite.dumpDataDir("none")).arrayBuffer()));
  await pglite.close();
  project.provide("pgliteTemplate", dumpPath);

  const serverUrl = project.getProvidedContext().testDatabaseUrl;
  const templateName = `vayvista_test_template_${id}`;
  if (serverUrl) {
    await adminQuery(serverUrl, `create database ${templateName}`);
    const handle = await openDatabase({ databaseUrl: databaseUrl(serverUrl, templateName), dataDir: "" });
    await handle.close();
  }
  project.provide("postgresTemplate", serverUrl ? { serverUrl, templateName } : null);

  return async () => {
    rmSync(dumpPath, { force: true });
    if (serverUrl) await adminQuery(serverUrl, `drop database if exists ${templateName} with (force)`);
  };
}

/** The URL of database `name` on the server at `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement that may not run inside a transaction (CREATE/DROP DATABASE). */
export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
