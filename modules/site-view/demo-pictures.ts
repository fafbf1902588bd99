import type { PhotoFormat } from "../photos/photo-urls.ts";

/**
 * The demo pictures as guests' browsers load them: the drawn scenes of public/site-demo/
 * (SVG, which Chromium would rasterise on the page's main thread) made into the photo
 * pipeline's AVIF and WebP variants at build time (scripts/demo-picture-variants.ts), under
 * public/site-demo/variants/{file}/{width}.{format}.
 */
export const DEMO_VARIANTS_DIR = "site-demo/variants";

/** The scenes are drawn 1500 × 1000, the portraits (host-*) 800 × 800. */
export function demoPictureSize(file: string): { width: number; height: number } {
  return file.startsWith("host-") ? { width: 800, height: 800 } : { width: 1500, height: 1000 };
}

/** What the pipeline's variantWidths makes of those sizes (checked in demo-pictures.test.ts). */
export function demoPictureWidths(file: string): number[] {
  return file.startsWith("host-") ? [480, 800] : [480, 960, 1500];
}

export function demoVariantPath(file: string, width: number, format: PhotoFormat): string {
  return `${DEMO_VARIANTS_DIR}/${file}/${width}.${format}`;
}
