import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { testBackends } from "../../db/testing.ts";
import { ADDRESSING, bookableSite, emailsTo, guestBooking, ownerAddress } from "../booking/booking.testing.ts";
import { createBooking } from "../booking/create-booking.ts";
import { BookingEventBus } from "../stays/booking-events.ts";
import { ownerNotificationsOf, ownerWants, saveOwnerNotifications } from "./owner-notifications.ts";

const NOW = new Date("2026-07-01T10:00:00Z");
const bus = new BookingEventBus();

describe.each(testBackends())("the owner's notification choices on $name", (backend) => {
  let handle: DatabaseHandle;
  let db: Database;

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
  });
  afterAll(() => handle.close());

  it("sends every owner email by default, and leaves out new bookings once switched off; the guest hears all the same", async () => {
    const site = await bookableSite(db, ["zeezicht"]);
    expect(Object.values(await ownerNotificationsOf(db, site.siteId)).every(Boolean)).toBe(true);
    await saveOwnerNotifications(db, site.siteId, new Set(["payment_received"]));
    expect(await ownerWants(db, site.siteId, "new_booking")).toBe(false);

    const booked = await createBooking(
      db,
      site.siteId,
      guestBooking({ checkIn: "2026-08-10", checkOut: "2026-08-14" }, { email: "lena@example.de" }),
      { bookingEvents: bus, now: NOW, addressing: ADDRESSING },
    );
    if (!booked.ok) throw new Error(booked.code);
    expect((await emailsTo(db, "lena@example.de")).map((e) => [e.templateKey, e.sender])).toEqual([
      ["booking-confirmed", "site"],
    ]);
    expect(await emailsTo(db, await ownerAddress(db, site.ownerId))).toEqual([]);
  });

  it("always tells the owner of a booking request, which waits for their answer", async () => {
    const site = await bookableSite(db, ["boshut"], { bookingMode: "request", requestHoldHours: 24 });
    await saveOwnerNotifications(db, site.siteId, new Set());
    expect((await ownerNotificationsOf(db, site.siteId)).booking_request).toBe(true);
    const requested = await createBooking(
      db,
      site.siteId,
      guestBooking({ checkIn: "2026-08-10", checkOut: "2026-08-12" }, { email: "tomasz@example.pl" }),
      { bookingEvents: bus, now: NOW, addressing: ADDRESSING },
    );
    if (!requested.ok) throw new Error(requested.code);
    const toOwner = await emailsTo(db, await ownerAddress(db, site.ownerId));
    expect(toOwner.map((e) => [e.templateKey, e.sender])).toEqual([["booking-request-received", "platform"]]);
  });
});
