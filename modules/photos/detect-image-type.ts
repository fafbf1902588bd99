import { fileBrands } from "./isobmff-boxes.ts";

/** The kinds of upload the photo pipeline takes. */
export type ImageType = "jpeg" | "png" | "webp" | "heic" | "avif";

/** Brands of HEVC-coded HEIF (photos from iPhones and many Android phones). */
const HEIC_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs", "mif1", "msf1"]);
/** Brands of AV1-coded HEIF, which sharp decodes itself. */
const AVIF_BRANDS = new Set(["avif", "avis"]);

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  return signature.every((byte, i) => bytes[at + i] === byte);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * What an upload is, from its first bytes only: never from its name or the type the
 * browser claims. Null for anything else (text, PDF, GIF, SVG, a video…).
 */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  const brands = fileBrands(bytes);
  if (!brands) return null;
  // An AVIF lists mif1 among its brands too, so AV1 is looked for first.
  if (brands.some((brand) => AVIF_BRANDS.has(brand))) return "avif";
  if (brands.some((brand) => HEIC_BRANDS.has(brand))) return "heic";
  return null;
}
