import { existsSync, rmSync } from "node:fs";
import { createConnection, createServer, type Server } from "node:net";
import path from "node:path";
import { createInterface } from "node:readline";
import { directoryDestination } from "../modules/backups/backup-destination.ts";
import { errorText } from "../modules/backups/backup-runs.ts";
import type { BackupManifest } from "../modules/backups/manifest.ts";
import type { BackupWorker } from "./jobs/backup-worker.ts";
import type { Logger } from "./logger.ts";

/**
 * How `npm run backup` reaches a running server on the embedded database: PGlite is open in
 * one process only, so the server makes the backup itself. A Unix socket in DATA_DIR (mode
 * 0600 by the umask below) is local by nature: only who can read DATA_DIR can ask, and
 * nothing listens on the network. One request per connection, one JSON line each way.
 */
export const BACKUP_SOCKET = "backup.sock";

/** `to`: a folder for this backup; without it, the configured destination. */
export type SocketRequest = { command: "backup"; to?: string } | { command: "ping" };
export type SocketAnswer = { ok: true; manifest?: BackupManifest } | { ok: false; error: string };

export function backupSocketPath(dataDir: string): string {
  return path.resolve(dataDir, BACKUP_SOCKET);
}

export async function listenForBackupRequests(dataDir: string, worker: BackupWorker, log: Logger): Promise<Server> {
  const file = backupSocketPath(dataDir);
  // A socket file left by a server that ended without closing it: nobody answers on it.
  if (existsSync(file) && !(await askServer(dataDir, { command: "ping" }).catch(() => null)))
    rmSync(file, { force: true });
  const server = createServer((socket) => {
    const lines = createInterface({ input: socket });
    lines.once("line", async (line) => {
      let answer: SocketAnswer;
      try {
        const request = JSON.parse(line) as SocketRequest;
        if (request.command === "ping") answer = { ok: true };
        else if (request.command === "backup" && (request.to === undefined || path.isAbsolute(request.to))) {
          const made = await worker.runBackup("cli", request.to ? directoryDestination(request.to) : undefined);
          answer = { ok: true, manifest: made.manifest };
        } else answer = { ok: false, error: "unknown request" };
      } catch (error) {
        answer = { ok: false, error: errorText(error) };
      }
      socket.end(`${JSON.stringify(answer)}\n`);
    });
    socket.on("error", () => {});
  });
  const previous = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(file, () => resolve());
    });
  } finally {
    process.umask(previous);
  }
  server.on("error", (error) => log.error({ err: error }, "backup socket error"));
  return server;
}

/** Asks the server running on `dataDir`; rejects when none listens there. */
export function askServer(dataDir: string, request: SocketRequest): Promise<SocketAnswer> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(backupSocketPath(dataDir));
    socket.once("error", reject);
    socket.once("connect", () => socket.write(`${JSON.stringify(request)}\n`));
    const lines = createInterface({ input: socket });
    // The interface re-emits the socket's error: nobody listening is an answer, not a crash.
    lines.once("error", reject);
    lines.once("close", () => reject(new Error("the server closed the backup socket without answering")));
    lines.once("line", (line) => {
      resolve(JSON.parse(line) as SocketAnswer);
      socket.end();
    });
  });
}
