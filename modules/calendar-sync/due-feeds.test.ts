import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { calendarFeeds } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { ownerWithSite } from "../sites/sites.testing.ts";
import { insertUnit } from "../units/units.testing.ts";
import { claimDueFeeds } from "./due-feeds.ts";

const MINUTE = 60_000;

describe.each(testBackends())("feeds due for a poll on $name", (backend) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await backend.open();
  });
  afterAll(() => handle.close());

  it("claims feeds never tried and those past the interval and their own delay, not those within it", async () => {
    const { siteId } = await ownerWithSite(handle.db);
    const unit = await insertUnit(handle.db, siteId, "zeezicht", { maxGuests: 4, bedrooms: 2, beds: 2, bathrooms: 1 });
    const now = new Date("2026-06-01T12:00:00Z");
    // The platform's default interval is 15 minutes; a feed's own delay adds at most a fifth.
    const feed = async (name: string, lastAttemptAt: Date | null) => {
      const [row] = await handle.db
        .insert(calendarFeeds)
        .values({
          siteId,
          unitId: unit.id,
          channel: "airbnb",
          name,
          url: `https://ical.channel.test/${name}.ics`,
          lastAttemptAt,
        })
        .returning({ id: calendarFeeds.id });
      return row?.id;
    };
    const never = await feed("never", null);
    const longAgo = await feed("long-ago", new Date(now.getTime() - 19 * MINUTE));
    await feed("just-polled", new Date(now.getTime() - 2 * MINUTE));
    await feed("almost", new Date(now.getTime() - 14 * MINUTE));

    const due = await handle.db.transaction((tx) => claimDueFeeds(tx, now));
    expect(due.map((d) => d.id).sort()).toEqual([never, longAgo].sort());
    expect(due.find((d) => d.id === never)).toMatchObject({ host: "ical.channel.test", firstSync: true });
    // Claimed: not due again until their next turn.
    expect(await handle.db.transaction((tx) => claimDueFeeds(tx, now))).toEqual([]);
  });
});
