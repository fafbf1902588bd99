import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { isForeignKeyViolation } from "../../db/constraint-violation.ts";
import { calendarFeeds, guests, stays, userSites } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { siteWithUnits } from "../vouchers/vouchers.testing.ts";

/** The database itself keeps a stay's unit, feed and guest (and a feed's unit) on the stay's own site. */
describe.each(testBackends())("a stay's site on $name", (backend) => {
  let handle: DatabaseHandle;
  type Site = { siteId: string; unitId: string; feedId: string; guestId: string };
  let mine: Site;
  let theirs: Site;

  async function site(slug: string): Promise<Site> {
    const { siteId, units } = await siteWithUnits(handle.db, [slug]);
    const unitId = units[0] ?? "";
    const [feed] = await handle.db
      .insert(calendarFeeds)
      .values({ siteId, unitId, channel: "airbnb", name: "Airbnb", url: "https://www.airbnb.example/calendar.ics" })
      .returning({ id: calendarFeeds.id });
    const [guest] = await handle.db
      .insert(guests)
      .values({ siteId, email: `guest@${slug}.example`, name: "Jonas", lang: "de" })
      .returning({ id: guests.id });
    return { siteId, unitId, feedId: feed?.id ?? "", guestId: guest?.id ?? "" };
  }

  beforeAll(async () => {
    handle = await backend.open();
    mine = await site("duinhuis");
    theirs = await site("domek");
  });
  afterAll(() => handle.close());

  /** A stay of my site, by default with my unit; an import when it has a feed. */
  const insertStay = (parts: { unitId?: string; feedId?: string; guestId?: string }, checkIn: string) =>
    handle.db
      .insert(stays)
      .values({
        siteId: mine.siteId,
        unitId: parts.unitId ?? mine.unitId,
        kind: parts.feedId ? "import" : "booking",
        status: "confirmed",
        checkIn,
        checkOut: `${checkIn.slice(0, 8)}28`,
        source: parts.feedId ? "airbnb" : "direct",
        feedId: parts.feedId ?? null,
        externalUid: parts.feedId ? `uid-${checkIn}` : null,
        guestId: parts.guestId ?? null,
      })
      .returning({ id: stays.id, guestId: stays.guestId, siteId: stays.siteId });
  const refusal = (attempt: Promise<unknown>) =>
    attempt.then(
      () => "stored",
      (error: unknown) => error,
    );

  it("refuses a stay whose unit, feed or guest belongs to another site", async () => {
    expect(
      isForeignKeyViolation(await refusal(insertStay({ unitId: theirs.unitId }, "2026-07-01")), "stays_unit_site_fk"),
    ).toBe(true);
    expect(
      isForeignKeyViolation(await refusal(insertStay({ feedId: theirs.feedId }, "2026-08-01")), "stays_feed_site_fk"),
    ).toBe(true);
    expect(
      isForeignKeyViolation(
        await refusal(insertStay({ guestId: theirs.guestId }, "2026-09-01")),
        "stays_guest_site_fk",
      ),
    ).toBe(true);
    expect(await handle.db.select().from(stays).where(eq(stays.siteId, mine.siteId))).toEqual([]);

    // Nor can a stored stay be moved onto another site's unit or guest.
    const [stay] = await insertStay({ feedId: mine.feedId, guestId: mine.guestId }, "2026-10-01");
    expect(stay).toBeDefined();
    const moved = refusal(
      handle.db
        .update(stays)
        .set({ unitId: theirs.unitId })
        .where(eq(stays.id, stay?.id ?? "")),
    );
    expect(isForeignKeyViolation(await moved, "stays_unit_site_fk")).toBe(true);
    const regiven = refusal(
      handle.db
        .update(stays)
        .set({ guestId: theirs.guestId })
        .where(eq(stays.id, stay?.id ?? "")),
    );
    expect(isForeignKeyViolation(await regiven, "stays_guest_site_fk")).toBe(true);
  });

  it("refuses a channel's feed for another site's unit", async () => {
    const attempt = handle.db.insert(calendarFeeds).values({
      siteId: mine.siteId,
      unitId: theirs.unitId,
      channel: "booking",
      name: "Booking.com",
      url: "https://x.example/a.ics",
    });
    expect(isForeignKeyViolation(await refusal(attempt), "calendar_feeds_unit_site_fk")).toBe(true);
  });

  it("keeps the stay on its site when its guest's entry goes: only the guest is emptied", async () => {
    const [guest] = await handle.db
      .insert(guests)
      .values({ siteId: mine.siteId, email: "lotte@example.nl", name: "Lotte", lang: "nl" })
      .returning({ id: guests.id });
    const [stay] = await insertStay({ guestId: guest?.id ?? "" }, "2026-11-01");
    await handle.db.delete(guests).where(eq(guests.id, guest?.id ?? ""));
    const [after] = await handle.db
      .select({ guestId: stays.guestId, siteId: stays.siteId })
      .from(stays)
      .where(eq(stays.id, stay?.id ?? ""));
    expect(after).toEqual({ guestId: null, siteId: mine.siteId });
  });

  it("goes with its site: deleting a site takes its stays, feeds and guests along", async () => {
    const gone = await site("strandhuis");
    await handle.db.insert(stays).values({
      siteId: gone.siteId,
      unitId: gone.unitId,
      kind: "booking",
      status: "confirmed",
      checkIn: "2026-07-01",
      checkOut: "2026-07-05",
      source: "direct",
      guestId: gone.guestId,
    });
    await handle.db.delete(userSites).where(eq(userSites.id, gone.siteId));
    expect(await handle.db.select().from(stays).where(eq(stays.siteId, gone.siteId))).toEqual([]);
    expect(await handle.db.select().from(guests).where(eq(guests.siteId, gone.siteId))).toEqual([]);
    expect(await handle.db.select().from(calendarFeeds).where(eq(calendarFeeds.siteId, gone.siteId))).toEqual([]);
  });
});
