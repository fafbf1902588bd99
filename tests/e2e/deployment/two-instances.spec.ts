import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import os from "node:os";
import path from "node:path";
import { test as base, expect, type Page, request } from "@playwright/test";
import pg from "pg";
import { addDays, todayIn } from "../../../modules/dates/stay-date.ts";
import { portraitPhoneJpeg } from "../../../modules/photos/testing.ts";
import { type S3TestServer, startS3TestServer } from "../../../modules/storage/s3-test-server.ts";
import { BOOKING_EVENTS_PATH } from "../../../server/http/booking-events-endpoint.ts";
import { freePort } from "../../support/free-port.ts";
import { type HelperProcess, runHelper, startHelper } from "../../support/helper-process.ts";
import { NL, newPerson, signUp } from "../support/auth-flows.ts";
import { expectAccessible } from "../support/axe.ts";
import { HANG_GUARDS } from "../support/hang-guards.ts";
import { finishOnboardingQuickly } from "../support/onboarding.ts";

/**
 * Two production instances on one Postgres and one S3-compatible store, behind Caddy as
 * docs/deploy-caddy.md describes (round robin, retries, health checks on /readyz), and what
 * an operator must be able to count on (docs/operations/instances.md): a session made on one
 * instance holds on the other, a booking race across both gives one booking, an owner's live
 * calendar hears bookings made through the other instance, a published change and an
 * uploaded photo show on both at once, and a rolling restart loses no request.
 *
 * The test pins a browser to one instance with a header (X-Vayvista-Instance: a or b) that
 * only the test's Caddyfile reads; every answer says which instance gave it (X-Vayvista-Upstream).
 * With DEBUG_CLUSTER=1 the instances and Caddy log every request, and a failure shows their last lines.
 */
const ADMIN = {
  email: "cluster-admin@vayvista.test",
  name: "Cluster Beheerder",
  password: "twee vuurtorens op de kaap",
};
const PIN = "X-Vayvista-Instance";
const UPSTREAM = "x-vayvista-upstream";

type Instance = "a" | "b";

type Deployment = {
  /** https://localhost:{port}: Caddy, in front of both instances. */
  origin: string;
  /** Caddy's address for an owner's site. */
  siteOrigin(subdomain: string): string;
  /** The upstream (host:port) of each instance, as X-Vayvista-Upstream names it. */
  upstream: Record<Instance, string>;
  /** Stops instance A as a deploy does (SIGTERM) and resolves once it has ended. */
  stopA(): Promise<void>;
  /** Starts instance A again and resolves once it is ready. */
  startA(): Promise<void>;
  /** What the instances and Caddy said last, to explain a failure. */
  output(): string;
};

/** The header that sends a browser's or a client's requests to one instance only. */
const pinnedTo = (instance: Instance) => ({ [PIN]: instance });

