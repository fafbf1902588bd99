import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../../db/client.ts";
import { rentalUnits, stays } from "../../../../db/schema.ts";
import { testBackends } from "../../../../db/testing.ts";
import { addDays, todayIn } from "../../../../modules/dates/stay-date.ts";
import { connectTestProvider } from "../../../../modules/payments/payments.testing.ts";
import type { BookingEvent } from "../../../../modules/stays/booking-events.ts";
import { bookStay } from "../../../../modules/vouchers/vouchers.testing.ts";
import {
  giveSite,
  type Outcome,
  type Person,
  type RouteHarness,
  routeHarness,
} from "../../../../tests/support/route-harness.ts";
import type { StayActionResult } from "../../../components/dashboard/booking-calendar/stay-result.ts";
import { action as createAction, loader as newLoader } from "./new-stay.tsx";
import { action, loader } from "./stay.tsx";

type Refusal = Extract<StayActionResult, { ok: false }>;

describe.each(testBackends())("a stay's page and the owner's actions on $name", (backend) => {
  let handle: DatabaseHandle;
  let app: RouteHarness;
  let sanne: Person;
  let piotr: Person;
  let newcomer: Person;
  let siteId = "";
  let unitId = "";
  let theirUnitId = "";
  let theirSiteId = "";
  const today = todayIn("Europe/Amsterdam", new Date());
  const day = (n: number) => addDays(today, n);
  const quote = (totalCents: number) => ({ nights: [], totalCents, violations: [] });

  beforeAll(async () => {
    handle = await backend.open();
    app = routeHarness(handle.db);
    sanne = await app.signUpOwner({ email: "sanne@example.nl", lang: "nl" });
    piotr = await app.signUpOwner({ email: "piotr@example.com", lang: "en" });
    newcomer = await app.signUpOwner({ email: "nieuw@example.nl" });
    const mine = await giveSite(handle.db, sanne.id, { siteName: "Villa Zon", subdomain: "villa-zon" });
    const theirs = await giveSite(handle.db, piotr.id, { siteName: "Domek", subdomain: "domek" });
    siteId = mine.id;
    theirSiteId = theirs.id;
    const unitOf = async (id: string) =>
      (
        await handle.db
          .select({ id: rentalUnits.id })
          .from(rentalUnits)
          .where(eq(rentalUnits.siteId, id))
          .orderBy(asc(rentalUnits.position))
      )[0]?.id ?? "";
    unitId = await unitOf(siteId);
    theirUnitId = await unitOf(theirSiteId);
  });
  afterAll(() => handle.close());

  const path = (id: string) => `/dashboard/booking-calendar/stays/${id}`;
  const book = (fields: Partial<typeof stays.$inferInsert> & { checkIn: string; checkOut: string }) =>
    bookStay(
      handle.db,
      { siteId, unitId },
      { guestName: "Jonas", guestEmail: "jonas@example.de", lang: "de", ...fields },
    );
  const act = (id: string, form: Record<string, string>, as: Person = sanne) =>
    app.call(action, path(id), { as, form, params: { stayId: id } });
  const refusal = (outcome: Outcome) => outcome.data as Refusal;
  const statusOf = async (id: string) =>
    (await handle.db.select({ status: stays.status }).from(stays).where(eq(stays.id, id)))[0]?.status;

  it("sends visitors to the login page and an owner without a site to the onboarding", async () => {
    const id = await book({ checkIn: day(60), checkOut: day(62) });
    expect(await app.call(loader, path(id), { params: { stayId: id } })).toMatchObject({
      status: 302,
      location: `/login?next=${encodeURIComponent(path(id))}`,
    });
    expect(await app.call(action, path(id), { form: { intent: "accept" }, params: { stayId: id } })).toMatchObject({
      status: 302,
    });
    expect(await app.call(loader, path(id), { as: newcomer, params: { stayId: id } })).toMatchObject({
      status: 302,
      location: "/onboarding",
    });
    expect(await app.call(newLoader, "/dashboard/booking-calendar/new?kind=block", { as: newcomer })).toMatchObject({
      status: 302,
      location: "/onboarding",
    });
  });

  it("answers another owner's stay as missing, in the page and in every action; a malformed id is a 400", async () => {
    const theirs = await bookStay(
      handle.db,
      { siteId: theirSiteId, unitId: theirUnitId },
      { checkIn: day(20), checkOut: day(22), status: "request", guestName: "Ola" },
    );
    expect((await app.call(loader, path(theirs), { as: sanne, params: { stayId: theirs } })).status).toBe(404);
    expect((await app.call(loader, path(randomUUID()), { as: sanne, params: { stayId: randomUUID() } })).status).toBe(
      404,
    );
    for (const intent of ["accept", "decline", "cancel"]) {
      expect((await act(theirs, { intent })).status).toBe(404);
    }
    expect(
      (await act(theirs, { intent: "change", checkIn: day(20), checkOut: day(23), unitId, adults: "2", children: "0" }))
        .status,
    ).toBe(404);
    expect(await statusOf(theirs)).toBe("request");
    expect((await app.call(loader, path("17"), { as: sanne, params: { stayId: "17" } })).status).toBe(400);
    expect((await act("17", { intent: "accept" })).status).toBe(400);
    // Their own page of it is there for them.
    expect((await app.call(loader, path(theirs), { as: piotr, params: { stayId: theirs } })).status).toBe(200);
  });

  it("shows the stay with the refund its policy gives if cancelled today", async () => {
    const id = await book({ checkIn: day(40), checkOut: day(43), quote: quote(45_000), totalCents: 45_000 });
    const page = await app.call(loader, path(id), { as: sanne, params: { stayId: id } });
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({
      stay: { id, kind: "booking", status: "confirmed", unit: { name: "Villa Zon" }, guest: { name: "Jonas" } },
      // Moderate, the default policy: everything back until 14 days before arrival.
      cancellation: { policy: "Gemiddeld", refundCents: 45_000, percent: 100 },
      units: [{ id: unitId, name: "Villa Zon" }],
    });
  });

  it("accepts a request, and refuses to accept it twice or once its hold has run out, in the owner's language", async () => {
    const heard: BookingEvent[] = [];
    const stop = app.bookingEvents.subscribe(siteId, (event) => heard.push(event));
    const id = await book({
      checkIn: day(30),
      checkOut: day(33),
      status: "request",
      quote: quote(37_500),
      totalCents: 37_500,
    });
    expect(await act(id, { intent: "accept" })).toMatchObject({
      status: 200,
      data: { ok: true, intent: "accept", name: "Jonas", toPay: false },
    });
    expect(await statusOf(id)).toBe("confirmed");
    expect(heard.map((e) => [e.stayId, e.action])).toEqual([[id, "accepted"]]);
    stop();
    const again = await act(id, { intent: "accept" });
    expect(again.status).toBe(409);
    expect(refusal(again).message).toBe("Deze aanvraag is al beslist of verlopen; de kalender is bijgewerkt.");

    const late = await bookStay(
      handle.db,
      { siteId: theirSiteId, unitId: theirUnitId },
      { checkIn: day(30), checkOut: day(33), status: "request", holdExpiresAt: new Date(Date.now() - 60_000) },
    );
    const expired = await act(late, { intent: "accept" }, piotr);
    expect(expired.status).toBe(409);
    expect(refusal(expired).message).toBe(
      "This request has expired: the dates are free again and the guest has been told.",
    );
    expect(await statusOf(late)).toBe("expired");
  });

  it("accepts a request on a site that takes payments online: it waits for the guest's payment by link, and says so", async () => {
    await connectTestProvider(handle.db, theirSiteId);
    const id = await bookStay(
      handle.db,
      { siteId: theirSiteId, unitId: theirUnitId },
      {
        checkIn: day(70),
        checkOut: day(73),
        status: "request",
        holdExpiresAt: new Date(Date.now() + 86_400_000),
        guestName: "Ola",
        guestEmail: "ola@example.pl",
        totalCents: 30_000,
      },
    );
    expect(await act(id, { intent: "accept" }, piotr)).toMatchObject({
      status: 200,
      data: { ok: true, intent: "accept", name: "Ola", toPay: true },
    });
    const [held] = await handle.db.select().from(stays).where(eq(stays.id, id));
    expect(held).toMatchObject({ status: "request", holdFor: "payment" });
  });

  it("declines a request with a note for the guest, and refuses a note that is too long", async () => {
    const id = await book({ checkIn: day(70), checkOut: day(72), status: "request" });
    const long = await act(id, { intent: "decline", message: "x".repeat(2001) });
    expect(long.status).toBe(400);
    expect(refusal(long).errors.message).toBe("Het bericht mag hoogstens 2000 tekens lang zijn.");
    expect(await statusOf(id)).toBe("request");
    const forged = await act(id, { intent: "decline", message: "Helaas\u0000 bezet." });
    expect(forged.status).toBe(400);
    expect(refusal(forged).errors.message).toBe(
      "Hier staan onzichtbare stuurtekens in die we niet kunnen opslaan. Typ het opnieuw.",
    );
    expect(await statusOf(id)).toBe("request");
    expect(await act(id, { intent: "decline", message: "Helaas zijn we dan zelf in het huis." })).toMatchObject({
      status: 200,
      data: { ok: true, intent: "decline" },
    });
    expect(await statusOf(id)).toBe("declined");
  });

  it("cancels a booking with the refund the owner gives, never more than the total", async () => {
    const id = await book({ checkIn: day(80), checkOut: day(83), quote: quote(30_000), totalCents: 30_000 });
    const tooMuch = await act(id, { intent: "cancel", refund: "400" });
    expect(tooMuch.status).toBe(400);
    expect(refusal(tooMuch).errors.refund).toBe("Vul een bedrag in van 0 tot het totaal van €\u00a0300,00.");
    const notAmount = await act(id, { intent: "cancel", refund: "veel" });
    expect(refusal(notAmount).errors.refund).toBe("Vul een bedrag in, bijvoorbeeld 450 of 450,50.");
    expect(await act(id, { intent: "cancel", refund: "150,50" })).toMatchObject({
      status: 200,
      data: { ok: true, intent: "cancel", totalCents: 15_050 },
    });
    const [row] = await handle.db.select().from(stays).where(eq(stays.id, id));
    expect(row).toMatchObject({ status: "cancelled", refundCents: 15_050 });
    const twice = await act(id, { intent: "cancel" });
    expect(twice.status).toBe(409);
    expect(refusal(twice).message).toBe("Deze boeking kan niet meer geannuleerd worden.");
  });

  it("changes dates and guests, re-priced; refuses taken dates and broken rules unless overridden", async () => {
    const id = await book({ checkIn: day(100), checkOut: day(102), quote: quote(25_000), totalCents: 25_000 });
    await book({ checkIn: day(105), checkOut: day(108), guestName: "Anna" });
    const form = { intent: "change", unitId, adults: "2", children: "0" };
    const moved = await act(id, { ...form, checkIn: day(100), checkOut: day(103) });
    expect(moved).toMatchObject({ status: 200, data: { ok: true, intent: "change" } });
    // Three nights at the site's starting price of € 125.
    expect((moved.data as { totalCents: number }).totalCents).toBe(37_500);

    const taken = await act(id, { ...form, checkIn: day(104), checkOut: day(106) });
    expect(taken.status).toBe(409);
    expect(refusal(taken)).toMatchObject({
      message: "Deze data zijn niet meer vrij in deze accommodatie.",
      values: { checkIn: day(104), checkOut: day(106) },
    });
    const typo = await act(id, { ...form, checkIn: day(100), checkOut: day(99), adults: "twee" });
    expect(typo.status).toBe(400);
    expect(refusal(typo).errors).toEqual({
      checkOut: "De vertrekdag moet na de aankomstdag liggen.",
      adults: "Vul een aantal van 0 tot 500 in.",
    });
    // Five guests in a house for four breaks the unit's rules; the owner may agree it anyway.
    const crowded = await act(id, { ...form, adults: "5", checkIn: day(100), checkOut: day(103) });
    expect(crowded.status).toBe(422);
    expect(refusal(crowded).message).toMatch(/^Dit verblijf past niet in je regels: .+ Vink ‘Toch opslaan’ aan/);
    expect(
      await act(id, { ...form, adults: "5", checkIn: day(100), checkOut: day(103), overrideRules: "on", total: "400" }),
    ).toMatchObject({ status: 200, data: { ok: true, totalCents: 40_000 } });
  });

  it("enters a booking taken by phone and opens it; refuses taken dates and mistakes beside their fields", async () => {
    const page = await app.call(newLoader, `/dashboard/booking-calendar/new?kind=booking&checkIn=${day(120)}`, {
      as: sanne,
    });
    expect(page.data).toMatchObject({
      kind: "booking",
      units: [{ id: unitId, name: "Villa Zon" }],
      defaults: { unitId, checkIn: day(120), checkOut: day(121) },
      siteLanguages: ["nl"],
    });
    const form = {
      kind: "booking",
      unitId,
      checkIn: day(120),
      checkOut: day(124),
      adults: "2",
      children: "1",
      guestName: "Piet Jansen",
      guestPhone: "06 12345678",
      guestEmail: "",
      lang: "nl",
      total: "",
      notes: "Belde dinsdag",
    };
    const made = await app.call(createAction, "/dashboard/booking-calendar/new", { as: sanne, form });
    expect(made.status).toBe(302);
    const id = made.location?.split("/").pop() ?? "";
    expect(made.location).toBe(path(id));
    const [row] = await handle.db.select().from(stays).where(eq(stays.id, id));
    expect(row).toMatchObject({
      siteId,
      status: "confirmed",
      source: "manual",
      guestName: "Piet Jansen",
      adults: 2,
      children: 1,
      totalCents: 50_000,
      notes: "Belde dinsdag",
    });

    const taken = await app.call(createAction, "/dashboard/booking-calendar/new", { as: sanne, form });
    expect(taken.status).toBe(409);
    expect(taken.data).toMatchObject({ message: "Deze data zijn niet meer vrij in deze accommodatie." });
    const wrong = await app.call(createAction, "/dashboard/booking-calendar/new", {
      as: piotr,
      form: { ...form, unitId, guestName: "", guestEmail: "piet@", total: "veel" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.data).toMatchObject({
      message: "Please check the 4 highlighted fields.",
      errors: {
        // Another owner's unit is not one of theirs to choose.
        unitId: "Choose one of your units.",
        guestName: "Please fill this in.",
        guestEmail: "Enter a valid email address, or leave it empty.",
        total: "Enter an amount, for example 450 or 450.50.",
      },
      values: { guestEmail: "piet@", total: "veel" },
    });
  });

  it("blocks dates and lifts the block again; keeps the owner's notes on any stay", async () => {
    const form = {
      kind: "block",
      unitId,
      checkIn: day(150),
      checkOut: day(155),
      label: "Schilderen",
      notes: "Verf halen",
    };
    const made = await app.call(createAction, "/dashboard/booking-calendar/new", { as: sanne, form });
    expect(made.status).toBe(302);
    const id = made.location?.split("/").pop() ?? "";
    const [row] = await handle.db.select().from(stays).where(eq(stays.id, id));
    expect(row).toMatchObject({ kind: "block", status: "confirmed", label: "Schilderen", notes: "Verf halen" });

    // The nights are held: no booking by phone can take them.
    const clash = await app.call(createAction, "/dashboard/booking-calendar/new", {
      as: sanne,
      form: {
        ...form,
        kind: "booking",
        checkIn: day(154),
        checkOut: day(157),
        adults: "2",
        children: "0",
        guestName: "Kees",
        lang: "nl",
      },
    });
    expect(clash.status).toBe(409);
    const overlap = await app.call(createAction, "/dashboard/booking-calendar/new", { as: sanne, form });
    expect(overlap).toMatchObject({
      status: 409,
      data: { errors: { checkIn: "Deze data zijn niet meer vrij in deze accommodatie." } },
    });

    expect(await act(id, { intent: "notes", notes: "Verf gehaald" })).toMatchObject({
      status: 200,
      data: { ok: true },
    });
    const long = await act(id, { intent: "notes", notes: "x".repeat(5001) });
    expect(long.status).toBe(400);
    expect(refusal(long).errors.notes).toBe("Het bericht mag hoogstens 5000 tekens lang zijn.");
    const forged = await act(id, { intent: "notes", notes: "Verf\u0000 gehaald" });
    expect(forged.status).toBe(400);
    expect(refusal(forged).errors.notes).toBe(
      "Hier staan onzichtbare stuurtekens in die we niet kunnen opslaan. Typ het opnieuw.",
    );
    expect((await act(id, { intent: "notes", notes: "Niet van jou" }, piotr)).status).toBe(404);
    expect((await act(id, { intent: "removeBlock" }, piotr)).status).toBe(404);

    expect(await act(id, { intent: "removeBlock" })).toMatchObject({
      status: 302,
      location: "/dashboard/booking-calendar",
    });
    expect(await handle.db.select().from(stays).where(eq(stays.id, id))).toEqual([]);
    expect((await act(id, { intent: "removeBlock" })).status).toBe(404);
  });

  it("moves and renames a block; refuses taken nights, mistakes and a long label beside their fields", async () => {
    const made = await app.call(createAction, "/dashboard/booking-calendar/new", {
      as: sanne,
      form: { kind: "block", unitId, checkIn: day(170), checkOut: day(172), label: "Schilderen", notes: "" },
    });
    const id = made.location?.split("/").pop() ?? "";
    await book({ checkIn: day(176), checkOut: day(178), guestName: "Anna" });
    const heard: BookingEvent[] = [];
    const stop = app.bookingEvents.subscribe(siteId, (event) => heard.push(event));
    const form = { intent: "changeBlock", unitId, label: "Familie" };

    // Up to the next guest's day of arrival.
    expect(await act(id, { ...form, checkIn: day(171), checkOut: day(176) })).toMatchObject({
      status: 200,
      data: { ok: true, intent: "changeBlock" },
    });
    stop();
    const [row] = await handle.db.select().from(stays).where(eq(stays.id, id));
    expect(row).toMatchObject({ kind: "block", checkIn: day(171), checkOut: day(176), label: "Familie" });
    expect(heard.map((e) => [e.stayId, e.action])).toEqual([[id, "changed"]]);

    const taken = await act(id, { ...form, checkIn: day(174), checkOut: day(177) });
    expect(taken.status).toBe(409);
    expect(refusal(taken)).toMatchObject({
      errors: { checkIn: "Deze data zijn niet meer vrij in deze accommodatie." },
      values: { checkIn: day(174), checkOut: day(177), label: "Familie" },
    });
    const long = "x".repeat(81);
    const wrong = await act(id, {
      intent: "changeBlock",
      unitId: theirUnitId,
      checkIn: day(171),
      checkOut: day(170),
      label: long,
    });
    expect(wrong.status).toBe(400);
    expect(refusal(wrong)).toMatchObject({
      message: "Controleer de 3 gemarkeerde velden.",
      errors: {
        // Another owner's unit is not one of hers to choose.
        unitId: "Kies een van je accommodaties.",
        checkOut: "De vertrekdag moet na de aankomstdag liggen.",
        label: "De omschrijving mag hoogstens 80 tekens lang zijn.",
      },
      values: { unitId: theirUnitId, checkOut: day(170), label: long },
    });
    const twoLines = await act(id, { ...form, checkIn: day(171), checkOut: day(176), label: "Familie\r\nEND:VEVENT" });
    expect(twoLines.status).toBe(400);
    expect(refusal(twoLines)).toMatchObject({
      errors: { label: "Gebruik één regel tekst, zonder regeleinden, tabs of onzichtbare stuurtekens." },
      values: { label: "Familie\r\nEND:VEVENT" },
    });
    const [unchanged] = await handle.db.select().from(stays).where(eq(stays.id, id));
    expect(unchanged).toMatchObject({ checkIn: day(171), checkOut: day(176), label: "Familie" });
  });

  it("blocks nights picked on the calendar's grid and goes back to their month; never on another owner's unit", async () => {
    const picked = { kind: "block", unitId, checkIn: day(210), checkOut: day(213), label: "", returnTo: "calendar" };
    const made = await app.call(createAction, "/dashboard/booking-calendar/new", { as: sanne, form: picked });
    expect(made).toMatchObject({ status: 302, location: `/dashboard/booking-calendar?month=${day(210).slice(0, 7)}` });
    const rows = await handle.db
      .select()
      .from(stays)
      .where(eq(stays.checkIn, day(210)));
    expect(rows).toMatchObject([{ kind: "block", status: "confirmed", unitId, checkOut: day(213) }]);
    // Piotr picking nights with Sanne's unit: refused beside the unit, nothing saved.
    const theirs = await app.call(createAction, "/dashboard/booking-calendar/new", {
      as: piotr,
      form: { ...picked, checkIn: day(220), checkOut: day(222) },
    });
    expect(theirs.status).toBe(400);
    expect(
      await handle.db
        .select()
        .from(stays)
        .where(eq(stays.checkIn, day(220))),
    ).toEqual([]);
    // The booking form opens filled in with the picked unit and nights.
    const form = await app.call(
      newLoader,
      `/dashboard/booking-calendar/new?kind=booking&unit=${unitId}&checkIn=${day(230)}&checkOut=${day(234)}`,
      { as: sanne },
    );
    expect(form.data).toMatchObject({ kind: "booking", defaults: { unitId, checkIn: day(230), checkOut: day(234) } });
    // A departure before the arrival is no range: one night.
    const reversed = await app.call(
      newLoader,
      `/dashboard/booking-calendar/new?unit=${unitId}&checkIn=${day(230)}&checkOut=${day(229)}`,
      { as: sanne },
    );
    expect(reversed.data).toMatchObject({ defaults: { checkIn: day(230), checkOut: day(231) } });
  });

  it("answers another owner's block, and a booking, as missing when asked to change them as a block", async () => {
    const made = await app.call(createAction, "/dashboard/booking-calendar/new", {
      as: sanne,
      form: { kind: "block", unitId, checkIn: day(190), checkOut: day(192), label: "Eigen gebruik", notes: "" },
    });
    const id = made.location?.split("/").pop() ?? "";
    const moved = { intent: "changeBlock", checkIn: day(193), checkOut: day(195), label: "Van mij" };
    // With their own unit, or hers, or a form full of mistakes: not found all the same.
    expect((await act(id, { ...moved, unitId: theirUnitId }, piotr)).status).toBe(404);
    expect((await act(id, { ...moved, unitId }, piotr)).status).toBe(404);
    expect((await act(id, { intent: "changeBlock", unitId, checkIn: "", checkOut: "", label: "" }, piotr)).status).toBe(
      404,
    );
    const [row] = await handle.db.select().from(stays).where(eq(stays.id, id));
    expect(row).toMatchObject({ unitId, checkIn: day(190), checkOut: day(192), label: "Eigen gebruik" });
    const booking = await book({ checkIn: day(196), checkOut: day(198) });
    expect((await act(booking, { ...moved, unitId, checkIn: day(199), checkOut: day(200) })).status).toBe(404);
    expect((await act(booking, { intent: "changeBlock", unitId, checkIn: "x", checkOut: "", label: "" })).status).toBe(
      404,
    );
  });
});
