import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { calendarFeeds, emailOutbox, stays } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { DEFAULT_RATE_PLAN } from "../pricing/rate-plan-choices.ts";
import { saveRatePlan } from "../pricing/unit-rates.ts";
import { parseFeed } from "./parse-feed.ts";
import { isOwnEvent, isSuspiciousDrop, syncFeed } from "./sync-feed.ts";
import { feedFixture, type ServedFeed, seedFeedOwner, startFeedServer, testSyncDeps } from "./testing/feed-fixtures.ts";
import { hostileRecurringFeed } from "./testing/hostile-feed.ts";

/** 09:00 UTC on 10 January 2027: the property's (Amsterdam) today is 2027-01-10, as in the parser's tests. */
const NOW = new Date("2027-01-10T09:00:00Z");
const LATER = new Date("2027-01-11T09:00:00Z");

describe("isSuspiciousDrop", () => {
  it("distrusts losing more than half and at least three events, or all of them", async () => {
    expect(isSuspiciousDrop(10, 4)).toBe(true);
    expect(isSuspiciousDrop(6, 2)).toBe(true);
    expect(isSuspiciousDrop(1, 0)).toBe(true);
    expect(isSuspiciousDrop(10, 5)).toBe(false);
    expect(isSuspiciousDrop(4, 1)).toBe(true);
    expect(isSuspiciousDrop(5, 3)).toBe(false);
    expect(isSuspiciousDrop(3, 1)).toBe(false);
    expect(isSuspiciousDrop(0, 0)).toBe(false);
    expect(isSuspiciousDrop(2, 40)).toBe(false);
  });

  it("knows our own exported UIDs, in any case", async () => {
    expect(isOwnEvent("0c6f3a2e-8f1b-4d7a-9c3e-5b2a1d0e9f8c@vayvista.test", "vayvista.test")).toBe(true);
    expect(isOwnEvent("abc@VAYVISTA.TEST/2027-01-01", "vayvista.test")).toBe(true);
    expect(isOwnEvent("abc@vayvista.test.evil.com", "vayvista.test")).toBe(false);
    expect(isOwnEvent("abc@airbnb.com", "vayvista.test")).toBe(false);
  });
});

