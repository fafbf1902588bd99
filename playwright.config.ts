import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { E2E_ADMIN } from "./tests/e2e/support/admin-account.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./tests/support/chromium.ts";

/**
 * Browser tests against the production build (`npm run build` first), served by
 * `node server/main.ts` with an empty database in a fresh temporary DATA_DIR, so every run
 * starts from the demo seed. Debian's Chromium is used; Playwright never downloads browsers.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210);
// The test DNS for custom domains (UDP, loopback): started by global setup, after the web
// server, so its port is fixed here. Workers inherit the variable.
process.env.E2E_DNS_PORT ??= String(PORT + 43);
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
  timeout: 30_000,
  // A loaded 2-core CI machine takes seconds for an action that renders a new step.
  expect: { timeout: 10_000 },
  reporter: [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Recording a trace costs a sixth of the run; CI prints the failure and its page snapshot
    // (error-context.md) anyway, so traces are recorded where someone can open them.
    trace: process.env.CI ? "off" : "retain-on-failure",
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    // The admin the tests sign in with is made on the empty data directory first: PGlite
    // serves one process at a time, and there is no sign-up for admins.
    command: [
      `${NODE} scripts/admin-create.ts --email ${E2E_ADMIN.email} --name '${E2E_ADMIN.name}' --password '${E2E_ADMIN.password}'`,
      `${NODE} server/main.ts`,
    ].join(" && "),
    url: `http://localhost:${PORT}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
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
      DNS_TIMEOUT_MS: "2000",
      // Channels' calendar feeds served on loopback by tests (support/channel-feed-server.ts),
      // which the SSRF guard refuses unless allowed.
      FETCH_ALLOW_HOSTS: "127.0.0.1",
    },
  },
});
