/**
 * Flat costs to 10,000 sites (issue 20 §4): two fresh databases on one Postgres server, one
 * with 10 owner sites and one with 10,000 (each site a copy of one made the way the product
 * makes it: an owner with a password, the onboarding's site, profile and unit, rates, a
 * verified custom domain, photos' records, two years of stays and a channel feed), and a
 * production server on each. Every figure is measured on both at once, a request to one
 * then to the other, so what else the machine does meets both alike:
 *
 *   owner home uncached (a query the page cache never keeps, on a different site each time),
 *   owner home cached, the TLS `ask` answer for a custom domain, a site's sitemap,
 *   availability and a quote (booking API), the dashboard overview signed in as the owner,
 *   one tick of the feed scheduler (claiming due feeds, rolled back), and each server's
 *   memory after a full collection once it has served homes of up to 2,000 sites.
 *
 *   npm run build && node bench/ten-thousand-sites.ts [--postgres=URL] [--sites=10000] [--runs=200]
 *
 * The databases are dropped at the end. Goal: each p95 at 10,000 sites within 1.5× of the
 * one at 10, and memory bounded by settings (PAGE_CACHE_MB, the site directory's entries),
 * not by the number of sites.
 */
import type { ChildProcess } from "node:child_process";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "../db/client.ts";
import { claimDueFeeds } from "../modules/calendar-sync/due-feeds.ts";
import { addDays, todayIn } from "../modules/dates/stay-date.ts";
import { createThrowawayDatabase } from "./support/bench-villa.ts";
import {
  copyDomain,
  copyName,
  copyTemplate,
  seedTemplateSite,
  TEMPLATE,
  TEMPLATE_PASSWORD,
  type TemplateSite,
} from "./support/many-sites.ts";
import { option } from "./support/option.ts";
import { HOST, requireBuild, spawnServer, stopChild } from "./support/production-server.ts";

const POSTGRES = option("postgres") ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:55432/postgres";
const BIG = Number(option("sites") ?? 10_000);
const RUNS = Number(option("runs") ?? 200);
const TARGET_RATIO = 1.5;
/** Homes of this many different sites are rendered before memory is read (all of them at 10 sites). */
const TOUCHED_SITES = 2_000;
const HARD_LIMIT_MS = 30 * 60_000;

type Size = {
  label: string;
  sites: number;
  url: string;
  drop(): Promise<void>;
  database: Awaited<ReturnType<typeof openDatabase>>;
  template: TemplateSite;
  port: number;
  child: ChildProcess;
  agent: http.Agent;
  cookie: string;
};

/** Thrown to end the tick's transaction without keeping its claims. */
class RolledBack extends Error {}

requireBuild();
const limit = setTimeout(() => {
  console.error(`Benchmark exceeded ${HARD_LIMIT_MS / 60_000} min; stopping.`);
  process.exit(2);
}, HARD_LIMIT_MS);
limit.unref();

const sizes: Size[] = [];
const cleanup = async () => {
  for (const size of sizes) {
    await stopChild(size.child).catch(() => {});
    size.agent.destroy();
    await size.database.close().catch(() => {});
    await size.drop().catch(() => {});
  }
};
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => void cleanup().then(() => process.exit(130)));

try {
  for (const sites of [10, BIG]) sizes.push(await prepare(sites));
  console.log(
    `\n${RUNS} requests per item and size, one at a time, alternating between the sizes; ` +
      `${os.availableParallelism()} CPUs (load average ${os.loadavg()[0]?.toFixed(1)}); Postgres at ${new URL(POSTGRES).host}.\n`,
  );
  await report(sizes);
} finally {
  await cleanup();
}
process.exit(process.exitCode ?? 0);

