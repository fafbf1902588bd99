import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { THEME_NAMES } from "../modules/sites/themes.ts";

/**
 * Proves that a change to the themes leaves what guests get the same: starts the server of
 * two checkouts (each built, each on an empty temporary DATA_DIR with APP_DOMAIN=localhost,
 * so the six theme demos and the two demo owners' sites are seeded), walks every page of
 * every demo and owner site in every language on each, and compares the HTML.
 *
 *   node scripts/compare-site-html.ts [--before /work/wt/baseline] [--after .]
 *     [--ports 3450,3451] [--out /tmp/site-html] [--before-cache /tmp/site-html-before.json]
 *
 * The walk starts at each site's home page, its sitemap (owner sites) and a missing page in
 * each language, and follows every link that stays on the site (query strings kept: the
 * contact form with a unit chosen is a page of its own). Only what differs from run to run
 * is normalised: the port, CSP nonces, the time of day in timestamps (demo posts are dated
 * relative to the moment they are drawn), generated ids (UUIDs, numbered per page in the
 * order they appear) and the hashes in asset names (which are reported apart). Differences are
 * written to `--out` as unified diffs of the pages split at their tags.
 *
 * The before side never changes while a branch is worked on, so `--before-cache` keeps its
 * pages for the day (dates on the pages change at midnight) and skips its server next time.
 */

const OWNER_SITES = ["duinhuis-zeezicht", "trzy-smreki"];
const HOSTS = [...THEME_NAMES, ...OWNER_SITES];
const MISSING = "/no-such-page-here";
/** Links that lead off the pages themselves: files, media, endpoints. */
const NOT_A_PAGE =
  /^\/(?:assets|media|site-demo|api|calendar|fonts)\/|^\/(?:favicon|robots|sitemap|manifest)|\.\w{2,5}$/;
const MAX_PAGES_PER_HOST = 600;

type Page = { status: number; body: string };
type Snapshot = { day: string; pages: Record<string, Page>; assets: string[] };

const { values: args } = parseArgs({
  options: {
    before: { type: "string", default: "/work/wt/baseline" },
    after: { type: "string", default: "." },
    ports: { type: "string", default: "3450,3451" },
    out: { type: "string", default: path.join(os.tmpdir(), "site-html") },
    "before-cache": { type: "string" },
  },
});

const [beforePort, afterPort] = (args.ports ?? "").split(",").map(Number);
if (!beforePort || !afterPort) throw new Error("--ports takes two port numbers, e.g. 3450,3451");
const today = new Date().toISOString().slice(0, 10);

function getOnce(port: number, host: string, pathAndQuery: string): Promise<Page> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path: pathAndQuery,
        agent: false,
        headers: { host: `${host}.localhost:${port}`, "accept-language": "" },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.setTimeout(60_000, () => req.destroy(new Error(`timeout: ${host}${pathAndQuery}`)));
    req.end();
  });
}

/** A page; asked again when a loaded machine drops the connection. */
async function get(port: number, host: string, pathAndQuery: string): Promise<Page> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await getOnce(port, host, pathAndQuery);
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** Starts a checkout's built server; resolves once both demo owners' sites are ready. */
function startServer(root: string, port: number): Promise<{ child: ChildProcess; stop: () => void }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "compare-site-html-"));
  const node = path.join(root, "node_modules/.bin/node");
  const child = spawn(node, ["server/main.ts"], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_DOMAIN: "localhost",
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const stop = () => {
    child.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  };
  // A failed or interrupted comparison leaves no server behind.
  process.on("exit", () => child.kill("SIGTERM"));
  return new Promise((resolve, reject) => {
    let ready = 0;
    let log = "";
    let partial = "";
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`${root}: the demo sites were not ready within 10 minutes\n${log.slice(-2000)}`));
    }, 600_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-4000);
      const lines = (partial + chunk.toString()).split("\n");
      partial = lines.pop() ?? "";
      for (const line of lines) {
        if (line.includes('"demo site ready"')) ready += 1;
        if (line.includes('"demo sites not prepared"')) reject(new Error(`${root}: ${line}`));
      }
      if (ready === OWNER_SITES.length) {
        clearTimeout(timer);
        resolve({ child, stop });
      }
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-4000);
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${root}: the server stopped (${code})\n${log.slice(-2000)}`));
    });
  });
}

const decode = (href: string) => href.replace(/&amp;/g, "&");

/** The paths on the same site a page links to, in the order they appear. */
function linksOf(body: string, host: string, port: number): string[] {
  const origin = `http://${host}.localhost:${port}`;
  const found: string[] = [];
  for (const match of body.matchAll(/href="([^"]*)"/g)) {
    let href = decode(match[1] ?? "");
    if (href.startsWith(origin)) href = href.slice(origin.length) || "/";
    if (!href.startsWith("/") || href.startsWith("//")) continue;
    href = href.split("#")[0] ?? "";
    if (href && !NOT_A_PAGE.test(href.split("?")[0] ?? "")) found.push(href);
  }
  return found;
}

