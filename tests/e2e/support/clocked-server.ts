import { type ChildProcess, execFile, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { promisify } from "node:util";
import { E2E_ADMIN } from "./admin-account.ts";

export type ClockedServer = {
  /** The app's origin, e.g. http://localhost:3255. */
  origin: string;
  port: number;
  /** Moves the server's clock `ms` ahead of real time (from real time, not from the last shift). */
  setClockAhead(ms: number): Promise<void>;
  close(): Promise<void>;
};

/**
 * A second production server for the tests that need time to pass (a request's hold running
 * out): the same build, an empty database of its own, and a clock the test moves
 * (shifted-clock.ts), on a port free when it starts. An admin is made first, as for the main
 * server, so no demo owners are seeded.
 */
export async function startClockedServer(): Promise<ClockedServer> {
  // The server must know its port (its links and sign-in origin carry it): a free one, asked of the system.
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "vayvista-e2e-clock-"));
  const env = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    APP_DOMAIN: "localhost",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    LOG_LEVEL: "info",
    TRUST_PROXY: "true",
  };
  await promisify(execFile)(
    process.execPath,
    ["scripts/admin-create.ts", "--email", E2E_ADMIN.email, "--name", E2E_ADMIN.name, "--password", E2E_ADMIN.password],
    { env },
  );
  const child = spawn(process.execPath, ["--import", "./tests/e2e/support/shifted-clock.ts", "server/main.ts"], {
    env,
    stdio: ["ignore", "pipe", "inherit", "ipc"],
  });
  await listening(child);
  return {
    origin: `http://localhost:${port}`,
    port,
    setClockAhead: (ms) =>
      new Promise((resolve) => {
        const answered = (message: unknown) => {
          if (typeof message === "object" && message !== null && "clockShiftedMs" in message) {
            child.off("message", answered);
            resolve();
          }
        };
        child.on("message", answered);
        child.send({ clockShiftMs: ms });
      }),
    close: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resolves once the server logs that it listens; rejects if it exits first. */
function listening(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    const early = (code: number | null) => reject(new Error(`the clocked server exited (${code}) before listening`));
    child.once("exit", early);
    // Every line is read, so the server never blocks on a full pipe.
    lines.on("line", (line) => {
      if (!line.includes("VayVista is listening")) return;
      child.off("exit", early);
      resolve();
    });
  });
}

/** A port nothing listens on now (the system's choice, released at once). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
