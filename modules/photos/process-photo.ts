import sharp, { type Sharp } from "sharp";
import { decodeHeic } from "./decode-heic.ts";
import { detectImageType } from "./detect-image-type.ts";
import { PhotoError } from "./photo-error.ts";
import type { PhotoQueue } from "./photo-queue.ts";
import type { PhotoFormat } from "./photo-urls.ts";

/**
 * An owner's upload (phone or camera photo: JPEG, PNG, WebP, HEIC/HEIF or AVIF) made into
 * what guests' browsers load: AVIF and WebP at a few widths for `srcset`, upright, in sRGB,
 * with every piece of metadata gone (EXIF with its GPS location, XMP, IPTC, the camera's
 * colour profile once applied), and a tiny blurred placeholder.
 */

/** Larger uploads are refused before anything is decoded. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
/** Cameras make up to ~60 megapixels; more is a decompression bomb or not a photo. */
export const MAX_INPUT_PIXELS = 100_000_000;
/** Shorter than this on its short side, a photo cannot fill a gallery tile. */
export const MIN_SHORT_SIDE = 200;
/** The widths made, where the photo is at least as wide. */
export const VARIANT_WIDTHS = [480, 960, 1600, 2400] as const;

/**
 * Encoder settings, measured on a 1600 px photo-like image on the 2-core server
 * (bench/photo-processing.ts has the whole pipeline): AVIF effort 4 took 4–6 times as long
 * as effort 3 for under 1% fewer bytes, so 3; quality 50 is about half the bytes of the
 * WebP with no visible loss. WebP (for the few browsers without AVIF) effort 5 saves 4% for
 * 1.5 times the time, effort 6 8% for 4 times, so 4.
 */
const AVIF_OPTIONS = { quality: 50, effort: 3 } as const;
const WEBP_OPTIONS = { quality: 78, effort: 4 } as const;
const CONTENT_TYPES: Record<PhotoFormat, string> = { avif: "image/avif", webp: "image/webp" };

/** WebP's limit on either side. */
const WEBP_MAX_SIDE = 16_383;
/** The placeholder: this wide, blurred, and small enough to inline in every page. */
const PLACEHOLDER_WIDTH = 16;

/** A photo's encodes two at once: both cores busy, two of libuv's threads free (photo-queue.ts). */
const CONCURRENT_ENCODES = 2;

export type PhotoVariant = {
  width: number;
  height: number;
  format: PhotoFormat;
  contentType: string;
  bytes: Uint8Array;
};

export type ProcessedPhoto = {
  /** Of the largest variant. */
  width: number;
  height: number;
  /** Ascending. */
  widths: number[];
  /** Every width in both formats: the largest first, AVIF before WebP. */
  variants: PhotoVariant[];
  /** `data:image/webp;base64,…` */
  placeholder: string;
};

/**
 * The widths to make for a photo this wide: the standard ones it covers, and its own width
 * when that is at least a fifth wider than the largest of them (so a 2000 px photo is not
 * shown at 1600 at most, while a 1700 px one does not get a variant barely larger). A photo
 * narrower than the smallest gets its own width only.
 */
export function variantWidths(width: number): number[] {
  const widths: number[] = VARIANT_WIDTHS.filter((w) => w <= width);
  const largest = widths.at(-1);
  if (largest === undefined || (width > largest && width < 2400 && width >= largest * 1.2)) widths.push(width);
  return widths;
}

