import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.ts";
import { rentalUnits, siteBookingSettings, stays } from "../../../db/schema.ts";
import { testBackends } from "../../../db/testing.ts";
import { propertyTimeZone } from "../../../modules/booking/bookable-unit.ts";
import type { OwnerSite } from "../../../modules/sites/create-owner-site.ts";
import { dashboardOwners } from "../../../tests/support/dashboard-owners.ts";
import { type Person, type RouteHarness, routeHarness } from "../../../tests/support/route-harness.ts";
import type {
  BookingSettingsAnswer,
  BookingSettingsPageData,
} from "../../components/dashboard/booking-settings/booking-settings-view.ts";
import { action, loader } from "./booking-settings.tsx";

const PATH = "/dashboard/booking-settings";

const settings = (fields: Record<string, string> = {}) => ({
  timeZone: "Europe/Amsterdam",
  accountHolder: "S. de Vries",
  iban: "nl91 abna 0417 1643 00",
  bic: "abnanl2a",
  ...fields,
});

describe.each(testBackends())("dashboard booking settings on $name", (backend) => {
  let handle: DatabaseHandle;
  let app: RouteHarness;
  let owner: Person;
  let other: Person;
  let newcomer: Person;
  let site: OwnerSite;
  let otherSite: OwnerSite;

  beforeAll(async () => {
    handle = await backend.open();
    app = routeHarness(handle.db);
    ({ owner, other, newcomer, site, otherSite } = await dashboardOwners(app));
  });
  afterAll(() => handle.close());

  const page = async (as: Person) => {
    const result = await app.call(loader, PATH, { as });
    expect(result.status).toBe(200);
    return result.data as BookingSettingsPageData;
  };
  const post = (form: Record<string, string>, as?: Person) => app.call(action, PATH, { as, form });
  const stored = async (siteId: string) => {
    const [row] = await handle.db.select().from(siteBookingSettings).where(eq(siteBookingSettings.siteId, siteId));
    return row;
  };

  it("sends visitors to the login page, and an owner without a site to the onboarding", async () => {
    const login = { status: 302, location: "/login?next=%2Fdashboard%2Fbooking-settings" };
    expect(await app.call(loader, PATH)).toMatchObject(login);
    expect(await post(settings())).toMatchObject(login);
    expect(await app.call(loader, PATH, { as: newcomer })).toMatchObject({ status: 302, location: "/onboarding" });
    expect(await post(settings(), newcomer)).toMatchObject({ status: 302, location: "/onboarding" });
  });

  it("starts in Dutch time without bank details, the common European zones first in the owner's language", async () => {
    const start = await page(owner);
    expect(start.values).toEqual({ timeZone: "Europe/Amsterdam", accountHolder: "", iban: "", bic: "" });
    expect(start.hasBank).toBe(false);
    expect(start.zones.current).toBeNull();
    expect(start.zones.common[0]?.label).toMatch(/^Amsterdam · Nederland$/);
    expect(start.zones.regions[0]?.region).toBe("Europe");
    // Zones outside our owners' countries are told apart by their offset.
    expect(start.zones.regions[0]?.zones.find((z) => z.value === "Europe/Oslo")?.label).toMatch(/^Oslo \(GMT\+[12]\)$/);
    // The Polish owner reads the countries in Polish.
    expect((await page(other)).zones.common.find((z) => z.value === "Europe/Warsaw")?.label).toMatch(
      /^Warsaw · Polska$/,
    );
  });

  it("saves the zone and the bank details in their normal form, shows the IBAN in fours and clears the cached pages", async () => {
    app.siteCacheClears.length = 0;
    expect(await post(settings({ timeZone: "Europe/Berlin" }), owner)).toMatchObject({
      status: 200,
      data: { ok: true },
    });
    expect(await stored(site.id)).toMatchObject({
      timeZone: "Europe/Berlin",
      bankAccountHolder: "S. de Vries",
      bankIban: "NL91ABNA0417164300",
      bankBic: "ABNANL2A",
    });
    // "Today" for lead time and booking window is now counted in Berlin.
    expect(await propertyTimeZone(handle.db, site.id)).toBe("Europe/Berlin");
    expect(app.siteCacheClears).toEqual([site.id]);
    const after = await page(owner);
    expect(after.values).toEqual({
      timeZone: "Europe/Berlin",
      accountHolder: "S. de Vries",
      iban: "NL91 ABNA 0417 1643 00",
      bic: "ABNANL2A",
    });
    expect(after.hasBank).toBe(true);
  });

  it("refuses a wrong IBAN, BIC or zone beside its field, keeps everything typed and stores nothing", async () => {
    const typed = settings({ timeZone: "Mars/Olympus_Mons", iban: "NL91 ABNA 0417 1643 01", bic: "ABNA" });
    const refused = await post(typed, owner);
    expect(refused).toMatchObject({
      status: 400,
      data: {
        ok: false,
        errors: { timeZone: { key: "timeZone" }, iban: { key: "ibanChecksum" }, bic: { key: "bicFormat" } },
        values: typed,
      },
    });
    const short = await post(settings({ iban: "DE89 3704 0044 0532 0130 0" }), owner);
    expect((short.data as BookingSettingsAnswer & { ok: false }).errors).toEqual({
      iban: { key: "ibanLength", params: { expected: 22, actual: 21 } },
    });
    expect(await post(settings({ iban: "", accountHolder: "S. de Vries" }), owner)).toMatchObject({
      status: 400,
      data: { errors: { iban: { key: "ibanMissing" } } },
    });
    expect(await stored(site.id)).toMatchObject({ timeZone: "Europe/Berlin", bankIban: "NL91ABNA0417164300" });
  });

  it("takes the bank details away when the owner empties them", async () => {
    expect(await post(settings({ accountHolder: "", iban: "", bic: "" }), owner)).toMatchObject({ status: 200 });
    expect(await stored(site.id)).toMatchObject({ bankAccountHolder: null, bankIban: null, bankBic: null });
    expect((await page(owner)).hasBank).toBe(false);
    await post(settings(), owner);
  });

  it("keeps each owner's settings their own, whatever site the form names", async () => {
    await post(
      settings({
        siteId: site.id,
        timeZone: "Europe/Warsaw",
        accountHolder: "Piotr Nowak",
        iban: "PL61 1090 1014 0000 0712 1981 2874",
        bic: "",
      }),
      other,
    );
    expect(await stored(otherSite.id)).toMatchObject({
      timeZone: "Europe/Warsaw",
      bankIban: "PL61109010140000071219812874",
    });
    // The first owner's are untouched and never shown to the other.
    expect(await stored(site.id)).toMatchObject({ bankAccountHolder: "S. de Vries", bankIban: "NL91ABNA0417164300" });
    expect((await page(other)).values).toMatchObject({
      accountHolder: "Piotr Nowak",
      iban: "PL61 1090 1014 0000 0712 1981 2874",
    });
    expect((await page(owner)).values.accountHolder).toBe("S. de Vries");
  });

  it("prices in euro or złoty until the first booking, then refuses a forged change in the owner's language and stores nothing", async () => {
    expect((await page(owner)).currency).toEqual({ value: "EUR", locked: false });
    expect(await post(settings({ currency: "PLN" }), owner)).toMatchObject({ status: 200, data: { ok: true } });
    expect(await stored(site.id)).toMatchObject({ currency: "PLN" });
    expect(await stored(otherSite.id)).toMatchObject({ currency: "EUR" });
    // A value no form offers is a problem beside the choice, never a 500.
    expect(await post(settings({ currency: "USD" }), owner)).toMatchObject({
      status: 400,
      data: { ok: false, errors: { currency: { key: "currency" } }, values: { currency: "USD" } },
    });

    const [unit] = await handle.db.select().from(rentalUnits).where(eq(rentalUnits.siteId, site.id));
    await handle.db.insert(stays).values({
      siteId: site.id,
      unitId: unit?.id ?? "",
      kind: "booking",
      status: "confirmed",
      checkIn: "2027-07-01",
      checkOut: "2027-07-04",
      source: "manual",
    });
    expect((await page(owner)).currency).toEqual({ value: "PLN", locked: true });
    // The page sends no currency then (its select is disabled): the rest saves as before.
    expect(await post(settings({ timeZone: "Europe/Warsaw" }), owner)).toMatchObject({ status: 200 });
    // A forged change is refused with everything typed given back, and nothing stored.
    const forged = settings({ timeZone: "Europe/Lisbon", currency: "EUR" });
    expect(await post(forged, owner)).toMatchObject({
      status: 400,
      data: { ok: false, errors: { currency: { key: "currencyLocked" } }, values: forged },
    });
    expect(await stored(site.id)).toMatchObject({ currency: "PLN", timeZone: "Europe/Warsaw" });
    // The other owner's site has no booking: theirs still changes, and the first one's stays.
    expect(await post(settings({ currency: "PLN" }), other)).toMatchObject({ status: 200 });
    expect(await post(settings({ currency: "EUR" }), other)).toMatchObject({ status: 200 });
    expect(await stored(otherSite.id)).toMatchObject({ currency: "EUR" });
    expect(await stored(site.id)).toMatchObject({ currency: "PLN" });
  });
});
