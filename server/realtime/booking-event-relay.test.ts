import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { type TestBackend, testBackends } from "../../db/testing.ts";
import { type BookingEvent, BookingEventBus } from "../../modules/stays/booking-events.ts";
import { createLogger } from "../logger.ts";
import { BOOKING_EVENTS_TOPIC, type BookingEventRelay, startBookingEventRelay } from "./booking-event-relay.ts";
import { CLUSTER_CHANNEL, type ClusterChannel, openClusterChannel } from "./cluster-channel.ts";

const SITE = "6f1c1c1e-2b1a-4c55-9d43-0c8d3f3b6a11";
const event = (stayId: string): BookingEvent => ({
  type: "created",
  action: "booked",
  stayId,
  unitId: "8a6e0f0e-4f6f-4d0a-8a4b-7d6c5b4a3f21",
  kind: "booking",
  status: "confirmed",
  source: "direct",
  checkIn: "2027-07-01",
  checkOut: "2027-07-04",
  guestName: "Eva Jansen",
  holdExpiresAt: null,
  timeZone: "Europe/Amsterdam",
});

/** The stays each event named, in the order the site's listener on `bus` heard them. */
function listen(bus: BookingEventBus) {
  const heard: string[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  const stop = bus.subscribe(SITE, (e) => {
    heard.push(e.stayId);
    for (const w of waiting) if (heard.length >= w.count) w.resolve();
  });
  const until = (count: number) =>
    heard.length >= count ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ count, resolve }));
  return { heard, until, stop };
}

/** A database of `backend` with this instance's bus and relay started on it; both closed after the suite. */
function instanceOn(backend: TestBackend) {
  const bus = new BookingEventBus();
  let handle: DatabaseHandle | undefined;
  let relay: BookingEventRelay | null = null;
  let channel: ClusterChannel | null = null;
  beforeAll(async () => {
    handle = await backend.open();
    const log = createLogger("silent");
    channel = await openClusterChannel(handle.raw, { listen: true }, log);
    relay = startBookingEventRelay(channel, bus, log);
  });
  afterAll(async () => {
    await relay?.stop();
    await channel?.stop();
    await handle?.close();
  });
  return {
    bus,
    get handle(): DatabaseHandle {
      if (!handle) throw new Error("the database opens in beforeAll");
      return handle;
    },
    get relay() {
      return relay;
    },
    async stopRelay() {
      await relay?.stop();
      relay = null;
    },
  };
}

describe.each(testBackends())("the owners' live events on $name", (backend) => {
  const instance = instanceOn(backend);

  it("reach the site's dashboards once per event, whichever way they travel", async () => {
    expect(instance.relay === null).toBe(instance.handle.kind === "pglite");
    const line = listen(instance.bus);
    instance.bus.publish(SITE, event("a"));
    instance.bus.publish(SITE, event("b"));
    await line.until(2);
    // A third, so a doubled "b" would have arrived before it.
    instance.bus.publish(SITE, event("c"));
    await line.until(3);
    expect(line.heard).toEqual(["a", "b", "c"]);
    line.stop();
  });
});

describe.each(testBackends().filter((backend) => backend.name === "postgres"))(
  "the owners' live events across instances on $name",
  (backend) => {
    const instance = instanceOn(backend);

    it("reach a dashboard connected here when another instance made the booking", async () => {
      const { raw } = instance.handle;
      if (raw.kind !== "postgres") throw new Error("a Postgres backend");
      const line = listen(instance.bus);
      // Another instance: its own connection to the same database, sending as the relay does.
      const other = new pg.Client(raw.pool.options);
      await other.connect();
      await other.query("select pg_notify($1, $2)", [
        CLUSTER_CHANNEL,
        JSON.stringify({
          topic: BOOKING_EVENTS_TOPIC,
          from: "another instance",
          data: { siteId: SITE, event: event("elsewhere") },
        }),
      ]);
      await other.query("select pg_notify($1, $2)", [CLUSTER_CHANNEL, "not an event"]);
      await other.query("select pg_notify($1, $2)", [
        CLUSTER_CHANNEL,
        JSON.stringify({ topic: BOOKING_EVENTS_TOPIC, from: "another instance", data: "not an event" }),
      ]);
      await other.end();
      await line.until(1);
      expect(line.heard).toEqual(["elsewhere"]);
      line.stop();
    });

    it("go back to this process alone once stopped", async () => {
      await instance.stopRelay();
      const line = listen(instance.bus);
      instance.bus.publish(SITE, event("local"));
      expect(line.heard).toEqual(["local"]);
      line.stop();
    });
  },
);
