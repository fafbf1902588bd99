import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type S3TestServer, startS3TestServer } from "./s3-test-server.ts";
import { storageBackendFor } from "./storage-backend-for.ts";

const options = { contentType: "image/avif", cacheControl: "3600" };

describe("storageBackendFor", () => {
  let dataDir: string;
  let server: S3TestServer;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "vayvista-data-"));
    server = await startS3TestServer();
  });
  afterAll(async () => {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("keeps files in {DATA_DIR}/storage when no S3 store is configured", async () => {
    const backend = storageBackendFor({ dataDir, s3: null });
    await backend.put("site-photos/a.avif", new Uint8Array([1]), options);
    expect(existsSync(path.join(dataDir, "storage", "site-photos", "a.avif"))).toBe(true);
  });

  it("keeps them in the S3 store when one is configured, and nothing on disk", async () => {
    const backend = storageBackendFor({ dataDir, s3: server.settings });
    await backend.put("site-photos/b.avif", new Uint8Array([2]), options);
    expect(await backend.get("site-photos/b.avif")).toEqual(new Uint8Array([2]));
    expect(existsSync(path.join(dataDir, "storage", "site-photos", "b.avif"))).toBe(false);
  });
});