/** A fresh database on TEST_DATABASE_URL's server (CI always sets it), dropped afterwards. */
async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    throw new Error(
      "TEST_DATABASE_URL must name a Postgres server for the two-instance deployment test " +
        "(.ci/run starts one; locally e.g. postgres://postgres@127.0.0.1:55432/postgres)",
    );
  }
  const name = `vayvista_cluster_${randomBytes(6).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** Resolves once `origin`'s /readyz answers 200 with the given pin (or through the balancer); fails if a helper ends first. */
async function untilReady(origin: string, helpers: HelperProcess[], headers: Record<string, string> = {}) {
  const ended = helpers.map((helper) =>
    helper.exited.then((code) => {
      throw new Error(`a process of the deployment exited (${code}):\n${helper.output()}`);
    }),
  );
  for (const ending of ended) ending.catch(() => {});
  const client = await request.newContext({ ignoreHTTPSErrors: true });
  try {
    await Promise.race([
      ...ended,
      expect
        .poll(async () => (await client.get(`${origin}/readyz`, { headers }).catch(() => null))?.status(), {
          timeout: 0,
        })
        .toBe(200),
    ]);
  } finally {
    await client.dispose();
  }
}

async function startDeployment(
  dir: string,
  databaseUrl: string,
  s3: S3TestServer,
  started: Set<HelperProcess>,
): Promise<Deployment> {
  const [portA, portB, httpsPort, httpPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
  const origin = `https://localhost:${httpsPort}`;
  // What both instances share: the database, the store, and the secrets that sign sessions and seal credentials.
  const shared = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    APP_DOMAIN: "localhost",
    PUBLIC_URL: origin,
    TRUST_PROXY: "true",
    DATABASE_URL: databaseUrl,
    DB_POOL_MAX: "5",
    AUTH_SECRET: randomBytes(32).toString("base64"),
    SECRETS_KEY: randomBytes(32).toString("base64"),
    S3_ENDPOINT: s3.settings.endpoint,
    S3_REGION: s3.settings.region,
    S3_BUCKET: s3.settings.bucket,
    S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
    S3_FORCE_PATH_STYLE: "true",
    // Longer than any test: a page shown afresh on the other instance was cleared there, not expired.
    PAGE_CACHE_SECONDS: "3600",
    LOG_LEVEL: process.env.DEBUG_CLUSTER ? "info" : "warn",
  };
  // A runs everything (ROLE=all); B serves requests only, as a web instance of a larger deployment.
  const envA = { ...shared, PORT: String(portA), DATA_DIR: path.join(dir, "a"), ROLE: "all" };
  const envB = { ...shared, PORT: String(portB), DATA_DIR: path.join(dir, "b"), ROLE: "web" };

  // An admin first (the database is then not empty, so no demo accounts are seeded), and the
  // seller's billing details, without which owners cannot subscribe. Both migrate the database.
  await runHelper(
    process.execPath,
    ["scripts/admin-create.ts", "--email", ADMIN.email, "--name", ADMIN.name, "--password", ADMIN.password],
    { env: envA },
  );
  await runHelper(process.execPath, ["tests/e2e/support/billing-seller.ts"], { env: envA });

  const caddyfile = path.join(dir, "Caddyfile");
  const upstream = (port: number) => `127.0.0.1:${port}`;
  // The balancer as docs/deploy-caddy.md has it; the pinned routes before it are the test's own.
  writeFileSync(
    caddyfile,
    `{
	admin off
	${process.env.DEBUG_CLUSTER ? "debug" : ""}
	http_port ${httpPort}
	https_port ${httpsPort}
	skip_install_trust
	storage file_system ${path.join(dir, "caddy")}
}

localhost:${httpsPort}, *.localhost:${httpsPort} {
	tls internal
	encode zstd gzip

	@a header ${PIN} a
	reverse_proxy @a ${upstream(portA)} {
		header_down ${UPSTREAM} {http.reverse_proxy.upstream.hostport}
	}
	@b header ${PIN} b
	reverse_proxy @b ${upstream(portB)} {
		header_down ${UPSTREAM} {http.reverse_proxy.upstream.hostport}
	}

	reverse_proxy ${upstream(portA)} ${upstream(portB)} {
		lb_policy round_robin
		lb_try_duration 10s
		lb_try_interval 250ms
		fail_duration 10s
		health_uri /readyz
		health_interval 5s
		# (3 s in the docs; a loaded test machine may answer slowly, and a slow answer is no failure here.)
		health_timeout 30s
		header_down ${UPSTREAM} {http.reverse_proxy.upstream.hostport}
	}
}
`,
  );

  let a = startHelper(process.execPath, ["server/main.ts"], { env: envA });
  started.add(a);
  await untilReady(`http://${upstream(portA)}`, [a]);
  const b = startHelper(process.execPath, ["server/main.ts"], { env: envB });
  started.add(b);
  const caddy = startHelper("caddy", ["run", "--config", caddyfile, "--adapter", "caddyfile"], {
    env: { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
  });
  started.add(caddy);
  await untilReady(origin, [a, b, caddy], pinnedTo("a"));
  await untilReady(origin, [a, b, caddy], pinnedTo("b"));

  let stoppedA: HelperProcess | undefined;
  return {
    output: () =>
      [
        ["A, stopped", stoppedA],
        ["A", a],
        ["B", b],
        ["Caddy", caddy],
      ]
        .map(([name, helper]) => `--- ${name}:\n${(helper as HelperProcess | undefined)?.output() ?? ""}`)
        .join("\n"),
    origin,
    siteOrigin: (subdomain) => `https://${subdomain}.localhost:${httpsPort}`,
    upstream: { a: upstream(portA), b: upstream(portB) },
    async stopA() {
      stoppedA = a;
      await a.stop();
      started.delete(a);
    },
    async startA() {
      a = startHelper(process.execPath, ["server/main.ts"], { env: envA });
      started.add(a);
      await untilReady(origin, [a, b, caddy], pinnedTo("a"));
    },
  };
}

