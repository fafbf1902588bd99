import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { storageObjects } from "../../db/schema.ts";
import { BUCKETS, type BucketName, LIST_LIMIT_MAX, type Storage, StorageError } from "./storage.ts";
import type { StorageBackend } from "./storage-backend.ts";

export type StorageFixture = { db: Database; storage: Storage; backend: StorageBackend };

const BUCKET = "site-photos" as const;

/** Bytes that tell uploads apart. */
function bytesOf(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

/** The StorageError a call rejects with. */
async function refusal(call: Promise<unknown>): Promise<StorageError> {
  const error = await call.then(
    () => expect.unreachable("expected a StorageError"),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StorageError);
  return error as StorageError;
}

/**
 * What the storage does on any backend: storage.test.ts runs it on local disk and on a real
 * S3-compatible server, each on every test database. Every test works in a folder of its own.
 */
export function storageBehaviour(fixture: () => StorageFixture): void {
  it("gives back what was uploaded, with its size, type and the default cache time of an hour", async () => {
    const { storage, backend } = fixture();
    const path = `${randomUUID()}/photo/960.avif`;
    const stored = await storage.upload(BUCKET, path, bytesOf("dune house"), { contentType: "image/avif" });
    expect(stored).toEqual({ id: expect.any(String), path, fullPath: `site-photos/${path}` });

    const found = await storage.download(BUCKET, path);
    expect(found && new TextDecoder().decode(found.bytes)).toBe("dune house");
    expect(found?.info).toEqual({
      ...stored,
      size: 10,
      contentType: "image/avif",
      cacheControl: "3600",
      createdAt: expect.any(Date),
      updatedAt: expect.any(Date),
    });
    expect(await storage.info(BUCKET, path)).toEqual(found?.info);
    expect(await backend.get(stored.fullPath)).toEqual(bytesOf("dune house"));
  });

  it("answers null for an object that is not there", async () => {
    const { storage } = fixture();
    expect(await storage.info(BUCKET, `${randomUUID()}/none.avif`)).toBeNull();
    expect(await storage.download(BUCKET, `${randomUUID()}/none.avif`)).toBeNull();
  });

  it("refuses to replace an object unless the upload asks to (upsert), keeping the first", async () => {
    const { storage } = fixture();
    const path = `${randomUUID()}/960.webp`;
    const first = await storage.upload(BUCKET, path, bytesOf("first"), { contentType: "image/webp" });
    const before = await storage.info(BUCKET, path);

    const error = await refusal(storage.upload(BUCKET, path, bytesOf("second"), { contentType: "image/webp" }));
    expect(error).toMatchObject({ message: "The resource already exists", status: 409, statusCode: "409" });
    expect(new TextDecoder().decode((await storage.download(BUCKET, path))?.bytes)).toBe("first");

    const replaced = await storage.upload(BUCKET, path, bytesOf("the second"), {
      contentType: "image/jpeg",
      cacheControl: "60",
      upsert: true,
    });
    expect(replaced).toEqual(first);
    const found = await storage.download(BUCKET, path);
    expect(new TextDecoder().decode(found?.bytes)).toBe("the second");
    expect(found?.info).toMatchObject({ size: 10, contentType: "image/jpeg", cacheControl: "60" });
    expect(found?.info.createdAt).toEqual(before?.createdAt);
    expect(found?.info.updatedAt.getTime()).toBeGreaterThanOrEqual(before?.updatedAt.getTime() ?? Infinity);

    const fresh = `${randomUUID()}/new.webp`;
    await storage.upload(BUCKET, fresh, bytesOf("new"), { contentType: "image/webp", upsert: true });
    expect(await storage.info(BUCKET, fresh)).toMatchObject({ size: 3 });
  });

  it("refuses a file larger than the bucket allows, storing nothing", async () => {
    const { storage, backend } = fixture();
    const limit = BUCKETS[BUCKET].fileSizeLimit;
    const path = `${randomUUID()}/huge.jpg`;
    const error = await refusal(storage.upload(BUCKET, path, new Uint8Array(limit + 1), { contentType: "image/jpeg" }));
    expect(error).toMatchObject({ status: 413, statusCode: "413" });
    expect(error.message).toMatch(/maximum allowed size/);
    expect(await storage.info(BUCKET, path)).toBeNull();
    expect(await backend.get(`site-photos/${path}`)).toBeNull();

    await storage.upload(BUCKET, path, new Uint8Array(limit), { contentType: "image/jpeg" });
    expect(await storage.info(BUCKET, path)).toMatchObject({ size: limit });
  });

  it("accepts only the bucket's image types, storing the type in lower case", async () => {
    const { storage, backend } = fixture();
    const folder = randomUUID();
    for (const contentType of [
      "text/html",
      "image/svg+xml",
      "application/octet-stream",
      "image",
      "image/png\r\nX: y",
      "image/png\r\n; x=y",
      'image/png; x="ż"',
    ]) {
      const error = await refusal(storage.upload(BUCKET, `${folder}/a.png`, bytesOf("<svg/>"), { contentType }));
      expect(error).toMatchObject({ status: 415, statusCode: "415" });
    }
    expect(await backend.get(`site-photos/${folder}/a.png`)).toBeNull();

    await storage.upload(BUCKET, `${folder}/a.png`, bytesOf("png"), { contentType: " Image/PNG " });
    expect(await storage.info(BUCKET, `${folder}/a.png`)).toMatchObject({ contentType: "image/png" });
    await storage.upload(BUCKET, `${folder}/b.png`, bytesOf("png"), { contentType: 'image/png; name="b 1"' });
    expect(await storage.info(BUCKET, `${folder}/b.png`)).toMatchObject({ contentType: 'image/png; name="b 1"' });
  });

  it("takes the cache time in whole seconds only", async () => {
    const { storage } = fixture();
    const folder = randomUUID();
    for (const cacheControl of ["max-age=60", "-1", "1.5", ""]) {
      const error = await refusal(
        storage.upload(BUCKET, `${folder}/a.avif`, bytesOf("a"), { contentType: "image/avif", cacheControl }),
      );
      expect(error.status).toBe(400);
    }
    await storage.upload(BUCKET, `${folder}/a.avif`, bytesOf("a"), { contentType: "image/avif", cacheControl: "0060" });
    expect(await storage.info(BUCKET, `${folder}/a.avif`)).toMatchObject({ cacheControl: "60" });
  });

  it("refuses paths that could leave the bucket and buckets that do not exist", async () => {
    const { storage } = fixture();
    const options = { contentType: "image/avif" };
    for (const path of ["../outside.avif", "/etc/passwd", "a/../../b.avif", "a\\b.avif", "a//b.avif"]) {
      expect(await refusal(storage.upload(BUCKET, path, bytesOf("x"), options))).toMatchObject({ status: 400 });
      expect(await refusal(storage.download(BUCKET, path))).toMatchObject({ status: 400 });
      expect(await refusal(storage.info(BUCKET, path))).toMatchObject({ status: 400 });
      expect(await refusal(storage.remove(BUCKET, [path]))).toMatchObject({ status: 400 });
    }
    expect(await refusal(storage.list(BUCKET, "../"))).toMatchObject({ status: 400 });

    const unknown = "avatars" as BucketName;
    const error = await refusal(storage.upload(unknown, "a.avif", bytesOf("x"), options));
    expect(error).toMatchObject({ message: "Bucket not found", status: 404, statusCode: "404" });
    expect(await refusal(storage.list(unknown, ""))).toMatchObject({ status: 404 });
  });

  it("does not let a file and a folder share a name", async () => {
    const { storage } = fixture();
    const folder = randomUUID();
    const options = { contentType: "image/avif", upsert: true };
    await storage.upload(BUCKET, `${folder}/photo/960.avif`, bytesOf("x"), options);
    const asFile = await refusal(storage.upload(BUCKET, `${folder}/photo`, bytesOf("x"), options));
    expect(asFile).toMatchObject({ status: 409, message: `A folder named ${folder}/photo already exists` });

    await storage.upload(BUCKET, `${folder}/cover`, bytesOf("x"), options);
    const asFolder = await refusal(storage.upload(BUCKET, `${folder}/cover/480.avif`, bytesOf("x"), options));
    expect(asFolder).toMatchObject({
      status: 409,
      message: `${folder}/cover is a file, so it cannot hold ${folder}/cover/480.avif`,
    });
  });

  it("lists a folder's objects and sub-folders together by name, sub-folders with a null id", async () => {
    const { storage } = fixture();
    const folder = randomUUID();
    const names = ["b.avif", "a.webp", "B.jpg", "10.png", "9.png", "sub/x.avif", "sub/deeper/y.avif", "other/z.avif"];
    for (const name of names) {
      await storage.upload(BUCKET, `${folder}/${name}`, bytesOf(name), { contentType: "image/avif" });
    }

    const entries = await storage.list(BUCKET, folder);
    // Byte order, the same on every database: digits, upper case, lower case.
    expect(entries.map((e) => e.name)).toEqual(["10.png", "9.png", "B.jpg", "a.webp", "b.avif", "other", "sub"]);
    expect(entries[2]).toEqual({
      id: expect.any(String),
      name: "B.jpg",
      path: `${folder}/B.jpg`,
      fullPath: `site-photos/${folder}/B.jpg`,
      size: 5,
      contentType: "image/avif",
      cacheControl: "3600",
      createdAt: expect.any(Date),
      updatedAt: expect.any(Date),
    });
    expect(entries[6]).toEqual({ id: null, name: "sub", path: `${folder}/sub`, fullPath: `site-photos/${folder}/sub` });
    expect(await storage.list(BUCKET, `${folder}/`)).toEqual(entries);

    const sub = await storage.list(BUCKET, `${folder}/sub`);
    expect(sub.map((e) => [e.name, e.id === null ? "folder" : "object"])).toEqual([
      ["deeper", "folder"],
      ["x.avif", "object"],
    ]);

    const page = (options: Parameters<Storage["list"]>[2]) =>
      storage.list(BUCKET, folder, options).then((found) => found.map((e) => e.name));
    expect(await page({ limit: 2 })).toEqual(["10.png", "9.png"]);
    expect(await page({ limit: 2, offset: 2 })).toEqual(["B.jpg", "a.webp"]);
    expect(await page({ offset: 6 })).toEqual(["sub"]);
    expect(await page({ offset: 7 })).toEqual([]);
    expect(await page({ sortBy: { column: "name", order: "desc" }, limit: 3 })).toEqual(["sub", "other", "b.avif"]);

    expect(await storage.list(BUCKET, `${folder}/b.avif`)).toEqual([]);
    expect(await storage.list(BUCKET, randomUUID())).toEqual([]);
    const top = await storage.list(BUCKET, "", { limit: LIST_LIMIT_MAX });
    expect(top).toContainEqual({ id: null, name: folder, path: folder, fullPath: `site-photos/${folder}` });
    expect(top.every((e) => !e.name.includes("/"))).toBe(true);

    expect(await refusal(storage.list(BUCKET, folder, { limit: -1 }))).toMatchObject({ status: 400 });
    expect(await refusal(storage.list(BUCKET, folder, { offset: 1.5 }))).toMatchObject({ status: 400 });
  });

  it("lists 100 entries unless asked for more, and never more than 1000", async () => {
    const { db, storage } = fixture();
    const folder = randomUUID();
    // Catalogue rows alone: listing reads nothing else.
    const rows = Array.from({ length: LIST_LIMIT_MAX + 1 }, (_, i) => ({
      bucket: BUCKET,
      path: `${folder}/${String(i).padStart(4, "0")}.avif`,
      size: 1,
      contentType: "image/avif",
      cacheControl: "3600",
    }));
    await db.insert(storageObjects).values(rows);
    expect(await storage.list(BUCKET, folder)).toHaveLength(100);
    const all = await storage.list(BUCKET, folder, { limit: 5000 });
    expect(all).toHaveLength(LIST_LIMIT_MAX);
    expect(all.at(-1)?.name).toBe("0999.avif");
    expect((await storage.list(BUCKET, folder, { limit: 5000, offset: 1000 })).map((e) => e.name)).toEqual([
      "1000.avif",
    ]);
    expect(await storage.list(BUCKET, folder, { limit: 0 })).toEqual([]);
  });

  it("removes objects with their bytes, ignoring paths that hold nothing", async () => {
    const { storage, backend } = fixture();
    const folder = randomUUID();
    const options = { contentType: "image/avif" };
    const a = await storage.upload(BUCKET, `${folder}/a.avif`, bytesOf("a"), options);
    const b = await storage.upload(BUCKET, `${folder}/deep/b.avif`, bytesOf("b"), options);
    const kept = await storage.upload(BUCKET, `${folder}/kept.avif`, bytesOf("k"), options);

    const removed = await storage.remove(BUCKET, [b.path, `${folder}/none.avif`, a.path, b.path]);
    expect(removed).toEqual([b, a]);
    expect(await storage.info(BUCKET, a.path)).toBeNull();
    expect(await storage.download(BUCKET, b.path)).toBeNull();
    expect(await backend.get(a.fullPath)).toBeNull();
    expect(await backend.get(b.fullPath)).toBeNull();
    expect(await storage.list(BUCKET, folder)).toEqual([expect.objectContaining({ name: "kept.avif", id: kept.id })]);
    expect(await storage.remove(BUCKET, [a.path])).toEqual([]);
    expect(await storage.remove(BUCKET, [])).toEqual([]);

    // The path is free again.
    await storage.upload(BUCKET, a.path, bytesOf("again"), options);
    expect(await storage.info(BUCKET, a.path)).toMatchObject({ size: 5 });
  });

  it("takes the bytes away again when the catalogue refuses the row", async () => {
    const { db, storage, backend } = fixture();
    await db.execute(sql`create or replace function storage_refuses() returns trigger language plpgsql as $$
      begin raise exception 'catalogue unavailable'; end $$`);
    await db.execute(sql`create trigger storage_refuses before insert on storage_objects
      for each row when (new.path like '%/refused.avif') execute function storage_refuses()`);
    try {
      const path = `${randomUUID()}/refused.avif`;
      await expect(storage.upload(BUCKET, path, bytesOf("x"), { contentType: "image/avif" })).rejects.toThrow();
      expect(await backend.get(`site-photos/${path}`)).toBeNull();
      expect(await storage.info(BUCKET, path)).toBeNull();
    } finally {
      await db.execute(sql`drop trigger storage_refuses on storage_objects`);
      await db.execute(sql`drop function storage_refuses()`);
    }
  });

  it("says where a page finds an object of a public bucket, each name percent-encoded", () => {
    const { storage } = fixture();
    expect(storage.publicUrl(BUCKET, "site/zomer 2025/żółw #1?.avif")).toBe(
      "/media/site-photos/site/zomer%202025/%C5%BC%C3%B3%C5%82w%20%231%3F.avif",
    );
    expect(() => storage.publicUrl(BUCKET, "../x.avif")).toThrow(StorageError);
    const bucket = BUCKETS[BUCKET];
    bucket.public = false;
    try {
      expect(() => storage.publicUrl(BUCKET, "a.avif")).toThrow(/not public/);
    } finally {
      bucket.public = true;
    }
  });
}
