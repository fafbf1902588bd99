import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from "node:crypto";
import { Transform, type TransformCallback } from "node:stream";

/**
 * The encrypted archive (docs/decisions/0026-backups.md): a header, then AES-256-GCM chunks of
 * at most CHUNK_BYTES, so a dump of any size streams through a bounded buffer. Each archive
 * gets its own key, derived from the backup key and a random salt, so chunk nonces can simply
 * count. Every chunk's tag covers its index and whether it is the last one: reordered,
 * dropped or cut-off chunks fail to decrypt instead of restoring half a database.
 *
 *   header: "VVBACKUP" · version (1 byte) · salt (32 bytes)
 *   chunk:  length (u32 BE, top bit = last chunk) · ciphertext · tag (16 bytes)
 */
const MAGIC = Buffer.from("VVBACKUP");
const VERSION = 1;
const SALT_BYTES = 32;
const HEADER_BYTES = MAGIC.length + 1 + SALT_BYTES;
const TAG_BYTES = 16;
const LAST_FLAG = 0x8000_0000;
export const CHUNK_BYTES = 1024 * 1024;

/** The backup key: 32 random bytes (BACKUP_KEY, base64). */
export function checkBackupKey(key: Buffer): void {
  if (key.length !== 32) throw new Error("the backup key must be 32 bytes");
}

/** A short fingerprint of the key for the manifest: says "wrong key" without revealing it. */
export function backupKeyId(key: Buffer): string {
  return createHmac("sha256", key).update("vayvista-backup-key-id").digest("hex").slice(0, 16);
}

function archiveKey(key: Buffer, salt: Buffer): Buffer {
  return Buffer.from(hkdfSync("sha256", key, salt, "vayvista-backup-v1", 32));
}

function nonce(index: number): Buffer {
  const iv = Buffer.alloc(12);
  iv.writeBigUInt64BE(BigInt(index), 4);
  return iv;
}

function chunkAad(header: Buffer, index: number, last: boolean): Buffer {
  const aad = Buffer.alloc(header.length + 9);
  header.copy(aad);
  aad.writeBigUInt64BE(BigInt(index), header.length);
  aad[header.length + 8] = last ? 1 : 0;
  return aad;
}

/** Encrypts what is written through it; the output is the archive. */
export function encryptStream(backupKey: Buffer): Transform {
  checkBackupKey(backupKey);
  const salt = randomBytes(SALT_BYTES);
  const header = Buffer.concat([MAGIC, Buffer.from([VERSION]), salt]);
  const key = archiveKey(backupKey, salt);
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let index = 0;
  let headerSent = false;

  function seal(plain: Buffer, last: boolean): Buffer {
    const cipher = createCipheriv("aes-256-gcm", key, nonce(index));
    cipher.setAAD(chunkAad(header, index, last));
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE((plain.length | (last ? LAST_FLAG : 0)) >>> 0);
    index += 1;
    return Buffer.concat([length, body, cipher.getAuthTag()]);
  }

  return new Transform({
    transform(data: Buffer, _encoding, done: TransformCallback) {
      if (!headerSent) {
        this.push(header);
        headerSent = true;
      }
      pending.push(data);
      pendingBytes += data.length;
      // Keep at least one byte back: the chunk written at the end must be marked last.
      while (pendingBytes > CHUNK_BYTES) {
        const all = Buffer.concat(pending);
        this.push(seal(all.subarray(0, CHUNK_BYTES), false));
        const rest = all.subarray(CHUNK_BYTES);
        pending = [rest];
        pendingBytes = rest.length;
      }
      done();
    },
    flush(done: TransformCallback) {
      if (!headerSent) this.push(header);
      this.push(seal(Buffer.concat(pending), true));
      pending = [];
      done();
    },
  });
}

export class ArchiveDecryptError extends Error {}

/** Decrypts an archive; fails on a wrong key, a changed byte or a cut-off end. */
export function decryptStream(backupKey: Buffer): Transform {
  checkBackupKey(backupKey);
  let buffered: Buffer = Buffer.alloc(0);
  let header: Buffer | null = null;
  let key: Buffer | null = null;
  let index = 0;
  let ended = false;

  return new Transform({
    transform(data: Buffer, _encoding, done: TransformCallback) {
      buffered = buffered.length ? Buffer.concat([buffered, data]) : data;
      try {
        if (!header) {
          if (buffered.length < HEADER_BYTES) return done();
          header = Buffer.from(buffered.subarray(0, HEADER_BYTES));
          if (!header.subarray(0, MAGIC.length).equals(MAGIC))
            throw new ArchiveDecryptError("not a VayVista backup archive");
          if (header[MAGIC.length] !== VERSION)
            throw new ArchiveDecryptError(`unknown archive version ${header[MAGIC.length]}`);
          key = archiveKey(backupKey, header.subarray(MAGIC.length + 1));
          buffered = buffered.subarray(HEADER_BYTES);
        }
        while (buffered.length >= 4) {
          if (ended) throw new ArchiveDecryptError("data after the archive's last chunk");
          const word = buffered.readUInt32BE(0);
          const last = (word & LAST_FLAG) !== 0;
          const length = word & ~LAST_FLAG;
          if (length > CHUNK_BYTES) throw new ArchiveDecryptError("damaged archive: chunk too long");
          const frame = 4 + length + TAG_BYTES;
          if (buffered.length < frame) break;
          const decipher = createDecipheriv("aes-256-gcm", key as Buffer, nonce(index));
          decipher.setAAD(chunkAad(header, index, last));
          decipher.setAuthTag(buffered.subarray(4 + length, frame));
          let plain: Buffer;
          try {
            plain = Buffer.concat([decipher.update(buffered.subarray(4, 4 + length)), decipher.final()]);
          } catch {
            throw new ArchiveDecryptError(
              index === 0
                ? "the archive does not open with this backup key"
                : "damaged archive: a chunk fails its check",
            );
          }
          index += 1;
          ended = last;
          buffered = buffered.subarray(frame);
          if (plain.length) this.push(plain);
        }
        done();
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done: TransformCallback) {
      if (!ended || buffered.length > 0) return done(new ArchiveDecryptError("the archive is cut off before its end"));
      done();
    },
  });
}
