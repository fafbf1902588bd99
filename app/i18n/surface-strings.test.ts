import { readFileSync } from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../modules/i18n/languages.ts";
import routes from "../routes.ts";
import { SURFACE_STRINGS, type Surface, uiBundle } from "./surface-strings.server.ts";
import { resources } from "./ui/resources.ts";

/**
 * A hydrated page has only its surface's strings (docs/decisions/0009), so a key its code
 * names but the surface does not carry would show as the bare key. TypeScript checks that a
 * key exists; this checks that it arrives: every key written in the files a surface's routes
 * import (following imports through app/ and modules/) must be in that surface's strings.
 */

const APP = path.resolve(import.meta.dirname, "..");
const ROOT = path.resolve(APP, "..");
type Tree = Record<string, unknown>;
const NAMESPACES = new Set(Object.keys(resources.nl));
/** The list of what each surface gets names keys too, but is what is being checked. */
const SELECTION = path.join(APP, "i18n/surface-strings.server.ts");

function routeFiles(entry: RouteConfigEntry): string[] {
  return [path.resolve(APP, entry.file), ...(entry.children ?? []).flatMap(routeFiles)];
}

/** The route files of each surface: its layout (whose id is the surface's name) and all below. */
function surfaceRoutes(surface: Surface): string[] {
  const layout = routes.find((entry) => entry.id === surface);
  if (!layout) throw new Error(`No layout route with id "${surface}" in app/routes.ts`);
  return [path.resolve(APP, "root.tsx"), ...routeFiles(layout)];
}

/** Every file the given files import at run time (type-only imports carry no keys). */
function reachable(files: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...files];
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    for (const [, typeOnly, specifier] of source.matchAll(
      /^\s*(?:import|export)\s+(type\s+)?[^;]*?from\s+"([^"]+)"/gm,
    )) {
      if (typeOnly || !specifier?.startsWith(".") || !/\.tsx?$/.test(specifier)) continue;
      const target = path.resolve(path.dirname(file), specifier);
      if (target.startsWith(path.join(ROOT, "app")) || target.startsWith(path.join(ROOT, "modules")))
        queue.push(target);
    }
  }
  return seen;
}

function at(tree: unknown, key: string): unknown {
  return key.split(".").reduce<unknown>((node, segment) => (node as Tree | undefined)?.[segment], tree);
}

/** Keys named in a file: "auth.signIn.title", and the fixed part of `form.timeSlots.${slot}`. */
function keysIn(file: string): string[] {
  const keys: string[] = [];
  for (const [, , key] of readFileSync(file, "utf8").matchAll(/(["'`])([A-Za-z]\w*(?:\.\w+)+)(?:\1|\.\$\{)/g)) {
    if (key && NAMESPACES.has(key.split(".")[0] ?? "") && at(resources.nl, key) !== undefined) keys.push(key);
    else if (key && NAMESPACES.has(key.split(".")[0] ?? "") && at(resources.nl, `${key}_other`) !== undefined)
      keys.push(key);
  }
  return keys;
}

describe.each(Object.keys(SURFACE_STRINGS) as Surface[])("the %s surface's strings", (surface) => {
  const named = new Map<string, string>();
  for (const file of reachable(surfaceRoutes(surface)))
    if (file !== SELECTION) for (const key of keysIn(file)) named.set(key, path.relative(ROOT, file));

  it.each(LANGUAGES)("hold every key its code names, in %s", (lang) => {
    const { strings } = uiBundle(lang, surface);
    const missing = [...named]
      .filter(([key]) => {
        const full = at(resources[lang], key) ?? at(resources[lang], `${key}_other`);
        const given = at(strings, key) ?? at(strings, `${key}_other`);
        return JSON.stringify(given) !== JSON.stringify(full);
      })
      .map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });
});

/** Each surface's own namespace, and those of the marketing pages (rendered on the server only). */
const OWN_NAMESPACE: Record<Surface, string> = {
  account: "auth",
  onboarding: "onboarding",
  dashboard: "dashboard",
  admin: "admin",
};
const MARKETING = ["nav", "services", "footer", "whatsapp", "plan", "contact", "consultation", "themePreview", "blog"];

describe("surface strings", () => {
  it("are one language's, with that language's plural forms", () => {
    const { strings } = uiBundle("pl", "account");
    expect(JSON.stringify(strings)).not.toContain(resources.nl.auth.signIn.intro);
    expect(JSON.stringify(strings)).not.toContain(resources.en.auth.signIn.intro);
    expect(at(strings, "auth.errors.tooManyAttempts_few")).toBe(resources.pl.auth.errors.tooManyAttempts_few);
  });

  it.each(Object.keys(SURFACE_STRINGS) as Surface[])(
    "of %s take from another surface's or the marketing pages' namespaces only single parts",
    (surface) => {
      const others = [...Object.values(OWN_NAMESPACE).filter((ns) => ns !== OWN_NAMESPACE[surface]), ...MARKETING];
      const wholes = SURFACE_STRINGS[surface].filter((part) => others.includes(part));
      expect(wholes).toEqual([]);
    },
  );
});
