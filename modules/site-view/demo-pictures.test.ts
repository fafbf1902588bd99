import { describe, expect, it } from "vitest";
import { variantWidths } from "../photos/process-photo.ts";
import { demoPictureSize, demoPictureWidths, demoVariantPath } from "./demo-pictures.ts";

describe("demo pictures", () => {
  it("names the widths the photo pipeline makes of a scene and of a portrait", () => {
    for (const file of ["dune-house", "host-couple"]) {
      expect(demoPictureWidths(file)).toEqual(variantWidths(demoPictureSize(file).width));
    }
  });

  it("keeps every variant under public/site-demo/variants", () => {
    expect(demoVariantPath("dune-house", 960, "avif")).toBe("site-demo/variants/dune-house/960.avif");
  });
});
