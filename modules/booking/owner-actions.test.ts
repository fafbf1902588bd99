import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { stays, vouchers } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { formatMoney } from "../messaging/booking-values.ts";
import { BookingEventBus } from "../stays/booking-events.ts";
import { insertUnit } from "../units/units.testing.ts";
import { createVoucher } from "../vouchers/save-voucher.ts";
import { voucherInput } from "../vouchers/vouchers.testing.ts";
import { acceptRequest } from "./accept-request.ts";
import { ADDRESSING, bookableSite, emailsTo, guestBooking, listenTo, ownerAddress } from "./booking.testing.ts";
import { cancelBooking } from "./cancel-booking.ts";
import { cancellationRefund } from "./cancellation-refund.ts";
import { changeBooking } from "./change-booking.ts";
import { createBlock } from "./create-block.ts";
import { createBooking } from "./create-booking.ts";
import { createManualBooking } from "./create-manual-booking.ts";
import { declineRequest } from "./decline-request.ts";
import { removeBlock } from "./remove-block.ts";
import { updateStayNotes } from "./update-stay-notes.ts";

/** The test's live calendar events, as the server process has one. */
const bus = new BookingEventBus();

const NOW = new Date("2026-07-01T10:00:00Z");
const HOUR = 3_600_000;
const MISSING = "3b241101-e2bb-4255-8caf-4136c566a962";
const at = (ms: number) => ({ addressing: ADDRESSING, bookingEvents: bus, now: new Date(NOW.getTime() + ms) });
const ctx = at(0);

