import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { vouchers } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { deleteVoucher, setVoucherActive } from "./change-voucher.ts";
import { checkVoucher, type VoucherStay } from "./check-voucher.ts";
import { findVoucher, listVouchers } from "./list-vouchers.ts";
import { redeemVoucher } from "./redeem-voucher.ts";
import { createVoucher, updateVoucher } from "./save-voucher.ts";
import { bookStay, siteWithUnits, voucherInput } from "./vouchers.testing.ts";

const MISSING = "3b241101-e2bb-4255-8caf-4136c566a962";

describe.each(testBackends())("vouchers on $name", (backend) => {
  let handle: DatabaseHandle;
  let db: Database;
  let mine: Awaited<ReturnType<typeof siteWithUnits>>;
  let theirs: Awaited<ReturnType<typeof siteWithUnits>>;

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
    mine = await siteWithUnits(db, ["duinhuis", "boshut"]);
    theirs = await siteWithUnits(db, ["domek"]);
  });
  afterAll(() => handle.close());

  const create = async (fields: Parameters<typeof voucherInput>[0], siteId = mine.siteId) => {
    const result = await createVoucher(db, siteId, voucherInput(fields));
    if (!result.ok) throw new Error(`not created: ${JSON.stringify(result)}`);
    return result.voucher;
  };

  it("creates, lists, changes, switches off and deletes a site's own vouchers", async () => {
    const created = await create({ code: "LENTE", kind: "fixed", amount: 2500, maxUses: 5 });
    expect(created).toMatchObject({ code: "LENTE", kind: "fixed", amount: 2500, uses: 0, active: true, maxUses: 5 });
    expect((await listVouchers(db, mine.siteId)).map((v) => v.code)).toContain("LENTE");
    expect(await listVouchers(db, theirs.siteId)).toEqual([]);

    const updated = await updateVoucher(
      db,
      mine.siteId,
      created.id,
      voucherInput({ code: "LENTE26", unitIds: [mine.units[0] ?? ""] }),
    );
    expect(updated).toMatchObject({
      ok: true,
      voucher: { code: "LENTE26", kind: "percent", amount: 10, unitIds: [mine.units[0]] },
    });

    expect(await setVoucherActive(db, mine.siteId, created.id, false)).toBe(true);
    expect(await findVoucher(db, mine.siteId, created.id)).toMatchObject({ active: false });
    expect(await deleteVoucher(db, mine.siteId, created.id)).toEqual({ ok: true });
    expect(await findVoucher(db, mine.siteId, created.id)).toBeNull();
  });

  it("never shows or touches another site's voucher, and answers as for a missing one", async () => {
    const foreign = await create({ code: "DOMEK" }, theirs.siteId);
    expect(await findVoucher(db, mine.siteId, foreign.id)).toBeNull();
    expect(await updateVoucher(db, mine.siteId, foreign.id, voucherInput({ code: "GEKAAPT" }))).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await updateVoucher(db, mine.siteId, MISSING, voucherInput())).toEqual({ ok: false, reason: "not-found" });
    expect(await setVoucherActive(db, mine.siteId, foreign.id, false)).toBe(false);
    expect(await deleteVoucher(db, mine.siteId, foreign.id)).toEqual({ ok: false, reason: "not-found" });
    expect(await findVoucher(db, theirs.siteId, foreign.id)).toMatchObject({ code: "DOMEK", active: true });
    // Nor does a guest on one site get another site's code.
    const stay = { unitId: mine.units[0] ?? "", checkIn: "2026-07-01", checkOut: "2026-07-05", bookedOn: "2026-03-01" };
    expect(await checkVoucher(db, mine.siteId, { ...stay, code: "domek" })).toEqual({ ok: false, reason: "unknown" });
  });

  it("refuses a code the site already has (in any case), units of another site, and fewer uses than counted", async () => {
    await create({ code: "HERFST" });
    expect(await createVoucher(db, mine.siteId, voucherInput({ code: "HERFST" }))).toEqual({
      ok: false,
      reason: "invalid",
      errors: { code: { key: "codeTaken" } },
    });
    // The same code on another site is that site's own.
    await create({ code: "HERFST" }, theirs.siteId);
    const other = await create({ code: "WINTER" });
    expect(await updateVoucher(db, mine.siteId, other.id, voucherInput({ code: "HERFST" }))).toMatchObject({
      errors: { code: { key: "codeTaken" } },
    });
    expect(
      await createVoucher(
        db,
        mine.siteId,
        voucherInput({ code: "BOS", unitIds: [mine.units[1] ?? "", theirs.units[0] ?? ""] }),
      ),
    ).toEqual({ ok: false, reason: "invalid", errors: { unitIds: { key: "unit" } } });

    const stayId = await bookStay(
      db,
      { siteId: mine.siteId, unitId: mine.units[0] ?? "" },
      { checkIn: "2026-01-02", checkOut: "2026-01-04" },
    );
    const stayId2 = await bookStay(
      db,
      { siteId: mine.siteId, unitId: mine.units[0] ?? "" },
      { checkIn: "2026-01-04", checkOut: "2026-01-06" },
    );
    for (const id of [stayId, stayId2]) {
      await db.transaction((tx) =>
        redeemVoucher(tx, { voucherId: other.id, stayId: id, email: "a@example.nl", discountCents: 100 }),
      );
    }
    expect(await updateVoucher(db, mine.siteId, other.id, voucherInput({ code: "WINTER", maxUses: 1 }))).toEqual({
      ok: false,
      reason: "invalid",
      errors: { maxUses: { key: "belowUses", params: { min: 2 } } },
    });
    expect(await updateVoucher(db, mine.siteId, other.id, voucherInput({ code: "WINTER", maxUses: 2 }))).toMatchObject({
      ok: true,
    });
    // A used voucher stays for the books: it can be switched off, not deleted.
    expect(await deleteVoucher(db, mine.siteId, other.id)).toEqual({ ok: false, reason: "used" });
  });

  describe("checkVoucher", () => {
    const base = (): VoucherStay => ({
      code: "",
      unitId: mine.units[0] ?? "",
      checkIn: "2026-07-10",
      checkOut: "2026-07-17",
      bookedOn: "2026-03-01",
    });

    it("accepts a valid code typed in any case, and gives its discount", async () => {
      const voucher = await create({ code: "ZEEZICHT", kind: "fixed", amount: 5000 });
      expect(await checkVoucher(db, mine.siteId, { ...base(), code: "  zeeZicht " })).toEqual({
        ok: true,
        voucher: { id: voucher.id, code: "ZEEZICHT", kind: "fixed", amount: 5000 },
      });
      for (const code of ["", "ZEE ZICHT", "NOPE", "Z"]) {
        expect(await checkVoucher(db, mine.siteId, { ...base(), code }), code).toEqual({
          ok: false,
          reason: "unknown",
        });
      }
    });

    it("gives the reason a code does not apply", async () => {
      const cases: [Parameters<typeof voucherInput>[0], Partial<VoucherStay>, string][] = [
        [{ code: "UIT" }, {}, "inactive"],
        [{ code: "VROEG", bookFrom: "2026-03-02" }, {}, "not_yet"],
        [{ code: "LAAT", bookUntil: "2026-02-28" }, {}, "expired"],
        [{ code: "JUNI", stayFrom: "2026-06-01", stayUntil: "2026-06-30" }, {}, "stay_outside"],
        [{ code: "VANAF", stayFrom: "2026-07-11" }, {}, "stay_outside"],
        [{ code: "TOT", stayUntil: "2026-07-15" }, {}, "stay_outside"],
        [{ code: "WEEK", minNights: 8 }, {}, "min_nights"],
        [{ code: "BOSHUT", unitIds: [mine.units[1] ?? ""] }, {}, "unit"],
        [{ code: "OP", maxUses: 1 }, {}, "used_up"],
      ];
      for (const [fields, stay, reason] of cases) {
        const voucher = await create(fields);
        if (reason === "inactive") await setVoucherActive(db, mine.siteId, voucher.id, false);
        if (reason === "used_up") await db.update(vouchers).set({ uses: 1 }).where(eq(vouchers.id, voucher.id));
        expect(await checkVoucher(db, mine.siteId, { ...base(), ...stay, code: voucher.code }), reason).toEqual({
          ok: false,
          reason,
        });
      }
    });

    it("takes windows as inclusive: booked on the first and last day, nights up to the last one", async () => {
      await create({
        code: "ZOMER",
        bookFrom: "2026-03-01",
        bookUntil: "2026-03-01",
        stayFrom: "2026-07-10",
        stayUntil: "2026-07-16",
        minNights: 7,
        unitIds: [mine.units[0] ?? ""],
      });
      // Arrive on the first day, sleep the last night, leave the day after it.
      expect(await checkVoucher(db, mine.siteId, { ...base(), code: "zomer" })).toMatchObject({ ok: true });
    });

    it("counts a guest's earlier uses against the per-guest limit, when their address is known", async () => {
      const voucher = await create({ code: "TERUG", maxUsesPerEmail: 1 });
      const stayId = await bookStay(
        db,
        { siteId: mine.siteId, unitId: mine.units[1] ?? "" },
        { checkIn: "2026-02-01", checkOut: "2026-02-03" },
      );
      await db.transaction((tx) =>
        redeemVoucher(tx, { voucherId: voucher.id, stayId, email: "Jonas@Example.de", discountCents: 1000 }),
      );
      expect(await checkVoucher(db, mine.siteId, { ...base(), code: "TERUG", email: "jonas@example.DE" })).toEqual({
        ok: false,
        reason: "used_by_email",
      });
      expect(
        await checkVoucher(db, mine.siteId, { ...base(), code: "TERUG", email: "emma@example.com" }),
      ).toMatchObject({ ok: true });
      // Quoting, before the guest gave an address, still shows the discount.
      expect(await checkVoucher(db, mine.siteId, { ...base(), code: "TERUG" })).toMatchObject({ ok: true });
    });
  });
});
