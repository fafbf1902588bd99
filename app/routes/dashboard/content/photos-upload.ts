import { LOCALES } from "../../../../modules/i18n/languages.ts";
import { InvalidIdError } from "../../../../modules/ids/uuid.ts";
import { PhotoError, type PhotoErrorCode } from "../../../../modules/photos/photo-error.ts";
import { sitePhotoUsage } from "../../../../modules/photos/photo-quota.ts";
import { PHOTO_UPLOADS_PER_HOUR } from "../../../../modules/photos/photo-settings-limits.ts";
import { UnitNotOnSiteError, uploadSitePhoto } from "../../../../modules/photos/upload-site-photo.ts";
import { hitRateLimit, rateLimitKey } from "../../../../modules/rate-limit/hit-rate-limit.ts";
import {
  MAX_PHOTO_BYTES,
  MAX_PHOTO_REQUEST_BYTES,
  type UploadAnswer,
} from "../../../components/dashboard/photos/photo-types.ts";
import { storageSize } from "../../../components/dashboard/photos/storage-size.ts";
import { services } from "../../../context.ts";
import { translator } from "../../../i18n/i18n.tsx";
import { readLimitedBody } from "../../../lib/read-limited-body.server.ts";
import { requireOwner } from "../../../lib/require-owner.server.ts";
import type { Route } from "./+types/photos-upload";
import { photoItem, placeOf } from "./photo-items.server.ts";

/** How each refusal of the pipeline is answered. */
const REFUSAL_STATUS: Record<PhotoErrorCode, number> = {
  too_large: 413,
  unsupported_type: 415,
  unreadable: 422,
  too_small: 422,
  too_many_pixels: 422,
  photo_limit: 409,
  storage_full: 409,
};

function answer(body: UploadAnswer, status = 200): Response {
  return Response.json(body, { status, headers: { "cache-control": "no-store" } });
}

/**
 * A cross-site page cannot post here: React Router checks the Origin of page actions, not of
 * resource routes, so this route does it itself (a browser always sends Origin with a POST).
 */
function fromOtherOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  return origin !== null && origin !== new URL(request.url).origin;
}

/**
 * One photo for the signed-in owner's site (POST /dashboard/content/photos/upload?to=site or
 * ?to={unitId}): the file itself as the body, or a multipart form with it as `photo`. At most
 * MAX_PHOTO_BYTES, counted as the bytes arrive: more is refused with 413 and a message in
 * the owner's language, before anything is processed or stored (server/app.ts lets this
 * route's requests past the server's general 1 MiB limit). An account sends at most
 * PHOTO_UPLOADS_PER_HOUR (429 beyond), and a site at its photo cap or storage quota is
 * refused with 409 and what it may hold; the photos it has stay as they are. The answer is JSON: the new photo
 * as the manager lists it, or an error code the page translates.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (fromOtherOrigin(request)) return answer({ ok: false, code: "server" }, 403);
  const { user, site } = await requireOwner(request, context, "site");
  const { db, storage, photoQueue, clearSitePages, log } = services(context);
  const t = translator(user.lang);
  const tooLarge = () => answer({ ok: false, code: "too_large", message: t("dashboard.photos.errors.too_large") }, 413);

  // Per account, counted before a byte is read: a whole gallery at once fits, a flood does not.
  const rate = await hitRateLimit(db, rateLimitKey("photo-upload", user.id), {
    limit: PHOTO_UPLOADS_PER_HOUR,
    windowSeconds: 3600,
  });
  if (!rate.allowed) {
    const refused = answer(
      { ok: false, code: "rate_limited", message: t("dashboard.photos.errors.rate_limited") },
      429,
    );
    refused.headers.set("retry-after", String(rate.retryAfterSeconds));
    return refused;
  }

  const type = request.headers.get("content-type") ?? "";
  const multipart = /^multipart\/form-data/i.test(type);
  const body = await readLimitedBody(request, multipart ? MAX_PHOTO_REQUEST_BYTES : MAX_PHOTO_BYTES);
  if (!body) return tooLarge();
  let bytes = body;
  let to: unknown = new URL(request.url).searchParams.get("to") ?? "site";
  if (multipart) {
    const form = await new Response(body, { headers: { "content-type": type } }).formData().catch(() => null);
    const file = form?.get("photo");
    if (!form || !(file instanceof File)) return answer({ ok: false, code: "unreadable" }, 400);
    if (file.size > MAX_PHOTO_BYTES) return tooLarge();
    bytes = new Uint8Array(await file.arrayBuffer());
    to = form.get("to") ?? to;
  }
  const place = placeOf(to);
  if (place?.album !== "gallery") return answer({ ok: false, code: "unit" }, 400);

  try {
    const photo = await uploadSitePhoto(
      db,
      { storage, photoQueue },
      {
        siteId: site.id,
        unitId: place.unitId,
        album: "gallery",
        bytes,
      },
    );
    clearSitePages(site.id);
    return answer({ ok: true, photo: photoItem(storage, photo) });
  } catch (error) {
    if (error instanceof PhotoError) {
      if (error.code === "too_large") return tooLarge();
      if (error.code === "photo_limit" || error.code === "storage_full") {
        // What the site may hold, in the owner's language; the photos it has stay as they are.
        const usage = await sitePhotoUsage(db, site.id);
        const limits = { maxPhotos: usage.maxPhotos, quota: storageSize(usage.quotaBytes, LOCALES[user.lang]) };
        const message = t(`dashboard.photos.errors.${error.code}`, limits);
        return answer({ ok: false, code: error.code, message }, REFUSAL_STATUS[error.code]);
      }
      return answer({ ok: false, code: error.code }, REFUSAL_STATUS[error.code]);
    }
    // A unit of another site is answered as a missing one.
    if (error instanceof UnitNotOnSiteError) return answer({ ok: false, code: "unit" }, 404);
    if (error instanceof InvalidIdError) return answer({ ok: false, code: "unit" }, 400);
    log.error({ err: error, siteId: site.id }, "photo upload failed");
    return answer({ ok: false, code: "server" }, 500);
  }
}
