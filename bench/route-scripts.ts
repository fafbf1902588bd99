/**
 * The JavaScript each page of the signed-in app loads, read from the production build (no
 * browser, no server): the entry, the modules of every route the page matches and all they
 * import, as React Router's manifest lists them for its modulepreload links. Prints per
 * route the number of files and their bytes raw and brotli (the `.br` file the build writes
 * beside each asset, which the server sends to browsers that accept it; files too small to
 * compress count raw), and with --files every file with its size.
 *
 *   npm run build && node bench/route-scripts.ts [--files] [route id …]
 *
 * Without route ids: the hydrated surfaces' main pages (sign-in, onboarding wizard,
 * dashboard overview and account, admin overview).
 */
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { ROOT, requireBuild } from "./support/production-server.ts";
import { routeScripts, type ServerBuildAssets } from "./support/route-scripts.ts";

const DEFAULT_ROUTES = [
  "routes/account/login",
  "onboarding.wizard",
  "dashboard.overview",
  "dashboard.account",
  "admin.overview",
];

const args = process.argv.slice(2);
const listFiles = args.includes("--files");
const ids = args.filter((a) => !a.startsWith("--"));

requireBuild();
const build = (await import(path.join(ROOT, "build/server/index.js"))) as { assets: ServerBuildAssets };
const clientDir = path.join(ROOT, "build/client");

function sizes(file: string): { raw: number; br: number } {
  const full = path.join(clientDir, file);
  const raw = statSync(full).size;
  return { raw, br: existsSync(`${full}.br`) ? statSync(`${full}.br`).size : raw };
}

const kb = (n: number) => (n / 1000).toFixed(1);
const rows = (ids.length > 0 ? ids : DEFAULT_ROUTES).map((id) => {
  const files = routeScripts(build.assets, id).map((file) => ({ file, ...sizes(file) }));
  return {
    id,
    files,
    raw: files.reduce((sum, f) => sum + f.raw, 0),
    br: files.reduce((sum, f) => sum + f.br, 0),
  };
});

const table = [
  ["route", "files", "raw kB", "brotli kB"],
  ...rows.map((r) => [r.id, String(r.files.length), kb(r.raw), kb(r.br)]),
];
const widths = table[0]?.map((_, i) => Math.max(...table.map((row) => (row[i] ?? "").length))) ?? [];
console.log("\nJavaScript a page loads (entry + its routes' modules and imports), from build/:\n");
for (const [i, row] of table.entries()) {
  console.log(row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0))).join("  "));
  if (i === 0) console.log(widths.map((w) => "-".repeat(w)).join("  "));
}
if (listFiles) {
  for (const row of rows) {
    console.log(`\n${row.id}:`);
    for (const f of [...row.files].sort((a, b) => b.raw - a.raw))
      console.log(`  ${kb(f.raw).padStart(7)} ${kb(f.br).padStart(6)}  ${f.file}`);
  }
}
