/**
 * Tracking throughput: POST /api/track-visitor on the production server, against a bare
 * node:http server that reads the same request and answers 204. What the app does per call
 * is all of it: the door that answers it (server/http/track-visitor-door.ts, ADR 0027), the
 * drain's bookkeeping, the access line and the duration histogram, the JSON body (read with
 * its 4 KB limit and checked), the same-origin check, the site resolved from the page's
 * address (an active owner site on `{sub}.localhost`, made in the benchmark's own database
 * before the server starts; the look-up is then served from the SiteDirectory's memory), the
 * limit of views per network, the bot check, the visitor hash and the cap of visitors per
 * network, the view queued for the batched writer (100 rows to a COPY into PGlite, in the
 * same process, or to an INSERT on Postgres), and the answer. Each connection is one
 * visitor's browser (its own user agent) walking through the site's pages, behind the proxy
 * (TRUST_PROXY) from an address that changes every eight calls, as many guests reading a
 * few pages each.
 *
 *   npm run build && node bench/track-visitor.ts [--strict] [--seconds=4] [--postgres[=URL]] [--before=DIR]
 *
 * Loopback only, bounded in time (about 40 s), stops by itself and removes what it started.
 * After the run the server is stopped (which writes what is still queued) and the views in
 * its database are counted against the calls it answered with 200.
 *   --strict     exit with status 1 when a target is missed
 *   --postgres   the server on a fresh database of this Postgres server (default the local test
 *                server, TEST_DATABASE_URL) instead of PGlite; dropped after the run
 *   --before=DIR also the server of another checkout (with its own build), e.g. the main branch,
 *                on a database of its own, measured in the same rounds: before and after at once
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { openDatabase } from "../db/client.ts";
import { pageViews } from "../db/schema.ts";
import { ownerWithSite } from "../modules/sites/sites.testing.ts";
import { createThrowawayDatabase } from "./support/bench-villa.ts";
import { option } from "./support/option.ts";
import { HOST, ROOT, requireBuild, spawnServer, stopChild } from "./support/production-server.ts";

const CONNECTIONS = 64;
const ROUNDS = 3;
const WARMUP_SECONDS = 1;
const HARD_LIMIT_MS = 180_000;
const TARGET_RPS = 5_000;
const TARGET_P99_MS = 20;
const SUBDOMAIN = "bench-villa";
const PAGES = [
  "/",
  "/galerij",
  "/faciliteiten",
  "/de/galerie",
  "/en/facilities",
  "/contact",
  "/accommodaties/zeezicht",
];

// Child mode: the bare server, which reads each request's body and answers 204.
if (process.argv[2] === "--bare-server") {
  const server = http.createServer((req, res) => {
    req.on("data", () => {});
    req.on("end", () => {
      res.writeHead(204);
      res.end();
    });
  });
  server.keepAliveTimeout = 60_000;
  server.listen(0, HOST, () => process.stdout.write(`${(server.address() as AddressInfo).port}\n`));
  process.on("SIGTERM", () => server.close(() => process.exit(0)));
} else {
  await main();
}

type Target = { name: "app" | "before" | "bare"; port: number; pid: number };
/** Where a server keeps its data: a directory for PGlite, or a throwaway Postgres database. */
type Store = { dataDir: string; databaseUrl: string | undefined; drop(): Promise<void> };
type Round = { target: Target["name"]; seconds: number; ok: number; errors: number; latencies: number[]; cpu: number };

