import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { calendarFeeds, stays } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { exportFeed } from "../calendar-sync/export-feed.ts";
import { BookingEventBus } from "../stays/booking-events.ts";
import { insertConflict } from "../stays/testing/conflict-row.ts";
import { ADDRESSING, bookableSite, guestBooking, listenTo } from "./booking.testing.ts";
import { changeBlock } from "./change-block.ts";
import { createBlock } from "./create-block.ts";
import { createBooking } from "./create-booking.ts";

/** The test's live calendar events, as the server process has one. */
const bus = new BookingEventBus();

const NOW = new Date("2026-07-01T10:00:00Z");
const HOUR = 3_600_000;
const MISSING = "3b241101-e2bb-4255-8caf-4136c566a962";
const ctx = { addressing: ADDRESSING, bookingEvents: bus, now: NOW };

describe.each(testBackends())("the owner changes a block on $name", (backend) => {
  let handle: DatabaseHandle;
  let db: Database;
  let mine: Awaited<ReturnType<typeof bookableSite>>;
  let theirs: Awaited<ReturnType<typeof bookableSite>>;
  let feedId = "";

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
    mine = await bookableSite(db, ["duinhuis", "boshut"], {
      bookingMode: "request",
      requestHoldHours: 24,
      minNights: 1,
    });
    theirs = await bookableSite(db, ["domek"]);
    const [feed] = await db
      .insert(calendarFeeds)
      .values({
        siteId: mine.siteId,
        unitId: duinhuis(),
        channel: "airbnb",
        name: "Airbnb",
        url: "https://www.airbnb.example/calendar.ics",
      })
      .returning();
    feedId = feed?.id ?? "";
  });
  afterAll(() => handle.close());

  function duinhuis() {
    return mine.units[0] ?? "";
  }
  const boshut = () => mine.units[1] ?? "";

  async function block(checkIn: string, checkOut: string, unitId = duinhuis(), label: string | null = "Schilderen") {
    const made = await createBlock(db, mine.siteId, { unitId, checkIn, checkOut, label }, ctx);
    if (!made.ok) throw new Error(`not blocked: ${made.reason}`);
    return made.stay.id;
  }
  /** A guest's request on my site (its hold runs 24 hours from `at`). */
  async function request(checkIn: string, checkOut: string, at = NOW, unit = "duinhuis") {
    const made = await createBooking(db, mine.siteId, guestBooking({ checkIn, checkOut, unit }), {
      bookingEvents: bus,
      now: at,
      addressing: ADDRESSING,
    });
    if (!made.ok) throw new Error(`not booked: ${made.code}`);
    return made.booking.id;
  }
  const rowOf = async (id: string) => (await db.select().from(stays).where(eq(stays.id, id)))[0];
  const guestCanBook = async (checkIn: string, checkOut: string, unit = "duinhuis") =>
    (await createBooking(db, mine.siteId, guestBooking({ checkIn, checkOut, unit }), { bookingEvents: bus, now: NOW }))
      .ok;

  it("moves a block to other nights and another unit, renames it, and tells the live calendar", async () => {
    const id = await block("2026-08-01", "2026-08-05");
    const live = listenTo(bus, mine.siteId);
    const result = await changeBlock(
      db,
      mine.siteId,
      id,
      { unitId: boshut(), checkIn: "2026-08-03", checkOut: "2026-08-08", label: "  Familie " },
      ctx,
    );
    live.stop();
    expect(result).toMatchObject({
      ok: true,
      changed: true,
      stay: { id, kind: "block", unitId: boshut(), checkIn: "2026-08-03", checkOut: "2026-08-08" },
    });
    expect(await rowOf(id)).toMatchObject({ label: "Familie", status: "confirmed", source: "manual" });
    expect(live.events).toEqual([
      expect.objectContaining({ type: "changed", action: "changed", stayId: id, unitId: boshut() }),
    ]);
    // The nights it left are for guests again; the ones it took are not.
    expect(await guestCanBook("2026-08-01", "2026-08-05")).toBe(true);
    expect(await guestCanBook("2026-08-07", "2026-08-09", "boshut")).toBe(false);
    // The exported calendar shows the block where it now is.
    const feed = await exportFeed(
      db,
      { site: { siteId: mine.siteId }, unit: boshut(), token: `token-${mine.siteId}`, forChannel: null },
      { ownDomain: "vayvista.example", now: NOW },
    );
    expect(feed?.ics).toContain("DTSTART;VALUE=DATE:20260803");
  });

  it("keeps what is left out, clears an emptied label, and writes nothing when nothing differs", async () => {
    const id = await block("2026-08-20", "2026-08-22");
    expect(await changeBlock(db, mine.siteId, id, { checkOut: "2026-08-24" }, ctx)).toMatchObject({
      ok: true,
      stay: { unitId: duinhuis(), checkIn: "2026-08-20", checkOut: "2026-08-24" },
    });
    expect((await rowOf(id))?.label).toBe("Schilderen");
    expect(await changeBlock(db, mine.siteId, id, { label: " " }, ctx)).toMatchObject({ ok: true, changed: true });
    expect((await rowOf(id))?.label).toBeNull();
    const live = listenTo(bus, mine.siteId);
    const same = await changeBlock(db, mine.siteId, id, { checkIn: "2026-08-20", label: "" }, ctx);
    live.stop();
    expect(same).toMatchObject({ ok: true, changed: false });
    expect(live.events).toEqual([]);
  });

  it("answers 'dates taken' for nights another stay holds, and allows back to back", async () => {
    const id = await block("2026-09-01", "2026-09-04");
    const guest = await request("2026-09-06", "2026-09-09");
    await block("2026-09-01", "2026-09-03", boshut(), "Onderhoud");
    expect(await changeBlock(db, mine.siteId, id, { checkOut: "2026-09-07" }, ctx)).toEqual({
      ok: false,
      reason: "dates-taken",
    });
    expect(await changeBlock(db, mine.siteId, id, { unitId: boshut() }, ctx)).toEqual({
      ok: false,
      reason: "dates-taken",
    });
    expect(await rowOf(id)).toMatchObject({ unitId: duinhuis(), checkIn: "2026-09-01", checkOut: "2026-09-04" });
    expect((await rowOf(guest))?.status).toBe("request");
    // Up to the guest's day of arrival is fine.
    expect(await changeBlock(db, mine.siteId, id, { checkOut: "2026-09-06" }, ctx)).toMatchObject({
      ok: true,
      stay: { checkOut: "2026-09-06" },
    });
    expect(
      await changeBlock(db, mine.siteId, id, { checkIn: "2026-08-31", checkOut: "2026-09-01" }, ctx),
    ).toMatchObject({ ok: true, stay: { checkIn: "2026-08-31", checkOut: "2026-09-01" } });
  });

  it("moves onto the nights of a request whose hold ran out, which expires", async () => {
    const id = await block("2026-09-20", "2026-09-22");
    const lapsed = await request("2026-09-23", "2026-09-26");
    const later = { addressing: ADDRESSING, bookingEvents: bus, now: new Date(NOW.getTime() + 25 * HOUR) };
    expect(await changeBlock(db, mine.siteId, id, { checkOut: "2026-09-25" }, later)).toMatchObject({ ok: true });
    expect((await rowOf(lapsed))?.status).toBe("expired");
  });

  it("refuses a label that is too long, dates out of order and a unit that is not the site's", async () => {
    const id = await block("2026-10-01", "2026-10-03");
    expect(await changeBlock(db, mine.siteId, id, { label: "x".repeat(81) }, ctx)).toEqual({
      ok: false,
      reason: "label-too-long",
      max: 80,
    });
    expect(await changeBlock(db, mine.siteId, id, { checkOut: "2026-10-01" }, ctx)).toEqual({
      ok: false,
      reason: "invalid-dates",
    });
    expect(await changeBlock(db, mine.siteId, id, { checkIn: "2026-02-30" }, ctx)).toEqual({
      ok: false,
      reason: "invalid-dates",
    });
    expect(await changeBlock(db, mine.siteId, id, { unitId: theirs.units[0] }, ctx)).toEqual({
      ok: false,
      reason: "unknown-unit",
    });
    expect(await rowOf(id)).toMatchObject({ checkIn: "2026-10-01", checkOut: "2026-10-03", label: "Schilderen" });
  });

  it("finds only the site's own blocks: not another site's, a booking, an imported event or a malformed id", async () => {
    const theirBlock = await createBlock(
      db,
      theirs.siteId,
      { unitId: theirs.units[0] ?? "", checkIn: "2026-10-10", checkOut: "2026-10-12" },
      ctx,
    );
    if (!theirBlock.ok) throw new Error(theirBlock.reason);
    const booking = await request("2026-10-10", "2026-10-12");
    const [imported] = await db
      .insert(stays)
      .values({
        siteId: mine.siteId,
        unitId: duinhuis(),
        kind: "import",
        status: "confirmed",
        checkIn: "2026-10-20",
        checkOut: "2026-10-22",
        source: "airbnb",
        feedId,
        externalUid: "not-mine-to-move",
      })
      .returning({ id: stays.id });
    for (const id of [theirBlock.stay.id, booking, imported?.id ?? "", MISSING, "17"]) {
      expect(await changeBlock(db, mine.siteId, id, { checkIn: "2026-10-13", checkOut: "2026-10-14" }, ctx)).toEqual({
        ok: false,
        reason: "not-found",
      });
    }
    expect(await rowOf(theirBlock.stay.id)).toMatchObject({ checkIn: "2026-10-10", checkOut: "2026-10-12" });
    expect(await rowOf(booking)).toMatchObject({ kind: "booking", checkIn: "2026-10-10" });
  });

  it("gives a channel's stay that clashed with the block the nights it left", async () => {
    const id = await block("2026-11-01", "2026-11-05");
    const clash = (uid: string, checkIn: string, checkOut: string) =>
      insertConflict(db, { siteId: mine.siteId, unitId: duinhuis(), feedId, uid, checkIn, checkOut, conflictWith: id });
    const left = await clash("left", "2026-11-01", "2026-11-03");
    const kept = await clash("kept", "2026-11-04", "2026-11-06");
    await db.update(calendarFeeds).set({ lastAttemptAt: NOW }).where(eq(calendarFeeds.id, feedId));

    expect(await changeBlock(db, mine.siteId, id, { checkIn: "2026-11-03" }, ctx)).toMatchObject({ ok: true });

    expect(await rowOf(left)).toMatchObject({ status: "confirmed", conflictWith: null });
    expect((await rowOf(kept))?.status).toBe("conflict");
    // The channel's nights are not for sale on the site, and its feed is fetched again at once.
    expect(await guestCanBook("2026-11-01", "2026-11-02")).toBe(false);
    expect((await db.select().from(calendarFeeds).where(eq(calendarFeeds.id, feedId)))[0]?.lastAttemptAt).toBeNull();
  });
});
