import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { guests, siteEnquiries, stays, voucherRedemptions } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { redeemVoucher } from "../vouchers/redeem-voucher.ts";
import { createVoucher } from "../vouchers/save-voucher.ts";
import { bookStay, siteWithUnits, voucherInput } from "../vouchers/vouchers.testing.ts";
import { eraseGuest } from "./erase-guest.ts";
import { guestDetail } from "./guest-detail.ts";
import { csvField, type GuestCsvWords, guestsCsv } from "./guests-csv.ts";
import { listGuests } from "./list-guests.ts";
import { updateGuestNotes } from "./update-guest-notes.ts";
import { upsertGuest } from "./upsert-guest.ts";

const MISSING = "3b241101-e2bb-4255-8caf-4136c566a962";

/** The dashboard's Dutch words for the file (app/i18n/ui/dashboard/guests). */
const CSV_WORDS: GuestCsvWords = {
  headers: {
    name: "Naam",
    email: "E-mailadres",
    phone: "Telefoon",
    country: "Land",
    language: "Taal",
    marketing: "Marketing toegestaan",
    stays: "Verblijven",
    nights: "Nachten",
    spent: "Totaal besteed (EUR)",
    paid: "Betaald (EUR)",
    outstanding: "Openstaand (EUR)",
    lastStay: "Laatste verblijf",
    enquiries: "Aanvragen",
    since: "Gast sinds",
    notes: "Notities",
  },
  yes: "ja",
  no: "nee",
  languages: { nl: "Nederlands", en: "Engels", de: "Duits", pl: "Pools" },
};

