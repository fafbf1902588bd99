import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { E2E_ADMIN } from "./tests/e2e/support/admin-account.ts";
import { HANG_GUARDS } from "./tests/e2e/support/hang-guards.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./tests/support/chromium.ts";

/**
 * Browser tests against the production build (`npm run build` first), served by
 * `node server/main.ts` with an empty database in a fresh temporary DATA_DIR, so every run
 * starts from the demo seed. Debian's Chromium is used; Playwright never downloads browsers.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210);
// The test DNS for custom domains (UDP, loopback): started by global setup, after the web
// server, so its port is fixed here, a free one (another run may share the machine).
// Workers inherit the variable.
process.env.E2E_DNS_PORT ??= freeUdpPort();
const NODE = `"${process.execPath}"`;

// The runner and every worker load this file; only the first (the runner) creates the data
// directory and removes it again when it exits, after the web server has been stopped.
if (!process.env.E2E_DATA_DIR) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "vayvista-e2e-"));
  process.env.E2E_DATA_DIR = dir;
  process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
}

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/support/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Hang guards only (see hang-guards.ts): no test waits for a time, only for what it needs.
  timeout: HANG_GUARDS.test,
  expect: { timeout: HANG_GUARDS.expect },
  reporter: [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Recording a trace costs a sixth of the run; CI prints the failure and its page snapshot
    // (error-context.md) anyway, so traces are recorded where someone can open them.
    trace: process.env.CI ? "off" : "retain-on-failure",
    actionTimeout: HANG_GUARDS.action,
    navigationTimeout: HANG_GUARDS.navigation,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    // The admin the tests sign in with is made on the empty data directory first: PGlite
    // serves one process at a time, and there is no sign-up for admins. The server runs
    // through the tether (tests/support/tether.ts), whose standard input is Playwright's pipe
    // to this command: Playwright starts it in a process group of its own, which it ends when
    // it shuts down, but a runner that is killed outright ends nothing; the pipe then closes
    // and the tether ends the server.
    command: [
      `${NODE} scripts/admin-create.ts --email ${E2E_ADMIN.email} --name '${E2E_ADMIN.name}' --password '${E2E_ADMIN.password}'`,
      `${NODE} tests/e2e/support/billing-seller.ts`,
      `${NODE} tests/support/tether.ts ${NODE} server/main.ts`,
    ].join(" && "),
    url: `http://localhost:${PORT}/readyz`,
    reuseExistingServer: false,
    timeout: HANG_GUARDS.serverStart,
    // TERM, so the tether can pass it on (a KILL would end the tether and leave the server);
    // the tether kills the server itself if it has not stopped within its grace period.
    gracefulShutdown: { signal: "SIGTERM", timeout: HANG_GUARDS.serverStop },
    // Warnings and errors only (LOG_LEVEL below): a server that fails to start says why.
    stdout: "pipe",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      APP_DOMAIN: "localhost",
      DATA_DIR: process.env.E2E_DATA_DIR,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      // Each test browses from an address of its own (X-Forwarded-For, see
      // tests/e2e/support/fixtures.ts), so the per-address sign-in and sign-up limits of one
      // test never touch another.
      TRUST_PROXY: "true",
      DNS_RESOLVER: `127.0.0.1:${process.env.E2E_DNS_PORT}`,
      // The test DNS answers every query the tests make, as soon as the machine lets it.
      DNS_TIMEOUT_MS: "30000",
      // Channels' calendar feeds served on loopback by tests (support/channel-feed-server.ts),
      // which the SSRF guard refuses unless allowed.
      FETCH_ALLOW_HOSTS: "127.0.0.1",
    },
  },
});

/** A UDP port on loopback that nothing is bound to now (asked synchronously: the config is not async). */
function freeUdpPort(): string {
  const probe = `const s = require("node:dgram").createSocket("udp4");
    s.bind(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); });`;
  return execFileSync(process.execPath, ["-e", probe], { encoding: "utf8" }).trim();
}