async function prepare(sites: number): Promise<Size> {
  const started = performance.now();
  const throwaway = await createThrowawayDatabase(POSTGRES);
  const database = await openDatabase({ databaseUrl: throwaway.url, dataDir: "" });
  const db = database.db;
  // Feeds polled once a day, last polled within the last 19 hours: none is due while this
  // runs, so the servers' own schedulers fetch nothing, and the tick measured is the search.
  await db.execute(
    sql`insert into booking_platform_settings (id, import_interval_minutes) values (1, 1440)
        on conflict (id) do update set import_interval_minutes = 1440`,
  );
  const template = await seedTemplateSite(db);
  if (sites > 1) await copyTemplate(throwaway.url, template, 1, sites - 1);
  await db.execute(
    sql`update calendar_feeds set last_attempt_at = now() - random() * interval '19 hours', last_success_at = now() - interval '20 hours'`,
  );
  await db.execute(sql`analyze`);
  const seeded = (performance.now() - started) / 1000;
  const { port, child } = await startServer(throwaway.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const size: Size = {
    label: sites.toLocaleString("en"),
    sites,
    url: throwaway.url,
    drop: throwaway.drop,
    database,
    template,
    port,
    child,
    agent,
    cookie: "",
  };
  size.cookie = await signIn(size);
  console.log(`${size.label} sites: seeded in ${seeded.toFixed(0)} s; server ready.`);
  return size;
}

function startServer(databaseUrl: string): Promise<{ port: number; child: ChildProcess }> {
  return spawnServer({
    nodeArgs: ["--expose-gc", "--import", path.join(import.meta.dirname, "support/memory-probe.ts")],
    env: { DATABASE_URL: databaseUrl, LOG_LEVEL: "warn" },
    ipc: true,
  });
}

async function signIn(size: Size): Promise<string> {
  const origin = `http://localhost:${size.port}`;
  const res = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email: size.template.email, password: TEMPLATE_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

type Answer = { status: number; body: string };

function fetchOnce(
  port: number,
  urlPath: string,
  host: string,
  headers: Record<string, string> = {},
  agent?: http.Agent,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: HOST, port, path: urlPath, agent, headers: { host, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    req.on("error", reject);
  });
}

/** Site `i` of a run: a different one each time, spread over all of the size's sites. */
function siteOf(size: Size, i: number): number {
  return (i * 7919) % size.sites;
}

async function call(size: Size, urlPath: string, host: string, expected = 200, headers: Record<string, string> = {}) {
  const answer = await fetchOnce(size.port, urlPath, host, headers, size.agent);
  if (answer.status !== expected) {
    throw new Error(`${host}${urlPath} on ${size.label} sites: ${answer.status} ${answer.body.slice(0, 300)}`);
  }
  return answer;
}

type Item = { name: string; warm?: (size: Size) => Promise<void>; run: (size: Size, i: number) => Promise<void> };

function items(): Item[] {
  const today = todayIn("Europe/Amsterdam", new Date());
  const slugOf = (size: Size, k: number) => size.template.unitSlug.replace(TEMPLATE, copyName(k));
  // The same number of pages in both: a hit costs the same however many sites there are.
  const cachedSites = (size: Size) => Math.min(size.sites, 10);
  return [
    {
      name: "owner home, uncached",
      run: async (size, i) => {
        const answer = await call(size, `/?bench=${i}`, copyDomain(siteOf(size, i)));
        if (!answer.body.includes("data-theme")) throw new Error("the owner home did not render the site");
      },
    },
    {
      name: "owner home, cached",
      warm: async (size) => {
        for (let k = 0; k < cachedSites(size); k++) await call(size, "/", copyDomain(siteOf(size, k)));
      },
      run: async (size, i) => {
        await call(size, "/", copyDomain(siteOf(size, i % cachedSites(size))));
      },
    },
    {
      name: "TLS ask, custom domain",
      run: async (size, i) => {
        await call(size, `/api/tls/ask?domain=${copyDomain(siteOf(size, i))}`, `localhost:${size.port}`);
      },
    },
    {
      name: "site sitemap.xml",
      run: async (size, i) => {
        await call(size, "/sitemap.xml", copyDomain(siteOf(size, i)));
      },
    },
    {
      name: "availability, one year",
      run: async (size, i) => {
        const k = siteOf(size, i);
        await call(
          size,
          `/api/availability?unit=${slugOf(size, k)}&from=${today}&to=${addDays(today, 365)}`,
          copyDomain(k),
        );
      },
    },
    {
      name: "quote, 7 nights",
      run: async (size, i) => {
        const k = siteOf(size, i);
        const checkIn = addDays(today, 63 + (i % 14));
        await call(
          size,
          `/api/quote?unit=${slugOf(size, k)}&checkIn=${checkIn}&checkOut=${addDays(checkIn, 7)}&adults=2`,
          copyDomain(k),
        );
      },
    },
    {
      name: "dashboard overview (owner)",
      run: async (size) => {
        const answer = await call(size, "/dashboard", `localhost:${size.port}`, 200, { cookie: size.cookie });
        if (!answer.body.includes(`Villa ${TEMPLATE}`)) throw new Error("the dashboard is not the owner's");
      },
    },
    {
      name: "feed scheduler tick",
      run: async (size) => {
        await size.database.db
          .transaction(async (tx) => {
            await claimDueFeeds(tx, new Date());
            throw new RolledBack();
          })
          .catch((error: unknown) => {
            if (!(error instanceof RolledBack)) throw error;
          });
      },
    },
  ];
}

async function report(all: Size[]) {
  const [small, big] = all as [Size, Size];
  const rows: string[][] = [
    ["item", `p50 ${small.label}`, `p95 ${small.label}`, `p50 ${big.label}`, `p95 ${big.label}`, "p95 ×", ""],
  ];
  let allOk = true;
  for (const item of items()) {
    for (const size of all) await item.warm?.(size);
    // A few unmeasured rounds first: the first calls load code and fill connection pools.
    for (let i = 0; i < 10; i++) for (const size of all) await item.run(size, RUNS + i);
    const times = new Map<Size, number[]>(all.map((s) => [s, []]));
    for (let i = 0; i < RUNS; i++) {
      // Alternating which size goes first, so neither always follows the other.
      const order = i % 2 === 0 ? all : [...all].reverse();
      for (const size of order) {
        const t0 = performance.now();
        await item.run(size, i);
        times.get(size)?.push(performance.now() - t0);
      }
    }
    const s = times.get(small) ?? [];
    const b = times.get(big) ?? [];
    const ratio = percentile(b, 95) / percentile(s, 95);
    const ok = ratio <= TARGET_RATIO;
    allOk &&= ok;
    rows.push([
      item.name,
      fmt(percentile(s, 50)),
      fmt(percentile(s, 95)),
      fmt(percentile(b, 50)),
      fmt(percentile(b, 95)),
      ratio.toFixed(2),
      ok ? "ok" : "GROWS",
    ]);
  }
  // As many homes rendered on both (on 10 sites each one many times, past the cache; on
  // 10,000 sites that many different sites), then memory: what a server keeps must not grow
  // with its sites, only up to its settings (PAGE_CACHE_MB, the site directory's entries).
  for (let i = 0; i < TOUCHED_SITES; i++) {
    for (const size of all) {
      const k = siteOf(size, i);
      await call(size, i < size.sites ? "/" : `/?memory=${i}`, copyDomain(k));
    }
  }
  const memory = await Promise.all(all.map((size) => memoryOf(size.child)));
  const [ms, mb] = memory as [NodeJS.MemoryUsage, NodeJS.MemoryUsage];
  const MB = 1024 * 1024;
  for (const [name, pick] of [
    ["server RSS (MB)", (m: NodeJS.MemoryUsage) => m.rss],
    ["server heap used (MB)", (m: NodeJS.MemoryUsage) => m.heapUsed],
    ["server buffers (MB)", (m: NodeJS.MemoryUsage) => m.arrayBuffers],
  ] as const) {
    const ratio = pick(mb) / pick(ms);
    const ok = ratio <= TARGET_RATIO;
    allOk &&= ok;
    rows.push([
      name,
      (pick(ms) / MB).toFixed(0),
      "",
      (pick(mb) / MB).toFixed(0),
      "",
      ratio.toFixed(2),
      ok ? "ok" : "GROWS",
    ]);
  }
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? "").length))) ?? [];
  for (const [i, row] of rows.entries()) {
    console.log(
      row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0))).join("  "),
    );
    if (i === 0) console.log(widths.map((w) => "-".repeat(w)).join("  "));
  }
  console.log(
    `\nTimes in ms. Memory after ${TOUCHED_SITES} homes were rendered on each, of ${Math.min(TOUCHED_SITES, small.sites)} ` +
      `and ${Math.min(TOUCHED_SITES, big.sites)} sites. Goal: p95 and memory at ${big.label} sites within ${TARGET_RATIO}× of ${small.label}.`,
  );
  if (process.argv.includes("--strict") && !allOk) process.exitCode = 1;
}

function memoryOf(child: ChildProcess): Promise<NodeJS.MemoryUsage> {
  return new Promise((resolve) => {
    child.once("message", (message) => resolve(message as NodeJS.MemoryUsage));
    child.send("memory");
  });
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

function fmt(n: number): string {
  return Number.isFinite(n) ? n.toFixed(2) : "-";
}
