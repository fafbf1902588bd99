import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.ts";
import { rentalUnits } from "../../../db/schema.ts";
import { testBackends } from "../../../db/testing.ts";
import { addDays, todayIn } from "../../../modules/dates/stay-date.ts";
import { bookStay } from "../../../modules/vouchers/vouchers.testing.ts";
import { giveSite, type Person, type RouteHarness, routeHarness } from "../../../tests/support/route-harness.ts";
import { loader } from "./booking-calendar.tsx";

type MonthData = {
  view: "month";
  month: string;
  today: string;
  units: { id: string; name: string }[];
  stays: { id: string; unitId: string; guestName: string | null; status: string }[];
};
type ListData = {
  view: "list";
  filter: { when: string; status?: string; kind?: string; unitId?: string };
  list: { total: number; stays: { id: string; unitName: string; status: string }[] };
};

describe.each(testBackends())("the booking calendar page on $name", (backend) => {
  let handle: DatabaseHandle;
  let app: RouteHarness;
  let owner: Person;
  let other: Person;
  let newcomer: Person;
  const today = todayIn("Europe/Amsterdam", new Date());
  const month = today.slice(0, 7);
  const ids: Record<string, string> = {};
  let unitId = "";

  beforeAll(async () => {
    handle = await backend.open();
    app = routeHarness(handle.db);
    owner = await app.signUpOwner({ email: "sanne@example.nl", lang: "nl" });
    other = await app.signUpOwner({ email: "piotr@example.pl", lang: "pl" });
    newcomer = await app.signUpOwner({ email: "nieuw@example.nl" });
    const site = await giveSite(handle.db, owner.id, { siteName: "Villa Zon", subdomain: "villa-zon" });
    const otherSite = await giveSite(handle.db, other.id, { siteName: "Domek", subdomain: "domek" });
    const unitOf = async (siteId: string) => {
      const [unit] = await handle.db
        .select({ id: rentalUnits.id })
        .from(rentalUnits)
        .where(and(eq(rentalUnits.siteId, siteId)))
        .orderBy(asc(rentalUnits.position));
      if (!unit) throw new Error("no unit");
      return unit.id;
    };
    unitId = await unitOf(site.id);
    const at = { siteId: site.id, unitId };
    ids.now = await bookStay(handle.db, at, { checkIn: today, checkOut: addDays(today, 2), guestName: "Jonas" });
    ids.request = await bookStay(handle.db, at, {
      checkIn: addDays(today, 3),
      checkOut: addDays(today, 5),
      guestName: "Ola",
      status: "request",
    });
    ids.past = await bookStay(handle.db, at, {
      checkIn: addDays(today, -40),
      checkOut: addDays(today, -35),
      guestName: "Anna",
    });
    ids.theirs = await bookStay(
      handle.db,
      { siteId: otherSite.id, unitId: await unitOf(otherSite.id) },
      { checkIn: today, checkOut: addDays(today, 2), guestName: "Obcy" },
    );
  });
  afterAll(() => handle.close());

  const open = async (query = "", as: Person = owner) => {
    const result = await app.call(loader, `/dashboard/booking-calendar${query}`, { as });
    expect(result.status).toBe(200);
    return result.data;
  };

  it("sends visitors to the login page and an owner without a site to the onboarding", async () => {
    expect(await app.call(loader, "/dashboard/booking-calendar?view=list")).toMatchObject({
      status: 302,
      location: "/login?next=%2Fdashboard%2Fbooking-calendar%3Fview%3Dlist",
    });
    expect(await app.call(loader, "/dashboard/booking-calendar", { as: newcomer })).toMatchObject({
      status: 302,
      location: "/onboarding",
    });
  });

  it("shows this month across the owner's units, with today marked, never another owner's stays", async () => {
    const data = (await open()) as MonthData;
    expect(data).toMatchObject({ view: "month", month, today, units: [{ id: unitId, name: "Villa Zon" }] });
    const shown = data.stays.map((s) => s.id);
    expect(shown).toContain(ids.now);
    expect(shown).not.toContain(ids.theirs);
    expect(shown).not.toContain(ids.past);
    expect(JSON.stringify(data)).not.toContain("Obcy");
    // The other owner sees only their own, whatever the address says.
    const theirs = (await open(`?month=${month}&site=villa-zon`, other)) as MonthData;
    expect(theirs.stays.map((s) => s.guestName)).toEqual(["Obcy"]);
  });

  it("goes to another month, and falls back to this one for a month it cannot read", async () => {
    expect(((await open("?month=2031-02")) as MonthData).month).toBe("2031-02");
    expect(((await open("?month=2031-02")) as MonthData).stays).toEqual([]);
    expect(((await open("?month=2031-13")) as MonthData).month).toBe(month);
  });

  it("lists stays to come and gone by, filtered, and ignores filters it does not know", async () => {
    const upcoming = (await open("?view=list")) as ListData;
    expect(upcoming.filter.when).toBe("upcoming");
    expect(upcoming.list.stays.map((s) => s.id)).toEqual([ids.now, ids.request]);
    expect(upcoming.list.stays[0]?.unitName).toBe("Villa Zon");
    const past = (await open("?view=list&when=past")) as ListData;
    expect(past.list.stays.map((s) => s.id)).toEqual([ids.past]);
    const requests = (await open("?view=list&status=request")) as ListData;
    expect(requests.list.stays.map((s) => s.id)).toEqual([ids.request]);
    const unknown = (await open("?view=list&status=spam&kind=x&unit=17")) as ListData;
    expect(unknown.filter).toMatchObject({ when: "upcoming", status: undefined, kind: undefined, unitId: undefined });
    expect(unknown.list.total).toBe(2);
    const theirs = (await open("?view=list", other)) as ListData;
    expect(theirs.list.stays.map((s) => s.id)).toEqual([ids.theirs]);
  });
});
