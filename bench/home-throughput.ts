/**
 * Home-page throughput: the production server against a bare node:http server that answers
 * with the very same bytes. The ratio shows how much the framework, the middleware and the
 * page cache cost on top of Node's own HTTP stack. Measured twice: for a client that asks
 * for the page uncompressed, and for one that accepts brotli (what browsers send), where
 * the app serves the variant its page cache keeps and the bare server the same bytes.
 *
 *   npm run build && node bench/home-throughput.ts [--strict] [--client=http] [--profile]
 *
 * Loopback only, bounded in time (about 40 s once the server has started and prepared its demo
 * content, a minute or more), stops by itself and removes what it started.
 *   --strict       exit with status 1 when a target is missed
 *   --client=http  load with node:http's keep-alive Agent instead of the default raw-socket
 *                  client; http.request costs more CPU per request than a small server
 *                  does, so on few cores it measures the client rather than the servers
 *   --profile      also record a CPU profile of the app server and print where its time goes
 *   --host=NAME    the home page of another host of the app, e.g. --host=modern-minimal.localhost
 *                  (a theme's demo site) instead of the marketing home
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { get, HOST, ROOT, startProductionServer, stopChild } from "./support/production-server.ts";

const CONNECTIONS = 32;
const ROUNDS = 3;
const ROUND_SECONDS = 5;
const WARMUP_SECONDS = 1;
const HARD_LIMIT_MS = 240_000;
const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 50;

// Child mode: the bare server, answering every request with the bytes of a file (and, when
// given, with that content encoding).
if (process.argv[2] === "--bare-server") {
  const [, , , file, contentType, encoding] = process.argv;
  const body = readFileSync(file ?? "");
  const headers = { "Content-Type": contentType ?? "text/html", "Content-Length": body.length };
  const server = http.createServer((_req, res) => {
    res.writeHead(200, encoding ? { ...headers, "Content-Encoding": encoding, Vary: "Accept-Encoding" } : headers);
    res.end(body);
  });
  server.keepAliveTimeout = 60_000;
  server.listen(0, HOST, () => process.stdout.write(`${(server.address() as AddressInfo).port}\n`));
  process.on("SIGTERM", () => server.close(() => process.exit(0)));
} else {
  await main();
}

/** What the client sends: no Accept-Encoding (identity), or brotli like a browser. */
type Mode = "identity" | "br";
type Target = { name: "app" | "bare"; mode: Mode; port: number; pid: number };
type Round = {
  target: Target["name"];
  mode: Mode;
  seconds: number;
  ok: number;
  errors: number;
  latencies: number[];
  cpu: number;
};

async function main() {
  const strict = process.argv.includes("--strict");
  const profile = process.argv.includes("--profile");
  const client: Client = process.argv.includes("--client=http") ? "http" : "raw";
  const hostName = process.argv.find((a) => a.startsWith("--host="))?.slice("--host=".length) ?? "localhost";
  const tmp = mkdtempSync(path.join(os.tmpdir(), "vayvista-bench-"));
  const children: ChildProcess[] = [];
  process.on("exit", () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    rmSync(tmp, { recursive: true, force: true });
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => process.exit(130));
  }

  // The production server, with an empty database in a temporary directory (its start, with
  // the demo content it prepares, has time limits of its own).
  const profileDir = path.join(tmp, "profile");
  const app = await startProductionServer({
    nodeArgs: profile ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [],
  });
  const limit = setTimeout(() => {
    console.error(`Benchmark exceeded ${HARD_LIMIT_MS / 1000} s; stopping.`);
    process.exit(2);
  }, HARD_LIMIT_MS);
  limit.unref();

  // The home page, once per encoding, as the bare servers will send it.
  const bare: Record<Mode, { port: number; pid: number; bytes: number; contentType: string }> = {
    identity: { port: 0, pid: 0, bytes: 0, contentType: "" },
    br: { port: 0, pid: 0, bytes: 0, contentType: "" },
  };
  for (const mode of ["identity", "br"] as const) {
    const host = { host: `${hostName}:${app.port}` };
    const home = await get(app.port, "/", mode === "br" ? { ...host, "accept-encoding": "br" } : host);
    if (home.status !== 200) throw new Error(`GET / answered ${home.status}`);
    if (mode === "br" && home.headers["content-encoding"] !== "br") throw new Error("the app did not answer in brotli");
    const contentType = home.headers["content-type"] ?? "text/html";
    const bodyFile = path.join(tmp, `home.${mode}`);
    writeFileSync(bodyFile, home.body);
    const args = [import.meta.filename, "--bare-server", bodyFile, contentType, ...(mode === "br" ? ["br"] : [])];
    const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "inherit"] });
    children.push(child);
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout?.once("data", (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
      child.once("exit", (code) => reject(new Error(`bare server exited (${code})`)));
    });
    bare[mode] = { port, pid: child.pid ?? 0, bytes: home.body.length, contentType };
  }

  const targets: Target[] = (["identity", "br"] as const).flatMap((mode) => [
    { name: "app", mode, port: app.port, pid: app.process.pid ?? 0 },
    { name: "bare", mode, port: bare[mode].port, pid: bare[mode].pid },
  ]);
  console.log(
    `Home page of ${hostName}: ${bare.identity.bytes} bytes, ${bare.br.bytes} bytes in brotli, ${bare.identity.contentType}; ` +
      `${CONNECTIONS} keep-alive connections, ${ROUNDS} rounds × ${ROUND_SECONDS} s per target, ` +
      `${client === "raw" ? "raw-socket" : "node:http Agent"} client; ` +
      `${os.availableParallelism()} CPUs shared by load generator and servers (load average ${os.loadavg()[0]?.toFixed(1)}); ` +
      `server LOG_LEVEL ${process.env.LOG_LEVEL ?? "info"} (stdout discarded)${profile ? "; app CPU profiling ON" : ""}.`,
  );

  const run = (target: Target, seconds: number) =>
    client === "raw" ? loadRaw(target, seconds, hostName) : loadHttp(target, seconds, hostName);
  for (const target of targets) await run(target, WARMUP_SECONDS);
  const rounds: Round[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    for (const target of targets) rounds.push(await run(target, ROUND_SECONDS));
  }

  printReport(rounds, strict);
  await Promise.all(children.map((child) => stopChild(child)));
  await app.stop();
  if (profile) printProfile(profileDir, ROOT);
  rmSync(tmp, { recursive: true, force: true });
  process.exit(process.exitCode ?? 0);
}

