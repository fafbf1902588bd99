import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { calendarFeeds, stays } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { BookingEventBus } from "../stays/booking-events.ts";
import { heldRanges } from "../stays/held-nights.ts";
import { promoteFreedConflicts } from "../stays/promote-freed-conflicts.ts";
import { insertConflict } from "../stays/testing/conflict-row.ts";
import { ADDRESSING, bookableSite, guestBooking } from "./booking.testing.ts";
import { cancelBooking } from "./cancel-booking.ts";
import { createBooking } from "./create-booking.ts";
import { declineRequest } from "./decline-request.ts";
import { releaseExpiredHolds } from "./release-expired-holds.ts";
import { removeBlock } from "./remove-block.ts";

/** The test's live calendar events, as the server process has one. */
const bus = new BookingEventBus();

const NOW = new Date("2026-07-01T10:00:00Z");
const HOUR = 3_600_000;

describe.each(testBackends())("an imported stay in conflict, once its nights are free, on $name", (backend) => {
  let handle: DatabaseHandle;
  let db: Database;
  let siteId = "";
  let unitId = "";
  let feedId = "";

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
    const site = await bookableSite(db, ["duinhuis"], { bookingMode: "request", requestHoldHours: 24, minNights: 1 });
    siteId = site.siteId;
    unitId = site.units[0] ?? "";
    const [feed] = await db
      .insert(calendarFeeds)
      .values({ siteId, unitId, channel: "airbnb", name: "Airbnb", url: "https://www.airbnb.example/calendar.ics" })
      .returning();
    feedId = feed?.id ?? "";
  });
  afterAll(() => handle.close());

  const hold = async (
    checkIn: string,
    checkOut: string,
    status: "confirmed" | "request",
    holdEnds?: Date,
    kind: "booking" | "block" = "booking",
  ) => {
    const [row] = await db
      .insert(stays)
      .values({
        siteId,
        unitId,
        kind,
        status,
        checkIn,
        checkOut,
        source: kind === "block" ? "manual" : "direct",
        holdExpiresAt: holdEnds,
        guestName: "Jonas Becker",
        guestEmail: "jonas@example.de",
        lang: "de",
      })
      .returning({ id: stays.id });
    return row?.id ?? "";
  };
  const conflict = (uid: string, checkIn: string, checkOut: string, conflictWith: string) =>
    insertConflict(db, { siteId, unitId, feedId, uid, checkIn, checkOut, conflictWith });
  const statusOf = async (id: string) =>
    (await db.select({ status: stays.status }).from(stays).where(eq(stays.id, id)))[0]?.status;

  it("takes the nights a cancelled booking gave up, and stays a conflict where another still holds them", async () => {
    const cancelled = await hold("2026-08-01", "2026-08-05", "confirmed");
    const kept = await hold("2026-08-10", "2026-08-12", "confirmed");
    const freed = await conflict("a", "2026-08-02", "2026-08-04", cancelled);
    const stuck = await conflict("b", "2026-08-09", "2026-08-11", kept);
    await db.update(calendarFeeds).set({ lastAttemptAt: NOW }).where(eq(calendarFeeds.id, feedId));

    const promoted = await db.transaction(async (tx) => {
      await tx.update(stays).set({ status: "cancelled" }).where(eq(stays.id, cancelled));
      return promoteFreedConflicts(tx, unitId, NOW);
    });

    expect(promoted).toBe(1);
    expect(await statusOf(freed)).toBe("confirmed");
    expect(await statusOf(stuck)).toBe("conflict");
    // The channel's nights are no longer for sale on the site.
    const booked = await createBooking(db, siteId, guestBooking({ checkIn: "2026-08-02", checkOut: "2026-08-03" }), {
      bookingEvents: bus,
      now: NOW,
    });
    expect(booked).toMatchObject({ ok: false, code: "dates_unavailable" });
    // The feed is fetched again at once, to cut the events that are only partly free.
    const [feed] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.id, feedId));
    expect(feed?.lastAttemptAt).toBeNull();
  });

  it("gives a channel's stay the nights of a request whose hold ran out before a guest of the site can take them", async () => {
    const request = await hold("2026-09-01", "2026-09-04", "request", new Date(NOW.getTime() + 24 * HOUR));
    const clashing = await conflict("c", "2026-09-01", "2026-09-04", request);
    const later = new Date(NOW.getTime() + 25 * HOUR);
    // The site shows the nights taken from the moment the hold ran out, before anything changes.
    expect(await heldRanges(db, unitId, "2026-09-01", "2026-09-04", NOW)).toEqual([
      { checkIn: "2026-09-01", checkOut: "2026-09-04" },
    ]);
    expect(await heldRanges(db, unitId, "2026-09-01", "2026-09-04", later)).toEqual([
      { checkIn: "2026-09-01", checkOut: "2026-09-04" },
    ]);

    const booked = await createBooking(db, siteId, guestBooking({ checkIn: "2026-09-02", checkOut: "2026-09-03" }), {
      bookingEvents: bus,
      now: later,
    });

    expect(booked).toMatchObject({ ok: false, code: "dates_unavailable" });
    // The refused booking's transaction is undone; the expiry job makes it so for the records.
    expect(await releaseExpiredHolds(db, ADDRESSING, bus, later)).toBe(1);
    expect(await statusOf(request)).toBe("expired");
    expect(await statusOf(clashing)).toBe("confirmed");
  });

  it.each([
    [
      "cancels the booking",
      "confirmed",
      (id: string) => cancelBooking(db, siteId, id, {}, { addressing: ADDRESSING, bookingEvents: bus, now: NOW }),
    ],
    [
      "declines the request",
      "request",
      (id: string) => declineRequest(db, siteId, id, {}, { addressing: ADDRESSING, bookingEvents: bus, now: NOW }),
    ],
    ["lifts the block", "block", (id: string) => removeBlock(db, siteId, id, bus)],
  ] as const)("takes the nights at once when the owner %s it clashed with", async (_, what, act) => {
    const month = { confirmed: "10", request: "11", block: "12" }[what];
    const holder = await hold(
      `2026-${month}-01`,
      `2026-${month}-05`,
      what === "request" ? "request" : "confirmed",
      what === "request" ? new Date(NOW.getTime() + 24 * HOUR) : undefined,
      what === "block" ? "block" : "booking",
    );
    const clashing = await conflict(`owner-${what}`, `2026-${month}-02`, `2026-${month}-04`, holder);
    expect(await act(holder)).toMatchObject({ ok: true });
    expect(await statusOf(clashing)).toBe("confirmed");
  });
});
