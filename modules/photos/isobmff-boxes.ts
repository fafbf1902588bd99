/**
 * The boxes of an ISO base media file (HEIF, AVIF): four bytes of size, four of type, then
 * the contents. Enough to read the brands and see which properties an image carries.
 */
export type Box = {
  type: string;
  /** Offset of the box's first byte. */
  start: number;
  /** Offset of its contents (after size and type, and a 64-bit size when there is one). */
  contentStart: number;
  /** Offset just past the box. */
  end: number;
};

function fourcc(bytes: Uint8Array, at: number): string {
  return String.fromCharCode(bytes[at] ?? 0, bytes[at + 1] ?? 0, bytes[at + 2] ?? 0, bytes[at + 3] ?? 0);
}

/** The boxes between `start` and `end`; stops at the first one that does not fit. */
export function* readBoxes(bytes: Uint8Array, start = 0, end = bytes.length): Generator<Box> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = start;
  while (at + 8 <= end) {
    let size = view.getUint32(at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > end) return;
      const large = view.getBigUint64(at + 8);
      if (large > BigInt(end - at)) return;
      size = Number(large);
      header = 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < header || at + size > end) return;
    yield { type: fourcc(bytes, at + 4), start: at, contentStart: at + header, end: at + size };
    at += size;
  }
}

/** The first box of `type` among those between `start` and `end`. */
export function findBox(bytes: Uint8Array, type: string, start = 0, end = bytes.length): Box | undefined {
  for (const box of readBoxes(bytes, start, end)) if (box.type === type) return box;
  return undefined;
}

/** The major and compatible brands of the file's leading `ftyp` box; null without one. */
export function fileBrands(bytes: Uint8Array): string[] | null {
  const first = readBoxes(bytes).next();
  if (first.done || first.value.type !== "ftyp") return null;
  const { contentStart, end } = first.value;
  if (end - contentStart < 8) return null;
  const brands = [fourcc(bytes, contentStart)];
  // After the major brand comes a minor version, then the compatible brands.
  for (let at = contentStart + 8; at + 4 <= end; at += 4) brands.push(fourcc(bytes, at));
  return brands;
}

/**
 * Whether the file's image properties include a rotation or mirroring (`irot`, `imir`).
 * libheif applies those while decoding; a file without them may still carry an EXIF
 * orientation, which HEIF readers are meant to ignore but some cameras and apps rely on.
 */
export function hasHeifTransformations(bytes: Uint8Array): boolean {
  const meta = findBox(bytes, "meta");
  if (!meta) return false;
  // `meta` is a full box: version and flags come before its children.
  const iprp = findBox(bytes, "iprp", meta.contentStart + 4, meta.end);
  const ipco = iprp && findBox(bytes, "ipco", iprp.contentStart, iprp.end);
  if (!ipco) return false;
  for (const property of readBoxes(bytes, ipco.contentStart, ipco.end)) {
    if (property.type === "irot" || property.type === "imir") return true;
  }
  return false;
}
