import type { Storage } from "../storage/storage.ts";
import type { SitePhoto } from "./site-photo.ts";

/** Processed photos live in this public bucket. */
export const PHOTO_BUCKET = "site-photos" as const;
/** Every photo is stored in both: AVIF for the browsers that take it, WebP for the rest. */
export const PHOTO_FORMATS = ["avif", "webp"] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/** Where one variant of a photo is stored: `{siteId}/{photoId}/{width}.{format}`. */
export function variantPath(photo: Pick<SitePhoto, "siteId" | "id">, width: number, format: PhotoFormat): string {
  return `${photo.siteId}/${photo.id}/${width}.${format}`;
}

export type PhotoSources = {
  /** `srcset` values per format: "url 480w, url 960w, …". */
  avif: string;
  webp: string;
  /** For browsers without srcset: the WebP closest to 960 px wide. */
  src: string;
};

/** The URLs a page uses for a photo's variants. */
export function photoSources(
  storage: Pick<Storage, "publicUrl">,
  photo: Pick<SitePhoto, "siteId" | "id" | "widths">,
): PhotoSources {
  const srcset = (format: PhotoFormat) =>
    photo.widths.map((w) => `${storage.publicUrl(PHOTO_BUCKET, variantPath(photo, w, format))} ${w}w`).join(", ");
  const fallback = photo.widths.find((w) => w >= 960) ?? photo.widths.at(-1) ?? 960;
  return {
    avif: srcset("avif"),
    webp: srcset("webp"),
    src: storage.publicUrl(PHOTO_BUCKET, variantPath(photo, fallback, "webp")),
  };
}
