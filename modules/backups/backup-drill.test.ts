import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { testBackends } from "../../db/testing.ts";
import { backupAlertFindings, lastSuccessfulBackupAt } from "./backup-alerts.ts";
import { directoryDestination } from "./backup-destination.ts";
import { ensureBackupSettings } from "./backup-hour.ts";
import { finishRun, startRun } from "./backup-runs.ts";
import { emptyTables, fillEveryTable, runOn } from "./every-table.testing.ts";
import { type MadeBackup, makeBackup } from "./make-backup.ts";
import { manifestNameFor } from "./manifest.ts";
import { checkArchive, restoreBackup } from "./restore-backup.ts";
import { runRestoreDrill } from "./restore-drill.ts";
import { tableRowCounts } from "./table-row-counts.ts";

const KEY = Buffer.alloc(32, 9);
const OTHER_KEY = Buffer.alloc(32, 4);

/** The URL of the test's own Postgres database, which pg_dump connects to. */
function databaseUrlOf(handle: DatabaseHandle): string | undefined {
  if (handle.raw.kind !== "postgres") return undefined;
  return (handle.raw.pool.options as { connectionString: string }).connectionString;
}

describe.each(testBackends())("backup and restore drill on $name", (backend) => {
  let handle: DatabaseHandle;
  let dataDir: string;
  let backupDir: string;
  let made: MadeBackup;

  beforeAll(async () => {
    handle = await backend.open();
    dataDir = await mkdtemp(path.join(os.tmpdir(), "vayvista-backup-data-"));
    backupDir = await mkdtemp(path.join(os.tmpdir(), "vayvista-backups-"));
    await fillEveryTable(handle.db, dataDir);
    await ensureBackupSettings(handle.db);
  });
  afterAll(async () => {
    await handle.close();
    await rm(dataDir, { recursive: true, force: true });
    await rm(backupDir, { recursive: true, force: true });
  });

  it("backs up a database with rows in every table and its stored files, encrypted, with a manifest", async () => {
    const runId = await startRun(handle.db, "backup", "manual");
    expect(await emptyTables(handle.db)).toEqual([]);
    const expected = await tableRowCounts(runOn(handle.db));

    made = await makeBackup({
      source: { raw: handle.raw, databaseUrl: databaseUrlOf(handle), storage: { dataDir, s3: null } },
      key: KEY,
      destination: directoryDestination(backupDir),
    });
    await finishRun(handle.db, runId, { status: "succeeded", archiveName: made.manifest.archive.name });

    const { manifest } = made;
    expect(manifest.database.kind).toBe(backend.name);
    expect(manifest.tables).toEqual(expected);
    expect(manifest.storage).toMatchObject({ kind: "disk", fileCount: 2 });
    expect(manifest.database.part.size).toBeGreaterThan(0);
    const archive = await readFile(path.join(backupDir, manifest.archive.name));
    expect(archive.length).toBe(manifest.archive.size);
    // Nothing of the data is readable without the key: not a guest's address, not a table name.
    expect(archive.includes("gast@example.de")).toBe(false);
    expect(archive.includes("site_reviews")).toBe(false);
    expect(JSON.parse(await readFile(path.join(backupDir, manifestNameFor(manifest.archive.name)), "utf8"))).toEqual(
      manifest,
    );
  });

  it("restores the latest backup into a scratch database with the same rows in every table", async () => {
    const drill = await runRestoreDrill({
      destination: directoryDestination(backupDir),
      key: KEY,
      databaseUrl: databaseUrlOf(handle),
    });
    expect(drill.archiveName).toBe(made.manifest.archive.name);
    expect(drill.differences).toEqual([]);
    expect(drill.filesRestored).toBe(2);
    expect(Object.values(drill.tables).every((n) => n > 0)).toBe(true);
  });

  it("refuses an archive that was changed, or a key it was not made with", async () => {
    const destination = directoryDestination(backupDir);
    const name = made.manifest.archive.name;
    const file = path.join(backupDir, name);
    const manifestText = await destination.readText(manifestNameFor(name));
    await expect(checkArchive(file, manifestText, OTHER_KEY)).rejects.toThrow(/another backup key/);

    const copy = path.join(backupDir, "changed.vvbackup");
    const bytes = await readFile(file);
    const middle = Math.floor(bytes.length / 2);
    bytes.writeUInt8(bytes.readUInt8(middle) ^ 1, middle);
    await writeFile(copy, bytes);
    await expect(checkArchive(copy, manifestText, KEY)).rejects.toThrow(/does not match its manifest/);
    // Even with a manifest made to fit, the changed byte fails the archive's own check.
    const fitted = JSON.stringify({
      ...made.manifest,
      archive: {
        ...made.manifest.archive,
        sha256: (await import("node:crypto")).createHash("sha256").update(bytes).digest("hex"),
      },
    });
    const manifest = await checkArchive(copy, fitted, KEY);
    await expect(
      restoreBackup({ archiveFile: copy, manifest, key: KEY, target: { kind: "pglite-memory" }, filesRoot: null }),
    ).rejects.toThrow(/damaged archive|does not open/);
    await rm(copy);
  });

  it("finds nothing to alert about after a good backup; a missing backup or a failed drill is one finding each", async () => {
    const now = new Date();
    expect(await lastSuccessfulBackupAt(handle.db)).toBeInstanceOf(Date);
    expect(await backupAlertFindings(handle.db, now)).toEqual([]);
    const later = new Date(now.getTime() + 27 * 3_600_000);
    const drillId = await startRun(handle.db, "drill", "schedule");
    await finishRun(handle.db, drillId, { status: "failed", error: "row counts differ in stays" });
    const findings = await backupAlertFindings(handle.db, later);
    expect(findings.map((f) => f.incident)).toEqual([
      `backup-missing:${(await lastSuccessfulBackupAt(handle.db))?.toISOString()}`,
      `drill-failed:${drillId}`,
    ]);
    expect(findings[1]?.summary).toContain("row counts differ in stays");
  });
});
