import type { SiteLang, SiteText } from "../../../../modules/i18n/site-languages.ts";
import type { PhotoErrorCode } from "../../../../modules/photos/photo-error.ts";
import type { PhotoUsage } from "../../../../modules/photos/photo-settings-limits.ts";
import type { PhotoTextField, PhotoTextProblem } from "../../../../modules/photos/photo-texts.ts";

/**
 * What the photo manager's loader, action and upload route hand the page. Browser code
 * imports this file, so it holds types and constants only.
 */

/** The whole site's gallery, a unit's (its id), or the photos outside the gallery. */
export type PhotoGroupKey = "site" | "other" | (string & {});

export type PhotoItem = {
  id: string;
  group: PhotoGroupKey;
  /** The smallest WebP variant: enough for a thumbnail on any screen. */
  thumb: string;
  width: number;
  height: number;
  caption: SiteText;
  alt: SiteText;
};

export type UnitOption = { id: string; name: string; archived: boolean };

/** Where the site shows a photo besides its group. */
export type PhotoUseView = { hero: boolean; host: boolean; unitCovers: string[]; postCovers: number };

export type PhotoManagerData = {
  /** How much of the site's photo cap and storage quota it uses (modules/photos/photo-quota.ts). */
  usage: PhotoUsage;
  languages: SiteLang[];
  units: UnitOption[];
  photos: PhotoItem[];
  uses: Record<string, PhotoUseView>;
};

export const PHOTO_INTENTS = ["reorder", "move", "texts", "cover", "delete"] as const;
export type PhotoIntent = (typeof PHOTO_INTENTS)[number];

export type PhotoActionResult =
  | { ok: true; intent: PhotoIntent; photoId: string | null }
  | {
      ok: false;
      intent: PhotoIntent | null;
      photoId: string | null;
      /** invalid: a malformed request (400); not-found: no such photo or unit on the site (404). */
      reason: "invalid" | "not-found" | "problems";
      problems?: Partial<Record<PhotoTextField, PhotoTextProblem>>;
      values?: Partial<Record<PhotoTextField, string>>;
    };

/** Why an upload failed: the pipeline's codes, and what can go wrong on the way. */
export type UploadErrorCode = PhotoErrorCode | "unit" | "signed_out" | "network" | "server" | "rate_limited";

export type UploadAnswer = { ok: true; photo: PhotoItem } | { ok: false; code: UploadErrorCode; message?: string };

/** The upload route: one photo per request, its group in `?to=`. */
export const PHOTO_UPLOAD_PATH = "/dashboard/content/photos/upload";
/** The most one photo may be (the pipeline's MAX_UPLOAD_BYTES, checked by a test). */
export const MAX_PHOTO_BYTES = 20 * 1024 * 1024;
/** A multipart body carries its file with a few hundred bytes of envelope; this leaves room. */
export const MAX_PHOTO_REQUEST_BYTES = MAX_PHOTO_BYTES + 64 * 1024;
/** Photos sent at the same time: enough to keep a connection busy, few enough for a phone on 4G. */
export const UPLOADS_AT_ONCE = 2;
