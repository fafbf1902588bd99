import { readFileSync } from "node:fs";
import { crc32 } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { detectImageType } from "./detect-image-type.ts";
import { PhotoError, type PhotoErrorCode } from "./photo-error.ts";
import { PhotoQueue } from "./photo-queue.ts";
import { type ProcessedPhoto, processPhoto } from "./process-photo.ts";
import {
  averageColour,
  drawUprightScene,
  MIDDLE_SQUARE,
  portraitPhoneJpeg,
  SAMPLE_GPS_EXIF,
  SAMPLE_GPS_XMP,
  TOP_BAND,
} from "./testing.ts";

const photoQueue = new PhotoQueue();

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

async function refusal(bytes: Uint8Array): Promise<PhotoErrorCode> {
  const error = await processPhoto(bytes, photoQueue).then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof PhotoError)) throw new Error(`expected a PhotoError, got ${String(error)}`);
  return error.code;
}

/** Every variant is what it says, by its bytes and by decoding it. */
async function expectHonestVariants(photo: ProcessedPhoto) {
  expect(photo.variants.map((v) => [v.width, v.format])).toEqual(
    [...photo.widths].reverse().flatMap((w) => [
      [w, "avif"],
      [w, "webp"],
    ]),
  );
  for (const variant of photo.variants) {
    expect(detectImageType(variant.bytes)).toBe(variant.format);
    expect(variant.contentType).toBe(`image/${variant.format}`);
    const meta = await sharp(variant.bytes).metadata();
    expect(meta.format).toBe(variant.format === "avif" ? "heif" : "webp");
    if (variant.format === "avif") expect(meta.compression).toBe("av1");
    expect([meta.width, meta.height]).toEqual([variant.width, variant.height]);
  }
  const [largest] = photo.variants;
  expect([photo.width, photo.height]).toEqual([largest?.width, largest?.height]);
}

