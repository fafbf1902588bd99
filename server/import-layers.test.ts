import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Imports flow one way (docs/principles.md): server/ → app/ → content/ → modules/ → db/.
 * A folder imports only from its own layer and those below it; the tools around the
 * product (scripts/, bench/, tests/, the config files at the root) may use any layer, and
 * tests anywhere may use tests/support/. React stays out of modules/ and db/.
 *
 * Within a layer they flow one way too: no file imports itself back through others, and no
 * module folder does (modules/a → modules/b → … → modules/a). Type-only and dynamic imports
 * count. Imports through a tsconfig path alias (`~/` for app/) are read like relative ones.
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

type TsConfig = { compilerOptions?: { paths?: Record<string, string[]> } };
const TSCONFIG = JSON.parse(readFileSync(join(ROOT, "tsconfig.json"), "utf8")) as TsConfig;
/** tsconfig.json's path aliases ("~/*": ["./app/*"]) as prefixes and the folders they stand for. */
const ALIASES = Object.entries(TSCONFIG.compilerOptions?.paths ?? {}).map(([alias, targets]) => ({
  prefix: alias.replace(/\*$/, ""),
  folder: (targets[0] ?? "").replace(/\*$/, ""),
}));

function posix(path: string): string {
  return normalize(path).split("\\").join("/");
}

/** Where `spec`, imported by the file at `from`, points in the repository; null for a package. */
function resolveSpec(from: string, spec: string): string | null {
  if (spec.startsWith(".")) return posix(join(dirname(from), spec));
  const alias = ALIASES.find(({ prefix }) => spec.startsWith(prefix));
  return alias ? posix(join(alias.folder, spec.slice(alias.prefix.length))) : null;
}

