import { opendir } from "node:fs/promises";
import path from "node:path";
import { GetBucketVersioningCommand, S3Client } from "@aws-sdk/client-s3";
import type { S3Settings } from "../storage/s3-backend.ts";

/** The folder disk-backend.ts prepares writes in: half-written files, never backed up. */
const PARTIAL_DIR = ".partial";

/** Every stored file under the disk store's root, as its storage key, in a stable order. */
export async function* diskStoreFiles(root: string): AsyncGenerator<{ key: string; file: string }> {
  async function* walk(dir: string, prefix: string): AsyncGenerator<{ key: string; file: string }> {
    let handle: Awaited<ReturnType<typeof opendir>>;
    try {
      handle = await opendir(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw error;
    }
    const names: { name: string; folder: boolean }[] = [];
    for await (const entry of handle) {
      if (entry.isDirectory()) names.push({ name: entry.name, folder: true });
      else if (entry.isFile()) names.push({ name: entry.name, folder: false });
    }
    names.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const { name, folder } of names) {
      if (!prefix && name === PARTIAL_DIR) continue;
      const key = prefix ? `${prefix}/${name}` : name;
      if (folder) yield* walk(path.join(dir, name), key);
      else yield { key, file: path.join(dir, name) };
    }
  }
  yield* walk(path.resolve(root), "");
}

/**
 * Whether the S3 bucket keeps old versions of its objects: with versioning on, a photo deleted
 * or overwritten after the backup can still be brought back from the bucket itself.
 */
export async function s3VersioningState(
  settings: S3Settings,
): Promise<{ versioning: "Enabled" | "Suspended" | "Off" | "Unknown"; versioningError?: string }> {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
  try {
    const answer = await client.send(new GetBucketVersioningCommand({ Bucket: settings.bucket }));
    if (answer.Status === "Enabled" || answer.Status === "Suspended") return { versioning: answer.Status };
    return { versioning: "Off" };
  } catch (error) {
    return { versioning: "Unknown", versioningError: error instanceof Error ? error.message : String(error) };
  } finally {
    client.destroy();
  }
}
