import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, request, test } from "@playwright/test";
import { NL, passwordInput } from "../support/auth-flows.ts";
import { expectAccessible } from "../support/axe.ts";
import { field, pagePath, UI, urlPath } from "../support/site.ts";

/**
 * The deployment as docs/deploy-caddy.md describes it: Debian's Caddy terminates TLS
 * (`tls internal`) and proxies to the production build on plain http, with TRUST_PROXY and
 * PUBLIC_URL set as in production. A visitor signs in, sends the contact form and signs out
 * over https: every form post must pass React Router's origin check, which compares the
 * browser's `Origin: https://…` with the URL the app sees.
 */
const ADMIN = { email: "proxy-admin@vayvista.test", name: "Proxy Beheerder", password: "vuurtoren op de kaap 2044" };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

let dir: string;
let app: ChildProcess | undefined;
let caddy: ChildProcess | undefined;
let origin: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dir = mkdtempSync(path.join(os.tmpdir(), "vayvista-caddy-"));
  const [appPort, httpsPort, httpPort] = [await freePort(), await freePort(), await freePort()];
  origin = `https://localhost:${httpsPort}`;
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
  const made = spawnSync(
    process.execPath,
    ["scripts/admin-create.ts", "--email", ADMIN.email, "--name", ADMIN.name, "--password", ADMIN.password],
    { env, encoding: "utf8" },
  );
  expect(made.status, made.stderr).toBe(0);
  app = spawn(process.execPath, ["server/main.ts"], { env, stdio: ["ignore", "ignore", "pipe"] });
  let appErrors = "";
  app.stderr?.on("data", (chunk: Buffer) => {
    appErrors += chunk.toString();
  });

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
  caddy = spawn("caddy", ["run", "--config", caddyfile, "--adapter", "caddyfile"], {
    env: { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let caddyLog = "";
  caddy.stderr?.on("data", (chunk: Buffer) => {
    caddyLog += chunk.toString();
  });

  // Ready when the app answers through Caddy (the app migrates and seeds first); a process
  // that ended fails the test at once, with what it said.
  const client = await request.newContext({ ignoreHTTPSErrors: true });
  await expect
    .poll(
      async () => {
        if (app?.exitCode !== null) throw new Error(`the app exited:\n${appErrors}`);
        if (caddy?.exitCode !== null) throw new Error(`caddy exited:\n${caddyLog}`);
        return (await client.get(`${origin}/readyz`).catch(() => null))?.status();
      },
      { timeout: 90_000 },
    )
    .toBe(200);
  await client.dispose();
});

test.afterAll(() => {
  caddy?.kill();
  app?.kill();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test("over https through Caddy a visitor signs in, sends the contact form and signs out", async ({ browser }) => {
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
