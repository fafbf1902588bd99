import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { testBackends } from "../../db/testing.ts";
import { createStorage } from "../storage/create-storage.ts";
import { createDiskBackend } from "../storage/disk-backend.ts";
import type { Storage } from "../storage/storage.ts";
import { ARCHIVE_BUCKET, ArchiveWriter, archiveStream, PART_BYTES, partPath } from "./chunked-archive.ts";

describe.each(testBackends())("an archive stored in parts on $name", (backend) => {
  let handle: DatabaseHandle;
  let storage: Storage;

  beforeAll(async () => {
    handle = await backend.open();
    storage = createStorage(handle.db, createDiskBackend(mkdtempSync(path.join(os.tmpdir(), "vayvista-archive-"))));
  });
  afterAll(() => handle.close());

  it("splits a zip larger than one part and reads back as one valid zip", async () => {
    // Photos do not compress: one just over a part makes the archive two parts.
    const photo = new Uint8Array(PART_BYTES + 4096);
    for (let i = 0; i < photo.length; i++) photo[i] = (i * 2654435761) >>> 24;
    const archive = new ArchiveWriter(storage, "owner/abc", new Date("2026-11-29T08:00:00Z"));
    await archive.addText("README.txt", "Hallo\r\n");
    await archive.addBytes("photos/one.webp", photo);
    const { parts, size } = await archive.finish();
    expect(parts).toBe(2);
    expect((await storage.info(ARCHIVE_BUCKET, partPath("owner/abc", 0)))?.size).toBe(PART_BYTES);

    const bytes = new Uint8Array(await new Response(archiveStream(storage, "owner/abc", parts)).arrayBuffer());
    expect(bytes.byteLength).toBe(size);
    const files = unzipSync(bytes);
    expect(new TextDecoder().decode(files["README.txt"])).toBe("Hallo\r\n");
    expect(files["photos/one.webp"]).toEqual(photo);

    await archive.discard();
    expect(await storage.info(ARCHIVE_BUCKET, partPath("owner/abc", 0))).toBeNull();
    expect(await storage.info(ARCHIVE_BUCKET, partPath("owner/abc", 1))).toBeNull();
  });
});
