import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../support/free-port.ts";
import { runHelper, startHelper } from "../../support/helper-process.ts";
import { E2E_ADMIN } from "./admin-account.ts";

export type ClockedServer = {
  /** The app's origin, e.g. http://localhost:3255. */
  origin: string;
  port: number;
  /** The server's time now. */
  now(): Date;
  /** Moves the server's clock `ms` further ahead, as if that much time had passed at once. */
  advance(ms: number): Promise<void>;
  /** Moves the server's clock ahead to `at` (later than its time now), from where it runs on. */
  advanceTo(at: Date): Promise<void>;
  stop(): Promise<void>;
};

/**
 * A second production server for the tests that need time to pass (a request's hold running
 * out) or to stand still at a known moment (a window of the sign-in limits): the same build,
 * an empty database of its own, and a clock the test moves (shifted-clock.ts), on a port
 * free when it starts. An admin is made first, as for the main server, so no demo owners
 * are seeded. Started through the tether (tests/support/helper-process.ts), so it never
 * outlives the test's process; fixtures.ts starts one per worker and always stops it.
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
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  let server: ReturnType<typeof startHelper> | undefined;
  try {
    await runHelper(
      process.execPath,
      [
        "scripts/admin-create.ts",
        "--email",
        E2E_ADMIN.email,
        "--name",
        E2E_ADMIN.name,
        "--password",
        E2E_ADMIN.password,
      ],
      { env },
    );
    await runHelper(process.execPath, ["tests/e2e/support/billing-seller.ts"], { env });
    server = startHelper(process.execPath, ["--import", "./tests/e2e/support/shifted-clock.ts", "server/main.ts"], {
      env,
      ipc: true,
    });
    await server.ready((line) => line.includes("VayVista is listening"));
  } catch (error) {
    await server?.stop();
    removeData();
    throw error;
  }
  const running = server;

  let shiftMs = 0;
  const shiftTo = (next: number) => {
    if (next < shiftMs) throw new Error("the clocked server's time only moves forward");
    return new Promise<void>((resolve) => {
      const stopListening = running.onMessage((message) => {
        if (typeof message !== "object" || message === null || !("clockShiftedMs" in message)) return;
        stopListening();
        shiftMs = next;
        resolve();
      });
      running.send({ clockShiftMs: next });
    });
  };

  return {
    origin: `http://localhost:${port}`,
    port,
    now: () => new Date(Date.now() + shiftMs),
    advance: (ms) => shiftTo(shiftMs + ms),
    advanceTo: (at) => shiftTo(at.getTime() - Date.now()),
    stop: async () => {
      await running.stop();
      removeData();
    },
  };
}
