import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { testBackends } from "../../db/testing.ts";
import { directoryDestination } from "../../modules/backups/backup-destination.ts";
import { setBackupHour } from "../../modules/backups/backup-hour.ts";
import { recentRuns } from "../../modules/backups/backup-runs.ts";
import { loadConfig } from "../config.ts";
import { createLogger } from "../logger.ts";
import { BACKUP_TICK_QUEUE, type BackupWorker, startBackupWorker } from "./backup-worker.ts";
import { startJobQueue, stopJobQueue } from "./start-job-queue.ts";

/** Sunday 29 November 2026, 03:10 in Amsterdam, for each backend afresh. */
const START = new Date("2026-11-29T02:10:00Z");
let clock = START;

describe.each(testBackends())("backup worker on $name", (backend) => {
  let handle: DatabaseHandle;
  let boss: PgBoss;
  let worker: BackupWorker;
  let dataDir: string;

  beforeAll(async () => {
    clock = START;
    handle = await backend.open();
    dataDir = await mkdtemp(path.join(os.tmpdir(), "vayvista-backup-worker-"));
    const databaseUrl =
      handle.raw.kind === "postgres" ? (handle.raw.pool.options as { connectionString: string }).connectionString : "";
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      BACKUP_KEY: Buffer.alloc(32, 3).toString("base64"),
    });
    const log = createLogger("silent");
    boss = await startJobQueue(handle, log);
    worker = await startBackupWorker({ database: handle, config, log, boss, jobPollSeconds: 0.5, now: () => clock });
  });
  afterAll(async () => {
    await worker.stop();
    await stopJobQueue(boss, 5_000);
    await handle.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("checks every hour, once across instances", async () => {
    const schedules = await boss.getSchedules(BACKUP_TICK_QUEUE);
    expect(schedules.map((s) => s.cron)).toEqual(["5 * * * *"]);
    await boss.unschedule(BACKUP_TICK_QUEUE);
  });

  it("makes the backup at the admin's hour and records it; 'back up now' runs one at once", async () => {
    await worker.tick();
    await expect
      .poll(async () => (await recentRuns(handle.db, "backup"))[0]?.status, { timeout: 60_000 })
      .toBe("succeeded");
    const [made] = await recentRuns(handle.db, "backup");
    expect(made).toMatchObject({ trigger: "schedule", fileCount: 0 });
    expect(made?.archiveBytes).toBeGreaterThan(0);
    expect((await readdir(path.join(dataDir, "backups"))).filter((n) => n.endsWith(".vvbackup"))).toHaveLength(1);

    // Another hour: nothing is due.
    await setBackupHour(handle.db, 5, null);
    await worker.tick();
    clock = new Date("2026-11-29T02:11:05Z");
    await worker.backUpNow();
    await expect.poll(async () => (await recentRuns(handle.db, "backup")).length, { timeout: 60_000 }).toBe(2);
    await expect
      .poll(async () => (await recentRuns(handle.db, "backup"))[0]?.status, { timeout: 60_000 })
      .toBe("succeeded");
    expect((await recentRuns(handle.db, "backup"))[0]?.trigger).toBe("manual");
  });

  it("runs the Sunday drill two hours after the backup hour and records that it passed", async () => {
    clock = new Date("2026-11-29T06:05:00Z"); // 07:05 in Amsterdam, the hour is 5
    await worker.tick();
    await expect
      .poll(async () => (await recentRuns(handle.db, "drill"))[0]?.status, { timeout: 60_000 })
      .toBe("succeeded");
    const [drill] = await recentRuns(handle.db, "drill");
    expect(drill?.archiveName).toMatch(/^vayvista-20261129T021105Z\.vvbackup$/);
    expect(drill?.durationMs).toBeGreaterThanOrEqual(0);
    // Two backups on one day: the retention rule keeps the day's newest; the drill adds nothing.
    const destination = directoryDestination(path.join(dataDir, "backups"));
    expect(await destination.list()).toEqual(["vayvista-20261129T021105Z.vvbackup"]);
  });
});
