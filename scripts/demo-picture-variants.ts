/**
 * node scripts/demo-picture-variants.ts
 *
 * Before `react-router build`: makes every drawn scene of public/site-demo/ into the photo
 * pipeline's AVIF and WebP variants (public/site-demo/variants/, not in git), exactly as an
 * owner's upload is processed, so the theme demos serve pictures the browser decodes off
 * the main thread instead of SVGs it rasterises on it. Local only: nothing is fetched. A
 * scene whose variants are newer than its SVG is left as it is, so a rebuild costs nothing.
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { PhotoQueue } from "../modules/photos/photo-queue.ts";
import { processPhoto } from "../modules/photos/process-photo.ts";
import { DEMO_VARIANTS_DIR, demoPictureWidths, demoVariantPath } from "../modules/site-view/demo-pictures.ts";

const publicDir = path.resolve(import.meta.dirname, "../public");
const scenesDir = path.join(publicDir, "site-demo");
const queue = new PhotoQueue();

function upToDate(file: string, svgPath: string): boolean {
  const svgTime = statSync(svgPath).mtimeMs;
  return demoPictureWidths(file).every((width) =>
    (["avif", "webp"] as const).every((format) => {
      try {
        return statSync(path.join(publicDir, demoVariantPath(file, width, format))).mtimeMs >= svgTime;
      } catch {
        return false;
      }
    }),
  );
}

const started = performance.now();
let made = 0;
let bytes = 0;
for (const name of readdirSync(scenesDir)
  .filter((n) => n.endsWith(".svg"))
  .sort()) {
  const file = name.slice(0, -".svg".length);
  const svgPath = path.join(scenesDir, name);
  if (upToDate(file, svgPath)) continue;
  const png = await sharp(readFileSync(svgPath)).png().toBuffer();
  const photo = await processPhoto(new Uint8Array(png), queue);
  const expected = demoPictureWidths(file);
  if (photo.widths.join() !== expected.join()) {
    throw new Error(`${name}: the pipeline made widths ${photo.widths}, demo-pictures.ts names ${expected}`);
  }
  mkdirSync(path.join(publicDir, DEMO_VARIANTS_DIR, file), { recursive: true });
  for (const variant of photo.variants) {
    writeFileSync(path.join(publicDir, demoVariantPath(file, variant.width, variant.format)), variant.bytes);
    bytes += variant.bytes.byteLength;
  }
  made += 1;
}
console.log(
  `demo pictures: ${made} scene(s) made into AVIF/WebP variants (${Math.round(bytes / 1024)} KiB) in ${Math.round(performance.now() - started)} ms`,
);
