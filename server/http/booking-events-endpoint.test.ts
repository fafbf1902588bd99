import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { testBackends } from "../../db/testing.ts";
import type { OwnerSite } from "../../modules/sites/create-owner-site.ts";
import { type BookingEvent, publishBookingEvent } from "../../modules/stays/booking-events.ts";
import {
  giveSite,
  type Person,
  pageRequest,
  type RouteHarness,
  routeHarness,
} from "../../tests/support/route-harness.ts";
import { BOOKING_EVENTS_PATH, bookingEventsEndpoint } from "./booking-events-endpoint.ts";

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
    const endpoint = bookingEventsEndpoint({ db: handle.db, auth: app.auth });
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

    publishBookingEvent(piotrs.id, event("p-1", "Ola"));
    publishBookingEvent(sannes.id, event("s-1", "Jonas"));
    publishBookingEvent(piotrs.id, event("p-2", "Kasia"));
    publishBookingEvent(sannes.id, event("s-2", "Anna"));

    const seen = (await bookingEvents(mineReader, 2)) as BookingEvent[];
    expect(seen.map((e) => [e.stayId, e.guestName])).toEqual([
      ["s-1", "Jonas"],
      ["s-2", "Anna"],
    ]);
    const theirSeen = (await bookingEvents(theirReader, 2)) as BookingEvent[];
    expect(theirSeen.map((e) => e.stayId)).toEqual(["p-1", "p-2"]);

    // Once the browser has gone, its line hears nothing more and the stream ends.
    abort.abort();
    publishBookingEvent(sannes.id, event("s-3", "Late"));
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
});
