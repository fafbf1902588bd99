import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { guests } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { upsertGuest } from "../guests/upsert-guest.ts";
import { ADDRESSING, bookableSite, guestBooking } from "./booking.testing.ts";
import { createBooking } from "./create-booking.ts";

const NOW = new Date("2026-07-01T10:00:00Z");

describe.each(testBackends())("a guest's booking on $name", (backend) => {
  let handle: DatabaseHandle;
  let db: Database;

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
  });
  afterAll(() => handle.close());

  it("keeps the owner's guest as the owner has them: a booking under their address renames no one", async () => {
    const site = await bookableSite(db, ["duinhuis"]);
    const owners = await upsertGuest(
      db,
      site.siteId,
      { email: "marta@example.pl", name: "Marta Nowak", phone: "+48 600 100 200", lang: "pl" },
      "owner",
    );
    const booked = await createBooking(
      db,
      site.siteId,
      guestBooking(
        { checkIn: "2026-08-10", checkOut: "2026-08-14", lang: "en" },
        { email: "MARTA@example.pl", name: "Someone Else", phone: "+1 555 0100", country: "US" },
      ),
      NOW,
      ADDRESSING,
    );
    if (!booked.ok) throw new Error(booked.code);
    expect(booked.booking.guestId).toBe(owners);
    // What the entry lacked (the country) is filled in; the rest is the owner's.
    expect(await db.select().from(guests).where(eq(guests.siteId, site.siteId))).toEqual([
      expect.objectContaining({ name: "Marta Nowak", phone: "+48 600 100 200", country: "US", lang: "pl" }),
    ]);
  });
});
