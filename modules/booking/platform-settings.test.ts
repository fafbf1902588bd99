import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { auditLog, calendarFeeds, stays, user } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { listOwners } from "../admin/list-owners.ts";
import { ownerListCursors } from "../admin/owner-list-links.ts";
import { DEFAULT_RATE_PLAN } from "../pricing/rate-plan.ts";
import { saveRatePlan } from "../pricing/unit-rates.ts";
import { seedOwner } from "../seed/demo-accounts.ts";
import { BookingEventBus } from "../stays/booking-events.ts";
import { insertConflict } from "../stays/testing/conflict-row.ts";
import { siteWithUnits } from "../vouchers/vouchers.testing.ts";
import { bookingHealthOverview, withoutLinkSecrets } from "./booking-health-overview.ts";
import { createBooking } from "./create-booking.ts";
import { getBookingPlatformSettings, saveBookingPlatformSettings } from "./platform-settings.ts";

/** The test's live calendar events, as the server process has one. */
const bus = new BookingEventBus();

const SECRET_URL = "https://www.airbnb.com/calendar/ical/41234567.ics?s=9f8e7d6c5b4a3f2e1d0c";

describe.each(testBackends())("booking platform settings on $name", (backend) => {
  let handle: DatabaseHandle;
  let db: Database;
  const admin = randomUUID();

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
    await seedOwner(db, { id: admin, role: "admin" });
  });
  afterAll(() => handle.close());

  const entries = async () =>
    db.select().from(auditLog).where(eq(auditLog.action, "booking_settings.update")).orderBy(auditLog.id);

  it("starts at the platform defaults: every 15 minutes, requests held 48 hours, 10 feeds per unit", async () => {
    expect(await getBookingPlatformSettings(db)).toMatchObject({
      importIntervalMinutes: 15,
      requestHoldHours: 48,
      maxFeedsPerUnit: 10,
    });
  });

  it("saves new defaults as typed, audited with the values before and after", async () => {
    const result = await saveBookingPlatformSettings(
      db,
      { importIntervalMinutes: " 30 ", requestHoldHours: "24", maxFeedsPerUnit: 5 },
      admin,
    );
    expect(result).toMatchObject({ ok: true, changed: true });
    expect(await getBookingPlatformSettings(db)).toMatchObject({
      importIntervalMinutes: 30,
      requestHoldHours: 24,
      maxFeedsPerUnit: 5,
    });
    const [entry] = await entries();
    expect(entry).toMatchObject({
      actorId: admin,
      targetType: "booking_settings",
      details: {
        before: { importIntervalMinutes: 15, requestHoldHours: 48, maxFeedsPerUnit: 10 },
        after: { importIntervalMinutes: 30, requestHoldHours: 24, maxFeedsPerUnit: 5 },
      },
    });
  });

  it("writes no entry when the same values are saved again", async () => {
    const result = await saveBookingPlatformSettings(
      db,
      { importIntervalMinutes: "30", requestHoldHours: "24", maxFeedsPerUnit: "5" },
      admin,
    );
    expect(result).toMatchObject({ ok: true, changed: false });
    expect(await entries()).toHaveLength(1);
  });

  it("accepts the ends of each range", async () => {
    for (const values of [
      { importIntervalMinutes: "5", requestHoldHours: "1", maxFeedsPerUnit: "1" },
      { importIntervalMinutes: "1440", requestHoldHours: "336", maxFeedsPerUnit: "50" },
    ]) {
      expect((await saveBookingPlatformSettings(db, values, admin)).ok).toBe(true);
    }
    expect(await getBookingPlatformSettings(db)).toMatchObject({
      importIntervalMinutes: 1440,
      requestHoldHours: 336,
      maxFeedsPerUnit: 50,
    });
  });

  it("refuses values outside their range, each error beside its field with the range, and stores nothing", async () => {
    const before = await getBookingPlatformSettings(db);
    const auditBefore = (await entries()).length;
    const result = await saveBookingPlatformSettings(
      db,
      { importIntervalMinutes: "4", requestHoldHours: "337", maxFeedsPerUnit: "0" },
      admin,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        importIntervalMinutes: { key: "admin.errors.range", params: { min: 5, max: 1440 } },
        requestHoldHours: { key: "admin.errors.range", params: { min: 1, max: 336 } },
        maxFeedsPerUnit: { key: "admin.errors.range", params: { min: 1, max: 50 } },
      },
    });
    expect(await getBookingPlatformSettings(db)).toEqual(before);
    expect(await entries()).toHaveLength(auditBefore);
  });

  it("says what is wrong with an empty field, a decimal and a word", async () => {
    const result = await saveBookingPlatformSettings(
      db,
      { importIntervalMinutes: "", requestHoldHours: "12.5", maxFeedsPerUnit: "tien" },
      admin,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        importIntervalMinutes: { key: "admin.errors.required" },
        requestHoldHours: { key: "admin.errors.number" },
        maxFeedsPerUnit: { key: "admin.errors.number" },
      },
    });
  });

  it("makes a new booking request hold its dates for the saved number of hours", async () => {
    await saveBookingPlatformSettings(
      db,
      { importIntervalMinutes: "15", requestHoldHours: "72", maxFeedsPerUnit: "10" },
      admin,
    );
    const { siteId, units } = await siteWithUnits(db, ["strandhuis"]);
    await saveRatePlan(db, siteId, units[0] ?? "", { ...DEFAULT_RATE_PLAN, baseNightlyCents: 12_000 });
    const now = new Date("2026-11-20T10:00:00Z");
    const result = await createBooking(
      db,
      siteId,
      {
        checkIn: "2026-12-10",
        checkOut: "2026-12-13",
        adults: 2,
        children: 0,
        lang: "nl",
        guest: {
          name: "Joost Bakker",
          email: "joost@example.nl",
          phone: "+31612345678",
          country: "NL",
          marketingConsent: false,
        },
        acceptHouseRules: true,
        acceptCancellationPolicy: true,
      },
      { bookingEvents: bus, now: now },
    );
    expect(result.ok && result.booking.holdExpiresAt).toEqual(new Date("2026-11-23T10:00:00Z"));
  });

  describe("health overview", () => {
    let sanne: Awaited<ReturnType<typeof siteWithUnits>>;
    let piotr: Awaited<ReturnType<typeof siteWithUnits>>;

    beforeAll(async () => {
      sanne = await siteWithUnits(db, ["duinhuis"]);
      piotr = await siteWithUnits(db, ["domek-smrek", "domek-limba"]);
    });

    const feed = async (
      site: { siteId: string },
      unitId: string,
      fields: Partial<typeof calendarFeeds.$inferInsert> = {},
    ) => {
      const [row] = await db
        .insert(calendarFeeds)
        .values({ siteId: site.siteId, unitId, channel: "airbnb", name: "Airbnb", url: SECRET_URL, ...fields })
        .returning({ id: calendarFeeds.id });
      if (!row) throw new Error("no feed");
      return row.id;
    };

    it("is empty while every feed is healthy and nothing conflicts", async () => {
      await feed(sanne, sanne.units[0] ?? "", { health: "healthy", lastSuccessAt: new Date() });
      await feed(piotr, piotr.units[0] ?? "", { health: "new" });
      expect(await bookingHealthOverview(db)).toEqual({
        feeds: [],
        moreFeeds: false,
        conflicts: [],
        moreConflicts: false,
      });
    });

    it("lists unhealthy feeds of every site, most recently tried first, without their secret link", async () => {
      const older = await feed(sanne, sanne.units[0] ?? "", {
        channel: "booking",
        name: "Booking.com",
        health: "unhealthy",
        lastSuccessAt: new Date("2026-11-01T08:00:00Z"),
        lastAttemptAt: new Date("2026-11-20T08:00:00Z"),
        lastError: `HTTP 500 from ${SECRET_URL}`,
        eventCount: 7,
      });
      const newer = await feed(piotr, piotr.units[1] ?? "", {
        channel: "vrbo",
        name: "Vrbo Limba",
        health: "unhealthy",
        lastAttemptAt: new Date("2026-11-21T08:00:00Z"),
        lastError: "Not a calendar",
      });
      const overview = await bookingHealthOverview(db);
      expect(overview.feeds.map((f) => f.feedId)).toEqual([newer, older]);
      expect(overview.feeds[1]).toMatchObject({
        siteId: sanne.siteId,
        ownerId: sanne.ownerId,
        unitId: sanne.units[0],
        unitName: { nl: "duinhuis" },
        channel: "booking",
        name: "Booking.com",
        lastSuccessAt: new Date("2026-11-01T08:00:00Z"),
        lastError: "HTTP 500 from https://www.airbnb.com/…",
        eventCount: 7,
      });
      expect(overview.feeds[0]).toMatchObject({
        ownerId: piotr.ownerId,
        lastSuccessAt: null,
        lastError: "Not a calendar",
      });
      expect(JSON.stringify(overview)).not.toContain("9f8e7d6c5b4a3f2e1d0c");
      expect(JSON.stringify(overview)).not.toContain("41234567");
    });

    it("lists imported events in conflict with the booking they overlap, newest first", async () => {
      const unitId = piotr.units[0] ?? "";
      const feedId = await feed(piotr, unitId, { name: "Airbnb Smrek", health: "healthy" });
      const [booking] = await db
        .insert(stays)
        .values({
          siteId: piotr.siteId,
          unitId,
          kind: "booking",
          status: "confirmed",
          checkIn: "2027-01-02",
          checkOut: "2027-01-09",
          reference: "VV-ABC123",
          source: "direct",
          guestName: "Anna Kowalska",
        })
        .returning({ id: stays.id });
      const conflict = (checkIn: string, checkOut: string, uid: string, at: Date) =>
        insertConflict(db, {
          siteId: piotr.siteId,
          unitId,
          feedId,
          uid,
          checkIn,
          checkOut,
          conflictWith: booking?.id,
          label: "Reserved",
          at,
        });
      const first = await conflict("2027-01-05", "2027-01-12", "a@airbnb.com", new Date("2026-11-20T10:00:00Z"));
      const second = await conflict("2027-01-01", "2027-01-03", "b@airbnb.com", new Date("2026-11-22T10:00:00Z"));
      // An imported event that holds its nights is no conflict.
      await db.insert(stays).values({
        siteId: piotr.siteId,
        unitId,
        kind: "import",
        status: "confirmed",
        checkIn: "2027-02-01",
        checkOut: "2027-02-05",
        source: "airbnb",
        feedId,
        externalUid: "c@airbnb.com",
      });

      const { conflicts } = await bookingHealthOverview(db);
      expect(conflicts.map((c) => c.stayId)).toEqual([second, first]);
      expect(conflicts[1]).toEqual({
        stayId: first,
        siteId: piotr.siteId,
        siteName: expect.any(String),
        subdomain: expect.any(String),
        ownerId: piotr.ownerId,
        ownerName: expect.any(String),
        ownerEmail: expect.any(String),
        unitId,
        unitName: { nl: "domek-smrek" },
        checkIn: "2027-01-05",
        checkOut: "2027-01-12",
        channel: "airbnb",
        feedName: "Airbnb Smrek",
        label: "Reserved",
        booking: {
          id: booking?.id,
          kind: "booking",
          reference: "VV-ABC123",
          label: null,
          checkIn: "2027-01-02",
          checkOut: "2027-01-09",
          status: "confirmed",
        },
        detectedAt: new Date("2026-11-20T10:00:00Z"),
      });
      // No guest's personal data on the platform's page.
      expect(JSON.stringify(conflicts)).not.toContain("Kowalska");
    });

    it("shows a capped number of each, and says there are more", async () => {
      const overview = await bookingHealthOverview(db, { limit: 1 });
      expect(overview.feeds).toHaveLength(1);
      expect(overview.moreFeeds).toBe(true);
      expect(overview.conflicts).toHaveLength(1);
      expect(overview.moreConflicts).toBe(true);
      expect((await bookingHealthOverview(db, { limit: 10_000 })).feeds).toHaveLength(2);
    });

    it("links each owner to the page of the owner list that starts with them", async () => {
      const cursors = await ownerListCursors(db, [sanne.ownerId, piotr.ownerId, admin]);
      expect(cursors.has(admin)).toBe(false);
      for (const ownerId of [sanne.ownerId, piotr.ownerId]) {
        const page = await listOwners(db, { before: cursors.get(ownerId) ?? undefined, limit: 1 });
        expect(page.owners[0]?.id).toBe(ownerId);
      }
      // The newest owner is on the first page.
      const [newest] = (await listOwners(db, { limit: 1 })).owners;
      expect(newest && (await ownerListCursors(db, [newest.id])).get(newest.id)).toBeNull();
      expect(await db.select({ id: user.id }).from(user).where(eq(user.id, piotr.ownerId))).toHaveLength(1);
    });
  });
});

describe("withoutLinkSecrets", () => {
  it("cuts every link in an error down to its origin", () => {
    expect(withoutLinkSecrets(`fetch ${SECRET_URL} failed`)).toBe("fetch https://www.airbnb.com/… failed");
    expect(withoutLinkSecrets("redirect to webcal://user:pw@cal.example.com:8443/x.ics?k=1.")).toBe(
      "redirect to webcal://cal.example.com:8443/…",
    );
    expect(withoutLinkSecrets("timed out after 10 s")).toBe("timed out after 10 s");
    expect(withoutLinkSecrets("see http://example.com")).toBe("see http://example.com");
  });
});
