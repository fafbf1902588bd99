import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.ts";
import { testBackends } from "../../../db/testing.ts";
import { backupHour } from "../../../modules/backups/backup-hour.ts";
import { finishRun, startRun } from "../../../modules/backups/backup-runs.ts";
import { type Person, type RouteHarness, routeHarness } from "../../../tests/support/route-harness.ts";
import { action, loader } from "./backups.tsx";

type Loaded = Awaited<ReturnType<typeof loader>>;
const PATH = "/admin/settings/backups";

describe.each(testBackends())("/admin/settings/backups on $name", (backend) => {
  let handle: DatabaseHandle;
  let h: RouteHarness;
  let admin: Person;
  let owner: Person;

  beforeAll(async () => {
    handle = await backend.open();
    h = routeHarness(handle.db);
    admin = await h.signInAdmin({ email: "beheer@vayvista.test", lang: "nl" });
    owner = await h.signUpOwner({ email: "eigenaar@example.nl" });
    const backup = await startRun(handle.db, "backup", "schedule", new Date("2026-11-28T02:05:00Z"));
    await finishRun(
      handle.db,
      backup,
      {
        status: "succeeded",
        archiveName: "vayvista-20261128T020500Z.vvbackup",
        archiveBytes: 12_345_678,
        databaseBytes: 10_000_000,
        filesBytes: 2_000_000,
        fileCount: 42,
      },
      new Date("2026-11-28T02:06:30Z"),
    );
    const drill = await startRun(handle.db, "drill", "schedule", new Date("2026-11-29T04:05:00Z"));
    await finishRun(
      handle.db,
      drill,
      { status: "failed", archiveName: "vayvista-20261128T020500Z.vvbackup", error: "row counts differ in stays" },
      new Date("2026-11-29T04:06:00Z"),
    );
  });
  afterAll(() => handle.close());

  it("shows the admin the latest backups with their sizes and durations, and the last drill's result", async () => {
    const page = await h.call(loader, PATH, { as: admin });
    expect(page.status).toBe(200);
    const data = page.data as Loaded;
    expect(data.backups).toEqual([
      expect.objectContaining({ status: "succeeded", archiveBytes: 12_345_678, fileCount: 42, durationMs: 90_000 }),
    ]);
    expect(data.lastDrill).toMatchObject({ status: "failed", error: "row counts differ in stays" });
    expect(data.hour).toBe(3);
  });

  it("queues a backup on 'back up now' and saves the hour; a bad hour changes nothing", async () => {
    let queued = 0;
    const backups = {
      backUpNow: async () => {
        queued += 1;
      },
    };
    const now = await h.call(action, PATH, { as: admin, form: { intent: "backup-now" }, services: { backups } });
    expect([now.status, queued]).toEqual([200, 1]);
    expect(await h.call(action, PATH, { as: admin, form: { intent: "backup-now" } })).toMatchObject({ status: 503 });

    expect(await h.call(action, PATH, { as: admin, form: { intent: "hour", hour: "22" } })).toMatchObject({
      status: 200,
      data: { ok: true, message: "Opgeslagen: de back-up draait voortaan om 22:00." },
    });
    expect(await backupHour(handle.db)).toBe(22);
    for (const hour of ["24", "-1", "2\u00002", "", "２２", "22.0", "1e1"]) {
      const refused = await h.call(action, PATH, { as: admin, form: { intent: "hour", hour } });
      expect([hour, refused.status, refused.data]).toEqual([
        hour,
        400,
        { ok: false, message: "Kies een heel uur van 0 tot en met 23." },
      ]);
    }
    // A form of 5 MB is refused before it is read, in the admin's language.
    const huge = await h.call(action, PATH, {
      as: admin,
      form: { intent: "hour", hour: "3", padding: "x".repeat(5_000_000) },
    });
    expect(huge.status).toBe(413);
    expect(await backupHour(handle.db)).toBe(22);
  });

  it("is for admins only: visitors go to the login page, owners get a 403 and queue nothing", async () => {
    let queued = 0;
    const backups = {
      backUpNow: async () => {
        queued += 1;
      },
    };
    for (const fn of [loader, action]) {
      const anonymous = await h.call(fn, PATH, fn === action ? { form: { intent: "backup-now" } } : {});
      expect([anonymous.status, anonymous.location]).toEqual([302, `/login?next=${encodeURIComponent(PATH)}`]);
      const refused = await h.call(fn, PATH, {
        as: owner,
        services: { backups },
        ...(fn === action ? { form: { intent: "backup-now" } } : {}),
      });
      expect(refused.status).toBe(403);
    }
    expect(queued).toBe(0);
  });
});
