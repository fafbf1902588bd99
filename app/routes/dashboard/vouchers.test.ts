import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/client.ts";
import { testBackends } from "../../../db/testing.ts";
import type { OwnerSite } from "../../../modules/sites/create-owner-site.ts";
import { unitInputSchema } from "../../../modules/units/unit-schema.ts";
import { createUnit, listUnits } from "../../../modules/units/units.ts";
import { findVoucher, listVouchers } from "../../../modules/vouchers/list-vouchers.ts";
import { redeemVoucher } from "../../../modules/vouchers/redeem-voucher.ts";
import { bookStay } from "../../../modules/vouchers/vouchers.testing.ts";
import { dashboardOwners } from "../../../tests/support/dashboard-owners.ts";
import { type Person, type RouteHarness, routeHarness } from "../../../tests/support/route-harness.ts";
import type { VoucherUnit, VoucherView } from "../../components/dashboard/vouchers/voucher-result.ts";
import { action, loader } from "./vouchers.tsx";

const PATH = "/dashboard/vouchers";
const MISSING = "3b241101-e2bb-4255-8caf-4136c566a962";

const voucher = (fields: Record<string, string | string[]> = {}) => ({
  intent: "create",
  code: "zomer10",
  kind: "percent",
  amount: "10",
  bookFrom: "",
  bookUntil: "",
  stayFrom: "",
  stayUntil: "",
  minNights: "1",
  maxUses: "",
  maxUsesPerEmail: "",
  ...fields,
});

type Page = { vouchers: VoucherView[]; units: VoucherUnit[]; today: string };

