import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Imports flow one way (docs/principles.md): server/ → app/ → content/ → modules/ → db/.
 * A folder imports only from its own layer and those below it; the tools around the
 * product (scripts/, bench/, tests/, the config files at the root) may use any layer, and
 * tests anywhere may use tests/support/. React stays out of modules/ and db/.
 */
const LAYERS = ["db", "modules", "content", "app", "server"] as const;
type Layer = (typeof LAYERS)[number];
const TOOLS = ["scripts", "bench", "tests"];
const FRAMEWORKS = /^(react|react-dom|react-router|@react-router\/[^/]+|hono)(\/|$)/;
const FRAMEWORK_FREE: readonly Layer[] = ["db", "modules"];

const ROOT = normalize(join(dirname(fileURLToPath(import.meta.url)), ".."));
const IMPORT =
  /\b(?:import|export)\s+(?:type\s+)?(?:[^"';]*?\sfrom\s+)?["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g;

type SourceFile = { path: string; text: string };

function layerOf(path: string): Layer | "tool" {
  const top = path.split("/")[0] ?? "";
  if ((LAYERS as readonly string[]).includes(top)) return top as Layer;
  return "tool";
}

function isTest(path: string): boolean {
  return /\.test\.tsx?$/.test(path);
}

/** The imports of `file` that break the rule, as "from → to" lines. */
function backEdges(files: SourceFile[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    const from = layerOf(file.path);
    if (from === "tool") continue;
    if (FRAMEWORK_FREE.includes(from) && file.path.endsWith(".tsx")) found.push(`${file.path} is a React file`);
    for (const match of file.text.matchAll(IMPORT)) {
      const spec = match[1] ?? match[2] ?? "";
      if (!spec.startsWith(".")) {
        if (FRAMEWORK_FREE.includes(from) && FRAMEWORKS.test(spec)) found.push(`${file.path} → ${spec}`);
        continue;
      }
      const target = normalize(join(dirname(file.path), spec))
        .split("\\")
        .join("/");
      const to = layerOf(target);
      if (to === "tool") {
        if (isTest(file.path) && target.startsWith("tests/support/")) continue;
        found.push(`${file.path} → ${target}`);
        continue;
      }
      if (LAYERS.indexOf(to) > LAYERS.indexOf(from)) found.push(`${file.path} → ${target}`);
    }
  }
  return found;
}

function sourceFiles(dir: string): SourceFile[] {
  const files: SourceFile[] = [];
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    if (entry.name.startsWith(".") || entry.name === "node_modules") continue;
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) files.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(entry.name)) files.push({ path, text: readFileSync(join(ROOT, path), "utf8") });
  }
  return files;
}

/** A file that imports `specs` (built here, so this file's own text names no paths). */
function source(path: string, ...specs: string[]): SourceFile {
  return { path, text: specs.map((spec) => `import x from "${spec}";`).join("\n") };
}

describe("import layers", () => {
  it("finds a back-edge, a tool used by product code and React in modules/", () => {
    expect(
      backEdges([
        source("db/schema/sites.ts", "../../modules/i18n/languages.ts"),
        source("content/home/types.ts", "../../app/components/x.tsx"),
        source("modules/x/y.ts", "../../server/config.ts", "../../app/x.ts"),
        source("modules/x/render.ts", "react"),
        source("modules/x/view.tsx"),
        source("app/x.ts", "../tests/support/route-harness.ts"),
      ]),
    ).toEqual([
      "db/schema/sites.ts → modules/i18n/languages.ts",
      "content/home/types.ts → app/components/x.tsx",
      "modules/x/y.ts → server/config.ts",
      "modules/x/y.ts → app/x.ts",
      "modules/x/render.ts → react",
      "modules/x/view.tsx is a React file",
      "app/x.ts → tests/support/route-harness.ts",
    ]);
  });

  it("reads every form of import: type-only, re-exports, dynamic and multi-line", () => {
    const text = [
      `import type { A } from "${"../../app/a.ts"}";`,
      `export { b } from "${"../../app/b.ts"}";`,
      `const c = await import("${"../../app/c.ts"}");`,
      `import {\n  d,\n  e,\n} from "${"../../app/d.ts"}";`,
    ].join("\n");
    expect(backEdges([{ path: "modules/x/y.ts", text }])).toEqual([
      "modules/x/y.ts → app/a.ts",
      "modules/x/y.ts → app/b.ts",
      "modules/x/y.ts → app/c.ts",
      "modules/x/y.ts → app/d.ts",
    ]);
  });

  it("lets imports go down, or stay in their layer, and tests use tests/support", () => {
    expect(
      backEdges([
        source("server/app.ts", "../app/context.ts", "../db/client.ts"),
        source("app/routes/a.tsx", "../../content/home/types.ts", "react"),
        source("content/home/types.ts", "../../modules/i18n/languages.ts"),
        source("modules/a/b.test.ts", "../../tests/support/dns-server.ts", "../c/d.ts"),
      ]),
    ).toEqual([]);
  });

  it("holds for every .ts and .tsx file of the repository", () => {
    const files = [...LAYERS, ...TOOLS].flatMap((dir) => sourceFiles(dir));
    expect(files.length).toBeGreaterThan(300);
    expect(backEdges(files)).toEqual([]);
  });
});
