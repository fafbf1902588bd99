import { randomInt } from "node:crypto";
import { type Browser, type BrowserContext, test as base, expect, type Page } from "@playwright/test";
import { E2E_ADMIN } from "./admin-account.ts";
import { signIn } from "./auth-flows.ts";
import { type ClockedServer, startClockedServer } from "./clocked-server.ts";
import { HANG_GUARDS } from "./hang-guards.ts";

export { expect };

/**
 * A private address of its own for every browser (sent as X-Forwarded-For; the server under
 * test trusts the proxy header, see playwright.config.ts), as if each test ran on its own
 * network: the per-address sign-in and sign-up limits of one test never reach another.
 */
export function newClientIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

export type Device = { context: BrowserContext; page: Page; ip: string };

/** `userAgent` makes the browser recognisable in the account's list of sessions. */
export type DeviceOptions = { ip?: string; userAgent?: string };

type TestFixtures = {
  /** The address the default `page` browses from. */
  clientIp: string;
  /** Another browser (phone, laptop) with a fresh cookie jar and an address of its own. */
  newDevice: (options?: DeviceOptions) => Promise<Device>;
  /** A page signed in as the e2e admin, in a browser of its own. */
  adminPage: Page;
};

type WorkerFixtures = {
  adminState: StorageState;
  /** This worker's server with a clock the test moves (clocked-server.ts); started when first used. */
  clockedServer: ClockedServer;
};

async function openDevice(
  browser: Browser,
  baseURL: string | undefined,
  ip: string,
  extra: { storageState?: StorageState; userAgent?: string } = {},
) {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": ip },
    reducedMotion: "reduce",
    ...extra,
  });
  return { context, page: await context.newPage(), ip };
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  clientIp: async ({}, use) => {
    await use(newClientIp());
  },
  extraHTTPHeaders: async ({ clientIp }, use) => {
    await use({ "X-Forwarded-For": clientIp });
  },
  contextOptions: { reducedMotion: "reduce" },

  newDevice: async ({ browser, baseURL }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (options) => {
      const userAgent = options?.userAgent;
      const device = await openDevice(browser, baseURL, options?.ip ?? newClientIp(), userAgent ? { userAgent } : {});
      opened.push(device.context);
      return device;
    });
    for (const context of opened) await context.close();
  },

  // The admin signs in once per worker: every sign-in counts against the account's limits.
  adminState: [
    async ({ browser }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      const { context, page } = await openDevice(browser, baseURL, newClientIp());
      await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
      await expect(page).toHaveURL(/\/admin$/);
      const state = await context.storageState();
      await context.close();
      await use(state);
    },
    { scope: "worker" },
  ],

  adminPage: async ({ browser, baseURL, adminState }, use) => {
    const { context, page } = await openDevice(browser, baseURL, newClientIp(), { storageState: adminState });
    await use(page);
    await context.close();
  },

  clockedServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const server = await startClockedServer();
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    { scope: "worker", timeout: HANG_GUARDS.serverStart },
  ],
});

/**
 * Tests against this worker's clocked server instead of the main one: `page`, `request` and
 * `newDevice` browse there. (`adminPage` stays on the main server.)
 */
export const clockedTest = test.extend({
  baseURL: async ({ clockedServer }, use) => {
    await use(clockedServer.origin);
  },
});
