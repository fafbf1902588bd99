import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.ts";
import { guests, stays } from "../../../db/schema.ts";
import { testBackends } from "../../../db/testing.ts";
import { createEnquiry } from "../../../modules/enquiries/create-enquiry.ts";
import { upsertGuest } from "../../../modules/guests/upsert-guest.ts";
import { ledgerRow } from "../../../modules/payments/owner-money.testing.ts";
import type { OwnerSite } from "../../../modules/sites/create-owner-site.ts";
import { listUnits } from "../../../modules/units/units.ts";
import { bookStay } from "../../../modules/vouchers/vouchers.testing.ts";
import {
  giveSite,
  ORIGIN,
  type Person,
  pageRequest,
  type RouteHarness,
  routeArgs,
  routeHarness,
} from "../../../tests/support/route-harness.ts";
import { action as guestAction, loader as guestLoader } from "./guest.tsx";
import { loader as exportLoader } from "./guests/export.ts";
import { loader } from "./guests.tsx";

const MISSING = "3b241101-e2bb-4255-8caf-4136c566a962";

type ListData = { search: string; total: number; nextBefore: string | null; guests: { id: string; name: string }[] };
type GuestData = {
  guest: {
    name: string;
    email: string | null;
    notes: string;
    stays: number;
    spentCents: number;
    erasedAt: Date | null;
  };
  stays: { checkIn: string; unit: string | null; status: string }[];
  enquiries: { message: string }[];
};

