import { randomUUID } from "node:crypto";
import { mkdir, open, readFile, rename, rm, rmdir } from "node:fs/promises";
import path from "node:path";
import type { StorageBackend } from "./storage-backend.ts";

/** Where writes are prepared before they are renamed into place; no key can name it. */
const PARTIAL_DIR = ".partial";

/**
 * Objects as files under `root` (`{DATA_DIR}/storage`): key `site-photos/a/b.avif` is the
 * file `{root}/site-photos/a/b.avif`. A write goes to a temporary file first and is renamed
 * into place, so a reader never sees half an object; folders are made as needed and removed
 * again when their last object goes.
 */
export function createDiskBackend(root: string): StorageBackend {
  const base = path.resolve(root);
  const partialDir = path.join(base, PARTIAL_DIR);
  let partialReady: Promise<unknown> | undefined;

  /** The file for `key`; a key that would resolve outside the root (or into PARTIAL_DIR) is refused. */
  function fileFor(key: string): string {
    const file = path.resolve(base, key);
    const inside = file.startsWith(base + path.sep) && !file.startsWith(partialDir + path.sep);
    if (!inside || key.includes("\0")) throw new Error(`storage key outside the storage root: ${JSON.stringify(key)}`);
    return file;
  }

  /** Removes the folders `file` leaves empty, up to the root; stops at the first that is not. */
  async function pruneFolders(file: string): Promise<void> {
    for (let dir = path.dirname(file); dir.startsWith(base + path.sep); dir = path.dirname(dir)) {
      try {
        await rmdir(dir);
      } catch {
        return;
      }
    }
  }

  return {
    async put(key, bytes) {
      const file = fileFor(key);
      partialReady ??= mkdir(partialDir, { recursive: true });
      try {
        await partialReady;
      } catch (error) {
        partialReady = undefined;
        throw error;
      }
      const temp = path.join(partialDir, randomUUID());
      try {
        const handle = await open(temp, "wx", 0o644);
        try {
          await handle.writeFile(bytes);
          await handle.datasync();
        } finally {
          await handle.close();
        }
        // A delete of the folder's last object may remove the folder between mkdir and
        // rename: make it again and retry.
        for (let attempt = 1; ; attempt++) {
          await mkdir(path.dirname(file), { recursive: true });
          try {
            await rename(temp, file);
            return;
          } catch (error) {
            if (errorCode(error) !== "ENOENT" || attempt === 3) throw error;
          }
        }
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },

    async get(key) {
      try {
        // A plain Uint8Array over the file's own buffer (readFile never pools it), not a Buffer.
        const bytes = await readFile(fileFor(key));
        return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (error) {
        const code = errorCode(error);
        if (code === "ENOENT" || code === "ENOTDIR" || code === "EISDIR") return null;
        throw error;
      }
    },

    async delete(keys) {
      const files = keys.map(fileFor);
      await Promise.all(
        files.map(async (file) => {
          await rm(file, { force: true });
          await pruneFolders(file);
        }),
      );
    },
  };
}

function errorCode(error: unknown): unknown {
  return error && typeof error === "object" && "code" in error ? error.code : undefined;
}
