import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { isExclusionViolation } from "../../db/constraint-violation.ts";
import { stays } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { siteWithUnits } from "../vouchers/vouchers.testing.ts";

/** The database itself refuses a second stay on nights a unit already gives away. */
describe.each(testBackends())("stays of a unit on $name", (backend) => {
  let handle: DatabaseHandle;
  let siteId = "";
  let unitA = "";
  let unitB = "";

  beforeAll(async () => {
    handle = await backend.open();
    const site = await siteWithUnits(handle.db, ["duinhuis", "boshuis"]);
    siteId = site.siteId;
    [unitA, unitB] = site.units as [string, string];
  });
  afterAll(() => handle.close());

  const stay = (unitId: string, checkIn: string, checkOut: string, status: "confirmed" | "request" | "cancelled") =>
    handle.db
      .insert(stays)
      .values({
        siteId,
        unitId,
        kind: "booking",
        status,
        checkIn,
        checkOut,
        source: "direct",
        holdExpiresAt: status === "request" ? new Date(Date.now() + 3_600_000) : null,
      })
      .returning();

  it("refuses overlapping nights of one unit, and allows back-to-back stays and other units", async () => {
    const [first] = await stay(unitA, "2026-07-01", "2026-07-08", "confirmed");
    expect(first?.stay).toBe("[2026-07-01,2026-07-08)");
    // Check-out day is the next guest's check-in day.
    await stay(unitA, "2026-07-08", "2026-07-10", "request");
    await stay(unitB, "2026-07-03", "2026-07-05", "confirmed");

    const error = await stay(unitA, "2026-07-07", "2026-07-09", "confirmed").catch((e: unknown) => e);
    expect(isExclusionViolation(error, "stays_no_overlap")).toBe(true);
    // A request holds its nights as a booking does.
    expect(isExclusionViolation(await stay(unitA, "2026-07-09", "2026-07-12", "request").catch((e) => e))).toBe(true);
  });

  it("frees the nights of a cancelled stay, and a cancelled stay blocks nothing", async () => {
    const [held] = await stay(unitA, "2026-08-01", "2026-08-05", "confirmed");
    await handle.db
      .update(stays)
      .set({ status: "cancelled" })
      .where(eq(stays.id, held?.id ?? ""));
    await stay(unitA, "2026-08-02", "2026-08-04", "cancelled");
    await expect(stay(unitA, "2026-08-01", "2026-08-05", "confirmed")).resolves.toHaveLength(1);
  });
});
