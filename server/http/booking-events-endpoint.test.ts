import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { testBackends } from "../../db/testing.ts";
import type { OwnerSite } from "../../modules/sites/create-owner-site.ts";
import { type BookingEvent, BookingEventBus } from "../../modules/stays/booking-events.ts";
import {
  giveSite,
  type Person,
  pageRequest,
  type RouteHarness,
  routeHarness,
} from "../../tests/support/route-harness.ts";
import { BOOKING_EVENTS_PATH, bookingEventsEndpoint, MAX_LIVE_LINES_PER_ACCOUNT } from "./booking-events-endpoint.ts";

const decoder = new TextDecoder();

function event(stayId: string, guestName: string): BookingEvent {
  return {
    type: "created",
    action: "requested",
    stayId,
    unitId: "00000000-0000-4000-8000-000000000001",
    kind: "booking",
    status: "request",
    source: "direct",
    checkIn: "2026-07-10",
    checkOut: "2026-07-14",
    guestName,
    holdExpiresAt: "2026-07-02T10:00:00.000Z",
    timeZone: "Europe/Amsterdam",
  };
}

/** Reads the stream until `count` booking events have come, and gives their data. */
async function bookingEvents(reader: ReadableStreamDefaultReader<Uint8Array>, count: number): Promise<unknown[]> {
  const found: unknown[] = [];
  let text = "";
  while (found.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value);
    const frames = text.split("\n\n");
    text = frames.pop() ?? "";
    for (const frame of frames) {
      const data = frame.match(/^event: booking\ndata: (.*)$/m)?.[1];
      if (data) found.push(JSON.parse(data));
    }
  }
  return found;
}

