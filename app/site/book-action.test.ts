import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { guests, messageTemplates, rentalUnits, scheduledMessages, stays } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { addDays, todayIn } from "../../modules/dates/stay-date.ts";
import { DEFAULT_RATE_PLAN, type RatePlan } from "../../modules/pricing/rate-plan.ts";
import { saveRatePlan } from "../../modules/pricing/unit-rates.ts";
import { loadSiteContent, publishSiteContent, saveSiteDraft } from "../../modules/site-content/site-content-store.ts";
import type { HostResolution } from "../../modules/sites/site-directory.ts";
import { saveOwnerBookingSettings } from "../../modules/stays/owner-booking-settings.ts";
import { giveSite, type RouteHarness, routeHarness } from "../../tests/support/route-harness.ts";
import type { AppServices } from "../context.ts";
import { action, headers, loader } from "../routes/site/page.tsx";
import type { BookingPageState } from "../themes/kit/booking/booking-state.ts";
import type { SitePageData } from "../themes/kit/page-data.ts";

/** Stays a month and more ahead of whenever the test runs, in the property's zone. */
const day = (days: number) => addDays(todayIn("Europe/Amsterdam", new Date()), days);

/** The booking page's plain form as a guest fills it in. */
function guestForm(checkIn: string, checkOut: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    checkIn,
    checkOut,
    adults: "2",
    children: "1",
    voucher: "",
    name: "Jonas Becker",
    email: "Jonas@Example.de",
    phone: "+49 170 1234567",
    country: "DE",
    arrivalTime: "17:00",
    message: "Wir kommen mit dem Fahrrad.",
    acceptHouseRules: "on",
    acceptCancellationPolicy: "on",
    ...extra,
  };
}

