/**
 * node scripts/site-demo-illustrations.ts [name …]
 *
 * Draws the illustrations of the owner-site demos into public/site-demo/ (one SVG per
 * scene, see CREDITS.md there). Deterministic: every scene has its own fixed seed, so a
 * second run writes the same bytes. With names, only those scenes are drawn.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { EXTERIORS } from "./site-demo-illustrations/exteriors.ts";
import { INTERIORS } from "./site-demo-illustrations/interiors.ts";
import type { Scene } from "./site-demo-illustrations/kit.ts";
import { PORTRAITS } from "./site-demo-illustrations/portraits.ts";
import { SURROUNDINGS } from "./site-demo-illustrations/surroundings.ts";

/** The product serves these as they are; a hero image should not weigh more. */
const MAX_BYTES = 30_000;

const scenes: Record<string, () => Scene> = { ...EXTERIORS, ...INTERIORS, ...SURROUNDINGS, ...PORTRAITS };
const wanted = process.argv.slice(2);
const outDir = path.resolve(import.meta.dirname, "../public/site-demo");

let tooBig = 0;
for (const [name, draw] of Object.entries(scenes)) {
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  const svg = draw().toString();
  const bytes = Buffer.byteLength(svg);
  writeFileSync(path.join(outDir, `${name}.svg`), svg);
  if (bytes > MAX_BYTES) tooBig += 1;
  console.log(`${name}.svg ${bytes} bytes${bytes > MAX_BYTES ? " — TOO BIG" : ""}`);
}
process.exitCode = tooBig > 0 ? 1 : 0;
