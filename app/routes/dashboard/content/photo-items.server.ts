import { isUuid } from "../../../../modules/ids/uuid.ts";
import type { PhotoPlace } from "../../../../modules/photos/move-site-photo.ts";
import { PHOTO_BUCKET, variantPath } from "../../../../modules/photos/photo-urls.ts";
import type { SitePhoto } from "../../../../modules/photos/site-photo.ts";
import type { Storage } from "../../../../modules/storage/storage.ts";
import type { PhotoGroupKey, PhotoItem } from "../../../components/dashboard/photos/photo-types.ts";

export function groupOf(photo: Pick<SitePhoto, "album" | "unitId">): PhotoGroupKey {
  return photo.album === "other" ? "other" : (photo.unitId ?? "site");
}

/** A group named in a form or URL (`site`, `other` or a unit's id); null when malformed. */
export function placeOf(value: unknown): PhotoPlace | null {
  if (value === "site") return { album: "gallery", unitId: null };
  if (value === "other") return { album: "other" };
  return isUuid(value) ? { album: "gallery", unitId: value } : null;
}

/** A photo as the manager lists it. */
export function photoItem(storage: Pick<Storage, "publicUrl">, photo: SitePhoto): PhotoItem {
  return {
    id: photo.id,
    group: groupOf(photo),
    thumb: storage.publicUrl(PHOTO_BUCKET, variantPath(photo, photo.widths[0] ?? 480, "webp")),
    width: photo.width,
    height: photo.height,
    caption: photo.caption,
    alt: photo.alt,
  };
}