describe.each(testBackends())("the dashboard's live line on $name", (backend) => {
  let handle: DatabaseHandle;
  let app: RouteHarness;
  let sanne: Person;
  let piotr: Person;
  let newcomer: Person;
  let sannes: OwnerSite;
  let piotrs: OwnerSite;
  const bus = new BookingEventBus();

  beforeAll(async () => {
    handle = await backend.open();
    app = routeHarness(handle.db);
    sanne = await app.signUpOwner({ email: "sanne@example.nl" });
    piotr = await app.signUpOwner({ email: "piotr@example.pl", lang: "pl" });
    newcomer = await app.signUpOwner({ email: "nieuw@example.nl" });
    sannes = await giveSite(handle.db, sanne.id, { siteName: "Villa Zon", subdomain: "villa-zon" });
    piotrs = await giveSite(handle.db, piotr.id, { siteName: "Domek", subdomain: "domek" });
  });
  afterAll(() => handle.close());

  const open = (as?: Person, path = BOOKING_EVENTS_PATH, signal?: AbortSignal) => {
    const endpoint = bookingEventsEndpoint({ db: handle.db, auth: app.auth, bookingEvents: bus });
    const request = pageRequest(path, as ? { as } : {});
    return endpoint(signal ? new Request(request, { signal }) : request, "203.0.113.7");
  };

  it("streams the owner's own site's events, never another owner's, whatever the address names", async () => {
    const abort = new AbortController();
    const mine = await open(sanne, `${BOOKING_EVENTS_PATH}?site=${piotrs.id}&siteId=${piotrs.id}`, abort.signal);
    expect(mine.status).toBe(200);
    expect(mine.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(mine.headers.get("cache-control")).toContain("no-store");
    const theirs = await open(piotr);
    const mineReader = mine.body?.getReader();
    const theirReader = theirs.body?.getReader();
    if (!mineReader || !theirReader) throw new Error("no stream");

    bus.publish(piotrs.id, event("p-1", "Ola"));
    bus.publish(sannes.id, event("s-1", "Jonas"));
    bus.publish(piotrs.id, event("p-2", "Kasia"));
    bus.publish(sannes.id, event("s-2", "Anna"));

    const seen = (await bookingEvents(mineReader, 2)) as BookingEvent[];
    expect(seen.map((e) => [e.stayId, e.guestName])).toEqual([
      ["s-1", "Jonas"],
      ["s-2", "Anna"],
    ]);
    const theirSeen = (await bookingEvents(theirReader, 2)) as BookingEvent[];
    expect(theirSeen.map((e) => e.stayId)).toEqual(["p-1", "p-2"]);

    // Once the browser has gone, its line hears nothing more and the stream ends.
    abort.abort();
    bus.publish(sannes.id, event("s-3", "Late"));
    expect(await bookingEvents(mineReader, 1)).toEqual([]);
    await theirReader.cancel();
  });

  it("refuses visitors (401) and accounts without a site (404), with no stream", async () => {
    const visitor = await open();
    expect(visitor.status).toBe(401);
    expect(visitor.body).toBeNull();
    const siteless = await open(newcomer);
    expect(siteless.status).toBe(404);
    expect(siteless.body).toBeNull();
  });

  it("caps an account's open lines, tells the tab over the cap so, and frees a place when a line ends", async () => {
    const endpoint = bookingEventsEndpoint({ db: handle.db, auth: app.auth, bookingEvents: bus });
    const openLine = async (as: Person, signal?: AbortSignal) => {
      const request = pageRequest(BOOKING_EVENTS_PATH, { as });
      const response = await endpoint(signal ? new Request(request, { signal }) : request, "203.0.113.7");
      const reader = response.body?.getReader();
      if (!reader) throw new Error("no stream");
      return { response, reader, first: decoder.decode((await reader.read()).value) };
    };
    const aborts = Array.from({ length: MAX_LIVE_LINES_PER_ACCOUNT }, () => new AbortController());
    const lines = [];
    for (const abort of aborts) lines.push(await openLine(sanne, abort.signal));
    expect(lines.map((line) => line.first)).toEqual(
      Array(MAX_LIVE_LINES_PER_ACCOUNT).fill("event: live\ndata: {}\n\n"),
    );
    expect(endpoint.openLines()).toBe(MAX_LIVE_LINES_PER_ACCOUNT);

    // One tab more: a clear answer the dashboard shows, and the stream ends; no line is held.
    const over = await openLine(sanne);
    expect(over.response.status).toBe(200);
    expect(over.first).toBe(`retry: 60000\nevent: limit\ndata: {"max":${MAX_LIVE_LINES_PER_ACCOUNT}}\n\n`);
    expect(await over.reader.read()).toEqual({ value: undefined, done: true });
    expect(endpoint.openLines()).toBe(MAX_LIVE_LINES_PER_ACCOUNT);
    expect(bus.listenerCount(sannes.id)).toBe(MAX_LIVE_LINES_PER_ACCOUNT);

    // Another owner is not held back by her tabs.
    const piotrsLine = await openLine(piotr);
    expect(piotrsLine.first).toBe("event: live\ndata: {}\n\n");

    // A tab closed (the browser went away) frees its place at once, and the next tab gets a line.
    aborts[0]?.abort();
    const again = await openLine(sanne);
    expect(again.first).toBe("event: live\ndata: {}\n\n");

    // Every line ended, however it ended: nothing is left of them.
    for (const abort of aborts) abort.abort();
    await again.reader.cancel();
    await piotrsLine.reader.cancel();
    expect(endpoint.openLines()).toBe(0);
    expect(bus.listenerCount()).toBe(0);
  });

  it("tells every open line to reconnect when the server drains, and ends it, so the browser finds another instance", async () => {
    const draining = new AbortController();
    const endpoint = bookingEventsEndpoint({
      db: handle.db,
      auth: app.auth,
      bookingEvents: bus,
      closing: draining.signal,
    });
    const line = await endpoint(pageRequest(BOOKING_EVENTS_PATH, { as: sanne }), "203.0.113.7");
    const reader = line.body?.getReader();
    if (!reader) throw new Error("no stream");
    expect(decoder.decode((await reader.read()).value)).toBe("event: live\ndata: {}\n\n");

    draining.abort();
    let rest = "";
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += decoder.decode(chunk.value);
    expect(rest).toBe("retry: 1000\nevent: reconnect\ndata: {}\n\n");
    expect(endpoint.openLines()).toBe(0);
    expect(bus.listenerCount(sannes.id)).toBe(0);

    // A tab asking again of this instance while it drains is sent on at once.
    const late = await endpoint(pageRequest(BOOKING_EVENTS_PATH, { as: sanne }), "203.0.113.7");
    expect(await late.text()).toBe("retry: 1000\nevent: reconnect\ndata: {}\n\n");
    expect(endpoint.openLines()).toBe(0);
  });
});
