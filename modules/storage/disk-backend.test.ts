import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDiskBackend } from "./disk-backend.ts";

const options = { contentType: "image/avif", cacheControl: "3600" };
const bytes = (text: string) => new TextEncoder().encode(text);

describe("disk backend", () => {
  let dir: string;
  let root: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "vayvista-disk-"));
    root = path.join(dir, "storage");
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("keeps each object as a file under the root, named by its key", async () => {
    const backend = createDiskBackend(root);
    await backend.put("site-photos/site/photo/960.avif", bytes("first"), options);
    expect(await readFile(path.join(root, "site-photos/site/photo/960.avif"), "utf8")).toBe("first");
    const found = await backend.get("site-photos/site/photo/960.avif");
    expect(found).toEqual(bytes("first"));
    expect(Buffer.isBuffer(found)).toBe(false);

    await backend.put("site-photos/site/photo/960.avif", bytes("second"), options);
    expect(await backend.get("site-photos/site/photo/960.avif")).toEqual(bytes("second"));
    // Writes are prepared beside the objects and renamed into place: nothing half-written stays.
    expect(await readdir(path.join(root, ".partial"))).toEqual([]);
  });

  it("answers null for a key with nothing stored, also for a folder", async () => {
    const backend = createDiskBackend(root);
    expect(await backend.get("site-photos/none.avif")).toBeNull();
    await backend.put("site-photos/folder/a.avif", bytes("a"), options);
    expect(await backend.get("site-photos/folder")).toBeNull();
    expect(await backend.get("site-photos/folder/a.avif/deeper")).toBeNull();
  });

  it("refuses keys that would reach outside the root, writing nothing", async () => {
    const backend = createDiskBackend(root);
    await mkdir(root, { recursive: true });
    for (const key of [
      "../outside.avif",
      "site-photos/../../outside.avif",
      "/tmp/outside.avif",
      ".partial/x",
      "a\0b",
    ]) {
      await expect(backend.put(key, bytes("x"), options)).rejects.toThrow(/outside the storage root/);
      await expect(backend.get(key)).rejects.toThrow(/outside the storage root/);
      await expect(backend.delete([key])).rejects.toThrow(/outside the storage root/);
    }
    expect(existsSync(path.join(dir, "outside.avif"))).toBe(false);
  });

  it("leaves no temporary file behind when a write cannot be put in place", async () => {
    const backend = createDiskBackend(root);
    await backend.put("site-photos/taken/a.avif", bytes("a"), options);
    // A folder stands where the file would go.
    await expect(backend.put("site-photos/taken", bytes("x"), options)).rejects.toThrow();
    expect(await readdir(path.join(root, ".partial"))).toEqual([]);
    expect(await backend.get("site-photos/taken/a.avif")).toEqual(bytes("a"));
  });

  it("deletes objects and the folders they leave empty, and ignores keys with nothing", async () => {
    const backend = createDiskBackend(root);
    await backend.put("site-photos/s1/p1/480.avif", bytes("a"), options);
    await backend.put("site-photos/s1/p1/960.avif", bytes("b"), options);
    await backend.put("site-photos/s1/p2/480.avif", bytes("c"), options);
    await writeFile(path.join(root, "site-photos/s1/p2/keep.txt"), "not ours");

    await backend.delete(["site-photos/s1/p1/480.avif", "site-photos/s1/p1/960.avif", "site-photos/none.avif"]);
    expect(existsSync(path.join(root, "site-photos/s1/p1"))).toBe(false);
    expect(await backend.get("site-photos/s1/p2/480.avif")).toEqual(bytes("c"));

    await backend.delete(["site-photos/s1/p2/480.avif"]);
    expect(existsSync(path.join(root, "site-photos/s1/p2/keep.txt"))).toBe(true);
    await rm(path.join(root, "site-photos/s1/p2/keep.txt"));
    await backend.put("site-photos/s1/p2/480.avif", bytes("again"), options);
    await backend.delete(["site-photos/s1/p2/480.avif"]);
    expect(await readdir(root)).toEqual([".partial"]);
  });
});