/** The booking page of an owner's site: its loader's price and its plain form's action (createBooking). */
describe.each(testBackends())("the booking page of an owner's site on $name", (backend) => {
  let handle: DatabaseHandle;
  let h: RouteHarness;
  let host: HostResolution;
  let siteId: string;
  let unitId: string;
  let unitSlug: string;
  let address = 0;
  const freshIp = () => `203.0.113.${++address}`;

  const plan = (rules: Partial<RatePlan>) =>
    saveRatePlan(handle.db, siteId, unitId, {
      ...structuredClone(DEFAULT_RATE_PLAN),
      baseNightlyCents: 12_000,
      cleaningFeeCents: 6_000,
      leadTimeDays: 0,
      ...rules,
    });

  beforeAll(async () => {
    handle = await backend.open();
    h = routeHarness(handle.db);
    const owner = await h.signUpOwner({ email: "sanne@example.nl", name: "Sanne de Vries", lang: "nl" });
    const site = await giveSite(handle.db, owner.id, { siteName: "Villa Zon", subdomain: "villa-zon" });
    siteId = site.id;
    host = {
      kind: "owner-site",
      site: {
        id: site.id,
        userId: site.ownerId,
        themeName: site.themeName,
        siteName: site.siteName,
        subdomain: site.subdomain,
        customDomain: null,
        access: "live",
      },
    };
    const content = await loadSiteContent(handle.db, site.id);
    const saved = await saveSiteDraft(handle.db, {
      siteId: site.id,
      draft: { ...content.draft, languages: { main: "nl", others: ["de", "en"] } },
      baseVersion: content.draftVersion,
    });
    if (!saved.ok) throw new Error("draft not saved");
    await publishSiteContent(handle.db, site.id);
    const [unit] = await handle.db.select().from(rentalUnits).where(eq(rentalUnits.siteId, site.id));
    if (!unit) throw new Error("no unit");
    unitId = unit.id;
    unitSlug = unit.slug;
  });
  afterAll(() => handle.close());

  const post = (path: string, fields: Record<string, string>, services: Partial<AppServices> = {}) =>
    h.call(action, `/__site${path}`, { form: fields, services: { host, clientIp: freshIp(), ...services } });
  const bookingOf = (data: unknown) => (data as SitePageData).booking as BookingPageState;
  const staysHeld = async () =>
    (await handle.db.select({ id: stays.id }).from(stays).where(eq(stays.siteId, siteId))).length;

  it("prices the stay the widget hands over, in the page's language, with the unit's rules", async () => {
    await plan({ bookingMode: "instant", cancellationPolicy: "strict" });
    const query = new URLSearchParams({ unit: unitSlug, checkIn: day(40), checkOut: day(43), adults: "2" });
    const page = await h.call(loader, `/__site/en/book?${query}`, { services: { host } });
    expect(page.status).toBe(200);
    const state = bookingOf(page.data);
    expect(state).toMatchObject({ unitSlug, mode: "instant", bookable: true, problems: [], confirmation: null });
    expect(state.quote).toMatchObject({ accommodationCents: 36_000, cleaningFeeCents: 6_000, totalCents: 42_000 });
    expect(state.cancellation.name).toBe("Strict");
    expect(state.cancellation.text).toMatch(/^Cancel at least/);

    // A stay the rules refuse is said in the page's language instead of priced.
    await plan({ bookingMode: "instant", minNights: 5 });
    const short = await h.call(loader, `/__site/de/buchen?${query}`, { services: { host } });
    expect(bookingOf(short.data).quote).toBeNull();
    expect(bookingOf(short.data).problems).toEqual([expect.stringMatching(/5 Nächte/)]);
  });

  it("books at once from the plain form in instant mode, answering with the confirmation", async () => {
    await plan({ bookingMode: "instant" });
    const before = await staysHeld();
    const answer = await post("/en/book", guestForm(day(50), day(53)));
    expect(answer.status).toBe(200);
    const confirmation = bookingOf(answer.data).confirmation;
    expect(confirmation).toMatchObject({
      status: "confirmed",
      heldUntil: null,
      checkIn: day(50),
      checkOut: day(53),
      adults: 2,
      children: 1,
      quote: { totalCents: 42_000 },
    });
    expect(confirmation?.reference).toMatch(/^VV-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    // The guest's own answer: never kept by a browser or a cache on the way.
    const sent = new Headers(headers({ actionHeaders: answer.headers, loaderHeaders: new Headers() } as never));
    expect(sent.get("Cache-Control")).toBe("no-store");

    expect(await staysHeld()).toBe(before + 1);
    const [stay] = await handle.db
      .select()
      .from(stays)
      .where(eq(stays.reference, confirmation?.reference ?? ""));
    expect(stay).toMatchObject({
      status: "confirmed",
      lang: "en",
      guestEmail: "jonas@example.de",
      guestCountry: "DE",
      arrivalTime: "17:00",
      guestMessage: "Wir kommen mit dem Fahrrad.",
      adults: 2,
      children: 1,
    });
    const [guest] = await handle.db
      .select()
      .from(guests)
      .where(and(eq(guests.siteId, siteId), eq(guests.email, "jonas@example.de")));
    // The marketing question is unticked unless the guest ticks it.
    expect(guest?.marketingConsent).toBe(false);
    // The guest hears once, from the owner's own confirmation (a default message rule, planned to
    // go at once), not from the platform's fixed one as well; the owner hears too.
    expect(await h.queued("jonas@example.de", "booking-confirmed")).toEqual([]);
    const planned = await handle.db
      .select({ state: scheduledMessages.state, key: messageTemplates.key })
      .from(scheduledMessages)
      .innerJoin(messageTemplates, eq(messageTemplates.id, scheduledMessages.templateId))
      .where(eq(scheduledMessages.stayId, stay?.id ?? ""));
    expect(planned).toContainEqual({ state: "planned", key: "confirmation" });
    expect(await h.queued("sanne@example.nl", "booking-received")).toHaveLength(1);
  });

  it("tells a confirmed booking's guest the owner's bank details and the reference for the transfer", async () => {
    await plan({ bookingMode: "instant" });
    const bare = bookingOf((await post("/en/book", guestForm(day(100), day(103), { email: "a@example.de" }))).data);
    // Without an IBAN the guest pays on arrival, as the owner tells them.
    expect(bare.confirmation?.payment).toBeNull();
    await saveOwnerBookingSettings(handle.db, siteId, {
      timeZone: "Europe/Amsterdam",
      bank: { accountHolder: "S. de Vries", iban: "NL91ABNA0417164300", bic: null },
    });
    const answer = await post("/en/book", guestForm(day(110), day(113), { email: "b@example.de" }));
    const confirmation = bookingOf(answer.data).confirmation;
    expect(confirmation?.payment).toEqual({
      accountHolder: "S. de Vries",
      iban: "NL91ABNA0417164300",
      bic: null,
      reference: confirmation?.reference,
    });
  });

  it("sends a request in request mode, saying until when the dates are held", async () => {
    await plan({ bookingMode: "request", requestHoldHours: 24 });
    const answer = await post(
      "/de/buchen",
      guestForm(day(60), day(62), { email: "mia@example.de", marketingConsent: "on" }),
    );
    expect(answer.status).toBe(200);
    const confirmation = bookingOf(answer.data).confirmation;
    expect(confirmation?.status).toBe("request");
    // "Freitag, 28. November 2026 um 14:05 (Mitteleuropäische Zeit)": the property's clock, its zone named.
    expect(confirmation?.heldUntil).toMatch(/\d{4} um \d{2}:\d{2} \(Mitteleuropäische Zeit\)$/);
    const [stay] = await handle.db
      .select()
      .from(stays)
      .where(eq(stays.reference, confirmation?.reference ?? ""));
    expect(stay?.status).toBe("request");
    expect(stay?.holdExpiresAt).not.toBeNull();
    // How to pay comes with the owner's acceptance.
    expect(confirmation?.payment).toBeNull();
  });

  it("keeps everything typed and names each problem in the page's language, booking nothing", async () => {
    await plan({ bookingMode: "instant" });
    const before = await staysHeld();
    const typed = guestForm(day(70), day(70), {
      email: "jonas@",
      phone: "12",
      country: "",
      acceptCancellationPolicy: "",
    });
    const answer = await post("/de/buchen", typed);
    expect(answer.status).toBe(400);
    const state = bookingOf(answer.data);
    expect(state.confirmation).toBeNull();
    expect(state.errors).toEqual({
      checkIn: "Wählen Sie An- und Abreisedatum.",
      email: "Geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel name@beispiel.de.",
      phone: "Geben Sie Ihre Telefonnummer ein, damit der Gastgeber Sie erreichen kann.",
      country: "Wählen Sie das Land, in dem Sie wohnen.",
      acceptCancellationPolicy: "Akzeptieren Sie die Stornobedingungen, um zu buchen.",
    });
    expect(state.values).toMatchObject({
      name: "Jonas Becker",
      email: "jonas@",
      message: "Wir kommen mit dem Fahrrad.",
    });
    expect(await staysHeld()).toBe(before);
  });

  it("says the nights were just taken (409) and opens the calendar again, keeping the guest's details", async () => {
    await plan({ bookingMode: "instant" });
    expect((await post("/boeken", guestForm(day(80), day(84), { email: "first@example.nl" }))).status).toBe(200);
    const second = await post("/en/book", guestForm(day(82), day(85), { email: "second@example.nl" }));
    expect(second.status).toBe(409);
    const state = bookingOf(second.data);
    expect(state.datesTaken).toBe(true);
    expect(state.errors).toEqual({
      checkIn: "These dates are not available (any more). Please choose other dates.",
    });
    expect(state.values).toMatchObject({ email: "second@example.nl", phone: "+49 170 1234567", country: "DE" });
    // Back to back is fine: check-out day is the next guest's check-in day.
    expect((await post("/en/book", guestForm(day(84), day(86), { email: "third@example.nl" }))).status).toBe(200);
  });

  it("refuses a name or phone holding a NUL or another control character (400) beside the field, holding nothing", async () => {
    await plan({ bookingMode: "instant" });
    const held = await staysHeld();
    const answer = await post(
      "/de/buchen",
      guestForm(day(100), day(103), { name: "Jonas\u0000Becker", phone: "+49 170\u001b1234567" }),
    );
    expect(answer.status).toBe(400);
    const refusal =
      "Hier stehen unsichtbare Steuerzeichen, die wir nicht speichern können. Bitte tippen Sie es neu ein.";
    expect(bookingOf(answer.data).errors).toEqual({ name: refusal, phone: refusal });
    expect(bookingOf(answer.data).values).toMatchObject({ email: "Jonas@Example.de" });
    expect(await staysHeld()).toBe(held);
  });

  it("says why a voucher does not apply, beside the voucher field", async () => {
    await plan({ bookingMode: "instant" });
    const answer = await post("/boeken", guestForm(day(90), day(93), { voucher: "NOPE10" }));
    expect(answer.status).toBe(422);
    expect(Object.keys(bookingOf(answer.data).errors)).toEqual(["voucher"]);
  });

  it("refuses a guest's fourth open request (429) in the page's language, holding and sending nothing", async () => {
    await plan({ bookingMode: "request", requestHoldHours: 48 });
    const ip = "192.0.2.44";
    for (const n of [0, 1, 2]) {
      const answer = await post(
        "/de/buchen",
        guestForm(day(150 + 7 * n), day(152 + 7 * n), { email: "kai@example.de" }),
        {
          clientIp: ip,
        },
      );
      expect(answer.status).toBe(200);
    }
    const before = await staysHeld();
    const sent = (await h.queued("kai@example.de", "booking-requested")).length;
    const typed = guestForm(day(180), day(182), { email: "KAI+mehr@example.de" });
    const answer = await post("/de/buchen", typed, { clientIp: ip });
    expect(answer.status).toBe(429);
    const state = bookingOf(answer.data);
    expect(state.confirmation).toBeNull();
    expect(state.formError).toBe(
      "Sie haben bei dieser Unterkunft bereits mehrere offene Buchungen oder Anfragen. Bitte warten Sie auf die Antwort des Gastgebers oder kontaktieren Sie ihn direkt.",
    );
    expect(state.values).toMatchObject({ email: "KAI+mehr@example.de", name: "Jonas Becker" });
    expect(await staysHeld()).toBe(before);
    expect(await h.queued("kai@example.de", "booking-requested")).toHaveLength(sent);
  });

  it("books nothing on a theme's demo", async () => {
    const before = await staysHeld();
    const demo: Partial<AppServices> = { host: { kind: "theme-demo", theme: "warm-cozy" } };
    const answer = await post("/boeken", guestForm(day(40), day(43), { unit: "de-loft" }), demo);
    expect(answer.status).toBe(403);
    expect(bookingOf(answer.data).formError).toBe("Dit is een voorbeeldsite: hier kun je niet echt boeken.");
    expect(await staysHeld()).toBe(before);
  });
});