function refusalOf(error: unknown): PhotoError {
  if (error instanceof PhotoError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return new PhotoError("too_many_pixels", message, { cause: error });
  return new PhotoError("unreadable", message, { cause: error });
}

/** `work` for every item, `limit` at a time, in the items' order; results in that order. */
async function mapLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await work(items[i] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

async function encode(image: Sharp, width: number, format: PhotoFormat): Promise<PhotoVariant> {
  const encoder = format === "avif" ? image.avif(AVIF_OPTIONS) : image.webp(WEBP_OPTIONS);
  const { data, info } = await encoder.toBuffer({ resolveWithObject: true });
  return { width, height: info.height, format, contentType: CONTENT_TYPES[format], bytes: data };
}

/** Relative encoding time of a variant. */
const cost = ({ width, format }: { width: number; format: PhotoFormat }) => width * width * (format === "avif" ? 4 : 1);

async function makeVariants(input: Uint8Array): Promise<ProcessedPhoto> {
  const options = { autoOrient: true, limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" } as const;
  const header = await sharp(input, options).metadata();
  if (header.width * header.height > MAX_INPUT_PIXELS) {
    throw new PhotoError("too_many_pixels", `${header.width}x${header.height}`);
  }
  if (Math.min(header.width, header.height) < MIN_SHORT_SIDE) {
    throw new PhotoError("too_small", `${header.width}x${header.height}`);
  }
  const upright = header.autoOrient;
  const fitWidth = Math.min(upright.width, Math.floor((upright.width * WEBP_MAX_SIDE) / upright.height));
  const widths = variantWidths(fitWidth);
  const largest = widths.at(-1) ?? fitWidth;

  // Decoded once, upright, in sRGB, at the largest size made: every variant starts from these
  // pixels, which carry no metadata at all.
  const decoded = await sharp(input, options)
    .resize({ width: largest, withoutEnlargement: true })
    .toColourspace("srgb")
    .raw({ depth: "uchar" })
    .toBuffer({ resolveWithObject: true });
  let { data, info } = decoded;
  if (info.channels === 4 && (await sharp(data, { raw: info }).stats()).isOpaque) {
    ({ data, info } = await sharp(data, { raw: info }).removeAlpha().raw().toBuffer({ resolveWithObject: true }));
  }
  const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const at = (width: number) => (width === info.width ? pixels() : pixels().resize({ width }));

  // The longest encodes first (AVIF takes about four times WebP's time), so the two lanes
  // finish close together.
  const jobs = widths.flatMap((width) => [
    { width, format: "avif" as const },
    { width, format: "webp" as const },
  ]);
  const byCost = jobs.sort((a, b) => cost(b) - cost(a));
  const encoded = await mapLimited(byCost, CONCURRENT_ENCODES, ({ width, format }) => encode(at(width), width, format));
  const variants = encoded.sort((a, b) => b.width - a.width || a.format.localeCompare(b.format));
  const placeholder = await pixels()
    .resize({ width: PLACEHOLDER_WIDTH })
    .blur(1)
    .webp({ quality: 60, alphaQuality: 60, effort: 6 })
    .toBuffer();

  const [first] = variants;
  return {
    width: first?.width ?? largest,
    height: first?.height ?? info.height,
    widths,
    variants,
    placeholder: `data:image/webp;base64,${placeholder.toString("base64")}`,
  };
}

/**
 * Processes one upload when `queue` gives it its turn. Refuses with a PhotoError (too_large,
 * unsupported_type, unreadable, too_small, too_many_pixels) before spending time on what
 * cannot become a good photo.
 */
export async function processPhoto(bytes: Uint8Array, queue: PhotoQueue): Promise<ProcessedPhoto> {
  if (bytes.length > MAX_UPLOAD_BYTES) {
    throw new PhotoError("too_large", `${bytes.length} bytes, at most ${MAX_UPLOAD_BYTES}`);
  }
  const type = detectImageType(bytes);
  if (!type) throw new PhotoError("unsupported_type", "not a JPEG, PNG, WebP, HEIC or AVIF image");
  return queue.run(async () => {
    try {
      const input = type === "heic" ? await decodeHeic(bytes, { maxPixels: MAX_INPUT_PIXELS }) : bytes;
      return await makeVariants(input);
    } catch (error) {
      throw refusalOf(error);
    }
  });
}
