import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { CHUNK_BYTES, decryptStream, encryptStream } from "./archive-crypto.ts";

const KEY = randomBytes(32);

async function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/** Feeds `data` in uneven pieces, as a file or a socket would. */
function pieces(data: Buffer): Readable {
  const list: Buffer[] = [];
  for (let at = 0; at < data.length; ) {
    const size = 1 + ((at * 7919) % 300_000);
    list.push(data.subarray(at, at + size));
    at += size;
  }
  return Readable.from(list);
}

const encrypt = (data: Buffer, key = KEY) => collect(pieces(data).pipe(encryptStream(key)));
const decrypt = (data: Buffer, key = KEY) => collect(pieces(data).pipe(decryptStream(key)));

describe("the backup archive's encryption", () => {
  it("gives back exactly what went in, across several chunks and for nothing at all", async () => {
    const data = randomBytes(CHUNK_BYTES * 2 + 12345);
    const sealed = await encrypt(data);
    expect(sealed.includes(data.subarray(0, 64))).toBe(false);
    expect((await decrypt(sealed)).equals(data)).toBe(true);
    expect((await decrypt(await encrypt(Buffer.alloc(0)))).length).toBe(0);
  });

  it("encrypts the same data differently each time", async () => {
    const data = Buffer.from("dezelfde gegevens");
    expect((await encrypt(data)).equals(await encrypt(data))).toBe(false);
  });

  it("refuses another key, a changed byte, a cut-off end and a dropped chunk", async () => {
    const data = randomBytes(CHUNK_BYTES * 2 + 10);
    const sealed = await encrypt(data);
    await expect(decrypt(sealed, randomBytes(32))).rejects.toThrow(/does not open with this backup key/);
    const changed = Buffer.from(sealed);
    const at = changed.length - 100;
    changed.writeUInt8(changed.readUInt8(at) ^ 1, at);
    await expect(decrypt(changed)).rejects.toThrow(/damaged/);
    const frame = 4 + CHUNK_BYTES + 16;
    await expect(decrypt(sealed.subarray(0, 41 + frame))).rejects.toThrow(/cut off/);
    const dropped = Buffer.concat([sealed.subarray(0, 41), sealed.subarray(41 + frame)]);
    await expect(decrypt(dropped)).rejects.toThrow(/damaged|does not open/);
  });
});