const test = base.extend<object, { deployment: Deployment }>({
  deployment: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const dir = mkdtempSync(path.join(os.tmpdir(), "vayvista-cluster-"));
      const started = new Set<HelperProcess>();
      let database: Awaited<ReturnType<typeof freshDatabase>> | undefined;
      let s3: S3TestServer | undefined;
      try {
        database = await freshDatabase();
        s3 = await startS3TestServer("vayvista-cluster");
        await use(await startDeployment(dir, database.url, s3, started));
      } finally {
        await Promise.all([...started].map((helper) => helper.stop()));
        await s3?.close();
        await database?.drop();
        rmSync(dir, { recursive: true, force: true });
      }
    },
    { scope: "worker", timeout: HANG_GUARDS.serverStart },
  ],
});

/** A guest's booking request through Caddy (the site's own host), pinned to one instance or balanced. */
function bookingBody(checkIn: string, nights: number, guest: string) {
  return {
    checkIn,
    checkOut: addDays(checkIn, nights),
    adults: 2,
    children: 0,
    lang: "nl",
    guest: { name: guest, email: "gast@example.nl", phone: "+31 6 12345678", country: "NL" },
    acceptHouseRules: true,
    acceptCancellationPolicy: true,
  };
}

/** Whether nothing takes connections at `hostPort` (an instance that stopped listening). */
function refuses(hostPort: string): Promise<boolean> {
  const [host, port] = hostPort.split(":");
  return new Promise((resolve) => {
    const socket = connect({ host, port: Number(port) });
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(true));
  });
}

/** The theme an owner's site page is drawn in. */
const themeOf = (page: Page) => page.locator("[data-theme]").first().getAttribute("data-theme");

