import { describe, expect, it } from "vitest";
import { type BookingEvent, BookingEventBus, bookingEventOf } from "./booking-events.ts";

const stay = {
  id: "s-1",
  unitId: "u-1",
  kind: "booking" as const,
  status: "request" as const,
  source: "direct",
  checkIn: "2026-08-10",
  checkOut: "2026-08-14",
  guestName: "Jonas",
  holdExpiresAt: new Date("2026-07-03T10:00:00Z"),
};

describe("booking events", () => {
  it("reach the listeners of their own site only, until they stop listening", () => {
    const bus = new BookingEventBus();
    const mine: BookingEvent[] = [];
    const theirs: BookingEvent[] = [];
    const stopMine = bus.subscribe("site-a", (event) => mine.push(event));
    const stopTheirs = bus.subscribe("site-b", (event) => theirs.push(event));
    const event = bookingEventOf(stay, "requested", "Europe/Amsterdam");
    bus.publish("site-a", event);
    expect(mine).toEqual([event]);
    expect(theirs).toEqual([]);
    stopMine();
    stopMine();
    bus.publish("site-a", event);
    expect(mine).toHaveLength(1);
    stopTheirs();
    // Nobody listening is fine, and a site nobody listens to any more is forgotten.
    bus.publish("site-c", event);
    expect(bus.listenerCount()).toBe(0);
  });

  it("go through the relay once one is set (to every instance), and back to this process without it", () => {
    const bus = new BookingEventBus();
    const heard: string[] = [];
    const relayed: string[] = [];
    const stop = bus.subscribe("site-e", (event) => heard.push(event.stayId));
    bus.setRelay((siteId, event) => relayed.push(`${siteId}/${event.stayId}`));
    bus.publish("site-e", bookingEventOf(stay, "requested", "UTC"));
    expect(relayed).toEqual(["site-e/s-1"]);
    expect(heard).toEqual([]);
    bus.deliver("site-e", bookingEventOf(stay, "requested", "UTC"));
    expect(heard).toEqual(["s-1"]);
    bus.setRelay(null);
    bus.publish("site-e", bookingEventOf(stay, "accepted", "UTC"));
    expect(heard).toEqual(["s-1", "s-1"]);
    stop();
  });

  it("of two buses stay apart: nothing is kept by the module itself", () => {
    const one = new BookingEventBus();
    const other = new BookingEventBus();
    const heard: string[] = [];
    one.subscribe("site-f", (event) => heard.push(event.stayId));
    other.publish("site-f", bookingEventOf(stay, "requested", "UTC"));
    expect(heard).toEqual([]);
    expect(one.listenerCount("site-f")).toBe(1);
    expect(other.listenerCount("site-f")).toBe(0);
  });

  it("still reach the other listeners when one throws", () => {
    const bus = new BookingEventBus();
    const heard: string[] = [];
    const stops = [
      bus.subscribe("site-d", () => {
        throw new Error("closed connection");
      }),
      bus.subscribe("site-d", (event) => heard.push(event.stayId)),
    ];
    bus.publish("site-d", bookingEventOf(stay, "requested", "Europe/Amsterdam"));
    expect(heard).toEqual(["s-1"]);
    for (const stop of stops) stop();
  });

  it("say what the calendar gains, changes or loses, and a request's hold as ISO time", () => {
    expect(bookingEventOf(stay, "requested", "Europe/Amsterdam")).toEqual({
      type: "created",
      action: "requested",
      stayId: "s-1",
      unitId: "u-1",
      kind: "booking",
      status: "request",
      source: "direct",
      checkIn: "2026-08-10",
      checkOut: "2026-08-14",
      guestName: "Jonas",
      holdExpiresAt: "2026-07-03T10:00:00.000Z",
      timeZone: "Europe/Amsterdam",
    });
    const accepted = bookingEventOf({ ...stay, status: "confirmed" }, "accepted", "Europe/Warsaw");
    expect(accepted).toMatchObject({ type: "changed", holdExpiresAt: null, timeZone: "Europe/Warsaw" });
    expect(bookingEventOf({ ...stay, kind: "block" }, "unblocked", "UTC").type).toBe("removed");
    expect(bookingEventOf({ ...stay, kind: "import" }, "imported", "UTC").type).toBe("created");
  });
});
