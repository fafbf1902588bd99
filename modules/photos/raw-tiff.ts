/**
 * An uncompressed TIFF around pixels already in memory: the header goes into room left
 * before the pixels, so handing decoded pixels to sharp together with their colour profile
 * and orientation (which a raw input cannot carry) copies nothing.
 */

/** Bytes kept free before the pixels for the header and the tags. */
export const TIFF_HEADER_ROOM = 256;

type TiffLayout = {
  width: number;
  height: number;
  channels: 3 | 4;
  /** Whether a fourth channel (alpha) is premultiplied into the colours. */
  premultiplied: boolean;
  /** EXIF/TIFF orientation, 1 to 8. */
  orientation: number;
  /** Where an ICC profile sits in the same buffer (after the pixels), if there is one. */
  icc: { offset: number; length: number } | null;
};

const SHORT = 3;
const LONG = 4;
const UNDEFINED = 7;

/** Writes the header of an 8-bit, interleaved, single-strip RGB(A) TIFF into `tiff`'s room. */
export function writeTiffHeader(tiff: Uint8Array, layout: TiffLayout): void {
  const { width, height, channels, icc } = layout;
  const view = new DataView(tiff.buffer, tiff.byteOffset, TIFF_HEADER_ROOM);
  // Bits per sample are a list of shorts, too long to sit in the entry: they follow the IFD.
  const entries: [tag: number, type: number, count: number, value: number][] = [
    [256, LONG, 1, width],
    [257, LONG, 1, height],
    [258, SHORT, channels, 0],
    [259, SHORT, 1, 1], // no compression
    [262, SHORT, 1, 2], // RGB
    [273, LONG, 1, TIFF_HEADER_ROOM], // where the pixels start
    [274, SHORT, 1, layout.orientation],
    [277, SHORT, 1, channels],
    [278, LONG, 1, height], // one strip
    [279, LONG, 1, width * height * channels],
    [284, SHORT, 1, 1], // interleaved
  ];
  if (channels === 4) entries.push([338, SHORT, 1, layout.premultiplied ? 1 : 2]); // alpha
  if (icc) entries.push([34675, UNDEFINED, icc.length, icc.offset]);

  const ifd = 8;
  const bitsPerSample = ifd + 2 + entries.length * 12 + 4;
  view.setUint16(0, 0x4949); // "II": little-endian
  view.setUint16(2, 42, true);
  view.setUint32(4, ifd, true);
  view.setUint16(ifd, entries.length, true);
  entries.forEach(([tag, type, count, value], i) => {
    const at = ifd + 2 + i * 12;
    view.setUint16(at, tag, true);
    view.setUint16(at + 2, type, true);
    view.setUint32(at + 4, count, true);
    if (tag === 258) view.setUint32(at + 8, bitsPerSample, true);
    else if (type === SHORT) view.setUint16(at + 8, value, true);
    else view.setUint32(at + 8, value, true);
  });
  view.setUint32(ifd + 2 + entries.length * 12, 0, true); // no further IFD
  for (let i = 0; i < channels; i++) view.setUint16(bitsPerSample + i * 2, 8, true);
}
