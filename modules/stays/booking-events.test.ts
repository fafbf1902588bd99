import { describe, expect, it } from "vitest";
import { type BookingEvent, bookingEventOf, publishBookingEvent, subscribeBookingEvents } from "./booking-events.ts";

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
    const mine: BookingEvent[] = [];
    const theirs: BookingEvent[] = [];
    const stopMine = subscribeBookingEvents("site-a", (event) => mine.push(event));
    const stopTheirs = subscribeBookingEvents("site-b", (event) => theirs.push(event));
    const event = bookingEventOf(stay, "requested", "Europe/Amsterdam");
    publishBookingEvent("site-a", event);
    expect(mine).toEqual([event]);
    expect(theirs).toEqual([]);
    stopMine();
    stopMine();
    publishBookingEvent("site-a", event);
    expect(mine).toHaveLength(1);
    stopTheirs();
    // Nobody listening is fine.
    publishBookingEvent("site-c", event);
  });

  it("still reach the other listeners when one throws", () => {
    const heard: string[] = [];
    const stops = [
      subscribeBookingEvents("site-d", () => {
        throw new Error("closed connection");
      }),
      subscribeBookingEvents("site-d", (event) => heard.push(event.stayId)),
    ];
    publishBookingEvent("site-d", bookingEventOf(stay, "requested", "Europe/Amsterdam"));
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
