import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_PHOTO_REQUEST_BYTES, PHOTO_UPLOAD_PATH } from "../app/components/dashboard/photos/photo-types.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { testBackends } from "../db/testing.ts";
import { testAuth } from "../modules/accounts/test-support.ts";
import { PhotoQueue } from "../modules/photos/photo-queue.ts";
import { MAX_UPLOAD_BYTES } from "../modules/photos/process-photo.ts";
import { BookingEventBus } from "../modules/stays/booking-events.ts";
import { createServerApp, MAX_REQUEST_BYTES } from "./app.ts";
import { loadConfig } from "./config.ts";
import { createLogger } from "./logger.ts";

/** `size` bytes in 64 KiB chunks, without Content-Length. */
function chunked(size: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= size) return controller.close();
      const chunk = new Uint8Array(Math.min(64 * 1024, size - sent)).fill(97);
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
}

describe.each(testBackends())("the server's body limit for photo uploads on $name", (backend) => {
  let database: DatabaseHandle;
  let server: ReturnType<typeof createServerApp>;
  /** Bytes each request that reached the router carried, by path. */
  let received: [string, number][];

  beforeAll(async () => {
    database = await backend.open();
    received = [];
    server = createServerApp({
      auth: testAuth(database.db).auth,
      secretsKey: Buffer.alloc(32, 7),
      config: loadConfig({ APP_DOMAIN: "vayvista.nl" }),
      database,
      log: createLogger("silent"),
      cachePages: false,
      enhanceScript: "/assets/enhance-test.js",
      bookingEvents: new BookingEventBus(),
      photoQueue: new PhotoQueue(),
      handlePage: async (request: Request) => {
        const bytes = request.body ? (await request.arrayBuffer()).byteLength : 0;
        received.push([new URL(request.url).pathname, bytes]);
        return Response.json({ ok: true });
      },
    });
  });
  afterAll(() => database.close());

  const post = (path: string, body: BodyInit, headers: Record<string, string> = {}, method = "POST") =>
    server.app.request(`http://vayvista.nl${path}`, {
      method,
      headers: { host: "vayvista.nl", "content-type": "image/jpeg", ...headers },
      body,
      duplex: "half",
    } as RequestInit);

  it("lets a photo of up to 20 MB through to the upload route only, counted as it arrives", async () => {
    // The limit leaves room for a multipart envelope around the pipeline's largest photo.
    expect(MAX_PHOTO_REQUEST_BYTES).toBeGreaterThan(MAX_UPLOAD_BYTES);
    expect(MAX_PHOTO_REQUEST_BYTES - MAX_UPLOAD_BYTES).toBeLessThanOrEqual(64 * 1024);

    const size = MAX_UPLOAD_BYTES;
    expect((await post(PHOTO_UPLOAD_PATH, chunked(size))).status).toBe(200);
    expect((await post(PHOTO_UPLOAD_PATH, new Uint8Array(3 * 1024 * 1024))).status).toBe(200);
    expect(received).toEqual([
      [PHOTO_UPLOAD_PATH, size],
      [PHOTO_UPLOAD_PATH, 3 * 1024 * 1024],
    ]);
  });

  it("refuses more than that, and more than 1 MiB anywhere else", async () => {
    received = [];
    expect((await post(PHOTO_UPLOAD_PATH, chunked(MAX_PHOTO_REQUEST_BYTES + 1))).status).toBe(413);
    const declared = await post(PHOTO_UPLOAD_PATH, chunked(10), {
      "content-length": String(MAX_PHOTO_REQUEST_BYTES + 1),
    });
    expect(declared.status).toBe(413);
    // The photo manager's own page, a query string's trick and another method keep the 1 MiB limit.
    expect((await post("/dashboard/content/photos", chunked(MAX_REQUEST_BYTES + 1))).status).toBe(413);
    expect((await post(`${PHOTO_UPLOAD_PATH}/x`, chunked(MAX_REQUEST_BYTES + 1))).status).toBe(413);
    expect((await post(PHOTO_UPLOAD_PATH, chunked(MAX_REQUEST_BYTES + 1), {}, "PUT")).status).toBe(413);
    expect(received).toEqual([]);
  });
});
