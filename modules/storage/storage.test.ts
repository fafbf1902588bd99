import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { testBackends } from "../../db/testing.ts";
import { createStorage } from "./create-storage.ts";
import { createDiskBackend } from "./disk-backend.ts";
import { createS3Backend } from "./s3-backend.ts";
import { type S3TestServer, startS3TestServer } from "./s3-test-server.ts";
import { type StorageFixture, storageBehaviour } from "./storage-test-suite.ts";

// The same behaviour on both backends; the two share one catalogue database (every test
// works in a folder of its own).
describe.each(testBackends())("storage with its catalogue on $name", (database) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await database.open();
  });
  afterAll(() => handle.close());

  describe("bytes on local disk", () => {
    let root: string;
    let fixture: StorageFixture;
    beforeAll(async () => {
      root = await mkdtemp(path.join(os.tmpdir(), "vayvista-storage-"));
      const backend = createDiskBackend(root);
      fixture = { db: handle.db, backend, storage: createStorage(handle.db, backend) };
    });
    afterAll(() => rm(root, { recursive: true, force: true }));

    storageBehaviour(() => fixture);
  });

  describe("bytes on an S3-compatible server", () => {
    let server: S3TestServer;
    let fixture: StorageFixture;
    beforeAll(async () => {
      server = await startS3TestServer();
      const backend = createS3Backend(server.settings);
      fixture = { db: handle.db, backend, storage: createStorage(handle.db, backend) };
    });
    afterAll(() => server.close());

    storageBehaviour(() => fixture);
  });
});
