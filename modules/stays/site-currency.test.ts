import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { calendarFeeds, stays } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { siteCurrency } from "../pricing/read-site-currency.ts";
import { siteWithUnits } from "../vouchers/vouchers.testing.ts";
import { changeSiteCurrency, currencyLocked, readSiteCurrency } from "./site-currency.ts";

describe("a currency as a form sends it", () => {
  it("is euro or złoty, written as the code", () => {
    expect(readSiteCurrency("EUR")).toBe("EUR");
    expect(readSiteCurrency("PLN")).toBe("PLN");
    for (const wrong of ["pln", "USD", "", "EUR ", "zł"]) expect(readSiteCurrency(wrong), wrong).toBeNull();
  });
});

describe.each(testBackends())("the site's currency on $name", (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await backend.open();
  });
  afterAll(() => handle.close());

  const site = async (slug: string) => {
    const { siteId, units } = await siteWithUnits(handle.db, [slug], { subdomain: `${slug}-site` });
    return { siteId, unitId: units[0] ?? "" };
  };
  const insertStay = (siteId: string, unitId: string, kind: "booking" | "block", status: "confirmed" | "cancelled") =>
    handle.db.insert(stays).values({
      siteId,
      unitId,
      kind,
      status,
      checkIn: "2027-07-01",
      checkOut: "2027-07-05",
      source: kind === "booking" ? "direct" : "owner",
    });

  it("changes until the first booking, and another owner's site keeps its own", async () => {
    const mine = await site("domek");
    const theirs = await site("duinhuis");
    expect(await siteCurrency(handle.db, mine.siteId)).toBe("EUR");
    expect(await currencyLocked(handle.db, mine.siteId)).toBe(false);
    expect(await changeSiteCurrency(handle.db, mine.siteId, "PLN")).toBe("changed");
    expect(await changeSiteCurrency(handle.db, mine.siteId, "PLN")).toBe("unchanged");
    expect(await siteCurrency(handle.db, mine.siteId)).toBe("PLN");
    expect(await siteCurrency(handle.db, theirs.siteId)).toBe("EUR");

    // An owner's block carries no money: the currency can still change.
    await insertStay(mine.siteId, mine.unitId, "block", "confirmed");
    expect(await currencyLocked(handle.db, mine.siteId)).toBe(false);
    expect(await changeSiteCurrency(handle.db, mine.siteId, "EUR")).toBe("changed");
    expect(await changeSiteCurrency(handle.db, mine.siteId, "PLN")).toBe("changed");

    // A booking, even one cancelled since, fixes it; the other site is not touched.
    await insertStay(mine.siteId, mine.unitId, "booking", "cancelled");
    expect(await currencyLocked(handle.db, mine.siteId)).toBe(true);
    expect(await changeSiteCurrency(handle.db, mine.siteId, "EUR")).toBe("locked");
    expect(await changeSiteCurrency(handle.db, mine.siteId, "PLN")).toBe("unchanged");
    expect(await siteCurrency(handle.db, mine.siteId)).toBe("PLN");
    expect(await currencyLocked(handle.db, theirs.siteId)).toBe(false);
    expect(await changeSiteCurrency(handle.db, theirs.siteId, "PLN")).toBe("changed");
    expect(await siteCurrency(handle.db, theirs.siteId)).toBe("PLN");
  });

  it("is fixed by a stay imported from another channel", async () => {
    const mine = await site("chatka");
    const [feed] = await handle.db
      .insert(calendarFeeds)
      .values({
        siteId: mine.siteId,
        unitId: mine.unitId,
        channel: "airbnb",
        name: "Airbnb",
        url: "https://a.example/c.ics",
      })
      .returning({ id: calendarFeeds.id });
    await handle.db.insert(stays).values({
      siteId: mine.siteId,
      unitId: mine.unitId,
      kind: "import",
      status: "confirmed",
      checkIn: "2027-08-01",
      checkOut: "2027-08-03",
      source: "airbnb",
      feedId: feed?.id ?? null,
      externalUid: "uid-1",
    });
    expect(await changeSiteCurrency(handle.db, mine.siteId, "PLN")).toBe("locked");
    expect(await siteCurrency(handle.db, mine.siteId)).toBe("EUR");
  });
});
