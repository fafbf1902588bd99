/**
 * Page weight and Lighthouse scores of pages as a visitor on a phone gets them: Lighthouse
 * (mobile, its default simulated throttling) in Debian's Chromium, against the production
 * build. Prints per page the bytes transferred by kind and the four category scores.
 *
 *   npm run build && node bench/page-weight.ts [--base-url=http://localhost:3000] [--runs=3] [--sites] [path or URL …]
 *
 * Without paths: the home, the pricing page and a blog post in every language. With --sites:
 * every theme's demo home and gallery ({theme}.localhost) and the demo owners' sites (the
 * server's first start prepares them; the benchmark waits for them). A full URL measures
 * that page (subdomains of localhost reach the server on loopback). Without
 * --base-url it starts the production build itself (empty database, demo content) and stops
 * it afterwards. With --runs, each page is measured that often and the run with the median
 * performance score is reported (the machine is shared, scores move between runs).
 * CHROME_PATH picks the browser (default /usr/bin/chromium).
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { SITE_DEMOS, THEME_DEMOS } from "../app/site/theme-demos.ts";
import { LANGUAGES } from "../modules/i18n/languages.ts";
import { pagePath } from "../modules/i18n/route-table.ts";
import { sitePath } from "../modules/i18n/site-route-table.ts";
import { THEME_NAMES } from "../modules/sites/themes.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/support/chromium.ts";
import { demoOwnerSitesReady, get, type ProductionServer, startProductionServer } from "./support/production-server.ts";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const KINDS = ["Document", "Script", "Stylesheet", "Image", "Font"] as const;

type Measured = {
  path: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  bytes: Record<(typeof KINDS)[number] | "total", number>;
  requests: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
};

const args = process.argv.slice(2);
const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const runs = Math.max(1, Number(option("runs") ?? 1));
const given = option("base-url");
const server: ProductionServer | undefined = given ? undefined : await startProductionServer();
const baseUrl = given ?? server?.origin ?? "";

const paths = args.filter((a) => !a.startsWith("--"));
if (args.includes("--sites")) paths.push(...(await sitePages(baseUrl)));
if (paths.length === 0) paths.push(...(await defaultPaths(baseUrl)));

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  // Theme demos and owner sites answer on subdomains of localhost.
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS, "--host-resolver-rules=MAP *.localhost 127.0.0.1"],
});
const results: Measured[] = [];
try {
  for (const path of paths) {
    const measured: Measured[] = [];
    for (let run = 0; run < runs; run++)
      measured.push(
        await measureWithRetry(/^https?:/.test(path) ? path : `${baseUrl}${encodeURI(path)}`, path, chrome.port),
      );
    measured.sort((a, b) => a.scores.performance - b.scores.performance);
    const median = measured[Math.floor(measured.length / 2)];
    if (median) results.push(median);
  }
} finally {
  chrome.kill();
  await server?.stop();
}
print(results);

/**
 * Lighthouse now and then fails to record the trace of a load (NO_NAVSTART, NO_FCP on a
 * busy machine); such a run says nothing about the page, so it is tried again.
 */
async function measureWithRetry(url: string, path: string, port: number): Promise<Measured> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url, path, port);
    } catch (error) {
      if (attempt === 3) throw error;
      console.error(`${path}: ${(error as Error).message}; measuring again`);
    }
  }
}

async function measure(url: string, path: string, port: number): Promise<Measured> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const lhr: Result = result.lhr;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const items = (
    lhr.audits["network-requests"]?.details as { items?: { transferSize?: number; resourceType?: string }[] }
  )?.items;
  const bytes = { Document: 0, Script: 0, Stylesheet: 0, Image: 0, Font: 0, total: 0 };
  for (const item of items ?? []) {
    const size = item.transferSize ?? 0;
    bytes.total += size;
    const kind = item.resourceType as keyof typeof bytes | undefined;
    if (kind && kind in bytes && kind !== "total") bytes[kind] += size;
  }
  const score = (id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    path,
    scores: {
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
    },
    bytes,
    requests: items?.length ?? 0,
    lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
  };
}

/**
 * Every theme's demo home and gallery, and the demo owners' home and gallery pages (waiting
 * until the server has prepared them).
 */
async function sitePages(base: string): Promise<string[]> {
  const { port } = new URL(base);
  const hostUrl = (host: string, path: string) => `http://${host}.localhost:${port}${encodeURI(path)}`;
  const pages: string[] = [];
  for (const theme of THEME_NAMES) {
    const main = SITE_DEMOS[THEME_DEMOS[theme]].doc.languages.main;
    pages.push(hostUrl(theme, "/"), hostUrl(theme, sitePath({ page: "gallery" }, main, main)));
  }
  for (const [subdomain, galleryPath] of await demoOwnerSitesReady(Number(port))) {
    pages.push(hostUrl(subdomain, "/"), hostUrl(subdomain, galleryPath));
  }
  return pages;
}

/** The home, pricing and the newest blog post in each language (the post found on its blog index). */
async function defaultPaths(base: string): Promise<string[]> {
  const port = Number(new URL(base).port);
  const found: string[] = [];
  for (const lang of LANGUAGES) {
    found.push(pagePath("home", lang), pagePath("pricing", lang));
    const blog = pagePath("blog", lang);
    const index = (await get(port, encodeURI(blog))).body.toString();
    const post = new RegExp(`href="(${blog}/[^"#?]+)"`).exec(index)?.[1];
    if (post) found.push(decodeURI(post));
  }
  return found;
}

function print(rows: Measured[]) {
  const kib = (n: number) => (n / 1024).toFixed(1);
  const table = [
    [
      "page",
      "perf",
      "a11y",
      "best",
      "seo",
      "LCP s",
      "TBT ms",
      "CLS",
      "HTML",
      "JS",
      "CSS",
      "img",
      "font",
      "total KiB",
      "req",
    ],
    ...rows.map((r) => [
      r.path,
      String(r.scores.performance),
      String(r.scores.accessibility),
      String(r.scores["best-practices"]),
      String(r.scores.seo),
      (r.lcpMs / 1000).toFixed(2),
      r.tbtMs.toFixed(0),
      r.cls.toFixed(3),
      kib(r.bytes.Document),
      kib(r.bytes.Script),
      kib(r.bytes.Stylesheet),
      kib(r.bytes.Image),
      kib(r.bytes.Font),
      kib(r.bytes.total),
      String(r.requests),
    ]),
  ];
  const widths = table[0]?.map((_, i) => Math.max(...table.map((row) => (row[i] ?? "").length))) ?? [];
  console.log(`\nLighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ""}mobile, transferred bytes in KiB:\n`);
  for (const [i, row] of table.entries()) {
    console.log(
      row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0))).join("  "),
    );
    if (i === 0) console.log(widths.map((w) => "-".repeat(w)).join("  "));
  }
}
