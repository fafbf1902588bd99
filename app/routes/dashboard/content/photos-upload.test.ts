import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../../db/client.ts";
import { storageObjects } from "../../../../db/schema.ts";
import { testBackends } from "../../../../db/testing.ts";
import { savePhotoPlatformSettings } from "../../../../modules/photos/photo-settings.ts";
import { PHOTO_UPLOADS_PER_HOUR } from "../../../../modules/photos/photo-settings-limits.ts";
import { MAX_UPLOAD_BYTES } from "../../../../modules/photos/process-photo.ts";
import { listSitePhotos } from "../../../../modules/photos/site-photo.ts";
import { drawUprightScene } from "../../../../modules/photos/testing.ts";
import { hitRateLimit, rateLimitKey } from "../../../../modules/rate-limit/hit-rate-limit.ts";
import type { OwnerSite } from "../../../../modules/sites/create-owner-site.ts";
import { listUnits } from "../../../../modules/units/units.ts";
import {
  giveSite,
  ORIGIN,
  type Person,
  type RouteHarness,
  routeArgs,
  routeHarness,
} from "../../../../tests/support/route-harness.ts";
import {
  MAX_PHOTO_BYTES,
  PHOTO_UPLOAD_PATH,
  type PhotoManagerData,
  type UploadAnswer,
} from "../../../components/dashboard/photos/photo-types.ts";
import { loader as photosLoader } from "./photos.tsx";
import { action } from "./photos-upload.ts";

type Sent = { status: number; location: string | null; body: UploadAnswer | null };

/** `size` bytes of a photo's worth of nothing, in 256 KiB chunks pulled as read; `pulled()` counts them. */
function chunked(size: number) {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (sent >= size) return controller.close();
        const chunk = new Uint8Array(Math.min(256 * 1024, size - sent)).fill(0xff);
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => sent };
}

function multipart(file: Blob, name: string, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set("photo", file, name);
  return form;
}

