import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.ts";
import { testBackends } from "../../../db/testing.ts";
import { todayIn } from "../../../modules/dates/stay-date.ts";
import { ledgerRow } from "../../../modules/payments/owner-money.testing.ts";
import { lastMonth } from "../../../modules/payments/payment-period.ts";
import type { PeriodPayment } from "../../../modules/payments/payments-in-period.ts";
import type { OwnerSite } from "../../../modules/sites/create-owner-site.ts";
import { listUnits } from "../../../modules/units/units.ts";
import { bookStay } from "../../../modules/vouchers/vouchers.testing.ts";
import {
  giveSite,
  type Person,
  pageRequest,
  type RouteHarness,
  routeArgs,
  routeHarness,
} from "../../../tests/support/route-harness.ts";
import { loader as exportLoader } from "./payments/export.ts";
import { loader } from "./payments.tsx";

type PageData =
  | {
      ok: true;
      period: { from: string; to: string };
      totals: { count: number; receivedCents: number; refundedCents: number; netCents: number };
      payments: (Omit<PeriodPayment, "method"> & { method: string | null })[];
    }
  | { ok: false; values: { from: string; to: string }; error: { field: string; message: string } };

describe.each(testBackends())("the owner's payments page and its CSV on $name", (backend) => {
  let handle: DatabaseHandle;
  let app: RouteHarness;
  let owner: Person;
  let other: Person;
  let english: Person;
  let site: OwnerSite;
  let otherSite: OwnerSite;

  beforeAll(async () => {
    handle = await backend.open();
    app = routeHarness(handle.db);
    owner = await app.signUpOwner({ email: "sanne@example.nl", lang: "nl" });
    other = await app.signUpOwner({ email: "piotr@example.pl", lang: "pl" });
    english = await app.signUpOwner({ email: "emma@example.com", lang: "en" });
    site = await giveSite(handle.db, owner.id, { siteName: "Villa Zon", subdomain: "villa-zon" });
    otherSite = await giveSite(handle.db, other.id, { siteName: "Domek", subdomain: "domek" });
    await giveSite(handle.db, english.id, { siteName: "Sea View", subdomain: "sea-view" });

    // A booking at Villa Zon paid in June 2026 (iDEAL, then the balance by card), with part refunded.
    const [unit] = await listUnits(handle.db, site.id);
    const stayId = await bookStay(
      handle.db,
      { siteId: site.id, unitId: unit?.id ?? "" },
      { checkIn: "2026-08-01", checkOut: "2026-08-08", guestName: "Anna de Vries", reference: "VV-ANNA01" },
    );
    const first = await ledgerRow(handle.db, { siteId: site.id }, stayId, {
      amountCents: 30_000,
      method: "ideal",
      state: "partly_refunded",
      refundedCents: 5_000,
      providerPaymentId: "tp_anna1",
      settledAt: new Date("2026-06-03T09:00:00Z"),
    });
    await ledgerRow(handle.db, { siteId: site.id }, stayId, {
      instalment: 2,
      amountCents: 70_000,
      providerPaymentId: "tp_anna2",
      settledAt: new Date("2026-06-20T09:00:00Z"),
    });
    await ledgerRow(handle.db, { siteId: site.id }, stayId, {
      kind: "refund",
      purpose: "refund",
      instalment: null,
      state: "refunded",
      amountCents: 5_000,
      method: null,
      refundOf: first.id,
      providerRefundId: "tr_anna",
      settledAt: new Date("2026-06-25T09:00:00Z"),
    });
    // Domek's own booking, paid in the same month.
    const [theirUnit] = await listUnits(handle.db, otherSite.id);
    const theirStay = await bookStay(
      handle.db,
      { siteId: otherSite.id, unitId: theirUnit?.id ?? "" },
      { checkIn: "2026-08-01", checkOut: "2026-08-08", guestName: "Kasia Nowak", reference: "VV-KASIA1" },
    );
    await ledgerRow(handle.db, { siteId: otherSite.id }, theirStay, {
      amountCents: 80_000,
      currency: "PLN",
      method: "blik",
      providerPaymentId: "tp_kasia",
      settledAt: new Date("2026-06-10T09:00:00Z"),
    });
  });
  afterAll(() => handle.close());

  const page = async (query: string, as: Person = owner) => app.call(loader, `/dashboard/payments${query}`, { as });
  /** The CSV download as the browser receives it. */
  const download = async (query: string, as?: Person) =>
    (await exportLoader(
      routeArgs(pageRequest(`/dashboard/payments/export.csv${query}`, { as }), app.context()) as never,
    )) as Response;
  const JUNE = "?from=2026-06-01&to=2026-06-30";

  it("sends visitors to the login page", async () => {
    expect(await app.call(loader, `/dashboard/payments${JUNE}`)).toMatchObject({
      status: 302,
      location: "/login?next=%2Fdashboard%2Fpayments%3Ffrom%3D2026-06-01%26to%3D2026-06-30",
    });
    const file = await download(JUNE).catch((thrown: unknown) => thrown as Response);
    expect(file.status).toBe(302);
  });

  it("shows last month's payments by default, by the property's clock", async () => {
    const expected = lastMonth(todayIn("Europe/Amsterdam", new Date()));
    const result = await page("");
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({ ok: true, period: expected, values: expected, timeZone: "Europe/Amsterdam" });
  });

  it("lists the period's payments newest first with what came in, went back and net; only the owner's own", async () => {
    const result = await page(JUNE);
    expect(result.status).toBe(200);
    const data = result.data as Extract<PageData, { ok: true }>;
    expect(data.totals).toEqual({ count: 3, receivedCents: 100_000, refundedCents: 5_000, netCents: 95_000 });
    expect(data.payments.map((p) => [p.on, p.kind, p.method, p.amountCents, p.reference])).toEqual([
      ["2026-06-25", "refund", null, -5_000, "VV-ANNA01"],
      ["2026-06-20", "payment", "Kaart", 70_000, "VV-ANNA01"],
      ["2026-06-03", "payment", "iDEAL", 30_000, "VV-ANNA01"],
    ]);
    expect(JSON.stringify(data)).not.toContain("KASIA");

    const theirs = (await page(JUNE, other)).data as Extract<PageData, { ok: true }>;
    expect(theirs.payments.map((p) => [p.reference, p.method, p.amountCents, p.currency])).toEqual([
      ["VV-KASIA1", "BLIK", 80_000, "PLN"],
    ]);
    expect(JSON.stringify(theirs)).not.toContain("ANNA");
    expect((await page("?from=2026-07-01&to=2026-07-31")).data).toMatchObject({ ok: true, totals: { count: 0 } });
  });

  it("refuses a bad period with a 400 that says why in the owner's language, keeping what was typed", async () => {
    expect(await page("?from=2026-02-30&to=2026-03-31")).toMatchObject({
      status: 400,
      data: {
        ok: false,
        values: { from: "2026-02-30", to: "2026-03-31" },
        error: { field: "from", message: "Vul een datum in als JJJJ-MM-DD, bijvoorbeeld 2026-06-30." },
      },
    });
    expect(await page("?from=2026-06-30&to=2026-06-01", other)).toMatchObject({
      status: 400,
      data: { error: { field: "to", message: "Data końcowa jest wcześniejsza niż początkowa." } },
    });
    expect(await page("?from=2024-01-01&to=2026-06-30", english)).toMatchObject({
      status: 400,
      data: { error: { field: "to", message: "A period is at most two years; choose a shorter one." } },
    });
    // Hostile shapes: repeated, overlong, or with control characters; never a 500.
    for (const query of [
      "?from=2026-06-01&from=x&to=",
      `?from=${"9".repeat(5000)}&to=2026-06-30`,
      "?from=2026-06-01%00&to=2026-06-30",
      "?from=0000-01-01&to=0000-12-31",
      "?from[]=1&to=2026-06-30",
    ]) {
      const refused = await page(query);
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.data).length).toBeLessThan(400);
    }
  });

  it("downloads the period's payments as payments-FROM-TO.csv in the owner's words, refunds negative", async () => {
    const mine = await download(JUNE, owner);
    expect(mine.status).toBe(200);
    expect(mine.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(mine.headers.get("content-disposition")).toBe('attachment; filename="payments-2026-06-01-2026-06-30.csv"');
    expect(mine.headers.get("cache-control")).toBe("private, no-store");
    const bytes = new Uint8Array(await mine.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes).split("\r\n")).toEqual([
      // (TextDecoder takes the byte-order mark off.)
      "Datum,Boekingsnummer,Gast,Soort,Betaalmethode,Bedrag,Waarvan terugbetaald,Valuta,Via,Kenmerk betaaldienst",
      "2026-06-03,VV-ANNA01,Anna de Vries,Betaling,iDEAL,300.00,50.00,EUR,Testbetaling,tp_anna1",
      "2026-06-20,VV-ANNA01,Anna de Vries,Betaling,Kaart,700.00,0.00,EUR,Testbetaling,tp_anna2",
      "2026-06-25,VV-ANNA01,Anna de Vries,Terugbetaling,,-50.00,0.00,EUR,Testbetaling,tr_anna",
      "",
    ]);
    const theirs = new TextDecoder().decode(await (await download(JUNE, other)).arrayBuffer());
    expect(theirs).toContain("Data,Numer rezerwacji,Gość,Rodzaj,Metoda płatności,Kwota,");
    expect(theirs).toContain(
      "2026-06-10,VV-KASIA1,Kasia Nowak,Płatność,BLIK,800.00,0.00,PLN,Płatność testowa,tp_kasia",
    );
    expect(theirs).not.toContain("ANNA");
  });

  it("answers a bad period for the file with a 400 in plain words of the owner's language", async () => {
    const refused = await download("?from=2026-06-30&to=2026-06-01", owner);
    expect(refused.status).toBe(400);
    expect(refused.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(refused.headers.get("content-disposition")).toBeNull();
    expect(await refused.text()).toBe("De einddatum ligt vóór de begindatum.\n");
    const tooLong = await download("?from=2020-01-01&to=2026-06-30", english);
    expect([tooLong.status, await tooLong.text()]).toEqual([
      400,
      "A period is at most two years; choose a shorter one.\n",
    ]);
    const malformed = await download("?from=juni&to=2026-06-30", other);
    expect([malformed.status, await malformed.text()]).toEqual([
      400,
      "Wpisz datę w formacie RRRR-MM-DD, na przykład 2026-06-30.\n",
    ]);
  });
});