describe.each(testBackends())("dashboard vouchers on $name", (backend) => {
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
    return result.data as Page;
  };
  const post = (form: Record<string, string | string[]>, as?: Person) => app.call(action, PATH, { as, form });

  it("sends visitors to the login page, and an owner without a site to the onboarding", async () => {
    const login = { status: 302, location: "/login?next=%2Fdashboard%2Fvouchers" };
    expect(await app.call(loader, PATH)).toMatchObject(login);
    expect(await post(voucher())).toMatchObject(login);
    expect(await app.call(loader, PATH, { as: newcomer })).toMatchObject({ status: 302, location: "/onboarding" });
    expect(await post(voucher(), newcomer)).toMatchObject({ status: 302, location: "/onboarding" });
  });

  it("creates a voucher on the owner's own site, in upper case, and lists it with the site's units", async () => {
    expect(await page(owner)).toMatchObject({ vouchers: [] });
    expect(await post(voucher({ kind: "fixed", amount: "25,50", maxUses: "1" }), owner)).toMatchObject({
      status: 200,
      data: { ok: true, intent: "create", code: "ZOMER10" },
    });
    // The other owner's voucher stays theirs, whatever site the form names.
    await post(voucher({ code: "DOMEK", siteId: site.id }), other);

    const mine = await page(owner);
    expect(mine.vouchers).toEqual([
      expect.objectContaining({ code: "ZOMER10", kind: "fixed", amount: 2550, maxUses: 1, uses: 0, active: true }),
    ]);
    expect(mine.units.map((u) => u.name)).toEqual(["Duinhuis"]);
    expect((await page(other)).vouchers.map((v) => v.code)).toEqual(["DOMEK"]);
    expect(await listVouchers(handle.db, otherSite.id)).toHaveLength(1);
  });

  it("refuses a form with problems beside the fields, keeps what was typed and stores nothing", async () => {
    const typed = voucher({
      code: "zomer 10!",
      amount: "150",
      bookFrom: "2026-06-01",
      bookUntil: "2026-05-01",
      minNights: "0",
      unitIds: ["not-a-unit"],
    });
    const result = await post(typed, owner);
    expect(result).toMatchObject({
      status: 400,
      data: {
        ok: false,
        intent: "create",
        errors: {
          code: { key: "codeFormat" },
          amount: { key: "percent", params: { min: 1, max: 100 } },
          bookUntil: { key: "dateOrder" },
          minNights: { key: "wholeNumber", params: { min: 1, max: 365 } },
          unitIds: { key: "unit" },
        },
        values: { code: "zomer 10!", amount: "150", bookFrom: "2026-06-01", bookUntil: "2026-05-01", minNights: "0" },
        unitIds: ["not-a-unit"],
      },
    });
    expect(await post(voucher(), owner)).toMatchObject({
      status: 400,
      data: { errors: { code: { key: "codeTaken" } }, values: { code: "zomer10" } },
    });
    expect((await page(owner)).vouchers).toHaveLength(1);
  });

  it("limits a voucher to units of the owner's own site", async () => {
    const tiny = await createUnit(handle.db, {
      siteId: site.id,
      mainLang: "nl",
      unit: unitInputSchema.parse({
        name: { nl: "Tiny house", en: "Tiny house EN" },
        type: "tinyHouse",
        maxGuests: 2,
        bedrooms: 1,
        beds: 1,
        bathrooms: 1,
      }),
    });
    expect((await page(owner)).units.map((u) => u.name)).toEqual(["Duinhuis", "Tiny house"]);
    const [foreign] = await listUnits(handle.db, otherSite.id);
    expect(await post(voucher({ code: "BOS", unitIds: [tiny.id, foreign?.id ?? ""] }), owner)).toMatchObject({
      status: 400,
      data: { errors: { unitIds: { key: "unit" } }, unitIds: [tiny.id, foreign?.id] },
    });
    expect(await post(voucher({ code: "TINY", unitIds: [tiny.id] }), owner)).toMatchObject({ status: 200 });
    expect((await page(owner)).vouchers.find((v) => v.code === "TINY")?.unitIds).toEqual([tiny.id]);
  });

  it("edits, switches off and on, and deletes the owner's vouchers; a used one is kept", async () => {
    const tiny = (await page(owner)).vouchers.find((v) => v.code === "TINY");
    if (!tiny) throw new Error("no voucher");
    const edited = await post(
      {
        ...voucher({ code: "Tiny-15", amount: "15", stayFrom: "2026-07-01", stayUntil: "2026-08-31" }),
        intent: "update",
        voucherId: tiny.id,
      },
      owner,
    );
    expect(edited).toMatchObject({ status: 200, data: { ok: true, intent: "update", code: "TINY-15" } });
    expect(await findVoucher(handle.db, site.id, tiny.id)).toMatchObject({
      code: "TINY-15",
      amount: 15,
      stayFrom: "2026-07-01",
      stayUntil: "2026-08-31",
      unitIds: null,
    });
    const badEdit = await post({ ...voucher({ kind: "", amount: "" }), intent: "update", voucherId: tiny.id }, owner);
    expect(badEdit).toMatchObject({
      status: 400,
      data: { intent: "update", errors: { kind: { key: "required" } }, values: { code: "zomer10", kind: "" } },
    });

    expect(await post({ intent: "active", voucherId: tiny.id, active: "false" }, owner)).toMatchObject({
      status: 200,
      data: { ok: true, active: false },
    });
    expect(await findVoucher(handle.db, site.id, tiny.id)).toMatchObject({ active: false });
    await post({ intent: "active", voucherId: tiny.id, active: "true" }, owner);
    expect(await findVoucher(handle.db, site.id, tiny.id)).toMatchObject({ active: true });

    const [unit] = await listUnits(handle.db, site.id);
    const stayId = await bookStay(
      handle.db,
      { siteId: site.id, unitId: unit?.id ?? "" },
      { checkIn: "2026-07-01", checkOut: "2026-07-04" },
    );
    await handle.db.transaction((tx) =>
      redeemVoucher(tx, { voucherId: tiny.id, stayId, email: "gast@example.de", discountCents: 4500 }),
    );
    expect(await post({ intent: "delete", voucherId: tiny.id }, owner)).toMatchObject({
      status: 409,
      data: { ok: false, intent: "delete", problem: "used" },
    });
    const unused = (await page(owner)).vouchers.find((v) => v.code === "ZOMER10");
    expect(await post({ intent: "delete", voucherId: unused?.id ?? "" }, owner)).toMatchObject({
      status: 200,
      data: { ok: true, intent: "delete" },
    });
    expect((await page(owner)).vouchers.map((v) => v.code)).toEqual(["TINY-15"]);
  });

  it("answers another owner's voucher as missing (404) and a malformed id with 400, changing nothing", async () => {
    const [theirs] = await listVouchers(handle.db, otherSite.id);
    if (!theirs) throw new Error("no voucher");
    const attempts: Record<string, string>[] = [
      { ...voucher({ code: "GEKAAPT" }), intent: "update" },
      { intent: "active", active: "false" },
      { intent: "delete" },
    ];
    for (const form of attempts) {
      expect(await post({ ...form, voucherId: theirs.id }, owner), form.intent).toMatchObject({
        status: 404,
        data: { reason: "not-found" },
      });
      expect(await post({ ...form, voucherId: MISSING }, owner), form.intent).toMatchObject({ status: 404 });
      for (const voucherId of ["", "12", `${theirs.id}'`]) {
        expect(await post({ ...form, voucherId }, owner), `${form.intent} ${voucherId}`).toMatchObject({
          status: 400,
          data: { reason: "invalid-id" },
        });
      }
    }
    expect(await findVoucher(handle.db, otherSite.id, theirs.id)).toMatchObject({ code: "DOMEK", active: true });
    expect(await post({ intent: "publish" }, owner)).toMatchObject({ status: 400, data: { ok: false, intent: null } });
  });
});
