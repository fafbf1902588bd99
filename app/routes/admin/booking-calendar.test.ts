import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.ts";
import { auditLog, calendarFeeds, rentalUnits, stays, userSites } from "../../../db/schema.ts";
import { testBackends } from "../../../db/testing.ts";
import { listOwners } from "../../../modules/admin/list-owners.ts";
import { getBookingPlatformSettings } from "../../../modules/booking/platform-settings.ts";
import { type Person, type RouteHarness, routeHarness } from "../../../tests/support/route-harness.ts";
import { resources } from "../../i18n/ui/resources.ts";
import * as page from "./booking-calendar.tsx";

const PATH = "/admin/settings/booking-calendar";
const FEED_URL = "https://www.airbnb.nl/calendar/ical/9876543.ics?s=0123456789abcdef0123";

type Loaded = Awaited<ReturnType<typeof page.loader>>;

describe.each(testBackends())("admin booking calendar page on $name", (backend) => {
  let handle: DatabaseHandle;
  let h: RouteHarness;
  let admin: Person;
  let adminPl: Person;
  let owner: Person;

  beforeAll(async () => {
    handle = await backend.open();
    h = routeHarness(handle.db);
    admin = await h.signInAdmin({ email: "beheer@vayvista.test", lang: "en" });
    adminPl = await h.signInAdmin({ email: "admin-pl@vayvista.test", lang: "pl" });
    owner = await h.signUpOwner({ email: "marek@example.pl", name: "Marek Wiśniewski", lang: "pl" });
    const db = handle.db;
    const [site] = await db
      .insert(userSites)
      .values({ userId: owner.id, themeName: "nature-rustic", siteName: "Chata pod Gubałówką", subdomain: "chata" })
      .returning({ id: userSites.id });
    if (!site) throw new Error("no site");
    const [unit] = await db
      .insert(rentalUnits)
      .values({
        siteId: site.id,
        slug: "chata",
        type: "chalet",
        name: { pl: "Chata Gubałówka", en: "Gubałówka Chalet" },
        maxGuests: 6,
        bedrooms: 3,
        beds: 4,
        bathrooms: 2,
      })
      .returning({ id: rentalUnits.id });
    if (!unit) throw new Error("no unit");
    const [feed] = await db
      .insert(calendarFeeds)
      .values({
        siteId: site.id,
        unitId: unit.id,
        channel: "airbnb",
        name: "Airbnb",
        url: FEED_URL,
        health: "unhealthy",
        lastAttemptAt: new Date(),
        lastError: `HTTP 503 from ${FEED_URL}`,
      })
      .returning({ id: calendarFeeds.id });
    const [booking] = await db
      .insert(stays)
      .values({
        siteId: site.id,
        unitId: unit.id,
        kind: "booking",
        status: "confirmed",
        checkIn: "2027-02-13",
        checkOut: "2027-02-20",
        reference: "VV-K7M2QX",
        source: "direct",
      })
      .returning({ id: stays.id });
    await db.insert(stays).values({
      siteId: site.id,
      unitId: unit.id,
      kind: "import",
      status: "conflict",
      checkIn: "2027-02-15",
      checkOut: "2027-02-18",
      source: "airbnb",
      feedId: feed?.id,
      externalUid: "conflict@airbnb.com",
      label: "Reserved",
      conflictWith: booking?.id,
    });
  });
  afterAll(() => handle.close());

  it("refuses owners with a 403 in their language, on the page and on saving, changing nothing", async () => {
    const before = await getBookingPlatformSettings(handle.db);
    const loaded = await h.call(page.loader, PATH, { as: owner });
    expect(loaded.status).toBe(403);
    expect(loaded.data).toMatchObject({ reason: "forbidden", lang: "pl" });
    const saved = await h.call(page.action, PATH, {
      as: owner,
      form: { importIntervalMinutes: "5", requestHoldHours: "1", maxFeedsPerUnit: "1" },
    });
    expect(saved.status).toBe(403);
    expect(await getBookingPlatformSettings(handle.db)).toEqual(before);
  });

  it("sends visitors who are not signed in to the login page", async () => {
    expect(await h.call(page.loader, PATH)).toMatchObject({
      status: 302,
      location: `/login?next=${encodeURIComponent(PATH)}`,
    });
  });

  it("shows the defaults, the unhealthy feed and the conflict with links to the owner, never the feed's link", async () => {
    const result = await h.call(page.loader, PATH, { as: admin });
    expect(result.status).toBe(200);
    const data = result.data as Loaded;
    expect(data.values).toEqual({ importIntervalMinutes: "15", requestHoldHours: "48", maxFeedsPerUnit: "10" });
    expect(data.feeds).toHaveLength(1);
    expect(data.feeds[0]).toMatchObject({
      siteName: "Chata pod Gubałówką",
      ownerName: "Marek Wiśniewski",
      unitName: { pl: "Chata Gubałówka", en: "Gubałówka Chalet" },
      channel: "airbnb",
      lastSuccessAt: null,
      lastError: "HTTP 503 from https://www.airbnb.nl/…",
    });
    expect(data.conflicts).toHaveLength(1);
    expect(data.conflicts[0]).toMatchObject({
      checkIn: "2027-02-15",
      checkOut: "2027-02-18",
      channel: "airbnb",
      booking: { reference: "VV-K7M2QX", checkIn: "2027-02-13", checkOut: "2027-02-20" },
    });
    expect(JSON.stringify(data)).not.toContain("0123456789abcdef");

    // The owner's link opens the owner list at the page that starts with them.
    const href = data.feeds[0]?.ownerHref ?? "";
    expect(data.conflicts[0]?.ownerHref).toBe(href);
    const before = new URL(href, "https://vayvista.test").searchParams.get("before") ?? undefined;
    expect((await listOwners(handle.db, { before, limit: 1 })).owners[0]?.id).toBe(owner.id);
  });

  it("refuses values out of range with 422, errors beside the fields in the admin's language, typed values kept", async () => {
    const form = { importIntervalMinutes: "2", requestHoldHours: "", maxFeedsPerUnit: "veel" };
    const refused = await h.call(page.action, PATH, { as: adminPl, form });
    const pl = resources.pl.admin;
    expect(refused).toMatchObject({
      status: 422,
      data: {
        ok: false,
        message: pl.common.checkFields,
        errors: {
          importIntervalMinutes: pl.errors.range.replace("{{min}}", "5").replace("{{max}}", "1440"),
          requestHoldHours: pl.errors.required,
          maxFeedsPerUnit: pl.errors.number,
        },
        values: form,
      },
    });
    expect(await getBookingPlatformSettings(handle.db)).toMatchObject({ importIntervalMinutes: 15 });
  });

  it("saves new defaults, audited, and says so", async () => {
    const saved = await h.call(page.action, PATH, {
      as: admin,
      form: { importIntervalMinutes: "30", requestHoldHours: "24", maxFeedsPerUnit: "4" },
    });
    expect(saved).toMatchObject({
      status: 200,
      data: {
        ok: true,
        message: resources.en.admin.bookingCalendar.saved,
        values: { importIntervalMinutes: "30", requestHoldHours: "24", maxFeedsPerUnit: "4" },
      },
    });
    expect(await getBookingPlatformSettings(handle.db)).toMatchObject({
      importIntervalMinutes: 30,
      requestHoldHours: 24,
      maxFeedsPerUnit: 4,
    });
    const entries = await handle.db.select().from(auditLog).where(eq(auditLog.action, "booking_settings.update"));
    expect(entries.map((e) => e.actorId)).toEqual([admin.id]);
    const page2 = (await h.call(page.loader, PATH, { as: admin })).data as Loaded;
    expect(page2.updatedAt).not.toBeNull();
  });

  it("refuses a form larger than three numbers need with 413", async () => {
    const result = await h.call(page.action, PATH, {
      as: admin,
      form: { importIntervalMinutes: "1".repeat(20_000), requestHoldHours: "1", maxFeedsPerUnit: "1" },
    });
    expect(result.status).toBe(413);
  });
});