describe.each(testBackends())("the photo upload route on $name", (backend) => {
  let handle: DatabaseHandle;
  let app: RouteHarness;
  let owner: Person;
  let other: Person;
  let site: OwnerSite;
  let otherSite: OwnerSite;
  let jpeg: Uint8Array<ArrayBuffer>;

  beforeAll(async () => {
    handle = await backend.open();
    app = routeHarness(handle.db);
    owner = await app.signUpOwner({ email: "sanne@example.nl" });
    other = await app.signUpOwner({ email: "piotr@example.pl", lang: "pl" });
    site = await giveSite(handle.db, owner.id, { siteName: "Duinhuis", subdomain: "duinhuis" });
    otherSite = await giveSite(handle.db, other.id, { siteName: "Domek", subdomain: "domek" });
    jpeg = new Uint8Array(
      await sharp(await drawUprightScene(1200, 900))
        .jpeg({ quality: 85 })
        .toBuffer(),
    );
  });
  afterAll(() => handle.close());

  const send = async (
    body: BodyInit | ReadableStream<Uint8Array>,
    opts: { as?: Person; to?: string; type?: string; headers?: Record<string, string> } = {},
  ): Promise<Sent> => {
    const headers = new Headers(opts.headers);
    if (opts.as) headers.set("cookie", opts.as.cookie);
    if (opts.type) headers.set("content-type", opts.type);
    const url = `${ORIGIN}${PHOTO_UPLOAD_PATH}${opts.to ? `?to=${opts.to}` : ""}`;
    const request = new Request(url, { method: "POST", headers, body, duplex: "half" } as RequestInit);
    let response: Response;
    try {
      response = (await action(routeArgs(request, app.context()) as never)) as Response;
    } catch (thrown) {
      if (!(thrown instanceof Response)) throw thrown;
      response = thrown;
    }
    const json = response.headers.get("content-type")?.includes("json");
    return {
      status: response.status,
      location: response.headers.get("location"),
      body: json ? ((await response.json()) as UploadAnswer) : null,
    };
  };
  const storedFiles = async (siteId: string) => {
    const folders = await app.storage.list("site-photos", siteId);
    const files = await Promise.all(folders.map((f) => app.storage.list("site-photos", `${siteId}/${f.name}`)));
    return files.flat().length;
  };

  it("takes the pipeline's limit", () => {
    expect(MAX_PHOTO_BYTES).toBe(MAX_UPLOAD_BYTES);
  });

  it("stores a real JPEG sent as the body, for the whole site, and answers the photo for the list", async () => {
    const cleared = app.siteCacheClears.length;
    const sent = await send(jpeg, { as: owner, type: "image/jpeg", to: "site" });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ ok: true, photo: { group: "site", width: 1200, height: 900 } });
    const photo = sent.body?.ok ? sent.body.photo : null;
    expect(photo?.thumb).toBe(`/media/site-photos/${site.id}/${photo?.id}/480.webp`);
    expect((await listSitePhotos(handle.db, site.id)).map((p) => p.id)).toEqual([photo?.id]);
    expect(await storedFiles(site.id)).toBe(6); // 480, 960 and 1200 in AVIF and WebP
    expect(app.siteCacheClears.slice(cleared)).toEqual([site.id]);
  });

  it("stores a JPEG sent as a multipart form, to one of the site's units", async () => {
    const [unit] = await listUnits(handle.db, site.id);
    const form = multipart(new Blob([jpeg], { type: "image/jpeg" }), "IMG_0042.jpg", { to: unit?.id ?? "" });
    const sent = await send(form, { as: owner });
    expect(sent).toMatchObject({ status: 200, body: { ok: true, photo: { group: unit?.id } } });
    expect((await listSitePhotos(handle.db, site.id)).map((p) => p.unitId)).toEqual([null, unit?.id]);
  });

  it("refuses a text file named .jpg by its bytes, and keeps nothing", async () => {
    const before = await storedFiles(site.id);
    const text = "Beste gast, dit is geen foto maar een tekstbestand dat zich voordoet als foto.\n".repeat(30);
    const form = multipart(new Blob([text], { type: "image/jpeg" }), "strand.jpg");
    expect(await send(form, { as: owner })).toMatchObject({
      status: 415,
      body: { ok: false, code: "unsupported_type" },
    });
    expect(await send(text, { as: owner, type: "image/jpeg" })).toMatchObject({
      status: 415,
      body: { ok: false, code: "unsupported_type" },
    });
    const small = new Uint8Array(
      await sharp(await drawUprightScene(150, 120))
        .png()
        .toBuffer(),
    );
    expect(await send(small, { as: owner, type: "image/png" })).toMatchObject({
      status: 422,
      body: { ok: false, code: "too_small" },
    });
    expect(await send(jpeg.subarray(0, 4000), { as: owner, type: "image/jpeg" })).toMatchObject({
      status: 422,
      body: { ok: false, code: "unreadable" },
    });
    expect(await listSitePhotos(handle.db, site.id)).toHaveLength(2);
    expect(await storedFiles(site.id)).toBe(before);
  });

  it("refuses a body over 20 MB with 413 in the owner's language, without reading on or storing anything", async () => {
    const before = await storedFiles(site.id);
    const big = chunked(MAX_PHOTO_BYTES + 1);
    const sent = await send(big.stream, { as: owner, type: "image/jpeg" });
    expect(sent.status).toBe(413);
    expect(sent.body).toMatchObject({ ok: false, code: "too_large" });
    expect(sent.body && !sent.body.ok && sent.body.message).toContain("groter dan 20 MB");
    expect(big.pulled()).toBeLessThanOrEqual(MAX_PHOTO_BYTES + 512 * 1024);

    // A multipart body, and a declared length, are held to it too; the Polish owner reads Polish.
    const form = multipart(new Blob([new Uint8Array(MAX_PHOTO_BYTES + 1)]), "huge.jpg");
    expect(await send(form, { as: owner })).toMatchObject({ status: 413, body: { code: "too_large" } });
    const declared = chunked(10);
    const polish = await send(declared.stream, {
      as: other,
      type: "image/heic",
      headers: { "content-length": String(MAX_PHOTO_BYTES + 1) },
    });
    expect(polish.status).toBe(413);
    expect(polish.body && !polish.body.ok && polish.body.message).toContain("ponad 20 MB");
    expect(declared.pulled()).toBe(0);

    expect(await listSitePhotos(handle.db, site.id)).toHaveLength(2);
    expect(await storedFiles(site.id)).toBe(before);
    expect(await listSitePhotos(handle.db, otherSite.id)).toEqual([]);
  });

  it("never stores a photo in another site's unit, and sends visitors to the login page", async () => {
    const [theirUnit] = await listUnits(handle.db, otherSite.id);
    expect(await send(jpeg, { as: owner, type: "image/jpeg", to: theirUnit?.id })).toMatchObject({
      status: 404,
      body: { ok: false, code: "unit" },
    });
    expect(await send(jpeg, { as: owner, type: "image/jpeg", to: "kamer-1" })).toMatchObject({
      status: 400,
      body: { ok: false, code: "unit" },
    });
    expect(await send(jpeg, { as: owner, type: "image/jpeg", to: "other" })).toMatchObject({ status: 400 });
    expect(await send(jpeg, { type: "image/jpeg" })).toMatchObject({
      status: 302,
      location: `/login?next=${encodeURIComponent(PHOTO_UPLOAD_PATH)}`,
    });
    // A page of another site cannot post an owner's photo here.
    expect(
      await send(jpeg, { as: owner, type: "image/jpeg", headers: { origin: "https://elders.example" } }),
    ).toMatchObject({ status: 403 });
    expect(await listSitePhotos(handle.db, otherSite.id)).toEqual([]);
    expect(await listSitePhotos(handle.db, site.id)).toHaveLength(2);
  });

  it("refuses photos over the site's cap or storage quota with 409 in the owner's language, keeping every photo they have; each owner sees their own counts", async () => {
    const admin = await app.signInAdmin({ email: "beheer@vayvista.test" });
    expect((await send(jpeg, { as: other, type: "image/jpeg" })).status).toBe(200);
    await savePhotoPlatformSettings(handle.db, { maxPhotosPerSite: 1, storageQuotaMb: 1024 }, admin.id);
    const files = await storedFiles(otherSite.id);

    const overCap = await send(jpeg, { as: other, type: "image/jpeg" });
    expect(overCap).toMatchObject({ status: 409, body: { ok: false, code: "photo_limit" } });
    expect(overCap.body?.ok === false && overCap.body.message).toBe(
      "Twoja strona ma już maksymalną liczbę zdjęć (1). Usuń zdjęcia, których nie używasz, aby dodać nowe.",
    );
    expect(await listSitePhotos(handle.db, otherSite.id)).toHaveLength(1);
    expect(await storedFiles(otherSite.id)).toBe(files);

    // The photo manager shows each owner the figures of their own site only.
    const usageOf = async (as: Person) =>
      ((await app.call(photosLoader, "/dashboard/content/photos", { as })).data as PhotoManagerData).usage;
    const storedBytes = async (siteId: string) => {
      const rows = await handle.db
        .select({ size: storageObjects.size, path: storageObjects.path })
        .from(storageObjects);
      return rows.filter((r) => r.path.startsWith(`${siteId}/`)).reduce((sum, r) => sum + r.size, 0);
    };
    const theirs = await usageOf(other);
    expect(theirs).toEqual({
      photos: 1,
      maxPhotos: 1,
      bytes: await storedBytes(otherSite.id),
      quotaBytes: 1024 * 1024 * 1024,
    });
    const mine = await usageOf(owner);
    expect(mine.photos).toBe((await listSitePhotos(handle.db, site.id)).length);
    expect(mine.bytes).toBe(await storedBytes(site.id));
    expect(mine.bytes).not.toBe(theirs.bytes);

    // A storage quota the site's photos already fill: refused before anything is processed.
    await savePhotoPlatformSettings(handle.db, { maxPhotosPerSite: 300, storageQuotaMb: 10 }, admin.id);
    await handle.db.insert(storageObjects).values({
      bucket: "site-photos",
      path: `${otherSite.id}/filler/large.avif`,
      size: 10 * 1024 * 1024,
      contentType: "image/avif",
      cacheControl: "public",
    });
    const full = await send(jpeg, { as: other, type: "image/jpeg" });
    expect(full).toMatchObject({ status: 409, body: { ok: false, code: "storage_full" } });
    expect(full.body?.ok === false && full.body.message).toContain("(10 MB)");
    expect(await listSitePhotos(handle.db, otherSite.id)).toHaveLength(1);
    // Another owner's site is not held back by it.
    expect((await send(jpeg, { as: owner, type: "image/jpeg" })).status).toBe(200);
    await savePhotoPlatformSettings(handle.db, { maxPhotosPerSite: 300, storageQuotaMb: 1024 }, admin.id);
  });

  it("lets an account send its uploads an hour, then answers 429 in the owner's language before reading the photo; another owner goes on", async () => {
    const key = rateLimitKey("photo-upload", other.id);
    for (let i = 0; i < PHOTO_UPLOADS_PER_HOUR; i++) {
      await hitRateLimit(handle.db, key, { limit: PHOTO_UPLOADS_PER_HOUR, windowSeconds: 3600 });
    }
    const photos = await listSitePhotos(handle.db, otherSite.id);
    const big = chunked(MAX_UPLOAD_BYTES);
    const refused = await send(big.stream, { as: other, type: "image/jpeg" });
    expect(refused).toMatchObject({ status: 429, body: { ok: false, code: "rate_limited" } });
    expect(refused.body?.ok === false && refused.body.message).toBe(
      "W krótkim czasie dodano wiele zdjęć. Odczekaj chwilę (najwyżej godzinę) i spróbuj ponownie.",
    );
    expect(big.pulled()).toBeLessThan(1024 * 1024);
    expect(await listSitePhotos(handle.db, otherSite.id)).toEqual(photos);
    expect((await send(jpeg, { as: owner, type: "image/jpeg" })).status).toBe(200);
  });
});
