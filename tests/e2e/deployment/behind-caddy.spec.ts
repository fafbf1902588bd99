import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { test as base, expect, request } from "@playwright/test";
import { freePort } from "../../support/free-port.ts";
import { type HelperProcess, runHelper, startHelper } from "../../support/helper-process.ts";
import { NL, passwordInput } from "../support/auth-flows.ts";
import { expectAccessible } from "../support/axe.ts";
import { HANG_GUARDS } from "../support/hang-guards.ts";
import { field, pagePath, UI, urlPath } from "../support/site.ts";

/**
 * The deployment as docs/deploy-caddy.md describes it: Debian's Caddy terminates TLS
 * (`tls internal`) and proxies to the production build on plain http, with TRUST_PROXY and
 * PUBLIC_URL set as in production. A visitor signs in, sends the contact form and signs out
 * over https: every form post must pass React Router's origin check, which compares the
 * browser's `Origin: https://…` with the URL the app sees.
 */
const ADMIN = { email: "proxy-admin@vayvista.test", name: "Proxy Beheerder", password: "vuurtoren op de kaap 2044" };

/**
 * The app and Caddy in front of it, as a fixture of the worker: started through the tether
 * (tests/support/helper-process.ts) and always stopped, whatever the test did.
 */
async function startDeployment(dir: string, started: HelperProcess[]): Promise<string> {
  const [appPort, httpsPort, httpPort] = [await freePort(), await freePort(), await freePort()];
  const origin = `https://localhost:${httpsPort}`;
  const env = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(appPort),
    APP_DOMAIN: "localhost",
    PUBLIC_URL: origin,
    TRUST_PROXY: "true",
    DATA_DIR: path.join(dir, "data"),
    DATABASE_URL: "",
    LOG_LEVEL: "warn",
  };
  await runHelper(
    process.execPath,
    ["scripts/admin-create.ts", "--email", ADMIN.email, "--name", ADMIN.name, "--password", ADMIN.password],
    { env },
  );
  const app = startHelper(process.execPath, ["server/main.ts"], { env });
  started.push(app);

  const caddyfile = path.join(dir, "Caddyfile");
  writeFileSync(
    caddyfile,
    `{
	admin off
	http_port ${httpPort}
	https_port ${httpsPort}
	skip_install_trust
	storage file_system ${path.join(dir, "caddy")}
}

localhost:${httpsPort} {
	tls internal
	encode zstd gzip
	reverse_proxy 127.0.0.1:${appPort}
}
`,
  );
  const caddy = startHelper("caddy", ["run", "--config", caddyfile, "--adapter", "caddyfile"], {
    env: { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
  });
  started.push(caddy);

  // Ready when the app answers through Caddy (the app migrates and seeds first, as long as
  // that takes: the fixture's timeout bounds it); a process that ended fails at once, with
  // what it said.
  const ended = [app, caddy].map((helper, i) =>
    helper.exited.then((code) => {
      throw new Error(`${i === 0 ? "the app" : "caddy"} exited (${code}):\n${helper.output()}`);
    }),
  );
  // Their ending when they are stopped later is no news.
  for (const ending of ended) ending.catch(() => {});
  const client = await request.newContext({ ignoreHTTPSErrors: true });
  try {
    await Promise.race([
      ...ended,
      expect
        .poll(async () => (await client.get(`${origin}/readyz`).catch(() => null))?.status(), { timeout: 0 })
        .toBe(200),
    ]);
  } finally {
    await client.dispose();
  }
  return origin;
}

const test = base.extend<object, { origin: string }>({
  origin: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const dir = mkdtempSync(path.join(os.tmpdir(), "vayvista-caddy-"));
      const started: HelperProcess[] = [];
      try {
        await use(await startDeployment(dir, started));
      } finally {
        await Promise.all(started.map((helper) => helper.stop()));
        rmSync(dir, { recursive: true, force: true });
      }
    },
    { scope: "worker", timeout: HANG_GUARDS.serverStart },
  ],
});

test("over https through Caddy a visitor signs in, sends the contact form and signs out", async ({
  browser,
  origin,
}) => {
  const context = await browser.newContext({ baseURL: origin, ignoreHTTPSErrors: true });
  const page = await context.newPage();

  const home = await page.goto("/");
  expect(home?.status()).toBe(200);
  const headers = home?.headers() ?? {};
  expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+'/);
  expect(headers["strict-transport-security"]).toContain("max-age=");

  // Sign in: the form posts over https, the app sees https behind the proxy.
  await page.goto("/login");
  const signIn = page.locator("form#sign-in");
  await field(signIn, NL.auth.fields.identifier).fill(ADMIN.email);
  await passwordInput(signIn).fill(ADMIN.password);
  await signIn.getByRole("button", { name: NL.auth.signIn.submit }).click();
  await expect(page).toHaveURL(`${origin}/admin`);
  const cookies = await context.cookies();
  expect(cookies.some((c) => c.secure && c.httpOnly && c.name.includes("session"))).toBe(true);

  // The contact form, in English.
  const en = UI.en;
  await page.goto(urlPath(pagePath("contact", "en")));
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: en.form.submitContact }) });
  await field(form, en.form.name).fill("Anna de Vries");
  await field(form, en.form.email).fill("anna.devries@example.nl");
  await field(form, en.form.subject).fill("Direct bookings");
  await field(form, en.form.message).fill(
    "We let a cottage by the sea and would like direct bookings behind the proxy.",
  );
  await form.getByRole("button", { name: en.form.submitContact }).click();
  await expect(page.getByTestId("lead-success")).toBeVisible();
  await expectAccessible(page, "contact sent, behind Caddy");

  // And out again.
  await page.goto("/admin");
  await page.getByRole("button", { name: NL.admin.shell.signOut }).click();
  await expect(page).toHaveURL(`${origin}/login?signedout=1`);
  expect((await page.goto("/admin"))?.url()).toMatch(/\/login/);
  await context.close();
});
