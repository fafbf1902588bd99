/**
 * Why an upload was refused, as a code the dashboard turns into a sentence in the owner's
 * language (the message is for logs only).
 */
export type PhotoErrorCode =
  /** Over MAX_UPLOAD_BYTES. */
  | "too_large"
  /** Not JPEG, PNG, WebP, HEIC/HEIF or AVIF by its bytes, whatever its name says. */
  | "unsupported_type"
  /** Looks like an image but cannot be decoded (corrupt or cut short). */
  | "unreadable"
  /** Under MIN_SHORT_SIDE pixels on its short side: too small to show well. */
  | "too_small"
  /** Over MAX_INPUT_PIXELS: a decompression bomb, or nothing a camera makes. */
  | "too_many_pixels"
  /** The site has as many photos as the platform allows (photo-quota.ts). */
  | "photo_limit"
  /** The photo would take the site past its storage quota (photo-quota.ts). */
  | "storage_full";

export class PhotoError extends Error {
  readonly code: PhotoErrorCode;
  constructor(code: PhotoErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "PhotoError";
    this.code = code;
  }
}