async function main() {
  requireBuild();
  const strict = process.argv.includes("--strict");
  const secondsArg = process.argv.find((a) => a.startsWith("--seconds="));
  const roundSeconds = secondsArg ? Number(secondsArg.slice("--seconds=".length)) : 4;
  const tmp = mkdtempSync(path.join(os.tmpdir(), "vayvista-bench-track-"));
  const postgresArg = process.argv.includes("--postgres")
    ? (process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:55432/postgres")
    : option("postgres");
  const beforeRoot = option("before");
  const stores: Store[] = [];
  const openStore = async (name: string): Promise<Store> => {
    const dataDir = path.join(tmp, name);
    const throwaway = postgresArg ? await createThrowawayDatabase(postgresArg) : undefined;
    const store = { dataDir, databaseUrl: throwaway?.url, drop: async () => throwaway?.drop() };
    stores.push(store);
    return store;
  };
  const children: ChildProcess[] = [];
  process.on("exit", () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    rmSync(tmp, { recursive: true, force: true });
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(130));
  const limit = setTimeout(() => {
    console.error(`Benchmark exceeded ${HARD_LIMIT_MS / 1000} s; stopping.`);
    process.exit(2);
  }, HARD_LIMIT_MS);
  limit.unref();

  // The owner site the views are for.
  const store = await openStore("data");
  const siteId = await createBenchSite(store);
  const app = await startServer(store, ROOT);
  children.push(app.child);
  const beforeStore = beforeRoot ? await openStore("before") : undefined;
  const beforeSiteId = beforeStore ? await createBenchSite(beforeStore) : undefined;
  const before = beforeStore && beforeRoot ? await startServer(beforeStore, path.resolve(beforeRoot)) : undefined;
  if (before) children.push(before.child);
  const bare = await startBare();
  children.push(bare.child);

  // One call by hand: the app must count it for the bench site.
  for (const [server, site] of [
    [app, siteId],
    [before, beforeSiteId],
  ] as const) {
    if (!server) continue;
    const probe = await post(server.port, body(server.port, "/"), userAgent(0));
    if (probe.status !== 200) throw new Error(`the app answered ${probe.status}: ${probe.body}`);
    const answered = JSON.parse(probe.body) as { site_id: string };
    if (answered.site_id !== site) throw new Error(`the view counted for ${answered.site_id}, not the bench site`);
  }

  const targets: Target[] = [
    ...(before ? [{ name: "before" as const, port: before.port, pid: before.child.pid ?? 0 }] : []),
    { name: "app", port: app.port, pid: app.child.pid ?? 0 },
    { name: "bare", port: bare.port, pid: bare.child.pid ?? 0 },
  ];
  console.log(
    `POST /api/track-visitor (${body(app.port, "/").length}-byte JSON body, page on ${SUBDOMAIN}.localhost, ` +
      `${PAGES.length} pages); ${CONNECTIONS} keep-alive connections (one visitor each), ${ROUNDS} rounds × ` +
      `${roundSeconds} s per target; raw-socket client; ${os.availableParallelism()} CPUs shared by load generator ` +
      `and servers (load average ${os.loadavg()[0]?.toFixed(1)}); server on ${postgresArg ? "Postgres" : "PGlite"}${before ? `, before = ${beforeRoot}` : ""}; LOG_LEVEL ` +
      `${process.env.LOG_LEVEL ?? "info"} (stdout discarded).`,
  );

  // Calls answered 200 during warm-up are views in the database too.
  const warmupOk = { app: 0, before: 0, bare: 0 };
  for (const target of targets) warmupOk[target.name] += (await load(target, WARMUP_SECONDS)).ok;
  const rounds: Round[] = [];
  for (let r = 0; r < ROUNDS; r++) for (const target of targets) rounds.push(await load(target, roundSeconds));

  const ok = printReport(rounds);
  await stopChild(bare.child);
  // Stopping writes what is still queued; then every answered call must be in the database.
  let allStored = true;
  for (const [name, server, site, at] of [
    ["app", app, siteId, store],
    ["before", before, beforeSiteId, beforeStore],
  ] as const) {
    if (!server || !site || !at) continue;
    await stopChild(server.child);
    const accepted = 1 + rounds.filter((r) => r.target === name).reduce((n, r) => n + r.ok, 0) + warmupOk[name];
    const stored = await countViews(at, site);
    allStored &&= stored === accepted;
    console.log(
      `${name === "app" ? "\n" : ""}Views stored for the bench site by ${name} after shutdown: ${stored} of ${accepted} ` +
        `answered with 200 ${stored === accepted ? "(none lost)" : "(MISMATCH)"}`,
    );
  }
  if (strict && !(ok && allStored)) process.exitCode = 1;
  for (const each of stores) await each.drop();
  rmSync(tmp, { recursive: true, force: true });
  process.exit(process.exitCode ?? 0);
}

/** A fresh database with one owner and their site; closed again before the server opens it. */
async function createBenchSite(store: Store): Promise<string> {
  const database = await openDatabase(store);
  try {
    return (await ownerWithSite(database.db, { subdomain: SUBDOMAIN, siteName: "Bench Villa" })).siteId;
  } finally {
    await database.close();
  }
}

async function countViews(store: Store, siteId: string): Promise<number> {
  const database = await openDatabase(store);
  try {
    const [row] = await database.db.select({ n: count() }).from(pageViews).where(eq(pageViews.siteId, siteId));
    return row?.n ?? 0;
  } finally {
    await database.close();
  }
}

/** The production server on `dataDir`, as bench/support/production-server.ts starts it. */
async function startServer(store: Store, root: string): Promise<{ port: number; child: ChildProcess }> {
  const server = await spawnServer({
    root,
    // Behind a proxy, as in production: each guest's address comes in X-Forwarded-For.
    env: { TRUST_PROXY: "true", DATA_DIR: store.dataDir, DATABASE_URL: store.databaseUrl ?? "" },
    readyWithinMs: 60_000,
  });
  server.child.once("exit", (code, signal) => {
    if (code !== 0 && signal !== "SIGTERM") console.error(`The server stopped (exit ${code}).\n${server.stderr()}`);
  });
  return server;
}

async function startBare(): Promise<{ port: number; child: ChildProcess }> {
  const child = spawn(process.execPath, [import.meta.filename, "--bare-server"], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.once("data", (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
    child.once("exit", (code) => reject(new Error(`bare server exited (${code})`)));
  });
  return { port, child };
}

function userAgent(visitor: number): string {
  return `Mozilla/5.0 (iPhone; CPU iPhone OS 17_${visitor % 10} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.${visitor} Mobile/15E148 Safari/604.1`;
}

function body(port: number, page: string): string {
  return JSON.stringify({
    user_agent: userAgent(0),
    page_url: `http://${SUBDOMAIN}.localhost:${port}${page}`,
    referrer: page === "/" ? "https://www.google.com/" : `http://${SUBDOMAIN}.localhost:${port}/`,
    ip_address: null,
    site_id: "00000000-0000-4000-8000-000000000000",
  });
}

/** The origin of the bench site's pages, which their beacons name (Origin) and are sent to. */
function siteOrigin(port: number): string {
  return `http://${SUBDOMAIN}.localhost:${port}`;
}

/**
 * One tracking call as a browser on the owner's site sends it, its raw bytes around the
 * X-Forwarded-For line the proxy adds (the client's address, which changes: see `load`).
 */
function rawRequest(port: number, page: string, visitor: number): [Buffer, Buffer] {
  const json = body(port, page).replace(userAgent(0), userAgent(visitor));
  return [
    Buffer.from(
      `POST /api/track-visitor HTTP/1.1\r\nHost: ${SUBDOMAIN}.localhost:${port}\r\nOrigin: ${siteOrigin(port)}\r\n` +
        `User-Agent: ${userAgent(visitor)}\r\nX-Forwarded-For: `,
    ),
    Buffer.from(
      `\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(json)}\r\n` +
        `Connection: keep-alive\r\n\r\n${json}`,
    ),
  ];
}

/**
 * The address of a visitor's `n`th call: each visitor (connection) makes eight calls from one
 * address, then goes on from another, as many guests reading a few pages each do. (From one
 * address all along, the limit of views per network would refuse nearly every call.)
 */
function visitorAddress(visitor: number, n: number): Buffer {
  const guest = (visitor << 12) | ((n >> 3) & 0xfff);
  return Buffer.from(`10.${(guest >> 16) & 255}.${(guest >> 8) & 255}.${guest & 255}`);
}

function post(port: number, json: string, ua: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: HOST,
        port,
        method: "POST",
        path: "/api/track-visitor",
        headers: {
          host: `${SUBDOMAIN}.localhost:${port}`,
          origin: siteOrigin(port),
          "content-type": "application/json",
          "user-agent": ua,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      },
    );
    req.on("error", reject);
    req.end(json);
  });
}

