import { readFileSync } from "node:fs";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { detectImageType } from "./detect-image-type.ts";

/** An ISO-BMFF file start: an `ftyp` box with these brands, then an empty `meta` box. */
function isoFile(major: string, compatible: string[]): Uint8Array {
  const brands = [major, "\0\0\0\0", ...compatible].join("");
  const ftyp = Buffer.alloc(8 + brands.length);
  ftyp.writeUInt32BE(ftyp.length);
  ftyp.write(`ftyp${brands}`, 4, "latin1");
  return Buffer.concat([ftyp, Buffer.from([0, 0, 0, 12, ...Buffer.from("meta"), 0, 0, 0, 0])]);
}

describe("the type of an upload, from its bytes", () => {
  const made: Record<string, Buffer> = {};
  beforeAll(async () => {
    const image = () => sharp({ create: { width: 8, height: 8, channels: 3, background: "#c33" } });
    made.jpeg = await image().jpeg().toBuffer();
    made.png = await image().png().toBuffer();
    made.webp = await image().webp().toBuffer();
    made.avif = await image().avif().toBuffer();
    made.gif = await image().gif().toBuffer();
  });

  it("knows the formats phones and cameras write", () => {
    expect(detectImageType(made.jpeg as Buffer)).toBe("jpeg");
    expect(detectImageType(made.png as Buffer)).toBe("png");
    expect(detectImageType(made.webp as Buffer)).toBe("webp");
    expect(detectImageType(made.avif as Buffer)).toBe("avif");
    expect(detectImageType(readFileSync(new URL("./fixtures/sample.heic", import.meta.url)))).toBe("heic");
  });

  it("tells HEIC from AVIF by the brands of the ftyp box", () => {
    for (const brand of ["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs", "mif1", "msf1"]) {
      expect(detectImageType(isoFile(brand, ["mif1"]))).toBe("heic");
    }
    expect(detectImageType(isoFile("mif1", ["mif1", "heic"]))).toBe("heic");
    expect(detectImageType(isoFile("avif", ["mif1", "miaf"]))).toBe("avif");
    expect(detectImageType(isoFile("mif1", ["mif1", "avif", "miaf"]))).toBe("avif");
    expect(detectImageType(isoFile("avis", ["msf1"]))).toBe("avif");
  });

  it("refuses everything else, whatever the file is called", () => {
    expect(detectImageType(Buffer.from("Dit is geen foto, al heet het vakantiehuis.jpg\n"))).toBeNull();
    expect(detectImageType(made.gif as Buffer)).toBeNull();
    expect(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageType(Buffer.from("%PDF-1.7\n"))).toBeNull();
    expect(detectImageType(isoFile("isom", ["isom", "mp41"]))).toBeNull(); // a video
    expect(detectImageType(isoFile("qt  ", []))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
    expect(detectImageType(Buffer.from([0xff, 0xd8]))).toBeNull();
    // A box that claims more bytes than there are.
    expect(detectImageType(Buffer.from([0, 0, 1, 0, ...Buffer.from("ftypheic")]))).toBeNull();
  });
});
