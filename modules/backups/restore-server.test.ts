import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { request } from "node:http";
import os from "node:os";
import path from "node:path";
import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client.ts";
import { sitePhotos, stays, userSites } from "../../db/schema.ts";
import { freePort } from "../../tests/support/free-port.ts";
import { type HelperProcess, runHelper, startHelper } from "../../tests/support/helper-process.ts";
import { fillEveryTable } from "./every-table.testing.ts";

/** GET on the local server with a Host of our choosing (an owner's site is told by its host). */
function get(port: number, pathname: string, host: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path: pathname, headers: { host } }, (res) => {
      const parts: Buffer[] = [];
      res.on("data", (d: Buffer) => parts.push(d));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(parts) }));
    });
    req.once("error", reject);
    req.end();
  });
}

/**
 * The operator's way back (docs/operations/backups.md): `npm run backup` on one DATA_DIR,
 * `npm run restore` into a fresh one, and the server started on it answers with the booking
 * and the photo made before the backup.
 */
describe("a server on a restored DATA_DIR", () => {
  let root: string;
  let server: HelperProcess | undefined;
  const base = {
    ...process.env,
    DATABASE_URL: "",
    LOG_LEVEL: "warn",
    APP_DOMAIN: "localhost",
    NODE_ENV: "development",
  };

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "vayvista-restore-"));
  });
  afterAll(async () => {
    await server?.stop();
    await rm(root, { recursive: true, force: true });
  });

  it("shows the booking and serves the photo that were there when the backup was made", async () => {
    const before = path.join(root, "before");
    const after = path.join(root, "after");
    const backups = path.join(root, "backups");
    const database = await openDatabase({ dataDir: before });
    const { siteId } = await fillEveryTable(database.db, before);
    const [stay] = await database.db
      .select({ token: stays.guestToken, checkIn: stays.checkIn, siteId: stays.siteId, subdomain: userSites.subdomain })
      .from(stays)
      .innerJoin(userSites, eq(userSites.id, stays.siteId))
      .where(and(eq(stays.kind, "booking"), isNotNull(stays.guestToken)))
      .limit(1);
    const [photo] = await database.db.select().from(sitePhotos).where(eq(sitePhotos.siteId, siteId)).limit(1);
    await database.close();
    if (!stay?.token || !photo) throw new Error("test data: no booking with a guest link, or no photo");
    const photoPath = `/media/site-photos/${siteId}/${photo.id}/480.avif`;
    const photoBytes = await readFile(path.join(before, "storage", "site-photos", siteId, photo.id, "480.avif"));

    await runHelper(process.execPath, ["scripts/backup.ts", "--to", backups], { env: { ...base, DATA_DIR: before } });
    const archive = (await readdir(backups)).find((name) => name.endsWith(".vvbackup"));
    if (!archive) throw new Error("no archive written");
    const key = (await readFile(path.join(before, "backup.key"), "utf8")).trim();

    // Without the key the archive is refused; with it, restored into the fresh folder.
    await expect(
      runHelper(process.execPath, ["scripts/restore.ts", path.join(backups, archive)], {
        env: { ...base, DATA_DIR: after },
      }),
    ).rejects.toThrow(/no backup key/);
    await runHelper(process.execPath, ["scripts/restore.ts", path.join(backups, archive)], {
      env: { ...base, DATA_DIR: after, BACKUP_KEY: key },
    });
    // A second restore onto what is now there is refused.
    await expect(
      runHelper(process.execPath, ["scripts/restore.ts", path.join(backups, archive)], {
        env: { ...base, DATA_DIR: after, BACKUP_KEY: key },
      }),
    ).rejects.toThrow(/already holds a database/);

    const port = await freePort();
    server = startHelper(process.execPath, ["server/main.ts", "--dev"], {
      // info: the line that says it listens is an info line.
      env: { ...base, DATA_DIR: after, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "info" },
    });
    await server.ready((line) => line.includes("VayVista is listening"));

    const calendar = await get(port, `/api/my-booking.ics?b=${stay.token}`, `${stay.subdomain}.localhost:${port}`);
    expect(calendar.status).toBe(200);
    expect(calendar.body.toString()).toContain(`DTSTART;VALUE=DATE:${stay.checkIn.replaceAll("-", "")}`);
    const served = await get(port, photoPath, `localhost:${port}`);
    expect(served.status).toBe(200);
    expect(served.body.equals(photoBytes)).toBe(true);
  });
});