type Client = "raw" | "http";

/**
 * Keeps CONNECTIONS requests in flight for `seconds` over raw keep-alive sockets: a fixed
 * request is written, the response is read up to its Content-Length, and the next request
 * goes out. Costs a fraction of http.request's CPU, so the servers are what is measured.
 */
async function loadRaw(target: Target, seconds: number, hostName: string): Promise<Round> {
  const encoding = target.mode === "br" ? "Accept-Encoding: br\r\n" : "";
  const request = Buffer.from(
    `GET / HTTP/1.1\r\nHost: ${hostName}:${target.port}\r\n${encoding}Connection: keep-alive\r\n\r\n`,
  );
  const latencies: number[] = [];
  let ok = 0;
  let errors = 0;
  const cpuBefore = processCpuSeconds(target.pid);
  const started = performance.now();
  const deadline = started + seconds * 1000;

  const connection = () =>
    new Promise<void>((resolve) => {
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
        socket.write(request);
      };
      // A failed socket is replaced by a new connection that takes over this slot.
      let replaced = false;
      const reconnect = () => {
        replaced = true;
        socket.destroy();
        if (performance.now() < deadline) connection().then(resolve);
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
            if (!length) {
              // Without a length this client cannot find the end of the body.
              errors++;
              reconnect();
              return;
            }
            bodyLeft = Number(length[1]);
            pending = pending.subarray(end + 4);
          }
          if (pending.length < bodyLeft) {
            bodyLeft -= pending.length;
            pending = Buffer.alloc(0);
            return;
          }
          pending = pending.subarray(bodyLeft);
          bodyLeft = -1;
          if (status === 200) {
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

  await Promise.all(Array.from({ length: CONNECTIONS }, connection));
  const elapsed = (performance.now() - started) / 1000;
  const cpu = (processCpuSeconds(target.pid) - cpuBefore) / elapsed;
  return { target: target.name, mode: target.mode, seconds: elapsed, ok, errors, latencies, cpu };
}

/** Keeps CONNECTIONS requests in flight on node:http's keep-alive Agent for `seconds`. */
async function loadHttp(target: Target, seconds: number, hostName: string): Promise<Round> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS, maxFreeSockets: CONNECTIONS });
  const latencies: number[] = [];
  let ok = 0;
  let errors = 0;
  const cpuBefore = processCpuSeconds(target.pid);
  const started = performance.now();
  const deadline = started + seconds * 1000;

  const once = () =>
    new Promise<void>((resolve) => {
      const t0 = performance.now();
      const req = http.request(
        {
          host: HOST,
          port: target.port,
          path: "/",
          agent,
          headers: { host: `${hostName}:${target.port}`, ...(target.mode === "br" ? { "accept-encoding": "br" } : {}) },
        },
        (res) => {
          res.on("data", () => {});
          res.on("end", () => {
            if (res.statusCode === 200) {
              ok++;
              latencies.push(performance.now() - t0);
            } else errors++;
            resolve();
          });
        },
      );
      req.on("error", () => {
        errors++;
        resolve();
      });
      req.end();
    });

  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) await once();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const cpu = (processCpuSeconds(target.pid) - cpuBefore) / elapsed;
  return { target: target.name, mode: target.mode, seconds: elapsed, ok, errors, latencies, cpu };
}

