import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "../db/client.ts";
import { testBackends } from "../db/testing.ts";
import { PhotoQueue } from "../modules/photos/photo-queue.ts";
import { listSitePhotos } from "../modules/photos/site-photo.ts";
import { drawUprightScene } from "../modules/photos/testing.ts";
import type { OwnerSite } from "../modules/sites/create-owner-site.ts";
import { type BookingEvent, BookingEventBus } from "../modules/stays/booking-events.ts";
import { listUnits } from "../modules/units/units.ts";
import { giveSite, ORIGIN, type Person, type RouteHarness, routeHarness } from "../tests/support/route-harness.ts";
import { createServerApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { BOOKING_EVENTS_PATH } from "./http/booking-events-endpoint.ts";
import type { PageHandler } from "./http/react-router-handler.ts";
import { createLogger } from "./logger.ts";

/*
 * The server process loads the domain modules once, and the router's server build carries a
 * copy of its own of every module it imports. These tests hand the pages such a second copy
 * (the module registry reset, the routes imported again), with the services made once, as
 * server/main.ts makes them: what the pages do must reach the server's side all the same.
 */

const HOST = new URL(ORIGIN).host;

/** The routes and the context key of a fresh copy of the modules, as a server build has them. */
async function routeCopy() {
  vi.resetModules();
  const [context, newStay, upload, events] = await Promise.all([
    import("../app/context.ts"),
    import("../app/routes/dashboard/booking-calendar/new-stay.tsx"),
    import("../app/routes/dashboard/content/photos-upload.ts"),
    import("../modules/stays/booking-events.ts"),
  ]);
  return { appContext: context.appContext, newStay: newStay.action, upload: upload.action, events };
}

type Copy = Awaited<ReturnType<typeof routeCopy>>;

/** Renders the two pages these tests post to with a copy's routes, as reactRouterHandler does with the build. */
function pagesOf(copyFor: (url: URL) => Copy): PageHandler {
  return async (request, services) => {
    const url = new URL(request.url);
    const path = url.pathname;
    const copy = copyFor(url);
    const { RouterContextProvider } = await import("react-router");
    const context = new RouterContextProvider();
    context.set(copy.appContext, services);
    const args = { request, context, params: {}, url: new URL(request.url), pattern: "" } as never;
    const run = path.endsWith("/photos/upload") ? copy.upload : copy.newStay;
    try {
      const answer = await run(args);
      return answer instanceof Response ? answer : Response.json(answer);
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  };
}

describe.each(testBackends())("the process-wide services on $name", (backend) => {
  let handle: DatabaseHandle;
  let harness: RouteHarness;
  let owner: Person;
  let site: OwnerSite;
  let jpeg: Uint8Array<ArrayBuffer>;
  // Made once, as server/main.ts makes them.
  const bookingEvents = new BookingEventBus();
  const photoQueue = new PhotoQueue();
  let copies: Copy[] = [];
  let server: ReturnType<typeof createServerApp>;

  beforeAll(async () => {
    handle = await backend.open();
    harness = routeHarness(handle.db);
    owner = await harness.signUpOwner({ email: "sanne@example.nl" });
    site = await giveSite(handle.db, owner.id, { siteName: "Duinhuis", subdomain: "duinhuis" });
    jpeg = new Uint8Array(
      await sharp(await drawUprightScene(1200, 900))
        .jpeg({ quality: 85 })
        .toBuffer(),
    );
    copies = [await routeCopy(), await routeCopy()];
    server = createServerApp({
      config: loadConfig({ APP_DOMAIN: HOST, PUBLIC_URL: ORIGIN }),
      database: handle,
      log: createLogger("silent"),
      auth: harness.auth,
      secretsKey: harness.secretsKey,
      bookingEvents,
      photoQueue,
      cachePages: false,
      enhanceScript: "/assets/enhance-test.js",
      // Each page from the copy its `?copy=` names (the first by default).
      handlePage: pagesOf((url) => copies[Number(url.searchParams.get("copy") ?? 0)] as Copy),
    });
  });
  afterAll(() => handle.close());

  const request = (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set("host", HOST);
    headers.set("cookie", owner.cookie);
    headers.set("origin", ORIGIN);
    return server.app.request(`${ORIGIN}${path}`, { ...init, headers });
  };

  it("are loaded twice, as in the server: the pages' copy is not the server's", () => {
    expect(copies[0]?.events.BookingEventBus).not.toBe(BookingEventBus);
    expect(copies[0]?.events.BookingEventBus).not.toBe(copies[1]?.events.BookingEventBus);
  });

  it("bring a block the owner adds on a page to their live calendar, heard on the server's side", async () => {
    const live = await request(BOOKING_EVENTS_PATH);
    expect(live.status).toBe(200);
    const reader = live.body?.getReader();
    if (!reader) throw new Error("no stream");
    expect(bookingEvents.listenerCount(site.id)).toBe(1);

    const [unit] = await listUnits(handle.db, site.id);
    const form = new URLSearchParams({
      kind: "block",
      unitId: unit?.id ?? "",
      checkIn: "2031-05-04",
      checkOut: "2031-05-08",
      label: "Schilderen",
      notes: "",
    });
    const added = await request("/dashboard/booking-calendar/new", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form,
    });
    expect(added.status).toBe(302);

    const heard = await nextBookingEvent(reader);
    expect(heard).toMatchObject({ type: "created", action: "blocked", checkIn: "2031-05-04", checkOut: "2031-05-08" });
    await reader.cancel();
    expect(bookingEvents.listenerCount()).toBe(0);
  });

  it("process two photos uploaded at once one at a time, through the one queue of the process", async () => {
    // A photo already being processed holds the process's turn.
    let release: () => void = () => {};
    const holding = photoQueue.run(() => new Promise<void>((resolve) => (release = resolve)));
    const upload = (copy: number) =>
      request(`/dashboard/content/photos/upload?to=site&copy=${copy}`, {
        method: "POST",
        headers: { "content-type": "image/jpeg" },
        body: jpeg,
      });
    const uploads = [upload(0), upload(1)];
    // Both wait for that turn, although they came through pages of their own copy of the modules.
    await vi.waitFor(() => expect(photoQueue.waiting).toBe(2), { timeout: 60_000, interval: 20 });
    expect(await listSitePhotos(handle.db, site.id)).toEqual([]);

    release();
    await holding;
    const answers = await Promise.all(uploads);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await listSitePhotos(handle.db, site.id)).toHaveLength(2);
    expect({ running: photoQueue.running, waiting: photoQueue.waiting }).toEqual({ running: 0, waiting: 0 });
  });
});

/** Reads the live line until its next `booking` event. */
async function nextBookingEvent(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<BookingEvent | null> {
  const decoder = new TextDecoder();
  let text = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return null;
    text += decoder.decode(value, { stream: true });
    const data = text.match(/event: booking\ndata: (.*)\n\n/)?.[1];
    if (data) return JSON.parse(data) as BookingEvent;
  }
}