describe.each(testBackends())("syncFeed on $name", (backend) => {
  let handle: DatabaseHandle;
  let server: Awaited<ReturnType<typeof startFeedServer>>;
  let eva: Awaited<ReturnType<typeof seedFeedOwner>>;

  beforeAll(async () => {
    handle = await backend.open();
    server = await startFeedServer();
    eva = await seedFeedOwner(handle.db, "Eva");
  });
  afterAll(async () => {
    await server.close();
    await handle.close();
  });

  const serve = (path: string, feed: ServedFeed | string) =>
    server.feeds.set(path, typeof feed === "string" ? { body: feedFixture(feed) } : feed);
  const sync = (feedId: string, now = NOW, extra = {}) => syncFeed(handle.db, feedId, testSyncDeps(server, now, extra));

  const rowsOf = (feedId: string) =>
    handle.db
      .select({
        id: stays.id,
        uid: stays.externalUid,
        checkIn: stays.checkIn,
        checkOut: stays.checkOut,
        status: stays.status,
        label: stays.label,
        conflictWith: stays.conflictWith,
        kind: stays.kind,
        source: stays.source,
      })
      .from(stays)
      .where(eq(stays.feedId, feedId))
      .orderBy(asc(stays.checkIn));
  const feedRow = async (feedId: string) => {
    const [row] = await handle.db.select().from(calendarFeeds).where(eq(calendarFeeds.id, feedId));
    return row;
  };
  const emails = (template: string) =>
    handle.db
      .select({ subject: emailOutbox.subject, text: emailOutbox.text, to: emailOutbox.toAddress })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.templateKey, template), eq(emailOutbox.siteId, eva.site.id)));

  /** A fresh unit with one feed serving `fixture`. */
  async function feedServing(fixture: string, channel: Parameters<typeof eva.feed>[2] = "airbnb") {
    const unit = await eva.unit();
    const path = `/${unit.id}.ics`;
    serve(path, fixture);
    const feed = await eva.feed(unit.id, `${server.origin}${path}?s=secret`, channel);
    return { unit, feed, path };
  }

  it.each([
    ["airbnb-legacy.ics", "airbnb"],
    ["airbnb-current.ics", "airbnb"],
    ["booking-com.ics", "booking"],
    ["booking-com-empty.ics", "booking"],
    ["vrbo.ics", "vrbo"],
    ["google-old-tz.ics", "google"],
    ["outlook-windows-tz.ics", "other"],
    ["google-duration.ics", "google"],
    ["google-rrule-exdate.ics", "google"],
    ["google-weekly-open-ended.ics", "google"],
    ["google-timed.ics", "google"],
  ] as const)("imports %s end to end: every event holds its nights under its UID", async (fixture, channel) => {
    const { feed } = await feedServing(fixture, channel);
    const result = await sync(feed.id);
    const expected = await parseFeed(feedFixture(fixture), { today: "2027-01-10", timeZone: "Europe/Amsterdam" });
    if (!expected.ok) throw new Error(`${fixture} does not parse`);
    expect(result).toMatchObject({ ok: true, events: expected.events.length, inserted: expected.events.length });
    const rows = await rowsOf(feed.id);
    expect(rows.map((r) => [r.uid, r.checkIn, r.checkOut, r.label])).toEqual(
      [...expected.events]
        .sort((a, b) => (a.checkIn < b.checkIn ? -1 : 1))
        .map((e) => [e.uid, e.checkIn, e.checkOut, e.summary]),
    );
    expect(rows.every((r) => r.kind === "import" && r.status === "confirmed" && r.source === channel)).toBe(true);
    expect(await feedRow(feed.id)).toMatchObject({
      health: "healthy",
      lastError: null,
      eventCount: expected.events.length,
      lastSuccessAt: NOW,
      lastAttemptAt: NOW,
    });
  });

  it("never imports our own exported events sent back by the channel", async () => {
    const { feed } = await feedServing("own-export-echo.ics");
    expect(await sync(feed.id)).toMatchObject({ ok: true, events: 1 });
    expect((await rowsOf(feed.id)).map((r) => r.uid)).toEqual(["1418fb94e984-9a8b7c6d5e4f3a2b1c0d@airbnb.com"]);
  });

  it("updates the far-future block under its UID and removes a cancelled reservation, keeping the other rows", async () => {
    const { feed, path } = await feedServing("airbnb-current.ics");
    await sync(feed.id);
    const before = await rowsOf(feed.id);
    serve(path, "airbnb-current-next-day.ics");
    expect(await sync(feed.id, LATER)).toMatchObject({
      ok: true,
      inserted: 0,
      updated: 1,
      deleted: 1,
      freedNights: true,
    });
    const after = await rowsOf(feed.id);
    const far = "1418fb94e984-ffee00112233aabbccdd@airbnb.com";
    expect(after.find((r) => r.uid === far)).toMatchObject({
      id: before.find((r) => r.uid === far)?.id,
      checkIn: "2027-12-10",
      checkOut: "2028-01-11",
    });
    expect(after.map((r) => r.uid)).not.toContain("1418fb94e984-3a4b5c6d7e8f9a0b1c2d@airbnb.com");
    expect(after).toHaveLength(before.length - 1);
    for (const row of after.filter((r) => r.uid !== far)) expect(before).toContainEqual(row);
  });

  it("follows a Booking.com range that grows under the same UID", async () => {
    const { feed, path } = await feedServing("booking-com.ics", "booking");
    await sync(feed.id);
    const [first] = await rowsOf(feed.id);
    serve(path, "booking-com-grown.ics");
    expect(await sync(feed.id, LATER)).toMatchObject({ ok: true, updated: 1, inserted: 0, deleted: 0 });
    expect((await rowsOf(feed.id))[0]).toMatchObject({ id: first?.id, checkIn: "2027-02-20", checkOut: "2027-02-27" });
  });

  it.each([
    [
      "an HTTP 500 with Airbnb's JSON error",
      { status: 500, type: "application/json", body: feedFixture("airbnb-error.txt") },
      "http_status",
    ],
    ["the JSON error with HTTP 200", { type: "application/json", body: feedFixture("airbnb-error.txt") }, "error_body"],
    ["the JSON error glued into a feed", { body: feedFixture("airbnb-error-glued.ics") }, "error_body"],
    ["a sign-in page", { type: "text/html", body: feedFixture("html-login.html") }, "not_calendar"],
    ["a feed cut off mid-way", { body: feedFixture("truncated.ics") }, "truncated"],
    ["an empty body", { body: "" }, "empty"],
    ["an empty calendar", { body: feedFixture("booking-com-empty.ics") }, "empty"],
    [
      "2 MB of endlessly repeating events",
      { body: hostileRecurringFeed({ bytes: 2_000_000, today: "2027-01-10" }) },
      "too_many_events",
    ],
  ] as const)(
    "keeps the last good data when the channel sends %s, and tells the owner once",
    async (_what, answer, problem) => {
      const { feed, path } = await feedServing("airbnb-current.ics");
      await sync(feed.id);
      const good = await rowsOf(feed.id);
      const mailed = (await emails("calendar-feed-unhealthy")).length;

      server.feeds.set(path, answer);
      expect(await sync(feed.id, LATER)).toMatchObject({ ok: false, problem, notified: true });
      expect(await rowsOf(feed.id)).toEqual(good);
      const row = await feedRow(feed.id);
      expect(row).toMatchObject({
        health: "unhealthy",
        eventCount: good.length,
        lastSuccessAt: NOW,
        lastAttemptAt: LATER,
      });
      expect(row?.lastError?.startsWith(`${problem}:`)).toBe(true);
      expect(row?.lastError).not.toContain("secret");

      // Polled again while still broken: no second email for the same incident.
      expect(await sync(feed.id, new Date(LATER.getTime() + 900_000))).toMatchObject({ ok: false, notified: false });
      const sent = await emails("calendar-feed-unhealthy");
      expect(sent).toHaveLength(mailed + 1);
      expect(sent.at(-1)).toMatchObject({ to: "eva@example.nl" });
      expect(sent.at(-1)?.text).toContain("Airbnb");

      // Readable again: healthy, and a later incident is a new one.
      serve(path, "airbnb-current.ics");
      expect(await sync(feed.id, LATER)).toMatchObject({ ok: true });
      expect(await feedRow(feed.id)).toMatchObject({ health: "healthy", lastError: null, lastSuccessAt: LATER });
      server.feeds.set(path, answer);
      expect(await sync(feed.id, LATER)).toMatchObject({ ok: false, notified: true });
    },
  );

  it("expands repeating events only as far as the unit can be booked ahead: its booking window and longest stay", async () => {
    const { unit, feed } = await feedServing("google-weekly-open-ended.ics", "google");
    const plan = { ...DEFAULT_RATE_PLAN, bookingWindowDays: 30, maxNights: 7 };
    expect(await saveRatePlan(handle.db, eva.site.id, unit.id, plan)).toMatchObject({ ok: true });
    expect(await sync(feed.id)).toMatchObject({ ok: true, inserted: 6 });
    // Every Sunday from 10 January, none on or after 16 February (37 nights ahead).
    expect((await rowsOf(feed.id)).map((r) => r.checkIn)).toEqual([
      "2027-01-10",
      "2027-01-17",
      "2027-01-24",
      "2027-01-31",
      "2027-02-07",
      "2027-02-14",
    ]);
  });

  it("stops a sync whose time is up and keeps the last good data, the feed unhealthy with the reason", async () => {
    const { feed } = await feedServing("airbnb-current.ics");
    await sync(feed.id);
    const good = await rowsOf(feed.id);
    const stopped = new AbortController();
    stopped.abort(new Error("the job's time is up"));
    expect(await sync(feed.id, LATER, { signal: stopped.signal })).toMatchObject({ ok: false, problem: "too_slow" });
    expect(await rowsOf(feed.id)).toEqual(good);
    expect(await feedRow(feed.id)).toMatchObject({
      health: "unhealthy",
      lastError: expect.stringMatching(/^too_slow: /),
    });
  });

  it("takes a 0-byte answer as an empty calendar while the feed never had events", async () => {
    const unit = await eva.unit();
    serve(`/${unit.id}.ics`, { body: "" });
    const feed = await eva.feed(unit.id, `${server.origin}/${unit.id}.ics`, "booking");
    expect(await sync(feed.id)).toMatchObject({ ok: true, events: 0 });
    expect(await feedRow(feed.id)).toMatchObject({ health: "healthy", eventCount: 0 });
  });

  it("distrusts a sudden drop to far fewer events until the owner confirms it", async () => {
    const events = (n: number) =>
      [
        "BEGIN:VCALENDAR",
        ...Array.from({ length: n }, (_, i) => [
          "BEGIN:VEVENT",
          `UID:drop-${i}@airbnb.com`,
          `DTSTART;VALUE=DATE:2027-03-${String(i * 2 + 1).padStart(2, "0")}`.replaceAll("-", ""),
          `DTEND;VALUE=DATE:2027-03-${String(i * 2 + 2).padStart(2, "0")}`.replaceAll("-", ""),
          "SUMMARY:Reserved",
          "END:VEVENT",
        ]).flat(),
        "END:VCALENDAR",
      ].join("\r\n");
    const unit = await eva.unit();
    const path = `/${unit.id}.ics`;
    serve(path, { body: events(8) });
    const feed = await eva.feed(unit.id, `${server.origin}${path}`);
    await sync(feed.id);
    // Two of eight gone: believed.
    serve(path, { body: events(6) });
    expect(await sync(feed.id)).toMatchObject({ ok: true, deleted: 2 });
    // Four of six gone at once: not believed.
    serve(path, { body: events(2) });
    expect(await sync(feed.id)).toMatchObject({ ok: false, problem: "drop", notified: true });
    expect(await rowsOf(feed.id)).toHaveLength(6);
    expect((await feedRow(feed.id))?.lastError).toBe("drop: 6 → 2 events");
    // The owner says it is right.
    expect(await sync(feed.id, NOW, { acceptDrop: true })).toMatchObject({ ok: true, deleted: 4 });
    expect(await rowsOf(feed.id)).toHaveLength(2);
    expect(await feedRow(feed.id)).toMatchObject({ health: "healthy", eventCount: 2 });
  });

  it("stores an event over a direct booking or block as a conflict, holds the rest, and emails the owner at once", async () => {
    const unit = await eva.unit();
    const [booking] = await handle.db
      .insert(stays)
      .values({
        siteId: eva.site.id,
        unitId: unit.id,
        kind: "booking",
        status: "confirmed",
        checkIn: "2027-02-14",
        checkOut: "2027-02-15",
        source: "direct",
        reference: "VV-CONF01",
        guestName: "Jonas",
      })
      .returning();
    const [block] = await handle.db
      .insert(stays)
      .values({
        siteId: eva.site.id,
        unitId: unit.id,
        kind: "block",
        status: "confirmed",
        checkIn: "2027-03-10",
        checkOut: "2027-03-20",
        source: "manual",
      })
      .returning();
    const path = `/${unit.id}.ics`;
    serve(path, "airbnb-current.ics");
    const feed = await eva.feed(unit.id, `${server.origin}${path}`);
    const mailed = (await emails("calendar-conflict")).length;

    expect(await sync(feed.id)).toMatchObject({ ok: true, conflicts: 2, newConflicts: 2 });
    const rows = await rowsOf(feed.id);
    const reservation = "1418fb94e984-5c8b1e0f9a2d7c3b6e4f@airbnb.com";
    // Airbnb's 12–16 Feb reservation around our night of the 14th: that night in conflict, the others held.
    expect(
      rows.filter((r) => r.uid?.startsWith(reservation)).map((r) => [r.checkIn, r.checkOut, r.status, r.conflictWith]),
    ).toEqual([
      ["2027-02-12", "2027-02-14", "confirmed", null],
      ["2027-02-14", "2027-02-15", "conflict", booking?.id],
      ["2027-02-15", "2027-02-16", "confirmed", null],
    ]);
    // The 8–13 Mar reservation against the owner's block from the 10th.
    expect(
      rows
        .filter((r) => r.uid?.startsWith("1418fb94e984-3a4b5c6d7e8f9a0b1c2d"))
        .map((r) => [r.checkIn, r.checkOut, r.status, r.conflictWith]),
    ).toEqual([
      ["2027-03-08", "2027-03-10", "confirmed", null],
      ["2027-03-10", "2027-03-13", "conflict", block?.id],
    ]);
    const sent = await emails("calendar-conflict");
    expect(sent).toHaveLength(mailed + 1);
    expect(sent.at(-1)?.text).toContain("VV-CONF01");
    expect(sent.at(-1)?.text).toContain("Sunday, 14 February 2027 – Monday, 15 February 2027");

    // The same conflicts on the next poll: no new email.
    expect(await sync(feed.id, LATER)).toMatchObject({ ok: true, newConflicts: 0, updated: 0, inserted: 0 });
    expect(await emails("calendar-conflict")).toHaveLength(mailed + 1);

    // The booking is cancelled: the channel's reservation holds all its nights again, as one row.
    await handle.db
      .update(stays)
      .set({ status: "cancelled" })
      .where(eq(stays.id, booking?.id ?? ""));
    expect(await sync(feed.id, LATER)).toMatchObject({ ok: true, conflicts: 1 });
    expect(
      (await rowsOf(feed.id))
        .filter((r) => r.uid?.startsWith(reservation))
        .map((r) => [r.uid, r.checkIn, r.checkOut, r.status]),
    ).toEqual([[reservation, "2027-02-12", "2027-02-16", "confirmed"]]);
  });

  it("leaves nights another channel's import holds with it, without a conflict, and holds the rest", async () => {
    const unit = await eva.unit();
    serve(`/${unit.id}-airbnb.ics`, "airbnb-current.ics");
    const booking = `/${unit.id}-booking.ics`;
    // Booking.com mirrors Airbnb's 12–16 Feb reservation, merged with its own closure to the 20th.
    serve(booking, {
      body: [
        "BEGIN:VCALENDAR",
        "BEGIN:VEVENT",
        "UID:merged@booking.com",
        "DTSTART;VALUE=DATE:20270212",
        "DTEND;VALUE=DATE:20270220",
        "SUMMARY:CLOSED - Not available",
        "END:VEVENT",
        "END:VCALENDAR",
      ].join("\r\n"),
    });
    const airbnbFeed = await eva.feed(unit.id, `${server.origin}/${unit.id}-airbnb.ics`);
    const bookingFeed = await eva.feed(unit.id, `${server.origin}${booking}`, "booking", "Booking.com");
    await sync(airbnbFeed.id);
    expect(await sync(bookingFeed.id)).toMatchObject({ ok: true, conflicts: 0, newConflicts: 0 });
    expect((await rowsOf(bookingFeed.id)).map((r) => [r.uid, r.checkIn, r.checkOut, r.status])).toEqual([
      ["merged@booking.com#2027-02-17", "2027-02-17", "2027-02-20", "confirmed"],
    ]);
    // Airbnb's reservation is cancelled: its nights are freed, and Booking.com's next sync takes them.
    serve(`/${unit.id}-airbnb.ics`, {
      body: feedFixture("airbnb-current.ics").replace(
        /BEGIN:VEVENT\r\nDTSTAMP:[^\r]*\r\nDTSTART;VALUE=DATE:20270212[\s\S]*?END:VEVENT\r\n/,
        "",
      ),
    });
    expect(await sync(airbnbFeed.id)).toMatchObject({ ok: true, deleted: 1, freedNights: true });
    await sync(bookingFeed.id);
    expect((await rowsOf(bookingFeed.id)).map((r) => [r.uid, r.checkIn, r.checkOut])).toEqual([
      ["merged@booking.com#2027-02-12", "2027-02-12", "2027-02-16"],
      ["merged@booking.com#2027-02-17", "2027-02-17", "2027-02-20"],
    ]);
    expect(await emails("calendar-conflict")).not.toContainEqual(
      expect.objectContaining({ subject: expect.stringContaining("Booking.com") }),
    );
  });

  it("refuses a feed on a private address without reaching it", async () => {
    const unit = await eva.unit();
    const feed = await eva.feed(unit.id, `http://127.0.0.1:${server.port + 1}/internal`, "other");
    const asked = server.requests.length;
    expect(await sync(feed.id)).toMatchObject({ ok: false, problem: "blocked_address" });
    expect(server.requests).toHaveLength(asked);
  });

  it("says a feed is gone when it was removed", async () => {
    expect(await sync("00000000-0000-4000-8000-000000000000")).toEqual({ ok: false, problem: "gone" });
  });
});
