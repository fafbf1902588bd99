import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { stays, voucherRedemptions, vouchers } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { addDays } from "../dates/stay-date.ts";
import { findVoucher } from "./list-vouchers.ts";
import { redeemVoucher, releaseVoucher } from "./redeem-voucher.ts";
import { createVoucher } from "./save-voucher.ts";
import { bookStay, siteWithUnits, voucherInput } from "./vouchers.testing.ts";

class NotCounted extends Error {}

/**
 * Vouchers under concurrency: many guests book with one code at the same moment, each in a
 * transaction of its own as the booking API makes them (on Postgres truly at once over
 * separate connections; PGlite has one connection, so there they take turns).
 */
describe.each(testBackends())("redeemVoucher on $name", (backend) => {
  let handle: DatabaseHandle;
  let db: Database;
  let site: Awaited<ReturnType<typeof siteWithUnits>>;
  let nextDay = "2027-01-01";

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
    site = await siteWithUnits(db, ["duinhuis"]);
  });
  afterAll(() => handle.close());

  const voucher = async (fields: Parameters<typeof voucherInput>[0]) => {
    const result = await createVoucher(db, site.siteId, voucherInput(fields));
    if (!result.ok) throw new Error("no voucher");
    return result.voucher.id;
  };

  /**
   * A guest's booking as createBooking makes it: the stay and the voucher's use in one
   * transaction, rolled back when the use is refused. True when the booking was made.
   */
  const book = async (voucherId: string, email: string): Promise<boolean> => {
    const checkIn = nextDay;
    nextDay = addDays(nextDay, 2);
    try {
      await db.transaction(async (tx) => {
        const stayId = await bookStay(
          tx,
          { siteId: site.siteId, unitId: site.units[0] ?? "" },
          {
            checkIn,
            checkOut: addDays(checkIn, 2),
            guestEmail: email,
          },
        );
        if (!(await redeemVoucher(tx, { voucherId, stayId, email, discountCents: 2500 }))) throw new NotCounted();
      });
      return true;
    } catch (error) {
      if (error instanceof NotCounted) return false;
      throw error;
    }
  };

  const redemptions = async (voucherId: string) =>
    (await db.select({ n: count() }).from(voucherRedemptions).where(eq(voucherRedemptions.voucherId, voucherId)))[0]?.n;
  const bookingsBy = async (email: string) =>
    (await db.select({ n: count() }).from(stays).where(eq(stays.guestEmail, email)))[0]?.n;

  it("lets exactly one of twenty guests booking at once use a single-use code", async () => {
    const id = await voucher({ code: "EENMALIG", maxUses: 1 });
    const guests = Array.from({ length: 20 }, (_, i) => `gast${i}@example.nl`);
    const results = await Promise.all(guests.map((email) => book(id, email)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await findVoucher(db, site.siteId, id)).toMatchObject({ uses: 1 });
    expect(await redemptions(id)).toBe(1);
    // The nineteen refused bookings were rolled back whole.
    const made = await Promise.all(guests.map(bookingsBy));
    expect(made.reduce((a, b) => (a ?? 0) + (b ?? 0), 0)).toBe(1);
    // And nobody gets it afterwards.
    expect(await book(id, "later@example.nl")).toBe(false);
  });

  it("counts every use of a code with a higher limit, never more than it allows", async () => {
    const id = await voucher({ code: "VIJF", maxUses: 5 });
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => book(id, `vijf${i}@example.nl`)));
    expect(results.filter(Boolean)).toHaveLength(5);
    expect(await findVoucher(db, site.siteId, id)).toMatchObject({ uses: 5 });
    expect(await redemptions(id)).toBe(5);
  });

  it("lets one guest use a once-per-guest code once, however many times they book at once", async () => {
    const id = await voucher({ code: "WELKOM", maxUsesPerEmail: 1 });
    const same = Array.from({ length: 10 }, (_, i) => (i % 2 ? "Jonas@Example.de" : "jonas@example.de"));
    const others = Array.from({ length: 5 }, (_, i) => `ander${i}@example.nl`);
    const results = await Promise.all([...same, ...others].map((email) => book(id, email)));
    expect(results.slice(0, 10).filter(Boolean)).toHaveLength(1);
    expect(results.slice(10)).toEqual([true, true, true, true, true]);
    expect(await findVoucher(db, site.siteId, id)).toMatchObject({ uses: 6 });
    const jonas = await db
      .select({ n: count() })
      .from(voucherRedemptions)
      .where(and(eq(voucherRedemptions.voucherId, id), eq(voucherRedemptions.email, "jonas@example.de")));
    expect(jonas[0]?.n).toBe(1);
  });

  it("refuses a code switched off meanwhile, and gives a use back when the booking lets go of it", async () => {
    const id = await voucher({ code: "TERUGGAVE", maxUses: 1 });
    await db.update(vouchers).set({ active: false }).where(eq(vouchers.id, id));
    expect(await book(id, "a@example.nl")).toBe(false);
    await db.update(vouchers).set({ active: true }).where(eq(vouchers.id, id));
    expect(await book(id, "a@example.nl")).toBe(true);
    expect(await book(id, "b@example.nl")).toBe(false);

    const [used] = await db
      .select({ stayId: voucherRedemptions.stayId })
      .from(voucherRedemptions)
      .where(eq(voucherRedemptions.voucherId, id));
    expect(await db.transaction((tx) => releaseVoucher(tx, used?.stayId ?? ""))).toBe(true);
    expect(await findVoucher(db, site.siteId, id)).toMatchObject({ uses: 0 });
    expect(await db.transaction((tx) => releaseVoucher(tx, used?.stayId ?? ""))).toBe(false);
    expect(await book(id, "b@example.nl")).toBe(true);
  });
});
