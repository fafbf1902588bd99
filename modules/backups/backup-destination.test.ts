import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PutObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { s3Client } from "../storage/s3-backend.ts";
import { type S3TestServer, startS3TestServer } from "../storage/s3-test-server.ts";
import { type BackupDestination, directoryDestination, s3Destination } from "./backup-destination.ts";
import { archiveNameFor, manifestNameFor } from "./manifest.ts";

/** A destination, and a way to leave an archive there without its manifest (a backup cut off). */
type Place = { destination: BackupDestination; putBare(name: string, bytes: Buffer): Promise<void> };

let work: string;
let s3: S3TestServer;
beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), "vv-backup-destination-"));
  s3 = await startS3TestServer("vayvista-backups");
});
afterAll(async () => {
  await s3.close();
  await rm(work, { recursive: true, force: true });
});

const places: [string, () => Place][] = [
  [
    "a folder",
    () => {
      const dir = path.join(work, "backups");
      return {
        destination: directoryDestination(dir),
        putBare: (name, bytes) => writeFile(path.join(dir, name), bytes),
      };
    },
  ],
  [
    "a bucket, under a prefix",
    () => {
      const client = s3Client(s3.settings, 30_000);
      return {
        destination: s3Destination({ ...s3.settings, prefix: "nightly/" }),
        putBare: async (name, bytes) => {
          await client.send(new PutObjectCommand({ Bucket: s3.settings.bucket, Key: `nightly/${name}`, Body: bytes }));
        },
      };
    },
  ],
];

describe.each(places)("backups kept in %s", (_, place) => {
  const times = ["2026-11-27T02:00:00Z", "2026-11-28T02:00:00Z", "2026-11-29T02:00:00Z"].map((t) => new Date(t));
  const names = times.map(archiveNameFor);
  const bytes = names.map(() => randomBytes(3 * 1024 * 1024 + 17));

  it("stores archives with their manifests, lists only complete ones oldest first, and gives them back byte for byte", async () => {
    const { destination, putBare } = place();
    expect(await destination.list()).toEqual([]);
    // Stored newest first, and the oldest cut off before its manifest: listed by time, complete only.
    for (const i of [1, 0]) {
      const file = path.join(work, `upload-${i}`);
      await writeFile(file, bytes[i] as Buffer);
      await destination.store(names[i] as string, file, manifestNameFor(names[i] as string), `{"n":${i}}`);
    }
    await putBare(names[2] as string, bytes[2] as Buffer);
    await putBare("notes.txt", Buffer.from("not a backup"));
    expect(await destination.list()).toEqual([names[0], names[1]]);

    expect(await destination.readText(manifestNameFor(names[1] as string))).toBe('{"n":1}');
    const copy = path.join(work, "fetched");
    await destination.fetchTo(names[1] as string, copy);
    expect((await readFile(copy)).equals(bytes[1] as Buffer)).toBe(true);

    await destination.remove([names[0] as string]);
    expect(await destination.list()).toEqual([names[1]]);
    await expect(destination.readText(manifestNameFor(names[0] as string))).rejects.toThrow();
  });
});

describe("a bucket shared by several prefixes", () => {
  it("lists and removes only its own prefix's backups", async () => {
    const name = archiveNameFor(new Date("2026-11-29T03:00:00Z"));
    const mine = s3Destination({ ...s3.settings, prefix: "site-a" });
    const other = s3Destination({ ...s3.settings, prefix: "site-b/" });
    const file = path.join(work, "upload-a");
    await writeFile(file, "archive");
    await mine.store(name, file, manifestNameFor(name), "{}");
    expect(await mine.list()).toEqual([name]);
    expect(await other.list()).toEqual([]);
    await other.remove([name]);
    expect(await mine.list()).toEqual([name]);
    expect(mine.description).toBe("s3://vayvista-backups/site-a/");
  });
});