test("two instances behind Caddy agree: sessions, a booking race, live calendars, publishing, photos and a rolling restart", async ({
  browser,
  deployment,
}) => {
  test.setTimeout(HANG_GUARDS.test * 3);
  const { origin } = deployment;
  const api = await request.newContext({ ignoreHTTPSErrors: true });
  const onA = await browser.newContext({ baseURL: origin, ignoreHTTPSErrors: true, extraHTTPHeaders: pinnedTo("a") });
  const owner = await onA.newPage();
  // Ten days ahead, or the 1st of the next month if the stays below would cross into another one:
  // the calendar shows one month.
  const ahead = addDays(todayIn("Europe/Amsterdam", new Date()), 10);
  const checkIn =
    Number(ahead.slice(8)) <= 21 ? ahead : addDays(ahead, 32 - Number(ahead.slice(8))).replace(/\d\d$/, "01");
  /** A booking request posted to the owner's site through Caddy (pinned, or to whichever instance). */
  const book = (siteHost: string, body: object, instance?: Instance) =>
    api.post(`${origin}/api/bookings`, {
      headers: { Host: siteHost, ...(instance ? pinnedTo(instance) : {}) },
      data: body,
    });

  const site = await test.step("an owner signs up and subscribes through instance A", async () => {
    await signUp(owner, newPerson("Noor"));
    return finishOnboardingQuickly(owner);
  });
  const siteHost = new URL(deployment.siteOrigin(site.subdomain)).host;

  const onB = await browser.newContext({
    baseURL: origin,
    ignoreHTTPSErrors: true,
    extraHTTPHeaders: pinnedTo("b"),
    storageState: await onA.storageState(),
  });
  const calendar = await onB.newPage();

  await test.step("signed in on A, the owner's live calendar opens on B and hears a booking made on A", async () => {
    const line = calendar.waitForResponse((r) => new URL(r.url()).pathname === BOOKING_EVENTS_PATH);
    await calendar.goto(`/dashboard/booking-calendar?month=${checkIn.slice(0, 7)}`);
    await expect(calendar.getByRole("heading", { level: 1, name: NL.dashboard.bookingCalendar.title })).toBeVisible();
    expect((await line).headers()[UPSTREAM]).toBe(deployment.upstream.b);
    await expect(calendar.getByTestId("live-status")).toHaveAttribute("data-state", "live");
    await expectAccessible(calendar, "booking calendar on instance B");

    const booked = await book(siteHost, bookingBody(checkIn, 3, "Anna Visser"), "a");
    expect(booked.status(), await booked.text()).toBe(201);
    expect(booked.headers()[UPSTREAM]).toBe(deployment.upstream.a);
    await expect(calendar.getByTestId("month-grid").getByRole("link", { name: /^Anna Visser, / })).toBeVisible();
  });

  await test.step("two guests race for the same nights, one through each instance: one booking", async () => {
    const nights = bookingBody(addDays(checkIn, 5), 2, "Bram de Boer");
    const [first, second] = await Promise.all([
      book(siteHost, nights, "a"),
      book(siteHost, { ...nights, guest: { ...nights.guest, name: "Cor de Wit" } }, "b"),
    ]);
    expect([first.status(), second.status()].sort()).toEqual([201, 409]);
    // The owner's calendar on B shows the one that won, live.
    const racers = calendar.getByTestId("month-grid").getByRole("link", { name: /^(Bram de Boer|Cor de Wit), / });
    await expect(racers).toHaveCount(1);
  });

  await test.step("a theme published on A shows at once on B", async () => {
    const guest = await browser.newContext({ ignoreHTTPSErrors: true, extraHTTPHeaders: pinnedTo("b") });
    const visitor = await guest.newPage();
    const home = await visitor.goto(`${deployment.siteOrigin(site.subdomain)}/`);
    expect(home?.status()).toBe(200);
    expect(home?.headers()[UPSTREAM]).toBe(deployment.upstream.b);
    expect(await themeOf(visitor)).toBe(site.theme);
    // Now in B's page cache, for an hour (PAGE_CACHE_SECONDS).
    const switched = await owner.request.post("/dashboard/theme", { form: { theme: "urban-hip" } });
    expect(switched.status()).toBe(200);
    expect(switched.headers()[UPSTREAM]).toBe(deployment.upstream.a);
    // B hears of it over Postgres a moment later: the guest reloads until it has.
    await expect
      .poll(async () => {
        await visitor.reload();
        return themeOf(visitor);
      })
      .toBe("urban-hip");
    await expectAccessible(visitor, "owner's home on instance B, new theme");
    await guest.close();
  });

  await test.step("a photo uploaded on A is served by B from the shared store", async () => {
    const uploaded = await owner.request.post("/dashboard/content/photos/upload?to=site", {
      multipart: { photo: { name: "strand.jpg", mimeType: "image/jpeg", buffer: await portraitPhoneJpeg(900, 600) } },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(200);
    const { photo } = (await uploaded.json()) as { photo: { thumb: string } };
    const served = await api.get(`${origin}${photo.thumb}`, { headers: pinnedTo("b") });
    expect(served.status()).toBe(200);
    expect(served.headers()[UPSTREAM]).toBe(deployment.upstream.b);
    expect(served.headers()["content-type"]).toBe("image/webp");
    expect((await served.body()).byteLength).toBeGreaterThan(1000);
  });

  await test.step("instance A restarts while guests browse and book through Caddy: nothing is lost", async () => {
    const answers: { status: number; upstream: string | undefined }[] = [];
    let browsing = true;
    let restarted = false;
    let aServedAgain = () => {};
    const aBack = new Promise<void>((resolve) => {
      aServedAgain = resolve;
    });
    // Guests keep loading the owner's home and the marketing home, one after another.
    const browse = (async () => {
      for (let i = 0; browsing && !test.info().errors.length; i++) {
        const host = i % 2 === 0 ? siteHost : new URL(origin).host;
        const answer = await api.get(`${origin}/`, { headers: { Host: host } });
        const upstream = answer.headers()[UPSTREAM];
        answers.push({ status: answer.status(), upstream });
        if (restarted && upstream === deployment.upstream.a) aServedAgain();
      }
    })();
    await expect.poll(() => answers.length).toBeGreaterThan(3);

    try {
      // A is told to stop (SIGTERM, as systemd or a deploy script does). Once it takes no new
      // connections, with its requests under way still being answered, a guest books.
      const stopped = deployment.stopA();
      await expect.poll(() => refuses(deployment.upstream.a)).toBe(true);
      const booked = await book(siteHost, bookingBody(addDays(checkIn, 20), 2, "Daan Smit"));
      expect(booked.status(), `${await booked.text()}\n${deployment.output()}`).toBe(201);
      expect(booked.headers()[UPSTREAM]).toBe(deployment.upstream.b);
      await stopped;
      await deployment.startA();
      restarted = true;
      await Promise.race([aBack, browse]);
    } finally {
      browsing = false;
      await browse.catch(() => {});
    }

    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    expect(new Set(answers.map((answer) => answer.upstream))).toEqual(
      new Set([deployment.upstream.a, deployment.upstream.b]),
    );
  });

  await onA.close();
  await onB.close();
  await api.dispose();
});
