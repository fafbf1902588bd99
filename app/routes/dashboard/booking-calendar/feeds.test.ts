import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../../db/client.ts";
import { calendarFeeds, stays } from "../../../../db/schema.ts";
import { testBackends } from "../../../../db/testing.ts";
import { exportFeed } from "../../../../modules/calendar-sync/export-feed.ts";
import type { OwnerSite } from "../../../../modules/sites/create-owner-site.ts";
import { insertUnit } from "../../../../modules/units/units.testing.ts";
import { listUnits } from "../../../../modules/units/units.ts";
import { giveSite, type Person, type RouteHarness, routeHarness } from "../../../../tests/support/route-harness.ts";
import type { FeedActionResult, UnitFeeds } from "../../../components/dashboard/calendar-feeds/feed-result.ts";
import { action, loader } from "./feeds.tsx";

const PATH = "/dashboard/booking-calendar/feeds";
const MISSING = "3b241101-e2bb-4255-8caf-4136c566a962";
const AIRBNB = "https://www.airbnb.com/calendar/ical/12345.ics?s=abcdef";

type Page = { units: UnitFeeds[]; siteLink: string | null; maxFeedsPerUnit: number; intervalMinutes: number };

describe.each(testBackends())("dashboard calendar connections on $name", (backend) => {
  let handle: DatabaseHandle;
  let app: RouteHarness;
  let owner: Person;
  let other: Person;
  let site: OwnerSite;
  let otherSite: OwnerSite;
  let duinhuis = "";
  let boshuis = "";
  let otherUnit = "";
  let otherFeed = "";

  const unit = async (siteId: string, slug: string) => (await insertUnit(handle.db, siteId, slug)).id;

  beforeAll(async () => {
    handle = await backend.open();
    app = routeHarness(handle.db);
    owner = await app.signUpOwner({ email: "sanne@example.nl" });
    other = await app.signUpOwner({ email: "piotr@example.pl", lang: "pl" });
    site = await giveSite(handle.db, owner.id, { siteName: "Duinhuis", subdomain: "duinhuis" });
    otherSite = await giveSite(handle.db, other.id, { siteName: "Domek", subdomain: "domek" });
    // A new site comes with its first unit; Sanne adds a second.
    duinhuis = (await listUnits(handle.db, site.id))[0]?.id ?? "";
    boshuis = await unit(site.id, "boshuis");
    otherUnit = (await listUnits(handle.db, otherSite.id))[0]?.id ?? "";
    const [feed] = await handle.db
      .insert(calendarFeeds)
      .values({ siteId: otherSite.id, unitId: otherUnit, channel: "airbnb", name: "Airbnb Domek", url: AIRBNB })
      .returning();
    otherFeed = feed?.id ?? "";
  });
  afterAll(() => handle.close());

  const page = async (as: Person) => {
    const result = await app.call(loader, PATH, { as });
    expect(result.status).toBe(200);
    return result.data as Page;
  };
  const post = (form: Record<string, string>, as: Person = owner) => app.call(action, PATH, { as, form });
  const add = (fields: Partial<Record<"unitId" | "channel" | "name" | "url", string>>, as: Person = owner) =>
    post({ intent: "add", unitId: duinhuis, channel: "airbnb", name: "Airbnb Duinhuis", url: AIRBNB, ...fields }, as);
  const mine = async () => (await page(owner)).units.flatMap((u) => u.feeds);

  it("sends visitors to the login page", async () => {
    const login = { status: 302, location: "/login?next=%2Fdashboard%2Fbooking-calendar%2Ffeeds" };
    expect(await app.call(loader, PATH)).toMatchObject(login);
    expect(await app.call(action, PATH, { form: { intent: "rotate" } })).toMatchObject(login);
  });

  it("gives each unit its export links, per channel, that serve the unit's calendar", async () => {
    const { units, siteLink, maxFeedsPerUnit, intervalMinutes } = await page(owner);
    expect(units.map((u) => u.id).sort()).toEqual([duinhuis, boshuis].sort());
    expect([maxFeedsPerUnit, intervalMinutes]).toEqual([10, 15]);
    const links = units.find((u) => u.id === duinhuis)?.links ?? [];
    expect(links.map((l) => l.channel)).toEqual(["airbnb", "booking", "vrbo", null]);
    const link = new URL(links[0]?.url ?? "");
    expect(link.pathname).toBe(`/calendar/${owner.id}.ics`);
    expect(link.searchParams.get("unit")).toBe(duinhuis);
    expect(link.searchParams.get("for")).toBe("airbnb");
    const feed = await exportFeed(
      handle.db,
      { site: { userId: owner.id }, unit: duinhuis, token: link.searchParams.get("token"), forChannel: "airbnb" },
      { ownDomain: "vayvista.test", now: new Date() },
    );
    expect(feed?.ics).toContain("BEGIN:VCALENDAR");
    // The whole site's feed is offered on the site's own address, with the site's token.
    const whole = new URL(siteLink ?? "");
    expect(whole.pathname).toBe("/calendar.ics");
    expect(whole.host).not.toBe("vayvista.test");
    expect(whole.host.endsWith(".vayvista.test")).toBe(true);
    expect(whole.searchParams.has("unit")).toBe(false);
    expect(whole.searchParams.get("token")).toBe(link.searchParams.get("token"));
  });

  it("connects a calendar to a unit, due for its first sync at once, and lists it with the unit", async () => {
    expect(await add({ url: ` ${AIRBNB} ` })).toMatchObject({ status: 200, data: { ok: true, intent: "add" } });
    // webcal:// links (Apple, Google) are fetched over https.
    expect(
      await add({
        unitId: boshuis,
        channel: "google",
        name: "Google",
        url: "webcal://calendar.google.com/x/basic.ics",
      }),
    ).toMatchObject({ data: { ok: true } });
    const { units } = await page(owner);
    expect(units.find((u) => u.id === duinhuis)?.feeds).toEqual([
      expect.objectContaining({
        channel: "airbnb",
        name: "Airbnb Duinhuis",
        host: "www.airbnb.com",
        health: "new",
        pending: true,
        lastSuccess: null,
        problem: null,
        eventCount: 0,
      }),
    ]);
    const [stored] = await handle.db.select().from(calendarFeeds).where(eq(calendarFeeds.unitId, boshuis));
    expect(stored).toMatchObject({
      url: "https://calendar.google.com/x/basic.ics",
      lastAttemptAt: null,
      siteId: site.id,
    });
    // The page never shows the link's secret.
    expect(JSON.stringify(units)).not.toContain("abcdef");
    // Claimed by the worker, its first sync still running (a big feed takes a while): still on its way.
    await handle.db.update(calendarFeeds).set({ lastAttemptAt: new Date() }).where(eq(calendarFeeds.unitId, boshuis));
    const claimed = (await page(owner)).units.find((u) => u.id === boshuis)?.feeds[0];
    expect(claimed).toMatchObject({ health: "new", pending: true });
  });

  it("refuses a bad form with its problems and everything typed", async () => {
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ url: "" }, { url: "url_required" }],
      [{ url: "not a link" }, { url: "url_invalid" }],
      [{ url: "ftp://example.com/cal.ics" }, { url: "url_scheme" }],
      [{ url: "https://user:pw@example.com/cal.ics" }, { url: "url_credentials" }],
      [{ url: `https://vayvista.test/calendar/${owner.id}.ics?token=x` }, { url: "url_own" }],
      [{ url: "https://duinhuis.vayvista.test/calendar.ics?token=x" }, { url: "url_own" }],
      [{ url: AIRBNB }, { url: "url_duplicate" }],
      [
        { name: "  ", channel: "myspace" },
        { name: "name_required", channel: "channel_unknown" },
      ],
      [{ name: "x".repeat(81) }, { name: "name_too_long" }],
      [{ name: "Airbnb\r\nEND:VCALENDAR" }, { name: "name_one_line" }],
      [{ name: "Air\u0000bnb" }, { name: "name_one_line" }],
      [{ name: "Air\u2028bnb" }, { name: "name_one_line" }],
    ];
    for (const [fields, errors] of cases) {
      const result = await add({ url: "https://www.booking.com/ical/other.ics", ...fields });
      expect([fields, result.status]).toEqual([fields, 400]);
      const answer = result.data as FeedActionResult;
      expect(answer).toMatchObject({ ok: false, intent: "add", errors, values: { unitId: duinhuis } });
      expect(answer.ok === false && "values" in answer && answer.values.url).toBe(
        fields.url ?? "https://www.booking.com/ical/other.ics",
      );
    }
  });

  it("holds a unit to the platform's number of feeds", async () => {
    const full = await unit(site.id, "vol");
    for (let i = 0; i < 10; i++) {
      expect(await add({ unitId: full, url: `https://example.com/${i}.ics` })).toMatchObject({ data: { ok: true } });
    }
    expect(await add({ unitId: full, url: "https://example.com/11.ics" })).toMatchObject({
      status: 400,
      data: { ok: false, errors: { url: "unit_full" } },
    });
  });

  it("answers 404 for another owner's unit or feed, 400 for a malformed id", async () => {
    expect(await add({ unitId: otherUnit })).toMatchObject({ status: 404 });
    for (const intent of ["remove", "sync", "accept"]) {
      expect(await post({ intent, feedId: otherFeed })).toMatchObject({ status: 404 });
      expect(await post({ intent, feedId: MISSING })).toMatchObject({ status: 404 });
      expect(await post({ intent, feedId: "42" })).toMatchObject({ status: 400 });
    }
    expect(await add({ unitId: "42" })).toMatchObject({ status: 400 });
    const [still] = await handle.db.select().from(calendarFeeds).where(eq(calendarFeeds.id, otherFeed));
    expect(still?.siteId).toBe(otherSite.id);
    // The other owner's page shows only their own.
    expect((await page(other)).units.flatMap((u) => u.feeds).map((f) => f.id)).toEqual([otherFeed]);
  });

  it("asks for a sync now, and lets the owner confirm a drop we distrusted", async () => {
    const feed = (await mine()).find((f) => f.name === "Airbnb Duinhuis");
    await handle.db
      .update(calendarFeeds)
      .set({
        health: "unhealthy",
        lastAttemptAt: new Date(),
        lastSuccessAt: new Date("2027-01-10T09:00:00Z"),
        eventCount: 8,
        lastError: "drop: 8 → 2 events",
      })
      .where(eq(calendarFeeds.id, feed?.id ?? ""));
    const shown = (await mine()).find((f) => f.id === feed?.id);
    expect(shown).toMatchObject({
      health: "unhealthy",
      pending: false,
      canAccept: true,
      problem: "Er stonden ineens veel minder boekingen in de agenda dan de vorige keer.",
      problemDetail: "8 → 2 events",
      lastSuccess: "10 jan 2027, 10:00",
    });
    expect(await post({ intent: "accept", feedId: feed?.id ?? "" })).toMatchObject({ data: { ok: true } });
    const [accepted] = await handle.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.id, feed?.id ?? ""));
    expect(accepted).toMatchObject({ eventCount: 0, lastAttemptAt: null });
    // Nothing to accept on a feed whose problem is an error answer.
    await handle.db
      .update(calendarFeeds)
      .set({ lastError: "error_body: the channel answered with an error message", lastAttemptAt: new Date() })
      .where(eq(calendarFeeds.id, feed?.id ?? ""));
    expect(await post({ intent: "accept", feedId: feed?.id ?? "" })).toMatchObject({ status: 409 });
    expect(await post({ intent: "sync", feedId: feed?.id ?? "" })).toMatchObject({
      data: { ok: true, intent: "sync" },
    });
    expect((await mine()).find((f) => f.id === feed?.id)?.pending).toBe(true);
  });

  it("says in the owner's language why a feed was refused for endless repeats, or stopped at its time", async () => {
    const feed = (await mine()).find((f) => f.name === "Airbnb Duinhuis");
    const cases = [
      [
        "too_many_events: more than 1489 events still to come (repeating events expanded 393 days ahead, as far as the unit can be booked)",
        "De agenda bevat veel meer boekingen en blokkades dan je accommodatie nachten vooruit heeft (bijvoorbeeld afspraken die zich eindeloos herhalen). Zo'n agenda lezen we niet in.",
      ],
      [
        "too_slow: stopped while reading the calendar: the sync's time was up",
        "Het inlezen van de agenda duurde te lang, daarom zijn we gestopt.",
      ],
    ] as const;
    for (const [lastError, problem] of cases) {
      await handle.db
        .update(calendarFeeds)
        .set({ health: "unhealthy", lastError, lastAttemptAt: new Date() })
        .where(eq(calendarFeeds.id, feed?.id ?? ""));
      expect((await mine()).find((f) => f.id === feed?.id)).toMatchObject({
        health: "unhealthy",
        problem,
        problemDetail: lastError.slice(lastError.indexOf(":") + 1).trim(),
        canAccept: false,
      });
    }
  });

  it("disconnects a calendar with its imported events", async () => {
    const feed = (await mine()).find((f) => f.name === "Google");
    await handle.db.insert(stays).values({
      siteId: site.id,
      unitId: boshuis,
      kind: "import",
      status: "confirmed",
      checkIn: "2027-03-01",
      checkOut: "2027-03-03",
      source: "google",
      feedId: feed?.id ?? "",
      externalUid: "a@google.com",
    });
    expect(await post({ intent: "remove", feedId: feed?.id ?? "" })).toMatchObject({ data: { ok: true } });
    expect((await mine()).map((f) => f.id)).not.toContain(feed?.id);
    expect(await handle.db.select().from(stays).where(eq(stays.unitId, boshuis))).toEqual([]);
  });

  it("makes new links: the old ones stop working", async () => {
    const before = new URL((await page(owner)).units[0]?.links[0]?.url ?? "");
    expect(await post({ intent: "rotate" })).toMatchObject({ data: { ok: true, intent: "rotate" } });
    const after = new URL((await page(owner)).units[0]?.links[0]?.url ?? "");
    expect(after.searchParams.get("token")).not.toBe(before.searchParams.get("token"));
    const serve = (token: string | null) =>
      exportFeed(
        handle.db,
        { site: { userId: owner.id }, unit: null, token, forChannel: null },
        { ownDomain: "vayvista.test", now: new Date() },
      );
    expect(await serve(before.searchParams.get("token"))).toBeNull();
    expect(await serve(after.searchParams.get("token"))).not.toBeNull();
  });
});
