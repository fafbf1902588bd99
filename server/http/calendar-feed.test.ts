import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { rentalUnits, stays, userSites } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { testAuth } from "../../modules/accounts/test-support.ts";
import { calendarFeedLinks } from "../../modules/calendar-sync/export-feed.ts";
import { seedFeedOwner } from "../../modules/calendar-sync/testing/feed-fixtures.ts";
import { readWithIcalJs } from "../../modules/calendar-sync/testing/read-with-ical-js.ts";
import { addDays, todayIn } from "../../modules/dates/stay-date.ts";
import { PhotoQueue } from "../../modules/photos/photo-queue.ts";
import { BookingEventBus } from "../../modules/stays/booking-events.ts";
import { ensureBookingSettings, rotateCalendarToken } from "../../modules/stays/booking-settings.ts";
import { createServerApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { createLogger } from "../logger.ts";

const APP_DOMAIN = "vayvista.test";
const today = todayIn("Europe/Amsterdam", new Date());
const day = (n: number) => addDays(today, n);

/** The exported feeds through the whole server, as Airbnb or Booking.com fetch them. */
describe.each(testBackends())("exported calendar feeds on $name", (backend) => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createServerApp>["app"];
  let eva: Awaited<ReturnType<typeof seedFeedOwner>>;
  let piet: Awaited<ReturnType<typeof seedFeedOwner>>;
  let token = "";
  let unitA = "";
  let unitB = "";
  let pietUnit = "";
  let pietToken = "";
  const ids: Record<string, string> = {};
  const addressing = { origin: "http://vayvista.test", appDomain: APP_DOMAIN };

  beforeAll(async () => {
    database = await backend.open();
    ({ app } = createServerApp({
      auth: testAuth(database.db).auth,
      secretsKey: Buffer.alloc(32, 7),
      config: loadConfig({ APP_DOMAIN, PUBLIC_URL: "http://vayvista.test" }),
      database,
      log: createLogger("silent"),
      cachePages: true,
      enhanceScript: "/assets/enhance-test.js",
      bookingEvents: new BookingEventBus(),
      photoQueue: new PhotoQueue(),
      handlePage: async () => new Response("page"),
    }));
    eva = await seedFeedOwner(database.db, "Eva");
    piet = await seedFeedOwner(database.db, "Piet");
    unitA = (await eva.unit("Duinhuis")).id;
    unitB = (await eva.unit("Boshuis")).id;
    pietUnit = (await piet.unit("Hut")).id;
    token = (await ensureBookingSettings(database.db, eva.site.id)).calendarToken;
    pietToken = (await ensureBookingSettings(database.db, piet.site.id)).calendarToken;
    const airbnb = await eva.feed(unitA, "https://www.airbnb.com/calendar/ical/1.ics?s=x");
    const stay = async (name: string, values: Partial<typeof stays.$inferInsert>) => {
      const [row] = await database.db
        .insert(stays)
        .values({
          siteId: eva.site.id,
          unitId: unitA,
          kind: "booking",
          status: "confirmed",
          checkIn: day(10),
          checkOut: day(13),
          source: "direct",
          ...values,
        })
        .returning();
      ids[name] = row?.id ?? "";
    };
    await stay("booking", {
      guestName: "Jonas Becker",
      guestEmail: "jonas@example.de",
      guestPhone: "+49 170 1234567",
      reference: "VV-EXPT01",
    });
    await stay("request", {
      status: "request",
      checkIn: day(20),
      checkOut: day(22),
      holdExpiresAt: new Date(Date.now() + 3_600_000),
    });
    await stay("expiredRequest", {
      status: "request",
      checkIn: day(30),
      checkOut: day(32),
      holdExpiresAt: new Date(Date.now() - 60_000),
    });
    await stay("cancelled", { status: "cancelled", checkIn: day(10), checkOut: day(12) });
    await stay("block", {
      kind: "block",
      unitId: unitB,
      checkIn: day(5),
      checkOut: day(7),
      source: "manual",
      label: "Painter",
    });
    await stay("airbnb", {
      kind: "import",
      feedId: airbnb.id,
      source: "airbnb",
      label: "Reserved",
      checkIn: day(40),
      checkOut: day(45),
      externalUid: "x@airbnb.com",
    });
    await stay("conflict", {
      kind: "import",
      feedId: airbnb.id,
      source: "airbnb",
      status: "conflict",
      label: "Reserved",
      checkIn: day(10),
      checkOut: day(11),
      externalUid: "y@airbnb.com",
      conflictWith: ids.booking ?? null,
    });
    await stay("past", { checkIn: day(-70), checkOut: day(-60) });
    await piet.unit("Schuur");
    const [pietStay] = await database.db
      .insert(stays)
      .values({
        siteId: piet.site.id,
        unitId: pietUnit,
        kind: "booking",
        status: "confirmed",
        checkIn: day(8),
        checkOut: day(9),
        source: "direct",
      })
      .returning();
    ids.piet = pietStay?.id ?? "";
  });
  afterAll(() => database.close());

  const get = (url: string, method = "GET") => app.request(url, { method });
  const links = (unitId: string | null, forChannel?: "airbnb") =>
    calendarFeedLinks({ addressing, userId: eva.owner.id, site: eva.site, token, unitId, forChannel });

  it("serves a unit's stays that hold nights, as valid all-day iCalendar with our UIDs and no guest data", async () => {
    const response = await get(links(unitA).appDomain);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("cache-control")).toContain("no-store");
    const ics = await response.text();
    const { events } = readWithIcalJs(ics);
    expect(events.map((e) => [e.uid, e.start, e.end, e.startIsDate && e.endIsDate, e.summary])).toEqual([
      [`${ids.booking}@${APP_DOMAIN}`, day(10), day(13), true, "Reserved"],
      [`${ids.request}@${APP_DOMAIN}`, day(20), day(22), true, "Reserved"],
      [`${ids.airbnb}@${APP_DOMAIN}`, day(40), day(45), true, "Reserved"],
    ]);
    for (const secret of ["Jonas", "Becker", "jonas@example.de", "1234567", "VV-EXPT01", "Painter"]) {
      expect(ics).not.toContain(secret);
    }
  });

  it("serves every unit of the site without a unit, and the same feed on the owner's own host", async () => {
    const all = readWithIcalJs(await (await get(links(null).appDomain)).text()).events;
    expect(all.map((e) => e.uid)).toEqual(
      [ids.block, ids.booking, ids.request, ids.airbnb].map((id) => `${id}@${APP_DOMAIN}`),
    );
    expect(all.find((e) => e.uid.startsWith(ids.block ?? "-"))?.summary).toBe("Blocked");
    const ownHost = links(unitA).ownHost;
    expect(ownHost.startsWith(`http://huis-eva.${APP_DOMAIN}/calendar.ics?`)).toBe(true);
    const onHost = await get(ownHost);
    expect(onHost.status).toBe(200);
    expect(readWithIcalJs(await onHost.text()).events).toHaveLength(3);
  });

  it("serves the whole site's feed at /calendar.ics on the owner's host: both units, the same headers, HEAD", async () => {
    const url = links(null).ownHost;
    expect(url).toBe(`http://huis-eva.${APP_DOMAIN}/calendar.ics?token=${token}`);
    const response = await get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    const ics = await response.text();
    const read = readWithIcalJs(ics);
    // The painter's block on Boshuis and the bookings on Duinhuis, as the app domain's site feed has them.
    expect(read.events.map((e) => [e.uid, e.summary])).toEqual([
      [`${ids.block}@${APP_DOMAIN}`, "Blocked"],
      [`${ids.booking}@${APP_DOMAIN}`, "Reserved"],
      [`${ids.request}@${APP_DOMAIN}`, "Reserved"],
      [`${ids.airbnb}@${APP_DOMAIN}`, "Reserved"],
    ]);
    expect(ics).toBe(await (await get(links(null).appDomain)).text());
    expect(read.names[0]).toBe("Huis Eva");
    for (const secret of ["Jonas", "Painter", ids.piet ?? "-"]) expect(ics).not.toContain(secret);
    const head = await get(url, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(await head.text()).toBe("");
  });

  it("answers 404 at /calendar.ics without the site's own token, and one owner's token never shows another's stays", async () => {
    const evaHost = `http://huis-eva.${APP_DOMAIN}/calendar.ics`;
    const pietHost = `http://huis-piet.${APP_DOMAIN}/calendar.ics`;
    for (const url of [
      evaHost,
      `${evaHost}?token=`,
      `${evaHost}?token=${token}x`,
      `${evaHost}?token=${pietToken}`,
      `${pietHost}?token=${token}`,
    ]) {
      for (const method of ["GET", "HEAD"]) {
        const response = await get(url, method);
        expect([url, method, response.status]).toEqual([url, method, 404]);
        expect(await response.text()).not.toContain("BEGIN:VCALENDAR");
      }
    }
    // Piet's own link shows his stay and nothing of Eva's.
    const pietIcs = await (await get(`${pietHost}?token=${pietToken}`)).text();
    expect(readWithIcalJs(pietIcs).events.map((e) => e.uid)).toEqual([`${ids.piet}@${APP_DOMAIN}`]);
    for (const id of [ids.booking, ids.block, ids.request, ids.airbnb]) expect(pietIcs).not.toContain(id);
  });

  it("names a unit's calendar once when the unit is called as the site is", async () => {
    const name = async (unitId: string | null) =>
      readWithIcalJs(await (await get(links(unitId).appDomain)).text()).names[0];
    expect(await name(unitA)).toBe("Huis Eva – Duinhuis");
    await database.db.update(userSites).set({ siteName: "Duinhuis Zeezicht" }).where(eq(userSites.id, eva.site.id));
    await database.db
      .update(rentalUnits)
      .set({ name: { en: " duinhuis  Zeezicht" } })
      .where(eq(rentalUnits.id, unitA));
    expect(await name(unitA)).toBe("Duinhuis Zeezicht");
    const ics = await (await get(links(unitA).appDomain)).text();
    expect(ics).toContain("\r\nX-WR-CALNAME:Duinhuis Zeezicht\r\n");
    expect(ics).toContain("\r\nNAME:Duinhuis Zeezicht\r\n");
    expect(await name(unitB)).toBe("Duinhuis Zeezicht – Boshuis");
    await database.db.update(userSites).set({ siteName: "Huis Eva" }).where(eq(userSites.id, eva.site.id));
    await database.db
      .update(rentalUnits)
      .set({ name: { en: "Duinhuis" } })
      .where(eq(rentalUnits.id, unitA));
  });

  it("leaves out the channel's own events in the link made for it", async () => {
    const forAirbnb = readWithIcalJs(await (await get(links(unitA, "airbnb").appDomain)).text()).events;
    expect(forAirbnb.map((e) => e.uid)).toEqual([ids.booking, ids.request].map((id) => `${id}@${APP_DOMAIN}`));
  });

  it("answers 404 to a wrong or missing token, another site's unit or owner, and on the wrong host", async () => {
    const ok = new URL(links(unitA).appDomain);
    const variants: string[] = [];
    const wrong = new URL(ok);
    wrong.searchParams.set("token", `${token}x`);
    variants.push(wrong.href);
    const missing = new URL(ok);
    missing.searchParams.delete("token");
    variants.push(missing.href);
    const otherUnit = new URL(ok);
    otherUnit.searchParams.set("unit", pietUnit);
    variants.push(otherUnit.href);
    const badUnit = new URL(ok);
    badUnit.searchParams.set("unit", "not-a-uuid");
    variants.push(badUnit.href);
    variants.push(ok.href.replace(eva.owner.id, piet.owner.id));
    variants.push(ok.href.replace(eva.owner.id, "nobody"));
    // Piet's host with Eva's token.
    variants.push(links(null).ownHost.replace("huis-eva", "huis-piet"));
    for (const url of variants) {
      const response = await get(url);
      expect([url, response.status]).toEqual([url, 404]);
      expect(await response.text()).not.toContain("BEGIN:VCALENDAR");
    }
  });

  it("shows a change the moment it is committed: no cache in between", async () => {
    const url = links(unitB).appDomain;
    expect(readWithIcalJs(await (await get(url)).text()).events).toHaveLength(1);
    const [added] = await database.db
      .insert(stays)
      .values({
        siteId: eva.site.id,
        unitId: unitB,
        kind: "booking",
        status: "confirmed",
        checkIn: day(50),
        checkOut: day(52),
        source: "direct",
      })
      .returning();
    expect(readWithIcalJs(await (await get(url)).text()).events.map((e) => e.uid)).toContain(
      `${added?.id}@${APP_DOMAIN}`,
    );
    await database.db
      .update(stays)
      .set({ status: "cancelled" })
      .where(eq(stays.id, added?.id ?? ""));
    expect(readWithIcalJs(await (await get(url)).text()).events).toHaveLength(1);
    const head = await get(url, "HEAD");
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
  });

  it("keeps a feed whole whatever the saved site and unit names hold: line breaks, separators, controls", async () => {
    // Saved before names were checked (a NUL Postgres refuses itself); the feed must stay readable to every channel.
    const evil =
      "\r\nEND:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:evil\r\nDTSTART;VALUE=DATE:20270301\r\nEND:VEVENT\u0001\u007f\u2028;,\\";
    await database.db
      .update(userSites)
      .set({ siteName: `Huis Eva${evil}` })
      .where(eq(userSites.id, eva.site.id));
    await database.db
      .update(rentalUnits)
      .set({ name: { en: `Duinhuis${evil}${"ż".repeat(60)}` } })
      .where(eq(rentalUnits.id, unitA));
    const ics = await (await get(links(unitA).appDomain)).text();
    const read = readWithIcalJs(ics);
    expect(read.events.map((e) => e.uid)).toEqual(
      [ids.booking, ids.request, ids.airbnb].map((id) => `${id}@${APP_DOMAIN}`),
    );
    expect(read.names[0]).toMatch(/^Huis Eva END:VCALENDAR BEGIN:VEVENT UID:evil .* – Duinhuis END:VCALENDAR/);
    expect(ics.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    await database.db.update(userSites).set({ siteName: "Huis Eva" }).where(eq(userSites.id, eva.site.id));
    await database.db
      .update(rentalUnits)
      .set({ name: { en: "Duinhuis" } })
      .where(eq(rentalUnits.id, unitA));
  });

  it("retires every old link when the token is rotated", async () => {
    const old = links(unitA).appDomain;
    token = await rotateCalendarToken(database.db, eva.site.id);
    expect((await get(old)).status).toBe(404);
    expect((await get(links(unitA).appDomain)).status).toBe(200);
  });
});
