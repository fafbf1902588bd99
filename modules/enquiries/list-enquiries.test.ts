import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { rentalUnits, siteEnquiries, userSites } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { InvalidIdError } from "../ids/uuid.ts";
import { seedOwner } from "../seed/demo-accounts.ts";
import { countNewEnquiries, listEnquiries } from "./list-enquiries.ts";
import { replyMailto } from "./reply-mailto.ts";
import { setEnquiryStatus } from "./set-enquiry-status.ts";

async function site(db: Database, name: string) {
  const owner = await seedOwner(db, { email: `${name}@example.nl` });
  const [row] = await db
    .insert(userSites)
    .values({ userId: owner.id, themeName: "warm-cozy", siteName: name, subdomain: name })
    .returning({ id: userSites.id });
  if (!row) throw new Error("no site");
  return row.id;
}

describe.each(testBackends())("an owner's enquiries on $name", (backend) => {
  let handle: DatabaseHandle;
  let db: Database;
  let mine: string;
  let theirs: string;
  let theirUnit: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
    mine = await site(db, "duinhuis");
    theirs = await site(db, "boshut");
    const [unit] = await db
      .insert(rentalUnits)
      .values({
        siteId: theirs,
        slug: "boshut",
        type: "chalet",
        name: { nl: "De Boshut" },
        maxGuests: 2,
        bedrooms: 1,
        beds: 1,
        bathrooms: 1,
      })
      .returning({ id: rentalUnits.id });
    theirUnit = unit?.id ?? "";
    // Five of mine an hour apart (the oldest first), one of theirs; two share a moment.
    const at = (hour: number) => new Date(Date.UTC(2026, 2, 10, hour));
    const rows = [
      { siteId: mine, name: "Anna", createdAt: at(8) },
      { siteId: mine, name: "Ben", createdAt: at(9), status: "handled" as const, handledAt: at(10) },
      { siteId: mine, name: "Carla", createdAt: at(10) },
      { siteId: mine, name: "Dirk", createdAt: at(10) },
      // An enquiry whose unit id points at another site's unit (as no code writes it): never shown.
      { siteId: mine, name: "Eva", createdAt: at(11), unitId: theirUnit },
      { siteId: theirs, name: "Piotr", createdAt: at(12), unitId: theirUnit },
    ];
    for (const row of rows) {
      const [stored] = await db
        .insert(siteEnquiries)
        .values({ email: `${row.name.toLowerCase()}@example.nl`, message: "Is het huis vrij?", lang: "nl", ...row })
        .returning({ id: siteEnquiries.id });
      ids[row.name] = stored?.id ?? "";
    }
  });
  afterAll(() => handle.close());

  const names = async (opts: Parameters<typeof listEnquiries>[2] = {}) =>
    (await listEnquiries(db, mine, opts)).enquiries.map((e) => e.name);

  it("lists the site's own enquiries newest first, new or handled or all", async () => {
    const all = await names();
    expect(all.slice(0, 1)).toEqual(["Eva"]);
    expect(all.toSorted()).toEqual(["Anna", "Ben", "Carla", "Dirk", "Eva"]);
    expect(all.at(-1)).toBe("Anna");
    expect(await names({ status: "handled" })).toEqual(["Ben"]);
    expect((await names({ status: "new" })).toSorted()).toEqual(["Anna", "Carla", "Dirk", "Eva"]);
    expect((await listEnquiries(db, theirs)).enquiries).toMatchObject([
      { name: "Piotr", unit: { slug: "boshut", name: { nl: "De Boshut" } } },
    ]);
    const eva = (await listEnquiries(db, mine)).enquiries[0];
    expect(eva).toMatchObject({ name: "Eva", unit: null });
    expect(await countNewEnquiries(db, mine)).toBe(4);
    expect(await countNewEnquiries(db, theirs)).toBe(1);
  });

  it("pages through them without skipping or repeating the two of one moment", async () => {
    const first = await listEnquiries(db, mine, { limit: 2 });
    expect(first.total).toBe(5);
    const second = await listEnquiries(db, mine, { limit: 2, before: first.nextBefore ?? "" });
    const third = await listEnquiries(db, mine, { limit: 2, before: second.nextBefore ?? "" });
    expect(third.nextBefore).toBeNull();
    const seen = [...first.enquiries, ...second.enquiries, ...third.enquiries].map((e) => e.name);
    expect(seen.toSorted()).toEqual(["Anna", "Ben", "Carla", "Dirk", "Eva"]);
    expect(seen[0]).toBe("Eva");
    await expect(listEnquiries(db, mine, { before: "17" })).rejects.toBeInstanceOf(InvalidIdError);
  });

  it("marks an enquiry handled and new again, only on its own site", async () => {
    const handled = await setEnquiryStatus(db, { siteId: mine, enquiryId: ids.Anna ?? "", status: "handled" });
    expect(handled).toMatchObject({ ok: true, enquiry: { status: "handled", handledAt: expect.any(Date) } });
    const again = await setEnquiryStatus(db, { siteId: mine, enquiryId: ids.Anna ?? "", status: "handled" });
    expect(again).toMatchObject({ ok: true, enquiry: { status: "handled" } });
    if (handled.ok && again.ok) expect(again.enquiry.handledAt).toEqual(handled.enquiry.handledAt);
    expect(await setEnquiryStatus(db, { siteId: mine, enquiryId: ids.Anna ?? "", status: "new" })).toMatchObject({
      ok: true,
      enquiry: { status: "new", handledAt: null },
    });

    // Another site's enquiry, or none at all: not found, and unchanged.
    for (const enquiryId of [ids.Piotr ?? "", randomUUID()]) {
      expect(await setEnquiryStatus(db, { siteId: mine, enquiryId, status: "handled" })).toEqual({
        ok: false,
        reason: "not-found",
      });
    }
    expect(await countNewEnquiries(db, theirs)).toBe(1);
    await expect(setEnquiryStatus(db, { siteId: mine, enquiryId: "17", status: "handled" })).rejects.toBeInstanceOf(
      InvalidIdError,
    );
  });

  it("writes the owner's answer with the guest's address and a subject in the guest's language", () => {
    expect(replyMailto({ email: "jonas+urlaub@example.de", lang: "de" }, "Villa Duinhuis & Co")).toBe(
      "mailto:jonas%2Burlaub@example.de?subject=Re%3A%20Ihre%20Nachricht%20an%20Villa%20Duinhuis%20%26%20Co",
    );
    expect(replyMailto({ email: "emma@example.com", lang: "en" }, "Boshut")).toBe(
      "mailto:emma@example.com?subject=Re%3A%20Your%20message%20to%20Boshut",
    );
    const polish = new URL(replyMailto({ email: "ola@example.pl", lang: "pl" }, "Boshut")).searchParams.get("subject");
    expect(polish).toBe("Re: Twoja wiadomość – Boshut");
  });
});