/** Every import specifier of a file's text, in order. */
function specsOf(file: SourceFile): string[] {
  return [...file.text.matchAll(IMPORT)].map((match) => match[1] ?? match[2] ?? "");
}

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
    for (const spec of specsOf(file)) {
      const target = resolveSpec(file.path, spec);
      if (target === null) {
        if (FRAMEWORK_FREE.includes(from) && FRAMEWORKS.test(spec)) found.push(`${file.path} → ${spec}`);
        continue;
      }
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

/** Which files each file imports (only files of `files`; a spec may leave out `.ts`/`.tsx`). */
function fileGraph(files: SourceFile[]): Map<string, Set<string>> {
  const known = new Set(files.map((file) => file.path));
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const targets = new Set<string>();
    for (const spec of specsOf(file)) {
      const target = resolveSpec(file.path, spec);
      if (target === null) continue;
      const found = [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`, `${target}/index.tsx`].find(
        (path) => known.has(path),
      );
      if (found) targets.add(found);
    }
    graph.set(file.path, targets);
  }
  return graph;
}

/**
 * One circle per knot of `graph` (its strongly connected parts, Tarjan): the shortest way
 * from the knot's first node (by name) back to itself, as the list of nodes it passes.
 */
function circles(graph: Map<string, Set<string>>): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const knots: Set<string>[] = [];
  const visit = (node: string) => {
    order.set(node, order.size);
    low.set(node, order.get(node) ?? 0);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node) ?? 0, order.get(next) ?? 0));
    }
    if (low.get(node) !== order.get(node)) return;
    const knot = new Set<string>();
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member !== undefined) knot.add(member);
    } while (member !== node && member !== undefined);
    if (knot.size > 1 || graph.get(node)?.has(node)) knots.push(knot);
  };
  for (const node of [...graph.keys()].sort()) if (!order.has(node)) visit(node);
  return knots
    .map((knot) => {
      const [start = ""] = [...knot].sort();
      // Breadth first inside the knot, so the circle shown is a shortest one.
      const cameFrom = new Map<string, string>();
      const queue = [start];
      for (let i = 0; i < queue.length; i++) {
        const node = queue[i] ?? "";
        for (const next of [...(graph.get(node) ?? [])].sort()) {
          if (!knot.has(next) || cameFrom.has(next)) continue;
          cameFrom.set(next, node);
          queue.push(next);
        }
        if (cameFrom.has(start)) break;
      }
      const path = [start];
      for (let node = cameFrom.get(start); node !== undefined && node !== start; node = cameFrom.get(node)) {
        path.unshift(node);
      }
      return [start, ...path];
    })
    .sort((a, b) => (a[0] ?? "").localeCompare(b[0] ?? ""));
}

/** Circles of imports between files, as "a → b → a" lines. */
function fileCircles(files: SourceFile[]): string[] {
  return circles(fileGraph(files)).map((circle) => circle.join(" → "));
}

/** Tests and their helpers: leaves that product code never imports. */
function isTestCode(path: string): boolean {
  return isTest(path) || /\.testing\.tsx?$/.test(path) || path.includes("/testing/");
}

/**
 * Circles between the folders of modules/, as "modules/a → modules/b → modules/a" with one
 * import that makes each step. Read from product code: the tests of a module may use the seed
 * (ADR 0011), which builds on most modules, and nothing imports a test, so its imports
 * cannot close a circle.
 */
function moduleCircles(files: SourceFile[]): string[] {
  const folderOf = (path: string) => (path.startsWith("modules/") ? path.split("/").slice(0, 2).join("/") : null);
  const graph = new Map<string, Set<string>>();
  const example = new Map<string, string>();
  for (const [from, targets] of fileGraph(files.filter((file) => !isTestCode(file.path)))) {
    const source = folderOf(from);
    if (!source) continue;
    for (const target of targets) {
      const folder = folderOf(target);
      if (!folder || folder === source) continue;
      graph.set(source, (graph.get(source) ?? new Set()).add(folder));
      if (!example.has(`${source} ${folder}`)) example.set(`${source} ${folder}`, `${from} → ${target}`);
    }
  }
  return circles(graph).map((circle) => {
    const steps = circle.slice(1).map((folder, i) => example.get(`${circle[i]} ${folder}`));
    return `${circle.join(" → ")} (${steps.join("; ")})`;
  });
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

  it("reads an import through the ~/ alias as the file it names", () => {
    expect(backEdges([source("modules/x/y.ts", "~/components/z.tsx"), source("content/a.ts", "~/routes.ts")])).toEqual([
      "modules/x/y.ts → app/components/z.tsx",
      "content/a.ts → app/routes.ts",
    ]);
  });

  it("finds a circle between files, through type-only imports and the ~/ alias too", () => {
    expect(
      fileCircles([
        source("app/a.ts", "./b.ts"),
        { path: "app/b.ts", text: `import type { C } from "${"~/c"}";` },
        source("app/c.ts", "../modules/x/y.ts", "./a.ts"),
        source("app/d.ts", "./a.ts"),
        source("modules/x/y.ts"),
        source("modules/x/self.ts", "./self.ts"),
      ]),
    ).toEqual(["app/a.ts → app/b.ts → app/c.ts → app/a.ts", "modules/x/self.ts → modules/x/self.ts"]);
  });

  it("finds a circle between module folders that no file circle shows, and not one a test makes", () => {
    expect(
      moduleCircles([
        source("modules/a/one.ts", "../b/two.ts"),
        source("modules/b/two.ts"),
        source("modules/b/three.ts", "../c/four.ts"),
        source("modules/c/four.ts", "../a/five.ts"),
        source("modules/a/five.ts"),
        source("modules/d/six.ts", "../a/one.ts"),
        source("modules/a/one.test.ts", "../d/six.ts"),
        source("modules/a/a.testing.ts", "../d/six.ts"),
        source("modules/a/testing/fixture.ts", "../../d/six.ts"),
      ]),
    ).toEqual([
      "modules/a → modules/b → modules/c → modules/a (modules/a/one.ts → modules/b/two.ts; modules/b/three.ts → modules/c/four.ts; modules/c/four.ts → modules/a/five.ts)",
    ]);
  });

  describe("for every .ts and .tsx file of the repository", () => {
    const files = [...LAYERS, ...TOOLS].flatMap((dir) => sourceFiles(dir));

    it("reads them all", () => {
      expect(files.length).toBeGreaterThan(300);
    });

    it("has no import back up a layer", () => {
      expect(backEdges(files)).toEqual([]);
    });

    it("has no circle between files", () => {
      expect(fileCircles(files)).toEqual([]);
    });

    it("has no circle between module folders", () => {
      expect(moduleCircles(files)).toEqual([]);
    });
  });
});
