import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { testBackends } from "../../db/testing.ts";
import { createStorage } from "../../modules/storage/create-storage.ts";
import { createDiskBackend } from "../../modules/storage/disk-backend.ts";
import { BUCKETS, type Storage } from "../../modules/storage/storage.ts";
import { mediaHandler } from "./media.ts";

const AVIF = new Uint8Array([0, 0, 0, 28, 102, 116, 121, 112, 97, 118, 105, 102]);

describe.each(testBackends())("media on $name", (database) => {
  let handle: DatabaseHandle;
  let root: string;
  let storage: Storage;
  /** How often the bytes were read from the backend. */
  let reads = 0;
  const app = new Hono();

  beforeAll(async () => {
    handle = await database.open();
    root = await mkdtemp(path.join(os.tmpdir(), "vayvista-media-"));
    const disk = createDiskBackend(root);
    const counting = {
      ...disk,
      get: (key: string) => {
        reads++;
        return disk.get(key);
      },
    };
    storage = createStorage(handle.db, counting);
    app.get("/media/:bucket/*", mediaHandler(storage));
  });
  afterAll(async () => {
    await handle.close();
    await rm(root, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.request(`http://villa-zon.vayvista.nl${url}`, { headers });

  it("serves an object of a public bucket at its public URL, cacheable and never sniffed", async () => {
    const objectPath = "site-1/zomer 2025/żółw #1.avif";
    await storage.upload("site-photos", objectPath, AVIF, { contentType: "image/avif" });
    const res = await get(storage.publicUrl("site-photos", objectPath));
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(AVIF);
    expect(Object.fromEntries(res.headers)).toMatchObject({
      "content-type": "image/avif",
      "content-length": "12",
      "cache-control": "public, max-age=3600",
      etag: expect.stringMatching(/^"[^"]+"$/),
      "x-content-type-options": "nosniff",
    });
  });

  it("answers HEAD with the headers of GET and no body, without reading the bytes", async () => {
    await storage.upload("site-photos", "site-1/head.avif", AVIF, { contentType: "image/avif", cacheControl: "60" });
    const url = storage.publicUrl("site-photos", "site-1/head.avif");
    const full = await get(url);
    const before = reads;
    const res = await app.request(`http://villa-zon.vayvista.nl${url}`, { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("");
    expect(reads).toBe(before);
    for (const name of ["content-type", "content-length", "cache-control", "etag", "x-content-type-options"]) {
      expect(res.headers.get(name)).toBe(full.headers.get(name));
    }
    expect(res.headers.get("cache-control")).toBe("public, max-age=60");
  });

  it("answers 304 to a browser that has the current copy, and the new bytes once the object changed", async () => {
    await storage.upload("site-photos", "site-1/etag.avif", AVIF, { contentType: "image/avif" });
    const url = storage.publicUrl("site-photos", "site-1/etag.avif");
    const etag = (await get(url)).headers.get("etag") ?? "";
    expect(etag).not.toBe("");

    const before = reads;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const res = await get(url, { "If-None-Match": ifNoneMatch });
      expect(res.status).toBe(304);
      expect(await res.text()).toBe("");
      expect(res.headers.get("etag")).toBe(etag);
      expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    }
    expect(reads).toBe(before);
    expect((await get(url, { "If-None-Match": '"other"' })).status).toBe(200);

    await storage.upload("site-photos", "site-1/etag.avif", AVIF.slice(0, 8), {
      contentType: "image/avif",
      upsert: true,
    });
    const changed = await get(url, { "If-None-Match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
    expect(changed.headers.get("content-length")).toBe("8");
  });

  it("answers 404 for a missing object, an unknown bucket and a private one alike", async () => {
    await storage.upload("site-photos", "site-1/private.avif", AVIF, { contentType: "image/avif" });
    for (const url of [
      "/media/site-photos/site-1/none.avif",
      "/media/avatars/site-1/private.avif",
      "/media/site-photos/",
    ]) {
      const res = await get(url);
      expect(res.status).toBe(404);
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
    const bucket = BUCKETS["site-photos"];
    bucket.public = false;
    try {
      expect((await get("/media/site-photos/site-1/private.avif")).status).toBe(404);
      expect((await app.request("http://x/media/site-photos/site-1/private.avif", { method: "HEAD" })).status).toBe(
        404,
      );
    } finally {
      bucket.public = true;
    }
    expect((await get("/media/site-photos/site-1/private.avif")).status).toBe(200);
  });

  it("refuses paths that try to climb out of the bucket or cannot be decoded", async () => {
    // Plain `..` and `%2e%2e` segments are resolved by URL parsing before any handler runs;
    // an encoded slash is how such a path would reach us.
    for (const url of [
      "/media/site-photos/..%2F..%2Fetc%2Fpasswd",
      "/media/site-photos/site-1/..%2Fprivate.avif",
      "/media/site-photos/site-1%2Fprivate.avif",
      "/media/site-photos/%E0%A4%A.avif",
      "/media/site-photos/a%00.avif",
      "/media/site-photos/a%5C..%5Cb.avif",
    ]) {
      const res = await get(url);
      expect(res.status, url).toBe(400);
    }
    expect((await get("/media/site-photos/site-1/%2e%2e/%2e%2e/etc/passwd")).status).toBe(404);
  });
});