describe.each(testBackends())("the guest book on $name", (backend) => {
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

  const at = () => ({ siteId: mine.siteId, unitId: mine.units[0] ?? "" });

  it("keeps one entry per site and address: the site's forms fill only what it lacks, the owner's typing wins", async () => {
    const id = await upsertGuest(
      db,
      mine.siteId,
      { email: " Jonas@Example.DE ", name: "Jonas", lang: "de", marketingConsent: true },
      "guest",
    );
    expect(await updateGuestNotes(db, mine.siteId, id, "  Komt elk jaar met de hond. ")).toEqual({ ok: true });
    const entry = async () => (await db.select().from(guests).where(eq(guests.id, id)))[0];

    // Anyone can type this address on the site: a booking or enquiry renames no one and
    // changes no language, it only fills in the phone and country the entry lacked.
    const again = await upsertGuest(
      db,
      mine.siteId,
      {
        email: "jonas@example.de",
        name: "Not Jonas",
        phone: "+49 170 1234567",
        country: "de",
        lang: "en",
        marketingConsent: false,
      },
      "guest",
    );
    expect(again).toBe(id);
    expect(await entry()).toMatchObject({
      email: "jonas@example.de",
      name: "Jonas",
      phone: "+49 170 1234567",
      country: "DE",
      lang: "de",
      marketingConsent: true,
      notes: "Komt elk jaar met de hond.",
    });
    await upsertGuest(
      db,
      mine.siteId,
      { email: "jonas@example.de", name: "Jonas", phone: "+1 555 0100", country: "US", lang: "pl" },
      "guest",
    );
    expect(await entry()).toMatchObject({ name: "Jonas", phone: "+49 170 1234567", country: "DE", lang: "de" });

    // The owner enters a booking for him by hand: what they type is his name and language now.
    await upsertGuest(db, mine.siteId, { email: "JONAS@example.de", name: "Jonas Becker", lang: "en" }, "owner");
    expect(await entry()).toMatchObject({
      name: "Jonas Becker",
      phone: "+49 170 1234567",
      country: "DE",
      lang: "en",
      marketingConsent: true,
      notes: "Komt elk jaar met de hond.",
    });
    // The same address on another site is that site's own guest.
    const elsewhere = await upsertGuest(
      db,
      theirs.siteId,
      { email: "jonas@example.de", name: "J.", lang: "pl" },
      "guest",
    );
    expect(elsewhere).not.toBe(id);
  });

  it("lists the site's guests with their confirmed stays, nights and spending; finds them by name, address or phone", async () => {
    const emma = await upsertGuest(
      db,
      mine.siteId,
      {
        email: "emma@example.com",
        name: "Emma Smith",
        phone: "+31 6 12 34 56 78",
        lang: "en",
      },
      "guest",
    );
    await bookStay(db, at(), { checkIn: "2026-05-01", checkOut: "2026-05-04", guestId: emma, totalCents: 45_000 });
    await bookStay(db, at(), { checkIn: "2026-08-10", checkOut: "2026-08-17", guestId: emma, totalCents: 105_050 });
    // Not confirmed: not counted.
    await bookStay(db, at(), {
      checkIn: "2026-09-01",
      checkOut: "2026-09-05",
      guestId: emma,
      totalCents: 60_000,
      status: "cancelled",
    });
    await bookStay(db, at(), {
      checkIn: "2026-10-01",
      checkOut: "2026-10-05",
      guestId: emma,
      totalCents: 60_000,
      status: "request",
    });
    await db
      .insert(siteEnquiries)
      .values({ siteId: mine.siteId, name: "Emma", email: "Emma@example.com", message: "Hond?", lang: "en" });

    const page = await listGuests(db, mine.siteId);
    expect(page.total).toBe(2);
    expect(page.guests.map((g) => g.name)).toEqual(["Emma Smith", "Jonas Becker"]);
    expect(page.guests[0]).toMatchObject({
      id: emma,
      email: "emma@example.com",
      lang: "en",
      stays: 2,
      nights: 10,
      spentCents: 150_050,
      lastStay: "2026-08-10",
      enquiries: 1,
      marketingConsent: false,
      erasedAt: null,
    });
    expect(page.guests[1]).toMatchObject({ stays: 0, nights: 0, spentCents: 0, lastStay: null, enquiries: 0 });

    const found = async (search: string) => (await listGuests(db, mine.siteId, { search })).guests.map((g) => g.name);
    expect(await found("emma")).toEqual(["Emma Smith"]);
    expect(await found("EXAMPLE.DE")).toEqual(["Jonas Becker"]);
    expect(await found("0612345")).toEqual([]);
    expect(await found("6 1234")).toEqual(["Emma Smith"]);
    expect(await found("612345678")).toEqual(["Emma Smith"]);
    expect(await found("%")).toEqual([]);
    expect(await found("Emma\u0000")).toEqual([]);
    expect(await found("nobody")).toEqual([]);
    expect((await listGuests(db, mine.siteId, { search: "smith" })).total).toBe(1);
    // Never another site's guests.
    expect((await listGuests(db, theirs.siteId)).guests.map((g) => g.name)).toEqual(["J."]);
  });

  it("pages through the guest book newest first without skipping anyone", async () => {
    for (let i = 0; i < 5; i++) {
      const id = await upsertGuest(
        db,
        mine.siteId,
        { email: `page${i}@example.nl`, name: `Page ${i}`, lang: "nl" },
        "guest",
      );
      // A second apart, as guests arrive: added in one millisecond they would tie on their time.
      await db
        .update(guests)
        .set({ createdAt: new Date(Date.now() + (i + 1) * 1000) })
        .where(eq(guests.id, id));
    }
    const seen: string[] = [];
    let before: string | undefined;
    do {
      const page = await listGuests(db, mine.siteId, { limit: 3, before });
      seen.push(...page.guests.map((g) => g.name));
      before = page.nextBefore ?? undefined;
    } while (before);
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    expect(seen.slice(0, 5)).toEqual(["Page 4", "Page 3", "Page 2", "Page 1", "Page 0"]);
  });

  it("shows a guest with their bookings and enquiries; another site's guest is missing", async () => {
    const [emma] = (await listGuests(db, mine.siteId, { search: "emma" })).guests;
    const detail = await guestDetail(db, mine.siteId, emma?.id ?? "");
    expect(detail?.guest).toMatchObject({ name: "Emma Smith", notes: "", stays: 2, spentCents: 150_050 });
    expect(detail?.stays.map((s) => [s.checkIn, s.status])).toEqual([
      ["2026-10-01", "request"],
      ["2026-09-01", "cancelled"],
      ["2026-08-10", "confirmed"],
      ["2026-05-01", "confirmed"],
    ]);
    expect(detail?.stays[0]?.unitName).toEqual({ nl: "duinhuis" });
    expect(detail?.enquiries.map((e) => e.message)).toEqual(["Hond?"]);

    const [foreign] = (await listGuests(db, theirs.siteId)).guests;
    expect(await guestDetail(db, mine.siteId, foreign?.id ?? "")).toBeNull();
    expect(await guestDetail(db, mine.siteId, MISSING)).toBeNull();
    expect(await updateGuestNotes(db, mine.siteId, foreign?.id ?? "", "x")).toEqual({ ok: false, reason: "not-found" });
    expect(await updateGuestNotes(db, mine.siteId, emma?.id ?? "", "x".repeat(4001))).toEqual({
      ok: false,
      reason: "too-long",
    });
    expect(await updateGuestNotes(db, mine.siteId, emma?.id ?? "", "Hond\u0000 mee")).toEqual({
      ok: false,
      reason: "control-character",
    });
    expect(await eraseGuest(db, mine.siteId, foreign?.id ?? "", { erasedName: "Gewiste gast" })).toBe(false);
    expect(await guestDetail(db, theirs.siteId, foreign?.id ?? "")).toMatchObject({
      guest: { email: "jonas@example.de" },
    });
  });

  it("exports the guest book as CSV that Excel opens in UTF-8 and that runs no formulas", async () => {
    await upsertGuest(
      db,
      mine.siteId,
      {
        email: "evil@example.com",
        name: '=HYPERLINK("https://evil.example","Klik")',
        phone: "+31 6 00000000",
        lang: "pl",
      },
      "guest",
    );
    const [evil] = (await listGuests(db, mine.siteId, { search: "evil@" })).guests;
    await updateGuestNotes(db, mine.siteId, evil?.id ?? "", 'Zegt: "kom terug",\nmet z\'n tweeën; @home');
    const csv = await guestsCsv(db, mine.siteId, CSV_WORDS);
    expect(csv.startsWith("\uFEFFNaam,E-mailadres,Telefoon,Land,Taal,Marketing toegestaan,Verblijven,")).toBe(true);
    expect(csv.endsWith("\r\n")).toBe(true);
    const lines = csv.split("\r\n");
    // Header, eight guests, the end after the last CRLF; the note's own line break (LF) is inside its quotes.
    expect(lines).toHaveLength(1 + 8 + 1);
    expect(csv).toContain(
      `"'=HYPERLINK(""https://evil.example"",""Klik"")",evil@example.com,'+31 6 00000000,,Pools,nee,0,0,0.00,,0,`,
    );
    expect(csv).toContain('"Zegt: ""kom terug"",\nmet z\'n tweeën; @home"');
    expect(csv).toContain("Emma Smith,emma@example.com,'+31 6 12 34 56 78,,Engels,nee,2,10,1500.50,2026-08-10,1,");
    expect(csv).not.toContain("J.,");
    expect(csv).not.toContain("Betaald");

    // A site that takes payments: what each guest paid and still owes, beside what they spent.
    const [emma] = (await listGuests(db, mine.siteId, { search: "emma" })).guests;
    const money = new Map([[emma?.id ?? "", { paidCents: 30_000, outstandingCents: 120_050 }]]);
    const withMoney = await guestsCsv(db, mine.siteId, CSV_WORDS, money);
    expect(withMoney).toContain("Totaal besteed (EUR),Betaald (EUR),Openstaand (EUR),Laatste verblijf,");
    expect(withMoney).toContain(
      "Emma Smith,emma@example.com,'+31 6 12 34 56 78,,Engels,nee,2,10,1500.50,300.00,1200.50,2026-08-10,1,",
    );
    // A guest without bookings has paid and owes nothing.
    expect(withMoney).toContain(",Pools,nee,0,0,0.00,0.00,0.00,,0,");
  });

  it("writes a plain negative amount as a number, and still neutralises every other leading minus", () => {
    expect(csvField("-12.50")).toBe("-12.50");
    expect(csvField("-3")).toBe("-3");
    expect(csvField("-1+1")).toBe("'-1+1");
    expect(csvField("-12.50)*cmd|' /C calc'!A0")).toBe("'-12.50)*cmd|' /C calc'!A0");
    expect(csvField('-2,"x"')).toBe(`"'-2,""x"""`);
  });

  it("erases a guest's personal data and keeps their bookings' dates and amounts for the books", async () => {
    const id = await upsertGuest(
      db,
      mine.siteId,
      {
        email: "lotte@example.nl",
        name: "Lotte de Vries",
        phone: "+31 6 98765432",
        country: "NL",
        lang: "nl",
        marketingConsent: true,
      },
      "guest",
    );
    await updateGuestNotes(db, mine.siteId, id, "Allergisch voor noten");
    const stayId = await bookStay(db, at(), {
      checkIn: "2026-11-01",
      checkOut: "2026-11-08",
      guestId: id,
      guestName: "Lotte de Vries",
      guestEmail: "lotte@example.nl",
      guestPhone: "+31 6 98765432",
      guestCountry: "NL",
      arrivalTime: "15:00",
      guestMessage: "Wij komen met twee kinderen",
      notes: "Lotte belde over een kinderbedje",
      totalCents: 98_000,
      voucherCode: "LOTTE",
    });
    // A booking the owner entered by hand under her address, without the guest link.
    const manualId = await bookStay(db, at(), {
      checkIn: "2026-12-01",
      checkOut: "2026-12-03",
      source: "manual",
      guestName: "Lotte",
      guestEmail: "Lotte@Example.nl",
      totalCents: 20_000,
    });
    await db.insert(siteEnquiries).values({
      siteId: mine.siteId,
      name: "Lotte",
      email: "LOTTE@example.nl",
      phone: "0612",
      message: "Mag de hond mee?",
      checkIn: "2026-11-01",
      checkOut: "2026-11-08",
      lang: "nl",
    });
    const voucher = await createVoucher(db, mine.siteId, voucherInput({ code: "LOTTE", maxUsesPerEmail: 1 }));
    if (!voucher.ok) throw new Error("no voucher");
    await db.transaction((tx) =>
      redeemVoucher(tx, { voucherId: voucher.voucher.id, stayId, email: "lotte@example.nl", discountCents: 1000 }),
    );
    // Someone else's booking and enquiry stay as they are.
    const otherStay = await bookStay(db, at(), {
      checkIn: "2027-01-01",
      checkOut: "2027-01-02",
      guestName: "Emma",
      guestEmail: "emma@example.com",
    });

    expect(await eraseGuest(db, mine.siteId, id, { erasedName: "Erased guest" })).toBe(true);

    const [guest] = await db.select().from(guests).where(eq(guests.id, id));
    expect(guest).toMatchObject({
      email: null,
      name: "Erased guest",
      phone: null,
      country: null,
      notes: "",
      marketingConsent: false,
    });
    expect(guest?.erasedAt).toBeInstanceOf(Date);
    for (const stay of await db.select().from(stays).where(eq(stays.siteId, mine.siteId))) {
      if (stay.id !== stayId && stay.id !== manualId) continue;
      expect(stay).toMatchObject({
        guestName: null,
        guestEmail: null,
        guestPhone: null,
        guestCountry: null,
        arrivalTime: null,
        guestMessage: null,
        notes: "",
      });
    }
    const [kept] = await db.select().from(stays).where(eq(stays.id, stayId));
    expect(kept).toMatchObject({
      checkIn: "2026-11-01",
      checkOut: "2026-11-08",
      totalCents: 98_000,
      guestId: id,
      voucherCode: "LOTTE",
      status: "confirmed",
    });
    expect((await db.select().from(stays).where(eq(stays.id, otherStay)))[0]).toMatchObject({
      guestName: "Emma",
      guestEmail: "emma@example.com",
    });
    const enquiries = await db.select().from(siteEnquiries).where(eq(siteEnquiries.siteId, mine.siteId));
    expect(enquiries.find((e) => e.message === "Mag de hond mee?")).toBeUndefined();
    expect(enquiries.find((e) => e.checkIn === "2026-11-01")).toMatchObject({
      name: "Erased guest",
      email: "",
      phone: null,
      message: "",
    });
    expect(enquiries.find((e) => e.message === "Hond?")).toMatchObject({ email: "Emma@example.com" });
    expect(
      await db
        .select({ email: voucherRedemptions.email })
        .from(voucherRedemptions)
        .where(eq(voucherRedemptions.stayId, stayId)),
    ).toEqual([{ email: "" }]);

    // The guest book still counts the stay, under no name; nothing of hers is found or exported.
    const detail = await guestDetail(db, mine.siteId, id);
    expect(detail?.guest).toMatchObject({ stays: 1, spentCents: 98_000, email: null });
    expect(detail?.enquiries).toEqual([]);
    expect((await listGuests(db, mine.siteId, { search: "lotte" })).total).toBe(0);
    expect(await guestsCsv(db, mine.siteId, CSV_WORDS)).not.toMatch(/lotte|Allergisch|98765432/i);
    expect(await updateGuestNotes(db, mine.siteId, id, "nieuw")).toEqual({ ok: false, reason: "erased" });

    // Erasing again is harmless; booking again later makes a new entry.
    expect(await eraseGuest(db, mine.siteId, id, { erasedName: "Erased guest" })).toBe(true);
    const back = await upsertGuest(db, mine.siteId, { email: "lotte@example.nl", name: "Lotte", lang: "nl" }, "guest");
    expect(back).not.toBe(id);
  });
});