/** Nothing of where or with what the photo was taken is left. */
async function expectNoMetadata(photo: ProcessedPhoto) {
  for (const variant of photo.variants) {
    const meta = await sharp(variant.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(meta.icc).toBeUndefined(); // sRGB by default
    expect(meta.orientation).toBeUndefined();
    const text = Buffer.from(variant.bytes).toString("latin1");
    for (const trace of ["Exif", "GPS", "WGS-84", "xmpmeta", "VayVista", "Drawn test scene"]) {
      expect(text).not.toContain(trace);
    }
  }
}

/** The largest WebP shows the red band at the top: the photo is upright. */
async function expectUpright(photo: ProcessedPhoto) {
  const webp = photo.variants.find((v) => v.format === "webp")?.bytes ?? new Uint8Array();
  const { width, height } = photo;
  const strip = Math.round(height * 0.05);
  const top = await averageColour(webp, { left: 0, top: 0, width, height: strip });
  const bottom = await averageColour(webp, { left: 0, top: height - strip, width, height: strip });
  const near = (a: { r: number; g: number; b: number }, b: typeof a, by: number) =>
    Math.abs(a.r - b.r) <= by && Math.abs(a.g - b.g) <= by && Math.abs(a.b - b.b) <= by;
  expect(near(top, TOP_BAND, 12), `top ${JSON.stringify(top)}`).toBe(true);
  expect(near(bottom, TOP_BAND, 60)).toBe(false);
}

describe("processing an owner's photo", () => {
  it("makes AVIF and WebP at every standard width up to the photo's, without its location", async () => {
    const jpeg = await sharp(await drawUprightScene(3000, 2000))
      .withExif(SAMPLE_GPS_EXIF)
      .withXmp(SAMPLE_GPS_XMP)
      .jpeg({ quality: 90 })
      .toBuffer();
    expect(jpeg.toString("latin1")).toContain("WGS-84");

    const photo = await processPhoto(jpeg, photoQueue);
    expect(photo.widths).toEqual([480, 960, 1600, 2400]);
    expect([photo.width, photo.height]).toEqual([2400, 1600]);
    expect(photo.variants.map((v) => `${v.width}x${v.height}`)).toEqual(
      ["2400x1600", "1600x1067", "960x640", "480x320"].flatMap((size) => [size, size]),
    );
    await expectHonestVariants(photo);
    await expectNoMetadata(photo);
    await expectUpright(photo);
    // The AVIF is the smaller of the two at every width (it is what most browsers load).
    for (let i = 0; i < photo.variants.length; i += 2) {
      expect(photo.variants[i]?.bytes.length).toBeLessThan(photo.variants[i + 1]?.bytes.length ?? 0);
    }
  });

  it("turns a phone's portrait photo upright and forgets the turn", async () => {
    const jpeg = await portraitPhoneJpeg(1200, 1600);
    const stored = await sharp(jpeg).metadata();
    expect([stored.width, stored.height, stored.orientation]).toEqual([1600, 1200, 6]);

    const photo = await processPhoto(jpeg, photoQueue);
    expect(photo.widths).toEqual([480, 960, 1200]);
    expect([photo.width, photo.height]).toEqual([1200, 1600]);
    await expectHonestVariants(photo);
    await expectNoMetadata(photo);
    await expectUpright(photo);
  });

  it("never makes a variant wider than the photo", async () => {
    const png = await sharp(await drawUprightScene(500, 400))
      .png()
      .toBuffer();
    const fromPng = await processPhoto(png, photoQueue);
    expect(fromPng.widths).toEqual([480]); // 500 is too close to 480 to be worth a variant
    await expectHonestVariants(fromPng);

    const webp = await sharp(await drawUprightScene(800, 600))
      .webp()
      .toBuffer();
    expect((await processPhoto(webp, photoQueue)).widths).toEqual([480, 800]);

    const small = await sharp(await drawUprightScene(300, 220))
      .jpeg()
      .toBuffer();
    const fromSmall = await processPhoto(small, photoQueue);
    expect(fromSmall.widths).toEqual([300]);
    expect([fromSmall.width, fromSmall.height]).toEqual([300, 220]);
  });

  it("takes AVIF and keeps a real transparency, drops an unused one", async () => {
    const avif = await sharp(await drawUprightScene(600, 450))
      .avif()
      .toBuffer();
    expect((await processPhoto(avif, photoQueue)).widths).toEqual([480, 600]);

    const opaque = await sharp(await drawUprightScene(600, 450))
      .ensureAlpha()
      .png()
      .toBuffer();
    const fromOpaque = await processPhoto(opaque, photoQueue);
    for (const v of fromOpaque.variants) expect((await sharp(v.bytes).metadata()).hasAlpha).toBe(false);

    const seeThrough = await sharp({
      create: { width: 400, height: 300, channels: 4, background: { r: 0, g: 120, b: 200, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const fromSeeThrough = await processPhoto(seeThrough, photoQueue);
    for (const v of fromSeeThrough.variants) expect((await sharp(v.bytes).metadata()).hasAlpha).toBe(true);
  });

  it("adds a tiny blurred WebP placeholder as a data URL", async () => {
    const photo = await processPhoto(await portraitPhoneJpeg(900, 1200), photoQueue);
    expect(photo.placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/);
    expect(photo.placeholder.length).toBeLessThan(400);
    const bytes = Buffer.from(photo.placeholder.split(",")[1] ?? "", "base64");
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 16, 21]);
  });

  it("decodes an iPhone HEIC upright, in the right colours, without its location", async () => {
    const heic = fixture("sample.heic");
    expect(heic.toString("latin1")).toContain("Exif");

    const photo = await processPhoto(heic, photoQueue);
    expect(photo.widths).toEqual([480]);
    expect([photo.width, photo.height]).toEqual([480, 640]);
    await expectHonestVariants(photo);
    await expectNoMetadata(photo);
    await expectUpright(photo);
    // Stored in Display P3, shown in sRGB: the green square is the green it was drawn in.
    const webp = photo.variants[1]?.bytes ?? new Uint8Array();
    const middle = await averageColour(webp, { left: 220, top: 300, width: 40, height: 40 });
    for (const channel of ["r", "g", "b"] as const)
      expect(Math.abs(middle[channel] - MIDDLE_SQUARE[channel])).toBeLessThan(8);
  });

  it("turns a HEIC that has its orientation only in EXIF upright too", async () => {
    const photo = await processPhoto(fixture("exif-rotated.heic"), photoQueue);
    expect([photo.width, photo.height]).toEqual([480, 640]);
    await expectUpright(photo);
    await expectNoMetadata(photo);
  });

  it("refuses what is not a photo it can use, saying why", async () => {
    expect(await refusal(Buffer.from("Beste gast, dit is geen foto maar een tekstbestand.\n".repeat(40)))).toBe(
      "unsupported_type",
    );
    expect(
      await refusal(
        await sharp(await drawUprightScene(120, 160))
          .gif()
          .toBuffer(),
      ),
    ).toBe("unsupported_type");

    const jpeg = await sharp(await drawUprightScene(800, 600))
      .jpeg()
      .toBuffer();
    expect(await refusal(jpeg.subarray(0, Math.floor(jpeg.length / 2)))).toBe("unreadable");
    expect(await refusal(fixture("sample.heic").subarray(0, 2000))).toBe("unreadable");

    expect(await refusal(Buffer.alloc(30 * 1024 * 1024, 0xff))).toBe("too_large");
    const tiny = await sharp(await drawUprightScene(320, 180))
      .png()
      .toBuffer();
    expect(await refusal(tiny)).toBe("too_small");
  });

  it("refuses a decompression bomb from its header, before decoding it", async () => {
    // A PNG that says it is 20000 × 20000 (400 megapixels) in a few hundred bytes.
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
      const out = Buffer.alloc(body.length + 8);
      out.writeUInt32BE(data.length);
      body.copy(out, 4);
      out.writeUInt32BE(crc32(body), body.length + 4);
      return out;
    };
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(20_000, 0);
    ihdr.writeUInt32BE(20_000, 4);
    ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
    const bomb = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", ihdr),
      chunk("IDAT", Buffer.from([0x78, 0x9c, 0x03, 0x00])),
      chunk("IEND", Buffer.alloc(0)),
    ]);
    expect(await refusal(bomb)).toBe("too_many_pixels");
  });
});
