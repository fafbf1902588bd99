import { createReadStream, createWriteStream } from "node:fs";
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from "@aws-sdk/client-s3";
import { type S3Settings, s3Client } from "../storage/s3-backend.ts";
import { archiveTime } from "./manifest.ts";

/**
 * Where finished backups are kept: a folder (BACKUP_DIR, by default {DATA_DIR}/backups) or a
 * bucket of its own (BACKUP_S3_*), never the bucket of the stored files. An archive and its
 * manifest are written from local files and read back into local files: streamed, never whole
 * in memory.
 */
export type BackupDestination = {
  /** For messages and the admin page: the folder, or `s3://bucket/prefix`. */
  readonly description: string;
  /** Stores the finished archive and then its manifest (the manifest marks it complete). */
  store(archiveName: string, archiveFile: string, manifestName: string, manifestText: string): Promise<void>;
  /** Names of the archives kept, oldest first (only those with a manifest: complete ones). */
  list(): Promise<string[]>;
  readText(name: string): Promise<string>;
  /** Copies `name` into the local file `to`. */
  fetchTo(name: string, to: string): Promise<void>;
  remove(names: readonly string[]): Promise<void>;
};

function sortedArchives(names: Iterable<string>): string[] {
  const all = new Set(names);
  return [...all]
    .filter((name) => archiveTime(name) !== null && all.has(`${name}.json`))
    .sort((a, b) => (a < b ? -1 : 1));
}

export function directoryDestination(dir: string): BackupDestination {
  const root = path.resolve(dir);
  return {
    description: root,
    async store(archiveName, archiveFile, manifestName, manifestText) {
      await mkdir(root, { recursive: true, mode: 0o700 });
      const target = path.join(root, archiveName);
      const temp = `${target}.partial`;
      // A rename within one file system; a copy when the work file is elsewhere.
      try {
        await rename(archiveFile, temp);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
        await copyFile(archiveFile, temp);
      }
      await rename(temp, target);
      await writeFile(path.join(root, `${manifestName}.partial`), manifestText, { mode: 0o600 });
      await rename(path.join(root, `${manifestName}.partial`), path.join(root, manifestName));
    },
    async list() {
      try {
        return sortedArchives(await readdir(root));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
        throw error;
      }
    },
    readText: (name) => readFile(path.join(root, path.basename(name)), "utf8"),
    async fetchTo(name, to) {
      await pipeline(createReadStream(path.join(root, path.basename(name))), createWriteStream(to, { mode: 0o600 }));
    },
    async remove(names) {
      for (const name of names) {
        await rm(path.join(root, `${path.basename(name)}.json`), { force: true });
        await rm(path.join(root, path.basename(name)), { force: true });
      }
    },
  };
}

export type BackupS3Settings = S3Settings & { prefix: string };

export function s3Destination(settings: BackupS3Settings): BackupDestination {
  // An archive is one upload of up to a few gigabytes: minutes, not the stored files' seconds.
  const client = s3Client(settings, 15 * 60_000);
  const Bucket = settings.bucket;
  const prefix = settings.prefix ? `${settings.prefix.replace(/\/+$/, "")}/` : "";
  const key = (name: string) => `${prefix}${path.basename(name)}`;

  return {
    description: `s3://${Bucket}/${prefix}`,
    async store(archiveName, archiveFile, manifestName, manifestText) {
      const { size } = await stat(archiveFile);
      // One PUT streamed from the file (up to 5 GB, S3's limit for a single upload).
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key(archiveName),
          Body: createReadStream(archiveFile),
          ContentLength: size,
          ContentType: "application/octet-stream",
        }),
      );
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key(manifestName),
          Body: manifestText,
          ContentType: "application/json",
        }),
      );
    },
    async list() {
      const names: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }));
        for (const object of page.Contents ?? []) if (object.Key) names.push(object.Key.slice(prefix.length));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return sortedArchives(names);
    },
    async readText(name) {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: key(name) }));
      return (await object.Body?.transformToString("utf8")) ?? "";
    },
    async fetchTo(name, to) {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: key(name) }));
      if (!object.Body) throw new Error(`${name}: empty answer from the backup bucket`);
      await pipeline(object.Body as Readable, createWriteStream(to, { mode: 0o600 }));
    },
    async remove(names) {
      for (const name of names) {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key(`${name}.json`) }));
        await client.send(new DeleteObjectCommand({ Bucket, Key: key(name) }));
      }
    },
  };
}