/**
 * Keeps CONNECTIONS calls in flight for `seconds` over raw keep-alive sockets: a call is
 * written, its answer read (up to its Content-Length; none for 204), and the next goes out.
 */
async function load(target: Target, seconds: number): Promise<Round> {
  const expected = target.name === "bare" ? 204 : 200;
  const latencies: number[] = [];
  let ok = 0;
  let errors = 0;
  const cpuBefore = processCpuSeconds(target.pid);
  const started = performance.now();
  const deadline = started + seconds * 1000;

  const connection = (visitor: number) =>
    new Promise<void>((resolve) => {
      // Both servers get the same calls (with their own port in the addresses).
      const requests = PAGES.map((page) => rawRequest(target.port, page, visitor));
      let sent = 0;
      let next = visitor;
      const socket = net.connect({ host: HOST, port: target.port, noDelay: true });
      let pending: Buffer = Buffer.alloc(0);
      let bodyLeft = -1;
      let status = 0;
      let t0 = 0;
      const send = () => {
        if (performance.now() >= deadline) {
          socket.end();
          return;
        }
        t0 = performance.now();
        const [head, tail] = requests[next++ % requests.length] as [Buffer, Buffer];
        socket.write(Buffer.concat([head, visitorAddress(visitor, sent++), tail]));
      };
      let replaced = false;
      const reconnect = () => {
        replaced = true;
        socket.destroy();
        if (performance.now() < deadline) connection(visitor).then(resolve);
        else resolve();
      };
      socket.on("connect", send);
      socket.on("data", (chunk: Buffer) => {
        pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
        while (true) {
          if (bodyLeft < 0) {
            const end = pending.indexOf("\r\n\r\n");
            if (end < 0) return;
            const head = pending.subarray(0, end).toString("latin1");
            status = Number(head.slice(9, 12));
            const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
            if (!length && status !== 204) {
              errors++;
              reconnect();
              return;
            }
            bodyLeft = length ? Number(length[1]) : 0;
            pending = pending.subarray(end + 4);
          }
          if (pending.length < bodyLeft) {
            bodyLeft -= pending.length;
            pending = Buffer.alloc(0);
            return;
          }
          pending = pending.subarray(bodyLeft);
          bodyLeft = -1;
          if (status === expected) {
            ok++;
            latencies.push(performance.now() - t0);
          } else errors++;
          send();
        }
      });
      socket.on("error", () => {
        errors++;
        reconnect();
      });
      socket.on("close", () => {
        if (!replaced) resolve();
      });
    });

  await Promise.all(Array.from({ length: CONNECTIONS }, (_, visitor) => connection(visitor)));
  const elapsed = (performance.now() - started) / 1000;
  const cpu = (processCpuSeconds(target.pid) - cpuBefore) / elapsed;
  return { target: target.name, seconds: elapsed, ok, errors, latencies, cpu };
}

