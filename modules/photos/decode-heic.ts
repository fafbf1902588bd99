import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import sharp from "sharp";
import { exifOrientation } from "./exif-orientation.ts";
import { hasHeifTransformations } from "./isobmff-boxes.ts";
import { PhotoError } from "./photo-error.ts";
import { TIFF_HEADER_ROOM, writeTiffHeader } from "./raw-tiff.ts";

/**
 * HEIC/HEIF photos (iPhones, many Android phones) decoded with libheif compiled to
 * WebAssembly, since sharp's own libheif has no HEVC decoder. Decoding a 12-megapixel photo
 * is a second or more of CPU, so it runs in a worker thread of its own, started per photo:
 * the event loop keeps serving pages, and the WebAssembly memory (which only ever grows) is
 * handed back when the worker ends.
 *
 * The result is an uncompressed TIFF (pixels as libheif decoded them, with the photo's
 * colour profile and, where the file needs it, an orientation tag) that sharp reads without
 * any further copy of the pixels.
 */

/** libheif-js's build with the WebAssembly inside the script: no file to find at run time. */
const LIBHEIF = createRequire(import.meta.url).resolve("libheif-js/wasm-bundle");

/** A photo that takes longer than this is refused rather than left to hold a core. */
const DECODE_TIME_LIMIT_MS = 60_000;

/**
 * Runs in the worker. Plain JavaScript in a string (not a module) so it starts the same under
 * Node, Vitest and the bundled server alike. libheif-js wraps only part of libheif's C API
 * for JavaScript; the colour profile and the metadata come from the C functions it also
 * exports, which take pointers into its memory and return error structs through a pointer
 * passed first.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const { libheif, bytes, maxPixels, headerRoom, wantExif } = workerData;

function fourcc(n) {
  return String.fromCharCode((n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255);
}
function cString(lib, ptr) {
  let end = ptr;
  while (lib.HEAPU8[end] !== 0) end++;
  return Buffer.from(lib.HEAPU8.subarray(ptr, end)).toString("latin1");
}

function decode() {
  const lib = require(libheif);
  const ok = lib.heif_error_code.heif_error_Ok;
  const ctx = lib.heif_context_alloc();
  const read = lib.heif_context_read_from_memory(ctx, bytes);
  if (read.code !== ok) return { ok: false, code: "unreadable", message: read.message };
  const handle = lib.heif_js_context_get_primary_image_handle(ctx);
  if (!handle || handle.code) return { ok: false, code: "unreadable", message: "no primary image" };
  const width = lib.heif_image_handle_get_width(handle);
  const height = lib.heif_image_handle_get_height(handle);
  if (width * height > maxPixels) return { ok: false, code: "too_many_pixels", message: width + "x" + height };

  const ptr = handle.$$.ptr;
  const errorOut = lib._malloc(16);
  const pointerOut = lib._malloc(4);
  let icc = null;
  let nclxPrimaries = null;
  const profileType = fourcc(lib._heif_image_handle_get_color_profile_type(ptr));
  if (profileType === "prof" || profileType === "rICC") {
    const size = lib._heif_image_handle_get_raw_color_profile_size(ptr);
    const data = lib._malloc(size);
    lib._heif_image_handle_get_raw_color_profile(errorOut, ptr, data);
    if (lib.HEAP32[errorOut >> 2] === 0) icc = Buffer.from(lib.HEAPU8.subarray(data, data + size));
    lib._free(data);
  } else if (profileType === "nclx") {
    lib._heif_image_handle_get_nclx_color_profile(errorOut, ptr, pointerOut);
    if (lib.HEAP32[errorOut >> 2] === 0) {
      const nclx = lib.HEAPU32[pointerOut >> 2];
      // struct heif_color_profile_nclx: uint8 version, then enum color_primaries at 4.
      nclxPrimaries = lib.HEAP32[(nclx + 4) >> 2];
      lib._heif_nclx_color_profile_free(nclx);
    }
  }

  let exif = null;
  if (wantExif) {
    const count = lib._heif_image_handle_get_number_of_metadata_blocks(ptr, 0);
    const ids = lib._malloc(4 * Math.max(count, 1));
    lib._heif_image_handle_get_list_of_metadata_block_IDs(ptr, 0, ids, count);
    for (let i = 0; i < count && !exif; i++) {
      const id = lib.HEAPU32[(ids >> 2) + i];
      if (cString(lib, lib._heif_image_handle_get_metadata_type(ptr, id)) !== "Exif") continue;
      const size = lib._heif_image_handle_get_metadata_size(ptr, id);
      const data = lib._malloc(size);
      lib._heif_image_handle_get_metadata(errorOut, ptr, id, data);
      if (lib.HEAP32[errorOut >> 2] === 0) exif = Buffer.from(lib.HEAPU8.subarray(data, data + size));
      lib._free(data);
    }
    lib._free(ids);
  }
  lib._free(errorOut);
  lib._free(pointerOut);

  const alpha = Boolean(lib.heif_image_handle_has_alpha_channel(handle));
  const premultiplied = alpha && Boolean(lib.heif_image_handle_is_premultiplied_alpha(handle));
  const chroma = alpha ? lib.heif_chroma.heif_chroma_interleaved_RGBA : lib.heif_chroma.heif_chroma_interleaved_RGB;
  const image = lib.heif_js_decode_image2(handle, lib.heif_colorspace.heif_colorspace_RGB, chroma);
  if (!image || image.code) return { ok: false, code: "unreadable", message: "decoding failed" };
  const plane = image.channels.find((c) => c.id === lib.heif_channel.heif_channel_interleaved);
  if (!plane) return { ok: false, code: "unreadable", message: "no interleaved plane" };

  // The decoded size, after libheif's rotation and cropping (the handle's may differ).
  const channels = alpha ? 4 : 3;
  const row = plane.width * channels;
  const pixelBytes = row * plane.height;
  const out = new Uint8Array(headerRoom + pixelBytes + (icc ? icc.length : 0));
  if (plane.stride === row) out.set(plane.data.subarray(0, pixelBytes), headerRoom);
  else for (let y = 0; y < plane.height; y++) out.set(plane.data.subarray(y * plane.stride, y * plane.stride + row), headerRoom + y * row);
  if (icc) out.set(icc, headerRoom + pixelBytes);
  lib.heif_image_release(image.image);
  return {
    ok: true, width: plane.width, height: plane.height, channels, premultiplied,
    iccLength: icc ? icc.length : 0, nclxPrimaries, exif, tiff: out.buffer,
  };
}

const result = decode();
parentPort.postMessage(result, result.ok ? [result.tiff] : []);
`;

type WorkerResult =
  | { ok: false; code: "unreadable" | "too_many_pixels"; message: string }
  | {
      ok: true;
      width: number;
      height: number;
      channels: 3 | 4;
      premultiplied: boolean;
      iccLength: number;
      /** ITU-T H.273 colour primaries when the file describes its colours that way. */
      nclxPrimaries: number | null;
      exif: Uint8Array | null;
      tiff: ArrayBuffer;
    };

