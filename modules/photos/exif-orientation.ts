/**
 * The Orientation tag (1–8) of an EXIF block, or null without one. Takes the block as HEIF
 * stores it (a 4-byte offset to the TIFF header first), with an "Exif\0\0" prefix, or bare.
 */
export function exifOrientation(block: Uint8Array): number | null {
  const view = new DataView(block.buffer, block.byteOffset, block.byteLength);
  const isTiffAt = (at: number) =>
    at + 8 <= block.length &&
    ((block[at] === 0x49 && block[at + 1] === 0x49) || (block[at] === 0x4d && block[at + 1] === 0x4d));
  const isExifAt = (at: number) =>
    at + 6 <= block.length && String.fromCharCode(...block.subarray(at, at + 4)) === "Exif";

  let tiff = 0;
  if (!isTiffAt(0)) {
    if (isExifAt(0)) tiff = 6;
    else if (block.length >= 4) {
      tiff = 4 + view.getUint32(0);
      if (isExifAt(tiff)) tiff += 6;
    }
  }
  if (!isTiffAt(tiff)) return null;

  const little = block[tiff] === 0x49;
  const ifd = tiff + view.getUint32(tiff + 4, little);
  if (ifd + 2 > block.length) return null;
  const count = view.getUint16(ifd, little);
  for (let i = 0; i < count; i++) {
    const at = ifd + 2 + i * 12;
    if (at + 12 > block.length) return null;
    if (view.getUint16(at, little) !== 0x0112) continue;
    const value = view.getUint16(at + 8, little);
    return value >= 1 && value <= 8 ? value : null;
  }
  return null;
}