function printReport(rounds: Round[]): boolean {
  const rows: string[][] = [["target", "round", "req/s", "p50 ms", "p99 ms", "errors", "server CPU", "CPU µs/req"]];
  const perTarget = new Map<string, Round[]>();
  for (const round of rounds) {
    const list = perTarget.get(round.target) ?? [];
    list.push(round);
    perTarget.set(round.target, list);
    rows.push([
      round.target,
      String(list.length),
      fmt(round.ok / round.seconds, 0),
      fmt(percentile(round.latencies, 50), 2),
      fmt(percentile(round.latencies, 99), 2),
      String(round.errors),
      `${fmt(round.cpu * 100, 0)}%`,
      fmt(((round.cpu * round.seconds) / round.ok) * 1e6, 0),
    ]);
  }
  const totals = new Map<string, { rps: number; p50: number; p99: number; cpuPerRequest: number }>();
  for (const [target, list] of perTarget) {
    const ok = list.reduce((n, r) => n + r.ok, 0);
    const seconds = list.reduce((n, r) => n + r.seconds, 0);
    const all = list.flatMap((r) => r.latencies);
    const cpuSeconds = list.reduce((n, r) => n + r.cpu * r.seconds, 0);
    const total = {
      rps: ok / seconds,
      p50: percentile(all, 50),
      p99: percentile(all, 99),
      cpuPerRequest: cpuSeconds / ok,
    };
    totals.set(target, total);
    rows.push([
      target,
      "all",
      fmt(total.rps, 0),
      fmt(total.p50, 2),
      fmt(total.p99, 2),
      String(list.reduce((n, r) => n + r.errors, 0)),
      `${fmt((cpuSeconds / seconds) * 100, 0)}%`,
      fmt(total.cpuPerRequest * 1e6, 0),
    ]);
  }
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? "").length))) ?? [];
  console.log("");
  for (const [i, row] of rows.entries()) {
    console.log(row.map((cell, c) => (c < 2 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0))).join("  "));
    if (i === 0) console.log(widths.map((w) => "-".repeat(w)).join("  "));
  }
  const app = totals.get("app");
  const bare = totals.get("bare");
  if (!app || !bare) return false;
  const before = totals.get("before");
  if (before) {
    console.log(
      `\nbefore: ${fmt(before.rps, 0)} req/s, p99 ${fmt(before.p99, 1)} ms; after (app): ${fmt(app.rps, 0)} req/s, ` +
        `p99 ${fmt(app.p99, 1)} ms (after/before: throughput ${fmt(app.rps / before.rps, 2)}, p99 ${fmt(app.p99 / before.p99, 2)})`,
    );
  }
  const rpsOk = app.rps >= TARGET_RPS;
  const p99Ok = app.p99 <= TARGET_P99_MS;
  console.log("");
  console.log(`app throughput:   ${fmt(app.rps, 0)} req/s  (target ≥ ${TARGET_RPS})  ${rpsOk ? "PASS" : "MISS"}`);
  console.log(`app p99 latency:  ${fmt(app.p99, 1)} ms  (target ≤ ${TARGET_P99_MS} ms)  ${p99Ok ? "PASS" : "MISS"}`);
  console.log(`throughput app/bare: ${fmt(app.rps / bare.rps, 2)}`);
  // When the load generator, not the bare server, is the limit, the ratio flatters the app;
  // the servers' CPU time per request compares their cost directly.
  console.log(
    `server CPU per request: app ${fmt(app.cpuPerRequest * 1e6, 0)} µs, bare ${fmt(bare.cpuPerRequest * 1e6, 0)} µs ` +
      `(bare/app ${fmt(bare.cpuPerRequest / app.cpuPerRequest, 2)}: the ratio when both servers are CPU-bound)`,
  );
  return rpsOk && p99Ok;
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

function fmt(n: number, digits: number): string {
  return Number.isFinite(n) ? n.toFixed(digits) : "-";
}

/** CPU time (user + system) a process has used, from /proc; 0 where that is not available. */
function processCpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}
