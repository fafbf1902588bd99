import { readdirSync } from "node:fs";
import path from "node:path";

/** In development Vite serves the source itself. */
export const DEV_ENHANCE_SCRIPT = "/app/enhance/pages.ts";

/**
 * Where the build put the script of the pages that are not hydrated (vite.config.ts emits it
 * as assets/enhance-[hash].js): its name changes with its content, so it is looked up once at
 * start-up.
 */
export function builtEnhanceScript(clientDir: string): string {
  const file = readdirSync(path.join(clientDir, "assets")).find((name) => /^enhance-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`no assets/enhance-*.js in ${clientDir}: run "npm run build"`);
  return `/assets/${file}`;
}