describe.each(testBackends())("dashboard guests on $name", (backend) => {
  let handle: DatabaseHandle;
  let app: RouteHarness;
  let owner: Person;
  let other: Person;
  let site: OwnerSite;
  let otherSite: OwnerSite;
  let jonas: string;
  let jonasStay: string;
  let kasia: string;

  beforeAll(async () => {
    handle = await backend.open();
    app = routeHarness(handle.db);
    owner = await app.signUpOwner({ email: "sanne@example.nl", lang: "nl" });
    other = await app.signUpOwner({ email: "piotr@example.pl", lang: "pl" });
    site = await giveSite(handle.db, owner.id, { siteName: "Villa Zon", subdomain: "villa-zon" });
    otherSite = await giveSite(handle.db, other.id, { siteName: "Domek", subdomain: "domek" });
    // A guest who wrote through the contact form, and then booked.
    await createEnquiry(
      handle.db,
      {
        siteId: site.id,
        lang: "de",
        values: { name: "Jonas", email: "Jonas@Example.de", message: "Ist das Haus frei?" },
      },
      { ip: "192.0.2.1", origin: ORIGIN, homeUrl: "https://villa-zon.vayvista.test/" },
    );
    // The owner enters his full name and phone (a booking taken by phone).
    jonas = await upsertGuest(
      handle.db,
      site.id,
      {
        email: "jonas@example.de",
        name: "Jonas Becker",
        phone: "+49 170 1234567",
        country: "DE",
        lang: "de",
        marketingConsent: true,
      },
      "owner",
    );
    const [unit] = await listUnits(handle.db, site.id);
    jonasStay = await bookStay(
      handle.db,
      { siteId: site.id, unitId: unit?.id ?? "" },
      {
        checkIn: "2026-07-10",
        checkOut: "2026-07-17",
        guestId: jonas,
        guestName: "Jonas Becker",
        guestEmail: "jonas@example.de",
        totalCents: 125_000,
      },
    );
    await upsertGuest(handle.db, site.id, { email: "anna@example.nl", name: "=Anna", lang: "nl" }, "guest");
    kasia = await upsertGuest(
      handle.db,
      otherSite.id,
      { email: "kasia@example.pl", name: "Kasia", lang: "pl" },
      "guest",
    );
  });
  afterAll(() => handle.close());

  const list = async (query = "", as: Person = owner) => {
    const result = await app.call(loader, `/dashboard/guests${query}`, { as });
    expect(result.status).toBe(200);
    return result.data as ListData;
  };
  const detail = (guestId: string, as: Person = owner) =>
    app.call(guestLoader, `/dashboard/guests/${guestId}`, { as, params: { guestId } });
  const post = (guestId: string, form: Record<string, string>, as: Person = owner) =>
    app.call(guestAction, `/dashboard/guests/${guestId}`, { as, form, params: { guestId } });
  /** The CSV download as the browser receives it. */
  const download = async (as?: Person) => {
    const request = pageRequest("/dashboard/guests/export.csv", { as });
    try {
      return (await exportLoader(routeArgs(request, app.context()) as never)) as Response;
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  };

  it("sends visitors to the login page", async () => {
    expect(await app.call(loader, "/dashboard/guests")).toMatchObject({
      status: 302,
      location: "/login?next=%2Fdashboard%2Fguests",
    });
    expect(await app.call(guestLoader, `/dashboard/guests/${jonas}`, { params: { guestId: jonas } })).toMatchObject({
      status: 302,
    });
    expect(
      await app.call(guestAction, `/dashboard/guests/${jonas}`, {
        params: { guestId: jonas },
        form: { intent: "erase" },
      }),
    ).toMatchObject({ status: 302 });
    const csv = await download();
    expect(csv.status).toBe(302);
    expect(csv.headers.get("location")).toBe("/login?next=%2Fdashboard%2Fguests%2Fexport.csv");
  });

  it("lists the owner's own guests, from bookings and enquiries alike, and finds them", async () => {
    const mine = await list();
    expect(mine.total).toBe(2);
    expect(mine.guests.map((g) => g.name).sort()).toEqual(["=Anna", "Jonas Becker"]);
    expect(mine.guests.find((g) => g.name === "Jonas Becker")).toMatchObject({
      email: "jonas@example.de",
      stays: 1,
      nights: 7,
      spentCents: 125_000,
      lastStay: "2026-07-10",
      enquiries: 1,
      lang: "de",
      marketingConsent: true,
    });
    expect(JSON.stringify(mine)).not.toContain("Kasia");
    expect((await list("?q=becker")).guests.map((g) => g.name)).toEqual(["Jonas Becker"]);
    expect((await list("?q=170%20123")).guests.map((g) => g.name)).toEqual(["Jonas Becker"]);
    expect(await list("?q=kasia")).toMatchObject({ search: "kasia", total: 0, guests: [] });
    expect((await list("", other)).guests.map((g) => g.name)).toEqual(["Kasia"]);
    expect((await app.call(loader, "/dashboard/guests?before=12", { as: owner })).status).toBe(400);
  });

  it("shows a guest with their bookings and enquiries; another owner's guest is missing (404)", async () => {
    const mine = await detail(jonas);
    expect(mine.status).toBe(200);
    const data = mine.data as GuestData;
    expect(data.guest).toMatchObject({ name: "Jonas Becker", stays: 1, spentCents: 125_000 });
    expect(data.stays).toEqual([
      expect.objectContaining({ checkIn: "2026-07-10", unit: "Villa Zon", status: "confirmed" }),
    ]);
    expect(data.enquiries.map((e) => e.message)).toEqual(["Ist das Haus frei?"]);

    expect(await detail(kasia)).toMatchObject({ status: 404, data: { reason: "not-found" } });
    expect(await detail(MISSING)).toMatchObject({ status: 404 });
    expect(await detail("12")).toMatchObject({ status: 400, data: { reason: "invalid-id" } });
  });

  it("keeps the owner's notes, and gives too long notes back as typed", async () => {
    expect(await post(jonas, { intent: "notes", notes: "Komt met de hond." })).toMatchObject({
      status: 200,
      data: { ok: true, intent: "notes" },
    });
    expect(((await detail(jonas)).data as GuestData).guest.notes).toBe("Komt met de hond.");
    const long = "x".repeat(4001);
    expect(await post(jonas, { intent: "notes", notes: long })).toMatchObject({
      status: 400,
      data: {
        ok: false,
        intent: "notes",
        errors: { notes: { key: "tooLong", params: { max: 4000 } } },
        values: { notes: long },
      },
    });
    expect(((await detail(jonas)).data as GuestData).guest.notes).toBe("Komt met de hond.");
    expect(await post(jonas, { intent: "shout" })).toMatchObject({ status: 400, data: { ok: false, intent: null } });
  });

  it("downloads the owner's guest book as CSV in their language, safe to open in a spreadsheet", async () => {
    const mine = await download(owner);
    expect(mine.status).toBe(200);
    expect(mine.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(mine.headers.get("content-disposition")).toMatch(
      /^attachment; filename="guests-villa-zon-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(mine.headers.get("cache-control")).toBe("private, no-store");
    const bytes = new Uint8Array(await mine.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain("Naam,E-mailadres,Telefoon,Land,Taal,Marketing toegestaan");
    expect(text).toContain("Jonas Becker,jonas@example.de,'+49 170 1234567,DE,Duits,ja,1,7,1250.00,2026-07-10,1,");
    expect(text).toContain("'=Anna,anna@example.nl");
    expect(text).not.toContain("Kasia");
    const theirs = new TextDecoder().decode(await (await download(other)).arrayBuffer());
    expect(theirs).toContain(
      "Imię i nazwisko,Adres e-mail,Telefon,Kraj,Język,Zgoda na marketing,Pobyty,Noce,Łącznie wydane (EUR),Ostatni pobyt,Zapytania,Gość od,Notatki",
    );
    expect(theirs).toContain("Kasia,kasia@example.pl,,,polski,nie,0,0,0.00,,0,");
    expect(theirs).not.toContain("Jonas");
  });

  it("shows what each guest paid and still owes once the site takes payments, to its owner only", async () => {
    expect((await list()).guests.every((g) => (g as { money?: unknown }).money === null)).toBe(true);
    await ledgerRow(handle.db, { siteId: site.id }, jonasStay, { amountCents: 37_500 });
    await ledgerRow(handle.db, { siteId: site.id }, jonasStay, {
      instalment: 2,
      state: "requires_payment",
      amountCents: 87_500,
      dueOn: "2026-06-10",
    });
    const mine = (await list()).guests as (ListData["guests"][number] & { money: unknown })[];
    expect(mine.find((g) => g.name === "Jonas Becker")?.money).toEqual({ paidCents: 37_500, outstandingCents: 87_500 });
    expect(mine.find((g) => g.name === "=Anna")?.money).toEqual({ paidCents: 0, outstandingCents: 0 });
    const page = await detail(jonas);
    expect(page.data).toMatchObject({ currency: "EUR", money: { paidCents: 37_500, outstandingCents: 87_500 } });

    const text = new TextDecoder().decode(await (await download(owner)).arrayBuffer());
    expect(text).toContain("Totaal besteed (EUR),Betaald (EUR),Openstaand (EUR),Laatste verblijf,");
    expect(text).toContain(
      "Jonas Becker,jonas@example.de,'+49 170 1234567,DE,Duits,ja,1,7,1250.00,375.00,875.00,2026-07-10,1,",
    );

    // The other owner's site takes no payments: nothing of this site's money, and no money columns.
    const theirs = (await list("", other)).guests as (ListData["guests"][number] & { money: unknown })[];
    expect(theirs.map((g) => [g.name, g.money])).toEqual([["Kasia", null]]);
    const theirFile = new TextDecoder().decode(await (await download(other)).arrayBuffer());
    expect(theirFile).not.toContain("Zapłacono");
    expect(theirFile).not.toContain("375.00");
    expect(await detail(jonas, other)).toMatchObject({ status: 404 });
  });

  it("erases only the owner's own guest, after which their bookings keep dates and amounts only", async () => {
    expect(await post(kasia, { intent: "erase" })).toMatchObject({ status: 404 });
    expect(await post(MISSING, { intent: "erase" })).toMatchObject({ status: 404 });
    const [stillKasia] = await handle.db.select().from(guests).where(eq(guests.id, kasia));
    expect(stillKasia).toMatchObject({ name: "Kasia", email: "kasia@example.pl" });

    expect(await post(jonas, { intent: "erase" })).toMatchObject({ status: 200, data: { ok: true, intent: "erase" } });
    const data = (await detail(jonas)).data as GuestData;
    expect(data.guest).toMatchObject({ name: "Gewiste gast", email: null, notes: "", stays: 1, spentCents: 125_000 });
    expect(data.guest.erasedAt).not.toBeNull();
    expect(data.enquiries).toEqual([]);
    const [stay] = await handle.db.select().from(stays).where(eq(stays.guestId, jonas));
    expect(stay).toMatchObject({ guestName: null, guestEmail: null, checkIn: "2026-07-10", totalCents: 125_000 });
    expect(await post(jonas, { intent: "notes", notes: "Toch weer" })).toMatchObject({
      status: 409,
      data: { errors: { notes: { key: "erased" } }, values: { notes: "Toch weer" } },
    });
    expect((await list("?q=jonas")).total).toBe(0);
  });
});
