import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { siteBookingSettings } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { bookStay, siteWithUnits } from "../vouchers/vouchers.testing.ts";
import { upcomingGuestStays } from "./account-deletion.ts";

describe.each(testBackends())(
  "the guests still to come, told before an owner deletes the account, on $name",
  (backend) => {
    let handle: DatabaseHandle;
    // 23:30 in Amsterdam on 29 November, already 30 November in Auckland.
    const now = new Date("2026-11-29T22:30:00Z");

    beforeAll(async () => {
      handle = await backend.open();
    });
    afterAll(() => handle.close());

    it("counts the owner's direct bookings not yet over, and names the first arrival", async () => {
      const { db } = handle;
      const eva = await siteWithUnits(db, ["strandhuis", "loft"], { subdomain: "eva-aan-zee" });
      const tom = await siteWithUnits(db, ["boshut"], { subdomain: "tom-in-het-bos" });
      const at = { siteId: eva.siteId, unitId: eva.units[0] ?? "" };
      expect(await upcomingGuestStays(db, eva.ownerId, now)).toBeNull();

      await bookStay(db, at, { checkIn: "2026-11-20", checkOut: "2026-11-23" }); // over
      await bookStay(db, at, { checkIn: "2026-11-27", checkOut: "2026-11-30" }); // leaves tomorrow
      await bookStay(
        db,
        { ...at, unitId: eva.units[1] ?? "" },
        { checkIn: "2027-02-12", checkOut: "2027-02-15", status: "request" },
      );
      await bookStay(db, at, { checkIn: "2026-12-01", checkOut: "2026-12-04", status: "cancelled" });
      await bookStay(db, at, { checkIn: "2026-12-10", checkOut: "2026-12-12", kind: "block" });
      await bookStay(
        db,
        { siteId: tom.siteId, unitId: tom.units[0] ?? "" },
        { checkIn: "2026-11-01", checkOut: "2027-01-01" },
      );

      // Cancelled ones and the owner's own blocks are no guests to tell; another owner's are not theirs.
      expect(await upcomingGuestStays(db, eva.ownerId, now)).toEqual({ count: 2, firstArrival: "2026-11-27" });
      expect(await upcomingGuestStays(db, tom.ownerId, now)).toEqual({ count: 1, firstArrival: "2026-11-01" });

      // Each site's own today: in Auckland, the stay leaving on the 30th is already over.
      await db
        .insert(siteBookingSettings)
        .values({ siteId: eva.siteId, timeZone: "Pacific/Auckland", calendarToken: "eva-calendar" })
        .onConflictDoUpdate({
          target: siteBookingSettings.siteId,
          set: { timeZone: "Pacific/Auckland" },
        });
      expect(await upcomingGuestStays(db, eva.ownerId, now)).toEqual({ count: 1, firstArrival: "2027-02-12" });
    });
  },
);
