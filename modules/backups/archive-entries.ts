import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import type { Readable, Writable } from "node:stream";

/**
 * What is inside the encrypted archive: entries one after another, each a length-prefixed
 * JSON header (`{ name, size }`) and then exactly `size` bytes, ending with `{ end: true }`.
 * Parts are written from files whose size is known, so nothing is held in memory.
 */
export type EntryHeader = { name: string; size: number };

function headerBytes(header: EntryHeader | { end: true }): Buffer {
  const json = Buffer.from(JSON.stringify(header));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(json.length);
  return Buffer.concat([length, json]);
}

/** Writes to a stream, waiting when it is full. */
async function write(out: Writable, bytes: Buffer): Promise<void> {
  if (!out.write(bytes)) await new Promise<void>((resolve) => out.once("drain", resolve));
}

export type EntryWriter = {
  /** Adds a file's bytes as entry `name`; answers their sha256. */
  addFile(name: string, file: string, size: number): Promise<string>;
  addBytes(name: string, bytes: Buffer): Promise<string>;
  /** Writes the end marker and ends the stream. */
  end(): Promise<void>;
};

export function entryWriter(out: Writable): EntryWriter {
  return {
    async addFile(name, file, size) {
      await write(out, headerBytes({ name, size }));
      const hash = createHash("sha256");
      let written = 0;
      for await (const chunk of createReadStream(file)) {
        const bytes = chunk as Buffer;
        // A file that grew after its size was taken: only what was announced goes in.
        const part = written + bytes.length > size ? bytes.subarray(0, size - written) : bytes;
        hash.update(part);
        written += part.length;
        await write(out, part);
        if (written === size) break;
      }
      if (written !== size) throw new Error(`${name} shrank while it was being backed up`);
      return hash.digest("hex");
    },
    async addBytes(name, bytes) {
      await write(out, headerBytes({ name, size: bytes.length }));
      await write(out, bytes);
      return createHash("sha256").update(bytes).digest("hex");
    },
    async end() {
      await write(out, headerBytes({ end: true }));
      await new Promise<void>((resolve, reject) => {
        out.once("error", reject);
        out.end(resolve);
      });
    },
  };
}

/** Reads exact byte counts from a stream, holding no more than one incoming chunk. */
class ExactReader {
  private rest: Buffer = Buffer.alloc(0);
  private readonly source: AsyncIterator<Buffer>;
  constructor(input: Readable) {
    this.source = input[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  }

  private async more(): Promise<boolean> {
    const next = await this.source.next();
    if (next.done) return false;
    this.rest = this.rest.length ? Buffer.concat([this.rest, next.value]) : next.value;
    return true;
  }

  async exact(n: number): Promise<Buffer> {
    while (this.rest.length < n) if (!(await this.more())) throw new Error("the archive ends inside an entry");
    const out = this.rest.subarray(0, n);
    this.rest = this.rest.subarray(n);
    return out;
  }

  /** Hands the next `n` bytes to `sink` piece by piece. */
  async *pieces(n: number): AsyncGenerator<Buffer> {
    let left = n;
    while (left > 0) {
      if (this.rest.length === 0 && !(await this.more())) throw new Error("the archive ends inside an entry");
      const piece = this.rest.subarray(0, Math.min(left, this.rest.length));
      this.rest = this.rest.subarray(piece.length);
      left -= piece.length;
      yield piece;
    }
  }

  async atEnd(): Promise<boolean> {
    return this.rest.length === 0 && !(await this.more());
  }
}

/** The largest entry header accepted: names are storage keys, far shorter. */
const MAX_HEADER_BYTES = 64 * 1024;

/**
 * Reads the entries of a decrypted archive in order: `onEntry` gets each header and its
 * bytes as an async iterable it must read to the end (skipBytes when it wants none).
 */
export async function readEntries(
  input: Readable,
  onEntry: (header: EntryHeader, bytes: AsyncIterable<Buffer>) => Promise<void>,
): Promise<void> {
  const reader = new ExactReader(input);
  for (;;) {
    const length = (await reader.exact(4)).readUInt32BE(0);
    if (length > MAX_HEADER_BYTES) throw new Error("damaged archive: entry header too long");
    const header = JSON.parse((await reader.exact(length)).toString("utf8")) as EntryHeader | { end: true };
    if ("end" in header) {
      if (!(await reader.atEnd())) throw new Error("damaged archive: data after the end marker");
      return;
    }
    if (typeof header.name !== "string" || !Number.isSafeInteger(header.size) || header.size < 0) {
      throw new Error("damaged archive: bad entry header");
    }
    await onEntry(header, reader.pieces(header.size));
  }
}

/** Reads an entry's bytes without keeping them. */
export async function skipBytes(bytes: AsyncIterable<Buffer>): Promise<void> {
  for await (const piece of bytes) void piece;
}