/** H.273 colour primaries 12: Display P3, what iPhones shoot in. */
const DISPLAY_P3 = 12;

let displayP3: Promise<Buffer> | undefined;

/** libvips's own Display P3 ICC profile, for files that name their colours only by number. */
function displayP3Profile(): Promise<Buffer> {
  displayP3 ??= sharp({ create: { width: 1, height: 1, channels: 3, background: "#000" } })
    .withIccProfile("p3")
    .png()
    .toBuffer()
    .then((png) => sharp(png).metadata())
    .then(({ icc }) => {
      if (!icc) throw new Error("sharp has no Display P3 profile");
      return icc;
    });
  return displayP3;
}

function runWorker(bytes: Uint8Array, maxPixels: number, wantExif: boolean): Promise<WorkerResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { libheif: LIBHEIF, bytes, maxPixels, headerRoom: TIFF_HEADER_ROOM, wantExif },
    });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new PhotoError("unreadable", "HEIC decoding took too long"));
    }, DECODE_TIME_LIMIT_MS);
    const settle = () => {
      clearTimeout(timer);
      void worker.terminate();
    };
    worker.once("message", (result: WorkerResult) => {
      settle();
      resolve(result);
    });
    worker.once("error", (error) => {
      settle();
      reject(new PhotoError("unreadable", "HEIC decoder failed", { cause: error }));
    });
    worker.once("exit", () => {
      settle();
      reject(new PhotoError("unreadable", "HEIC decoder stopped without an answer"));
    });
  });
}

/**
 * The primary image of a HEIC/HEIF file as an uncompressed TIFF, upright once a reader
 * applies its orientation tag. libheif applies the file's own rotation and mirroring
 * (`irot`, `imir`: what iPhones write, with an EXIF orientation saying the same, which must
 * then be ignored); a file without them gets its EXIF orientation as the TIFF's instead,
 * as some converters and apps write only that.
 */
export async function decodeHeic(bytes: Uint8Array, { maxPixels }: { maxPixels: number }): Promise<Buffer> {
  const transformed = hasHeifTransformations(bytes);
  const result = await runWorker(bytes, maxPixels, !transformed);
  if (!result.ok) throw new PhotoError(result.code, `HEIC: ${result.message}`);
  const pixelBytes = result.width * result.height * result.channels;
  let tiff = Buffer.from(result.tiff);
  let icc = result.iccLength > 0 ? { offset: TIFF_HEADER_ROOM + pixelBytes, length: result.iccLength } : null;
  if (!icc && result.nclxPrimaries === DISPLAY_P3) {
    // Rare enough (nclx-only P3 files) that one extra copy of the pixels is fine.
    const profile = await displayP3Profile();
    tiff = Buffer.concat([tiff, profile]);
    icc = { offset: TIFF_HEADER_ROOM + pixelBytes, length: profile.length };
  }
  writeTiffHeader(tiff, {
    width: result.width,
    height: result.height,
    channels: result.channels,
    premultiplied: result.premultiplied,
    orientation: (!transformed && result.exif && exifOrientation(result.exif)) || 1,
    icc,
  });
  return tiff;
}
