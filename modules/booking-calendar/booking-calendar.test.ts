import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { calendarFeeds, rentalUnits } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { InvalidIdError } from "../ids/uuid.ts";
import { bookStay, siteWithUnits } from "../vouchers/vouchers.testing.ts";
import { calendarMonth } from "./calendar-month.ts";
import { listStays } from "./list-stays.ts";
import { stayDetail } from "./stay-detail.ts";

const NOW = new Date("2026-07-10T12:00:00Z");
const TODAY = "2026-07-10";
const MISSING = "3b241101-e2bb-4255-8caf-4136c566a962";

describe.each(testBackends())("the owner's booking calendar on $name", (backend) => {
  let handle: DatabaseHandle;
  let db: Database;
  let mine: Awaited<ReturnType<typeof siteWithUnits>>;
  let theirs: Awaited<ReturnType<typeof siteWithUnits>>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
    mine = await siteWithUnits(db, ["duinhuis", "boshut", "oude-schuur"]);
    theirs = await siteWithUnits(db, ["domek"]);
    const [duinhuis = "", boshut = "", schuur = ""] = mine.units;
    await db.update(rentalUnits).set({ status: "archived" }).where(eq(rentalUnits.id, schuur));
    const [feed] = await db
      .insert(calendarFeeds)
      .values({
        siteId: mine.siteId,
        unitId: boshut,
        channel: "airbnb",
        name: "Airbnb",
        url: "https://example.com/a.ics",
      })
      .returning({ id: calendarFeeds.id });
    const at = (unitId: string) => ({ siteId: mine.siteId, unitId });
    ids.past = await bookStay(db, at(duinhuis), { checkIn: "2026-06-01", checkOut: "2026-06-05", guestName: "Anna" });
    ids.current = await bookStay(db, at(duinhuis), {
      checkIn: "2026-07-08",
      checkOut: "2026-07-12",
      guestName: "Jonas",
      reference: "VV-JONAS1",
      quote: { nights: [], totalCents: 50_000, violations: [] },
      totalCents: 50_000,
    });
    ids.request = await bookStay(db, at(duinhuis), {
      checkIn: "2026-07-20",
      checkOut: "2026-07-23",
      status: "request",
      guestName: "Ola",
      holdExpiresAt: new Date("2026-07-11T12:00:00Z"),
    });
    ids.runOut = await bookStay(db, at(duinhuis), {
      checkIn: "2026-07-24",
      checkOut: "2026-07-26",
      status: "request",
      guestName: "Piet",
      holdExpiresAt: new Date("2026-07-10T11:00:00Z"),
    });
    ids.block = await bookStay(db, at(boshut), {
      kind: "block",
      source: "manual",
      checkIn: "2026-07-30",
      checkOut: "2026-08-03",
      label: "Schilderen",
      adults: 0,
    });
    ids.imported = await bookStay(db, at(boshut), {
      kind: "import",
      source: "airbnb",
      feedId: feed?.id,
      externalUid: "abc@airbnb.com",
      checkIn: "2026-07-01",
      checkOut: "2026-07-04",
      label: "Reserved",
      adults: 0,
    });
    ids.conflict = await bookStay(db, at(duinhuis), {
      kind: "import",
      source: "airbnb",
      status: "conflict",
      feedId: feed?.id,
      externalUid: "clash@airbnb.com",
      checkIn: "2026-07-09",
      checkOut: "2026-07-11",
      conflictWith: ids.current,
      adults: 0,
    });
    ids.cancelled = await bookStay(db, at(duinhuis), {
      checkIn: "2026-07-14",
      checkOut: "2026-07-16",
      status: "cancelled",
      guestName: "Weg",
    });
    ids.archived = await bookStay(db, at(schuur), { checkIn: "2026-07-28", checkOut: "2026-07-29", guestName: "Oud" });
    ids.theirs = await bookStay(
      db,
      { siteId: theirs.siteId, unitId: theirs.units[0] ?? "" },
      {
        checkIn: "2026-07-10",
        checkOut: "2026-07-12",
        guestName: "Obcy",
      },
    );
  });
  afterAll(() => handle.close());

  it("shows a month: every stay that holds a night or conflicts, across the site's units, none of another site", async () => {
    const month = await calendarMonth(db, mine.siteId, { from: "2026-07-01", to: "2026-08-01", now: NOW });
    expect(month.units.map((u) => u.name.nl)).toEqual(["duinhuis", "boshut", "oude-schuur"]);
    expect(month.units.map((u) => u.archived)).toEqual([false, false, true]);
    expect(month.stays.map((s) => s.id)).toEqual([
      ids.imported,
      ids.current,
      ids.conflict,
      ids.request,
      ids.archived,
      ids.block,
    ]);
    expect(month.stays.find((s) => s.id === ids.conflict)).toMatchObject({ status: "conflict", source: "airbnb" });
    // An archived unit without a stay in the window is left out.
    const june = await calendarMonth(db, mine.siteId, { from: "2026-06-01", to: "2026-07-01", now: NOW });
    expect(june.units.map((u) => u.name.nl)).toEqual(["duinhuis", "boshut"]);
    expect(june.stays.map((s) => s.id)).toEqual([ids.past]);
  });

  it("lists stays to come and stays gone by, filtered by status, kind and unit", async () => {
    const upcoming = await listStays(db, mine.siteId, { when: "upcoming" }, TODAY, NOW);
    expect(upcoming.stays.map((s) => s.id)).toEqual([
      ids.current,
      ids.conflict,
      ids.cancelled,
      ids.request,
      ids.runOut,
      ids.archived,
      ids.block,
    ]);
    expect(upcoming.stays.find((s) => s.id === ids.runOut)?.status).toBe("expired");
    const past = await listStays(db, mine.siteId, { when: "past" }, TODAY, NOW);
    expect(past.stays.map((s) => s.id)).toEqual([ids.imported, ids.past]);
    const requests = await listStays(db, mine.siteId, { when: "upcoming", status: "request" }, TODAY, NOW);
    expect(requests.stays.map((s) => s.id)).toEqual([ids.request]);
    const expired = await listStays(db, mine.siteId, { when: "upcoming", status: "expired" }, TODAY, NOW);
    expect(expired.stays.map((s) => s.id)).toEqual([ids.runOut]);
    const blocks = await listStays(db, mine.siteId, { when: "upcoming", kind: "block" }, TODAY, NOW);
    expect(blocks.stays.map((s) => s.id)).toEqual([ids.block]);
    const boshut = await listStays(db, mine.siteId, { when: "past", unitId: mine.units[1] }, TODAY, NOW);
    expect(boshut).toMatchObject({ total: 1, page: 1, pages: 1 });
    const other = await listStays(db, mine.siteId, { when: "upcoming", unitId: theirs.units[0] }, TODAY, NOW);
    expect(other.stays).toEqual([]);
    await expect(listStays(db, mine.siteId, { when: "upcoming", unitId: "nope" }, TODAY, NOW)).rejects.toThrow(
      InvalidIdError,
    );
  });

  it("gives one stay of the site with its unit, feed and the booking it conflicts with; another site's is missing", async () => {
    const current = await stayDetail(db, mine.siteId, ids.current ?? "", NOW);
    expect(current).toMatchObject({
      kind: "booking",
      status: "confirmed",
      reference: "VV-JONAS1",
      unit: { name: { nl: "duinhuis" }, maxGuests: 4 },
      guest: { name: "Jonas" },
      quote: { totalCents: 50_000 },
      feed: null,
      conflictWith: null,
    });
    const conflict = await stayDetail(db, mine.siteId, ids.conflict ?? "", NOW);
    expect(conflict).toMatchObject({
      status: "conflict",
      feed: { name: "Airbnb", channel: "airbnb" },
      conflictWith: { id: ids.current, reference: "VV-JONAS1", guestName: "Jonas" },
      quote: null,
    });
    expect((await stayDetail(db, mine.siteId, ids.runOut ?? "", NOW))?.status).toBe("expired");
    expect(await stayDetail(db, mine.siteId, ids.theirs ?? "", NOW)).toBeNull();
    expect(await stayDetail(db, mine.siteId, MISSING, NOW)).toBeNull();
    await expect(stayDetail(db, mine.siteId, "VV-JONAS1", NOW)).rejects.toThrow(InvalidIdError);
  });
});
