import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3Settings } from "./s3-backend.ts";

/** s3rver's fixed credentials: it checks real SigV4 signatures made with them. */
const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

export type S3TestServer = {
  /** Settings for a backend on the server's one bucket. */
  settings: S3Settings;
  close(): Promise<void>;
};

/** A real S3-compatible server for tests, on a free loopback port, with one empty bucket. */
export async function startS3TestServer(bucket = "vayvista-test"): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(os.tmpdir(), "vayvista-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    settings: {
      endpoint: `http://127.0.0.1:${port}`,
      region: "us-east-1",
      bucket,
      ...CREDENTIALS,
      forcePathStyle: true,
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