/** Every page of one site: its home, its sitemap, a missing page per language, all they link to. */
async function walk(port: number, host: string): Promise<Record<string, Page>> {
  const pages: Record<string, Page> = {};
  const queue = ["/", MISSING];
  const sitemap = await get(port, host, "/sitemap.xml");
  if (sitemap.status === 200) {
    for (const m of sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)) queue.push(...linksOf(`href="${m[1]}"`, host, port));
  }
  const seen = new Set(queue);
  while (queue.length > 0) {
    const next = queue.shift() ?? "/";
    const page = await get(port, host, next);
    pages[`${host} ${next}`] = page;
    if (Object.keys(pages).length > MAX_PAGES_PER_HOST)
      throw new Error(`${host}: more than ${MAX_PAGES_PER_HOST} pages`);
    const links = linksOf(page.body, host, port);
    // A missing page in every language the site links to (its language switch).
    for (const m of page.body.matchAll(/hrefLang="([a-z]{2})"/g)) {
      const lang = m[1] ?? "";
      links.push(`/${lang}${MISSING}`);
    }
    for (const link of links) {
      if (seen.has(link)) continue;
      seen.add(link);
      queue.push(link);
    }
  }
  return pages;
}

/** What may differ between two runs of the same code, made equal. */
function normalise(body: string, port: number, assets: Set<string>): string {
  const ids = new Map<string, string>();
  return (
    body
      .replaceAll(`:${port}`, ":PORT")
      .replace(/nonce="[^"]*"/g, 'nonce="NONCE"')
      // Demo posts are dated relative to the moment they are drawn or seeded: the day stays.
      .replace(/(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}:\d{2}\.\d{3}Z/g, "$1T00:00:00.000Z")
      .replace(/\/assets\/([\w.-]+?)-([\w-]{8})\.(js|css|woff2|svg|png|webp|avif)/g, (_all, name, hash, ext) => {
        assets.add(`${name}-${hash}.${ext}`);
        return `/assets/${name}-HASH.${ext}`;
      })
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, (id) => {
        if (!ids.has(id)) ids.set(id, `uuid-${ids.size + 1}`);
        return ids.get(id) ?? id;
      })
  );
}

async function snapshot(root: string, port: number): Promise<Snapshot> {
  const started = Date.now();
  const { stop } = await startServer(path.resolve(root), port);
  try {
    const pages: Record<string, Page> = {};
    const assets = new Set<string>();
    for (const host of HOSTS) {
      for (const [key, page] of Object.entries(await walk(port, host))) {
        pages[key] = { status: page.status, body: normalise(page.body, port, assets) };
      }
    }
    console.log(`${root}: ${Object.keys(pages).length} pages in ${Math.round((Date.now() - started) / 1000)} s`);
    return { day: today, pages, assets: [...assets].sort() };
  } finally {
    stop();
  }
}

function cachedBefore(): Snapshot | null {
  const file = args["before-cache"];
  if (!file || !existsSync(file)) return null;
  const cached = JSON.parse(readFileSync(file, "utf8")) as Snapshot;
  return cached.day === today ? cached : null;
}

/** One tag or text run a line, so a diff points at the element that changed. */
const lines = (html: string) => html.replace(/>\s*</g, ">\n<").replace(/></g, ">\n<");

async function main() {
  const cached = cachedBefore();
  const [before, after] = await Promise.all([
    cached ?? snapshot(args.before ?? "", beforePort ?? 0),
    snapshot(args.after ?? ".", afterPort ?? 0),
  ]);
  const cacheFile = args["before-cache"];
  if (cacheFile && !cached) writeFileSync(cacheFile, JSON.stringify(before));

  const out = path.resolve(args.out ?? "");
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const keys = [...new Set([...Object.keys(before.pages), ...Object.keys(after.pages)])].sort();
  let identical = 0;
  const differing: string[] = [];
  for (const key of keys) {
    const a = before.pages[key];
    const b = after.pages[key];
    if (a && b && a.status === b.status && a.body === b.body) {
      identical += 1;
      continue;
    }
    const name = key.replace(/[^\w.-]+/g, "_");
    const aFile = path.join(out, `${name}.before.html`);
    const bFile = path.join(out, `${name}.after.html`);
    writeFileSync(aFile, a ? `${a.status}\n${lines(a.body)}` : "(not reached)\n");
    writeFileSync(bFile, b ? `${b.status}\n${lines(b.body)}` : "(not reached)\n");
    const diff = spawnSync("diff", ["-u", aFile, bFile], { encoding: "utf8" }).stdout;
    writeFileSync(path.join(out, `${name}.diff`), diff);
    differing.push(
      `${key}${!a ? " (only after)" : !b ? " (only before)" : a.status !== b.status ? ` (${a.status} → ${b.status})` : ""}`,
    );
  }
  const sameAssets = before.assets.join() === after.assets.join();
  console.log(`pages compared: ${keys.length}, identical: ${identical}, different: ${differing.length}`);
  console.log(
    `asset names (hashes): ${sameAssets ? "the same" : `before ${before.assets.join(" ")} | after ${after.assets.join(" ")}`}`,
  );
  for (const key of differing) console.log(`  differs: ${key}`);
  if (differing.length > 0) console.log(`diffs in ${out}`);
  process.exitCode = differing.length > 0 ? 1 : 0;
}

await main();