describe.each(testBackends())("the owner's booking actions on $name", (backend) => {
  let handle: DatabaseHandle;
  let db: Database;
  let mine: Awaited<ReturnType<typeof bookableSite>>;
  let theirs: Awaited<ReturnType<typeof bookableSite>>;
  let guests = 0;

  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
    mine = await bookableSite(db, ["duinhuis", "boshut"], { bookingMode: "request", requestHoldHours: 24 });
    theirs = await bookableSite(db, ["domek"]);
  });
  afterAll(() => handle.close());

  const duinhuis = () => mine.units[0] ?? "";
  const boshut = () => mine.units[1] ?? "";

  /** A guest's booking (a request on my site) with an address of its own; its id and that address. */
  async function book(
    checkIn: string,
    checkOut: string,
    options: { site?: typeof mine; unit?: string; lang?: "nl" | "en" | "de" | "pl"; voucher?: string } = {},
  ) {
    guests += 1;
    const email = `gast-${guests}@example.de`;
    const site = options.site ?? mine;
    const slug = options.unit ?? (site === mine ? "duinhuis" : "domek");
    const result = await createBooking(
      db,
      site.siteId,
      guestBooking(
        {
          checkIn,
          checkOut,
          unit: slug,
          lang: options.lang ?? "de",
          ...(options.voucher ? { voucher: options.voucher } : {}),
        },
        { email },
      ),
      { bookingEvents: bus, now: NOW, addressing: ADDRESSING },
    );
    if (!result.ok) throw new Error(`not booked: ${result.code}`);
    return { id: result.booking.id, email };
  }

  const statusOf = async (id: string) =>
    (await db.select({ status: stays.status }).from(stays).where(eq(stays.id, id)))[0]?.status;
  const templatesTo = async (email: string) => (await emailsTo(db, email)).map((e) => e.templateKey);

  describe("acceptRequest", () => {
    it("confirms a request: the guest gets the confirmation, the calendar hears of it", async () => {
      const request = await book("2026-08-01", "2026-08-04");
      const live = listenTo(bus, mine.siteId);
      const result = await acceptRequest(db, mine.siteId, request.id, at(HOUR));
      live.stop();
      expect(result).toMatchObject({ ok: true, stay: { id: request.id, status: "confirmed" } });
      expect(await templatesTo(request.email)).toEqual(["booking-requested", "booking-confirmed"]);
      expect(live.events).toEqual([
        expect.objectContaining({ type: "changed", action: "accepted", status: "confirmed" }),
      ]);
      // Accepting twice is refused, with what it now is.
      expect(await acceptRequest(db, mine.siteId, request.id, at(HOUR))).toEqual({
        ok: false,
        reason: "not-a-request",
        status: "confirmed",
      });
    });

    it("refuses a request whose hold ran out, expires it and frees its nights", async () => {
      const request = await book("2026-08-05", "2026-08-08");
      const afterHold = at(25 * HOUR);
      const result = await acceptRequest(db, mine.siteId, request.id, afterHold);
      expect(result).toEqual({
        ok: false,
        reason: "hold-expired",
        holdExpiredAt: new Date(NOW.getTime() + 24 * HOUR),
      });
      expect(await statusOf(request.id)).toBe("expired");
      expect(await templatesTo(request.email)).toEqual(["booking-requested", "booking-expired"]);
      // Asked again, still refused the same way, and no second email.
      expect(await acceptRequest(db, mine.siteId, request.id, afterHold)).toMatchObject({ reason: "hold-expired" });
      expect(await templatesTo(request.email)).toEqual(["booking-requested", "booking-expired"]);
      const block = await createBlock(
        db,
        mine.siteId,
        { unitId: duinhuis(), checkIn: "2026-08-05", checkOut: "2026-08-08" },
        afterHold,
      );
      expect(block.ok).toBe(true);
    });

    it("does not find another owner's request, a missing one or a malformed id", async () => {
      const theirRequest = await book("2026-08-01", "2026-08-04", { site: theirs });
      for (const id of [theirRequest.id, MISSING, "VV-1234-5678"]) {
        expect(await acceptRequest(db, mine.siteId, id, ctx)).toEqual({ ok: false, reason: "not-found" });
        expect(await declineRequest(db, mine.siteId, id, {}, ctx)).toEqual({ ok: false, reason: "not-found" });
        expect(await cancelBooking(db, mine.siteId, id, {}, ctx)).toEqual({ ok: false, reason: "not-found" });
        expect(await changeBooking(db, mine.siteId, id, { adults: 1 }, ctx)).toEqual({
          ok: false,
          reason: "not-found",
        });
        expect(await removeBlock(db, mine.siteId, id, bus)).toEqual({ ok: false, reason: "not-found" });
        expect(await updateStayNotes(db, mine.siteId, id, "x")).toEqual({ ok: false, reason: "not-found" });
      }
      expect(await statusOf(theirRequest.id)).toBe("confirmed");
    });
  });

  describe("declineRequest", () => {
    it("frees the nights, gives the voucher use back and tells the guest with the owner's note", async () => {
      await createVoucher(db, mine.siteId, voucherInput({ code: "EENMALIG", maxUses: 1 }));
      const request = await book("2026-08-10", "2026-08-13", { voucher: "EENMALIG" });
      const result = await declineRequest(
        db,
        mine.siteId,
        request.id,
        { message: "  Die Woche sind wir selbst im Haus.  " },
        at(HOUR),
      );
      expect(result).toMatchObject({ ok: true, stay: { status: "declined" } });
      const [voucher] = await db.select({ uses: vouchers.uses }).from(vouchers).where(eq(vouchers.code, "EENMALIG"));
      expect(voucher?.uses).toBe(0);
      const [, declined] = await emailsTo(db, request.email);
      expect(declined).toMatchObject({ templateKey: "booking-declined", lang: "de" });
      expect(declined?.text).toContain("Der Gastgeber schreibt:\n\nDie Woche sind wir selbst im Haus.");
      // The same nights can be booked again, with the same single-use code.
      expect((await book("2026-08-10", "2026-08-13", { voucher: "EENMALIG" })).id).toBeTruthy();
      expect(await declineRequest(db, mine.siteId, request.id, {}, ctx)).toEqual({
        ok: false,
        reason: "not-a-request",
        status: "declined",
      });
      expect(await declineRequest(db, mine.siteId, request.id, { message: "x".repeat(2001) }, ctx)).toEqual({
        ok: false,
        reason: "message-too-long",
        max: 2000,
      });
    });
  });

  describe("cancelBooking", () => {
    it("refunds what the policy gives on the property's today, frees the nights and tells the guest", async () => {
      const request = await book("2026-07-20", "2026-07-24", { unit: "boshut" });
      await acceptRequest(db, mine.siteId, request.id, ctx);
      // Moderate: 19 days before arrival, everything back; 10 days before, half.
      expect(await cancellationRefund(db, mine.siteId, request.id, NOW)).toEqual({
        policy: "moderate",
        percent: 100,
        refundCents: 54_000,
        totalCents: 54_000,
      });
      const tenDaysBefore = new Date("2026-07-10T09:00:00Z");
      const result = await cancelBooking(
        db,
        mine.siteId,
        request.id,
        {},
        { addressing: ADDRESSING, bookingEvents: bus, now: tenDaysBefore },
      );
      expect(result).toMatchObject({
        ok: true,
        refundCents: 27_000,
        policyRefund: { percent: 50, refundCents: 27_000 },
        stay: { status: "cancelled", refundCents: 27_000 },
      });
      const [row] = await db.select().from(stays).where(eq(stays.id, request.id));
      expect(row).toMatchObject({ status: "cancelled", refundCents: 27_000, cancelledAt: tenDaysBefore });
      const cancelled = (await emailsTo(db, request.email)).find((e) => e.templateKey === "booking-cancelled");
      expect(cancelled?.text).toContain(`Erstattung: ${formatMoney(27_000, "de", "EUR")}`);
      expect(cancelled?.text).toContain(`Gesamtbetrag der Buchung: ${formatMoney(54_000, "de", "EUR")}`);
      // Its nights are free: another guest books them.
      expect((await book("2026-07-20", "2026-07-24", { unit: "boshut" })).id).toBeTruthy();
      expect(await cancelBooking(db, mine.siteId, request.id, {}, ctx)).toEqual({
        ok: false,
        reason: "not-cancellable",
        status: "cancelled",
      });
    });

    it("gives the refund the owner chose, at most the total; a request is declined, not cancelled", async () => {
      const request = await book("2026-09-01", "2026-09-03", { unit: "boshut" });
      expect(await cancelBooking(db, mine.siteId, request.id, {}, ctx)).toEqual({
        ok: false,
        reason: "not-cancellable",
        status: "request",
      });
      await acceptRequest(db, mine.siteId, request.id, ctx);
      expect(await cancelBooking(db, mine.siteId, request.id, { refundCents: 99_999_99 }, ctx)).toEqual({
        ok: false,
        reason: "invalid-refund",
        maxCents: 30_000,
      });
      expect(await statusOf(request.id)).toBe("confirmed");
      const result = await cancelBooking(db, mine.siteId, request.id, { refundCents: 30_000, message: "Sorry!" }, ctx);
      expect(result).toMatchObject({ ok: true, refundCents: 30_000 });
    });
  });

  describe("changeBooking", () => {
    it("moves a booking to free dates at the new quote, and tells the guest", async () => {
      const request = await book("2026-10-01", "2026-10-04");
      await acceptRequest(db, mine.siteId, request.id, ctx);
      const live = listenTo(bus, mine.siteId);
      const result = await changeBooking(
        db,
        mine.siteId,
        request.id,
        { checkIn: "2026-10-02", checkOut: "2026-10-07", adults: 3, message: "Wie besprochen." },
        ctx,
      );
      live.stop();
      expect(result).toMatchObject({
        ok: true,
        changed: true,
        stay: { checkIn: "2026-10-02", checkOut: "2026-10-07", adults: 3, totalCents: 66_000 },
        quote: { totalCents: 66_000 },
      });
      expect(live.events).toEqual([expect.objectContaining({ action: "changed", checkIn: "2026-10-02" })]);
      const changed = (await emailsTo(db, request.email)).find((e) => e.templateKey === "booking-changed");
      expect(changed?.text).toContain("Anreise: Freitag, 2. Oktober 2026");
      expect(changed?.text).toContain("Gäste: 3 Erwachsene");
      expect(changed?.text).toContain(`5 Nächte: ${formatMoney(60_000, "de", "EUR")}`);
      expect(changed?.text).toContain("Wie besprochen.");
      // Nothing different: nothing written, nothing sent.
      const again = await changeBooking(db, mine.siteId, request.id, { adults: 3 }, ctx);
      expect(again).toMatchObject({ ok: true, changed: false });
      expect((await emailsTo(db, request.email)).filter((e) => e.templateKey === "booking-changed")).toHaveLength(1);
    });

    it("answers 'dates taken' for nights another stay holds, on this unit or the one it moves to", async () => {
      const moving = await book("2026-10-10", "2026-10-13");
      const other = await book("2026-10-13", "2026-10-16");
      await acceptRequest(db, mine.siteId, moving.id, ctx);
      await createBlock(
        db,
        mine.siteId,
        { unitId: boshut(), checkIn: "2026-10-10", checkOut: "2026-10-12", label: "Schilderen" },
        ctx,
      );
      expect(await changeBooking(db, mine.siteId, moving.id, { checkOut: "2026-10-14" }, ctx)).toEqual({
        ok: false,
        reason: "dates-taken",
      });
      expect(await changeBooking(db, mine.siteId, moving.id, { unitId: boshut() }, ctx)).toEqual({
        ok: false,
        reason: "dates-taken",
      });
      const [row] = await db.select().from(stays).where(eq(stays.id, moving.id));
      expect(row).toMatchObject({ checkOut: "2026-10-13", unitId: duinhuis(), status: "confirmed" });
      expect(await statusOf(other.id)).toBe("request");
      // Back to back with the next stay is fine.
      expect(await changeBooking(db, mine.siteId, moving.id, { checkIn: "2026-10-09" }, ctx)).toMatchObject({
        ok: true,
      });
    });

    it("of two bookings moved onto the same free nights at once, exactly one gets them", async () => {
      const first = await book("2026-11-20", "2026-11-22");
      const second = await book("2026-11-20", "2026-11-22", { unit: "boshut" });
      const target = { checkIn: "2026-11-24", checkOut: "2026-11-27" };
      const results = await Promise.all([
        changeBooking(db, mine.siteId, first.id, target, ctx),
        changeBooking(db, mine.siteId, second.id, { ...target, unitId: duinhuis() }, ctx),
      ]);
      expect(results.map((r) => (r.ok ? "ok" : r.reason)).sort()).toEqual(["dates-taken", "ok"]);
    });

    it("holds the unit's rules unless the owner overrides them, and takes a total the owner agreed", async () => {
      const request = await book("2026-11-02", "2026-11-05");
      const shortened = { checkOut: "2026-11-03" };
      expect(await changeBooking(db, mine.siteId, request.id, shortened, ctx)).toEqual({
        ok: false,
        reason: "stay-not-allowed",
        violations: [{ code: "min_nights", params: { nights: 2 } }],
      });
      const result = await changeBooking(
        db,
        mine.siteId,
        request.id,
        { ...shortened, overrideRules: true, totalCents: 15_000 },
        ctx,
      );
      expect(result).toMatchObject({
        ok: true,
        stay: { checkOut: "2026-11-03", totalCents: 15_000, status: "request" },
      });
      const changed = (await emailsTo(db, request.email)).find((e) => e.templateKey === "booking-changed");
      expect(changed?.text).toContain(`Gesamt (mit dem Gastgeber vereinbart): ${formatMoney(15_000, "de", "EUR")}`);
      expect(await changeBooking(db, mine.siteId, request.id, { checkOut: "2026-11-01" }, ctx)).toEqual({
        ok: false,
        reason: "invalid-dates",
      });
      expect(await changeBooking(db, mine.siteId, request.id, { unitId: theirs.units[0] }, ctx)).toEqual({
        ok: false,
        reason: "unknown-unit",
      });
      expect(await changeBooking(db, mine.siteId, request.id, { totalCents: -1 }, ctx)).toEqual({
        ok: false,
        reason: "invalid-total",
      });
    });
  });

  describe("createManualBooking", () => {
    it("books a phone guest without an address: confirmed, manual, quoted, no email", async () => {
      const live = listenTo(bus, mine.siteId);
      const result = await createManualBooking(
        db,
        mine.siteId,
        {
          unitId: boshut(),
          checkIn: "2026-12-01",
          checkOut: "2026-12-04",
          adults: 2,
          children: 1,
          guest: { name: "Opa Jansen", phone: "+31 6 1234 5678", lang: "nl" },
          notes: "Belt op de dag zelf.",
        },
        ctx,
      );
      live.stop();
      if (!result.ok) throw new Error(result.reason);
      expect(result.stay).toMatchObject({ status: "confirmed", source: "manual", totalCents: 42_000, children: 1 });
      expect(result.stay.reference).toMatch(/^VV-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      const [row] = await db.select().from(stays).where(eq(stays.id, result.stay.id));
      expect(row).toMatchObject({ kind: "booking", guestEmail: null, guestId: null, notes: "Belt op de dag zelf." });
      expect(live.events).toEqual([expect.objectContaining({ type: "created", action: "booked", source: "manual" })]);
    });

    it("confirms to a guest with an address at the agreed total, in their language", async () => {
      const result = await createManualBooking(
        db,
        mine.siteId,
        {
          unitId: boshut(),
          checkIn: "2026-12-10",
          checkOut: "2026-12-11",
          adults: 2,
          guest: { name: "Piotr Nowak", email: "Piotr@Example.pl", lang: "pl" },
          totalCents: 10_000,
          overrideRules: true,
        },
        ctx,
      );
      expect(result).toMatchObject({ ok: true, stay: { totalCents: 10_000 } });
      const [email] = await emailsTo(db, "piotr@example.pl");
      expect(email).toMatchObject({ templateKey: "booking-confirmed", lang: "pl" });
      expect(email?.text).toContain(`Razem (uzgodnione z gospodarzem): ${formatMoney(10_000, "pl", "EUR")}`);
      expect(await emailsTo(db, await ownerAddress(db, mine.ownerId))).not.toContainEqual(
        expect.objectContaining({ text: expect.stringContaining("Piotr Nowak") }),
      );
    });

    it("refuses taken nights, wrong details, another owner's unit and an archived one", async () => {
      const base = {
        unitId: boshut(),
        checkIn: "2026-12-02",
        checkOut: "2026-12-05",
        adults: 2,
        guest: { name: "Iemand", lang: "nl" as const },
      };
      expect(await createManualBooking(db, mine.siteId, base, ctx)).toEqual({ ok: false, reason: "dates-taken" });
      expect(
        await createManualBooking(
          db,
          mine.siteId,
          { ...base, guest: { name: " ", email: "geen-adres", lang: "nl" } },
          ctx,
        ),
      ).toEqual({ ok: false, reason: "invalid-guest", fields: ["name", "email"] });
      expect(await createManualBooking(db, mine.siteId, { ...base, unitId: theirs.units[0] ?? "" }, ctx)).toEqual({
        ok: false,
        reason: "unknown-unit",
      });
      const archived = await insertUnit(db, mine.siteId, "oud", { status: "archived" });
      expect(await createManualBooking(db, mine.siteId, { ...base, unitId: archived.id }, ctx)).toEqual({
        ok: false,
        reason: "unknown-unit",
      });
    });
  });

  describe("blocks and notes", () => {
    it("blocks nights no guest can then book, and lifts the block again", async () => {
      const live = listenTo(bus, mine.siteId);
      const block = await createBlock(
        db,
        mine.siteId,
        { unitId: duinhuis(), checkIn: "2027-01-04", checkOut: "2027-01-08", label: "  Eigen gebruik " },
        ctx,
      );
      if (!block.ok) throw new Error(block.reason);
      expect(block.stay).toMatchObject({ kind: "block", status: "confirmed", source: "manual" });
      const [row] = await db.select({ label: stays.label }).from(stays).where(eq(stays.id, block.stay.id));
      expect(row?.label).toBe("Eigen gebruik");
      await expect(book("2027-01-07", "2027-01-10")).rejects.toThrow(/dates_unavailable/);
      expect(
        await createBlock(db, mine.siteId, { unitId: duinhuis(), checkIn: "2027-01-06", checkOut: "2027-01-09" }, ctx),
      ).toEqual({ ok: false, reason: "dates-taken" });
      expect(
        await createBlock(
          db,
          theirs.siteId,
          { unitId: duinhuis(), checkIn: "2027-02-01", checkOut: "2027-02-02" },
          ctx,
        ),
      ).toEqual({ ok: false, reason: "unknown-unit" });
      // Only the owner's own blocks can be lifted; a booking is cancelled instead.
      expect(await removeBlock(db, theirs.siteId, block.stay.id, bus)).toEqual({ ok: false, reason: "not-found" });
      const booking = await book("2027-01-20", "2027-01-22");
      expect(await removeBlock(db, mine.siteId, booking.id, bus)).toEqual({ ok: false, reason: "not-found" });
      expect(await removeBlock(db, mine.siteId, block.stay.id, bus)).toEqual({ ok: true });
      live.stop();
      expect(live.events.map((e) => [e.type, e.action])).toEqual([
        ["created", "blocked"],
        ["created", "requested"],
        ["removed", "unblocked"],
      ]);
      expect((await book("2027-01-07", "2027-01-10")).id).toBeTruthy();
    });

    it("keeps the owner's notes on a stay of their own site only", async () => {
      const request = await book("2027-03-01", "2027-03-04");
      expect(await updateStayNotes(db, mine.siteId, request.id, "  Late aankomst  ")).toEqual({ ok: true });
      const [row] = await db.select({ notes: stays.notes }).from(stays).where(eq(stays.id, request.id));
      expect(row?.notes).toBe("Late aankomst");
      expect(await updateStayNotes(db, theirs.siteId, request.id, "hack")).toEqual({ ok: false, reason: "not-found" });
      expect(await updateStayNotes(db, mine.siteId, request.id, "x".repeat(5001))).toEqual({
        ok: false,
        reason: "too-long",
        max: 5000,
      });
    });
  });
});
