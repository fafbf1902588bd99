import sharp, { type Exif } from "sharp";

/**
 * Drawn stand-ins for owners' photos (tests, the benchmark and the HEIC fixture): a sky to
 * sand gradient with a red band along the top, so a test can tell which way up a photo came
 * out, and a green square in the middle whose colour must survive colour-profile conversion.
 */

export const TOP_BAND = { r: 214, g: 40, b: 40 };
export const MIDDLE_SQUARE = { r: 40, g: 160, b: 70 };

const hex = ({ r, g, b }: { r: number; g: number; b: number }) => `rgb(${r},${g},${b})`;

/** The scene upright, as PNG. */
export function drawUprightScene(width: number, height: number): Promise<Buffer> {
  const band = Math.round(height * 0.12);
  const side = Math.round(Math.min(width, height) * 0.3);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#8ecae6"/><stop offset="0.6" stop-color="#219ebc"/><stop offset="1" stop-color="#e9c46a"/>
    </linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    <rect width="${width}" height="${band}" fill="${hex(TOP_BAND)}"/>
    <circle cx="${width * 0.8}" cy="${height * 0.3}" r="${side * 0.4}" fill="#ffb703"/>
    <path d="M0 ${height * 0.85} Q ${width * 0.5} ${height * 0.7} ${width} ${height * 0.85} V ${height} H 0 Z" fill="#f4a261"/>
    <rect x="${(width - side) / 2}" y="${(height - side) / 2}" width="${side}" height="${side}" fill="${hex(MIDDLE_SQUARE)}"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * The scene with photo-like detail, as PNG: noise at several scales, each finer one weaker
 * (as in natural images, whose detail falls off with its size), laid over the drawing as
 * light and shade.
 * Gives encoders something like a photo's work; a flat drawing compresses to nothing.
 */
export async function drawTexturedScene(width: number, height: number): Promise<Buffer> {
  // Brightness only, the same in the three channels, as light and shade are.
  const detail = new Float32Array(width * height);
  for (const [scale, amplitude] of [
    [64, 36],
    [16, 20],
    [4, 12],
    [1, 6],
  ] as const) {
    const noise = await sharp({
      create: {
        width: Math.ceil(width / scale),
        height: Math.ceil(height / scale),
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 40 },
      },
    })
      .extractChannel(0)
      .resize(width, height, { kernel: "cubic" })
      .raw()
      .toBuffer();
    for (let i = 0; i < detail.length; i++) detail[i] = (detail[i] ?? 0) + (((noise[i] ?? 128) - 128) / 40) * amplitude;
  }
  const scene = await sharp(await drawUprightScene(width, height))
    .removeAlpha()
    .raw()
    .toBuffer();
  const out = Buffer.alloc(scene.length);
  for (let i = 0; i < out.length; i++)
    out[i] = Math.max(0, Math.min(255, (scene[i] ?? 0) + (detail[Math.floor(i / 3)] ?? 0)));
  return sharp(out, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** Where the photo was taken: what owners must never publish by accident. */
export const SAMPLE_GPS_EXIF: Exif = {
  IFD0: { Make: "VayVista", Model: "Drawn test scene" },
  IFD3: {
    GPSLatitudeRef: "N",
    GPSLatitude: "52/1 22/1 1234/100",
    GPSLongitudeRef: "E",
    GPSLongitude: "4/1 53/1 4200/100",
    GPSMapDatum: "WGS-84",
  },
};

/** The same location as XMP, which carries it as text. */
export const SAMPLE_GPS_XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="52,22.2058N" exif:GPSLongitude="4,53.7000E"/></rdf:RDF></x:xmpmeta>`;

/**
 * A JPEG as a phone writes a portrait photo: pixels stored landscape (`height` × `width`)
 * with EXIF orientation 6, a GPS location in EXIF and XMP.
 */
export async function portraitPhoneJpeg(width: number, height: number): Promise<Buffer> {
  const stored = await sharp(await drawUprightScene(width, height))
    .rotate(-90)
    .toBuffer();
  return sharp(stored)
    .withExif(SAMPLE_GPS_EXIF)
    .withMetadata({ orientation: 6 })
    .withXmp(SAMPLE_GPS_XMP)
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Average colour of a rectangle of an encoded image (after decoding it). */
export async function averageColour(
  image: Uint8Array,
  region: { left: number; top: number; width: number; height: number },
): Promise<{ r: number; g: number; b: number }> {
  const { data, info } = await sharp(image).extract(region).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let [r, g, b] = [0, 0, 0];
  for (let i = 0; i + 2 < data.length; i += 3) {
    r += data[i] ?? 0;
    g += data[i + 1] ?? 0;
    b += data[i + 2] ?? 0;
  }
  const mean = (sum: number) => Math.round(sum / (info.width * info.height));
  return { r: mean(r), g: mean(g), b: mean(b) };
}
