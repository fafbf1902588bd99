import { readdirSync } from "node:fs";
import path from "node:path";

/** The scripts of the pages that are not hydrated: the marketing site's and the owner sites'. */
export type EnhanceScripts = { marketing: string; site: string };

/** In development Vite serves the sources themselves. */
export const DEV_ENHANCE_SCRIPTS: EnhanceScripts = {
  marketing: "/app/enhance/marketing.ts",
  site: "/app/enhance/site.ts",
};

/**
 * Where the build put the two scripts (vite.config.ts emits assets/enhance-[hash].js and
 * assets/site-[hash].js): their names change with their content, so they are looked up once
 * at start-up.
 */
export function builtEnhanceScripts(clientDir: string): EnhanceScripts {
  const files = readdirSync(path.join(clientDir, "assets"));
  const find = (name: string) => {
    const file = files.find((f) => new RegExp(`^${name}-[\\w-]+\\.js$`).test(f));
    if (!file) throw new Error(`no assets/${name}-*.js in ${clientDir}: run "npm run build"`);
    return `/assets/${file}`;
  };
  return { marketing: find("enhance"), site: find("site") };
}
