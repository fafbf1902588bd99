import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { resources } from "../../app/i18n/ui/resources.ts";
import { routeScripts, type ServerBuildAssets } from "../../bench/support/route-scripts.ts";
import { LANGUAGES } from "../../modules/i18n/languages.ts";

/**
 * What the production build gives the pages of the signed-in app (every route that is
 * hydrated, by React Router's manifest): their scripts hold no interface strings, which
 * arrive per surface and language as data (docs/decisions/0009), and neither the schema
 * library nor the database schema, which run on the server only. No browser needed.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");

type Build = {
  assets: ServerBuildAssets;
  routes: Record<string, { parentId?: string; module: { handle?: { hydrate?: boolean } } } | undefined>;
};

function hydrated(build: Build, id: string): boolean {
  for (let at: string | undefined = id; at; at = build.routes[at]?.parentId)
    if (build.routes[at]?.module.handle?.hydrate === false) return false;
  return true;
}

function texts(tree: unknown): string[] {
  if (typeof tree === "string") return [tree];
  return tree && typeof tree === "object" ? Object.values(tree).flatMap(texts) : [];
}

test("the scripts of every hydrated page hold no interface strings, no zod and no database schema", async () => {
  const build = (await import(path.join(ROOT, "build/server/index.js"))) as Build;
  const ids = Object.keys(build.assets.routes).filter((id) => hydrated(build, id));
  expect(ids).toEqual(expect.arrayContaining(["routes/account/login", "dashboard.overview", "admin.overview"]));

  const files = new Set(ids.flatMap((id) => routeScripts(build.assets, id)));
  const strings = LANGUAGES.flatMap((lang) => texts(resources[lang])).filter((text) => text.length >= 20);
  const libraries = { zod: "ZodError", "drizzle-orm": "drizzle:entityKind" };
  const found: string[] = [];
  for (const file of files) {
    const source = readFileSync(path.join(ROOT, "build/client", file), "utf8");
    for (const text of strings) if (source.includes(text)) found.push(`${file}: "${text}"`);
    for (const [library, marker] of Object.entries(libraries))
      if (source.includes(marker)) found.push(`${file}: ${library}`);
  }
  expect(found).toEqual([]);
});
