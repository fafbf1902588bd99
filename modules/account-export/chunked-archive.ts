import { randomBytes } from "node:crypto";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import { BUCKETS, type Storage } from "../storage/storage.ts";

export const ARCHIVE_BUCKET = "account-exports" as const;
/** Every part but the last is exactly this long; the bucket's limit is the same. */
export const PART_BYTES = BUCKETS[ARCHIVE_BUCKET].fileSizeLimit;

/**
 * The folder of a new archive: the owner's id (so a sweep or an account purge finds them)
 * and 24 random bytes, so nobody can guess where an archive lies, even knowing the owner.
 */
export function newArchiveKey(userId: string): string {
  return `${userId}/${randomBytes(24).toString("base64url")}`;
}

export function partPath(key: string, index: number): string {
  return `${key}/part-${String(index).padStart(5, "0")}.zip`;
}

/**
 * Writes a zip straight into storage as numbered parts of PART_BYTES (storage takes whole
 * objects; an archive of a thousand photos does not fit in memory). fflate hands the zip's
 * bytes over as each file is added; complete parts are uploaded before the next file is
 * read, so at most one part and one file are held at a time. Text compresses; photos and
 * PDFs are stored as they are (already compressed).
 */
export class ArchiveWriter {
  private readonly zip: Zip;
  private pending: Uint8Array[] = [];
  private pendingBytes = 0;
  private parts = 0;
  private size = 0;
  private ended = false;
  private failure: Error | null = null;

  private readonly storage: Storage;
  readonly key: string;
  private readonly mtime: Date;

  constructor(storage: Storage, key: string, mtime = new Date()) {
    this.storage = storage;
    this.key = key;
    this.mtime = mtime;
    this.zip = new Zip((error, chunk, final) => {
      if (error) {
        this.failure = error;
        return;
      }
      this.pending.push(chunk);
      this.pendingBytes += chunk.byteLength;
      this.size += chunk.byteLength;
      if (final) this.ended = true;
    });
  }

  /** Adds a text file (UTF-8, deflated). */
  async addText(name: string, text: string): Promise<void> {
    const file = new ZipDeflate(name, { level: 6 });
    file.mtime = this.mtime;
    this.zip.add(file);
    file.push(new TextEncoder().encode(text), true);
    await this.flush(false);
  }

  /** Adds a file that is compressed already (photos, PDFs) as it is. */
  async addBytes(name: string, bytes: Uint8Array): Promise<void> {
    const file = new ZipPassThrough(name);
    file.mtime = this.mtime;
    this.zip.add(file);
    file.push(bytes, true);
    await this.flush(false);
  }

  /** Writes the zip's directory and the last part; returns how many parts and bytes it took. */
  async finish(): Promise<{ parts: number; size: number }> {
    this.zip.end();
    if (!this.ended) throw this.failure ?? new Error("the zip did not end");
    await this.flush(true);
    return { parts: this.parts, size: this.size };
  }

  /** Removes every part written so far (a failed or abandoned archive). */
  async discard(): Promise<void> {
    await removeArchive(this.storage, this.key, this.parts + 1);
  }

  private async flush(all: boolean): Promise<void> {
    if (this.failure) throw this.failure;
    while (this.pendingBytes >= PART_BYTES || (all && this.pendingBytes > 0)) {
      const length = Math.min(PART_BYTES, this.pendingBytes);
      const part = this.take(length);
      await this.storage.upload(ARCHIVE_BUCKET, partPath(this.key, this.parts), part, {
        contentType: "application/zip",
        cacheControl: "0",
      });
      this.parts += 1;
    }
  }

  /** The first `length` pending bytes as one array; the rest stay pending. */
  private take(length: number): Uint8Array {
    const out = new Uint8Array(length);
    let filled = 0;
    while (filled < length) {
      const chunk = this.pending[0];
      if (!chunk) throw new Error("archive bytes ran out");
      const used = Math.min(chunk.byteLength, length - filled);
      out.set(chunk.subarray(0, used), filled);
      filled += used;
      if (used === chunk.byteLength) this.pending.shift();
      else this.pending[0] = chunk.subarray(used);
    }
    this.pendingBytes -= length;
    return out;
  }
}

/**
 * The stored archive as one stream of bytes, part after part: a download never holds more
 * than one part in memory.
 */
export function archiveStream(storage: Storage, key: string, parts: number): ReadableStream<Uint8Array> {
  let next = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (next >= parts) {
        controller.close();
        return;
      }
      const part = await storage.download(ARCHIVE_BUCKET, partPath(key, next));
      if (!part) {
        controller.error(new Error(`archive part ${next} of ${key} is missing`));
        return;
      }
      next += 1;
      controller.enqueue(part.bytes);
    },
  });
}

/** Removes an archive's parts (`parts` or fewer). */
export async function removeArchive(storage: Storage, key: string, parts: number): Promise<void> {
  const paths = Array.from({ length: parts }, (_, i) => partPath(key, i));
  for (let i = 0; i < paths.length; i += 1000) await storage.remove(ARCHIVE_BUCKET, paths.slice(i, i + 1000));
}