function printReport(rounds: Round[], strict: boolean) {
  const rows: string[][] = [
    ["target", "encoding", "round", "req/s", "p50 ms", "p99 ms", "errors", "server CPU", "CPU µs/req"],
  ];
  const perTarget = new Map<string, Round[]>();
  const keyOf = (r: { target: string; mode: Mode }) => `${r.target} ${r.mode}`;
  for (const round of rounds) {
    const list = perTarget.get(keyOf(round)) ?? [];
    list.push(round);
    perTarget.set(keyOf(round), list);
    rows.push([
      round.target,
      round.mode,
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
  for (const [key, list] of perTarget) {
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
    totals.set(key, total);
    const errors = list.reduce((n, r) => n + r.errors, 0);
    const [target = "", mode = ""] = key.split(" ");
    rows.push([
      target,
      mode,
      "all",
      fmt(total.rps, 0),
      fmt(total.p50, 2),
      fmt(total.p99, 2),
      String(errors),
      `${fmt((cpuSeconds / seconds) * 100, 0)}%`,
      fmt(total.cpuPerRequest * 1e6, 0),
    ]);
  }
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? "").length))) ?? [];
  console.log("");
  for (const [i, row] of rows.entries()) {
    console.log(row.map((cell, c) => (c < 3 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0))).join("  "));
    if (i === 0) console.log(widths.map((w) => "-".repeat(w)).join("  "));
  }

  let allOk = true;
  console.log("");
  for (const mode of ["identity", "br"] as const) {
    const app = totals.get(`app ${mode}`);
    const bare = totals.get(`bare ${mode}`);
    if (!app || !bare) continue;
    const ratio = app.rps / bare.rps;
    const ratioOk = ratio >= TARGET_RATIO;
    const p99Ok = app.p99 <= TARGET_P99_MS;
    allOk &&= ratioOk && p99Ok;
    console.log(`${mode === "br" ? "brotli" : "uncompressed"}:`);
    console.log(`  throughput app/bare: ${fmt(ratio, 2)}  (target ≥ ${TARGET_RATIO})  ${ratioOk ? "PASS" : "MISS"}`);
    console.log(
      `  app p99 latency:     ${fmt(app.p99, 1)} ms  (target ≤ ${TARGET_P99_MS} ms)  ${p99Ok ? "PASS" : "MISS"}`,
    );
    // When the load generator, not the bare server, is the limit, the throughput ratio flatters
    // the app; the servers' CPU time per request compares their cost directly.
    console.log(
      `  server CPU per request: app ${fmt(app.cpuPerRequest * 1e6, 0)} µs, bare ${fmt(bare.cpuPerRequest * 1e6, 0)} µs ` +
        `(bare/app ${fmt(bare.cpuPerRequest / app.cpuPerRequest, 2)}: the ratio when both servers are CPU-bound)`,
    );
  }
  if (strict && !allOk) process.exitCode = 1;
}

/**
 * Where the app server's CPU time went, from its --cpu-prof profile: by package or project
 * folder (time in Node internals and native code is charged to the code that called it)
 * and by function (self time).
 */
function printProfile(dir: string, root: string) {
  type ProfileNode = {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    hitCount?: number;
    children?: number[];
  };
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith(".cpuprofile"));
  } catch {
    // No profile written.
  }
  const file = files[0];
  if (!file) {
    console.log("\nNo CPU profile was written.");
    return;
  }
  const { nodes } = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as { nodes: ProfileNode[] };
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of nodes) for (const child of n.children ?? []) parent.set(child, n.id);

  /** The package (node_modules/<name>) or project folder a script belongs to; null for Node's own code. */
  const areaOf = (url: string): string | null => {
    if (!url || url.startsWith("node:") || !url.startsWith("file://")) return null;
    const modules = url.lastIndexOf("/node_modules/");
    if (modules >= 0) {
      const parts = url.slice(modules + "/node_modules/".length).split("/");
      return parts[0]?.startsWith("@") ? `${parts[0]}/${parts[1]}` : (parts[0] ?? "?");
    }
    const relative = url.replace(`file://${root}/`, "");
    return relative.split("/").slice(0, 2).join("/");
  };
  const idle = new Set(["(idle)", "(program)", "(garbage collector)", "(root)"]);

  let busy = 0;
  const byArea = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const node of nodes) {
    const hits = node.hitCount ?? 0;
    const { functionName, url, lineNumber } = node.callFrame;
    if (!hits || functionName === "(idle)") continue;
    busy += hits;
    let area = idle.has(functionName) ? functionName : null;
    for (let cur: ProfileNode | undefined = node; !area && cur; cur = byId.get(parent.get(cur.id) ?? -1)) {
      area = areaOf(cur.callFrame.url);
    }
    area ??= "node internals";
    byArea.set(area, (byArea.get(area) ?? 0) + hits);
    const where = url
      ? `${url.replace(`file://${root}/`, "").replace(/^file:\/\/.*\/node_modules\//, "")}:${lineNumber + 1}`
      : "";
    const key = `${functionName || "(anonymous)"}  ${where}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + hits);
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, hits]) => `  ${((hits / busy) * 100).toFixed(1).padStart(5)}%  ${name}`);
  console.log("\nApp server CPU profile, share of busy time (whole run, start-up included):");
  console.log(
    ["By package or folder:", ...top(byArea, 14), "Top functions (self time):", ...top(byFunction, 15)].join("\n"),
  );
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
    // Fields 14 and 15 of stat (utime, stime), counted after the command name.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}
