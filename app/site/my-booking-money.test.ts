import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { rentalUnits, siteBookingSettings, stays } from "../../db/schema.ts";
import { testBackends } from "../../db/testing.ts";
import { addDays, todayIn } from "../../modules/dates/stay-date.ts";
import { setBankTransfer } from "../../modules/payments/connections/payment-settings.ts";
import { connectTestProvider } from "../../modules/payments/payments.testing.ts";
import { chooseTestOutcome } from "../../modules/payments/test-provider/test-payment-outcome.ts";
import { DEFAULT_RATE_PLAN } from "../../modules/pricing/rate-plan.ts";
import { saveRatePlan } from "../../modules/pricing/unit-rates.ts";
import type { HostResolution } from "../../modules/sites/site-directory.ts";
import {
  giveSite,
  ownerSiteHost,
  publishLanguages,
  type RouteHarness,
  routeHarness,
} from "../../tests/support/route-harness.ts";
import { action, loader } from "../routes/site/page.tsx";
import type { SitePageData } from "../themes/kit/page-data.ts";
import { bookingForm } from "./booking-form.testing.ts";

const day = (days: number) => addDays(todayIn("Europe/Amsterdam", new Date()), days);
const KEY_BOX = "Sleutelkluis links van de voordeur, code 4711. Wifi: Duinhuis / zeewind2026";
const KEY_BOX_EN = "Key box left of the front door, code 4711. Wifi: Duinhuis / zeewind2026";

/**
 * A guest's booking page as the money comes in: what is due later may be paid by bank
 * transfer where the owner allows it; the unit's private check-in instructions appear only
 * once everything due is paid (and never on a public page); cancelling tells the owner once.
 */
describe.each(testBackends())("a guest's booking page as it is paid and cancelled on $name", (backend) => {
  let handle: DatabaseHandle;
  let h: RouteHarness;
  let host: HostResolution;
  let siteId = "";
  let token = "";

  beforeAll(async () => {
    handle = await backend.open();
    h = routeHarness(handle.db);
    const owner = await h.signUpOwner({ email: "sanne@example.nl", name: "Sanne de Vries", lang: "nl" });
    const site = await giveSite(handle.db, owner.id, { siteName: "Villa Zon", subdomain: "villa-zon" });
    siteId = site.id;
    host = ownerSiteHost(site);
    await publishLanguages(handle.db, site.id, { main: "nl", others: ["de", "en"] });
    await connectTestProvider(handle.db, site.id);
    const bank = { bankAccountHolder: "S. de Vries", bankIban: "NL91ABNA0417164300", bankBic: "ABNANL2A" };
    const updated = await handle.db
      .update(siteBookingSettings)
      .set(bank)
      .where(eq(siteBookingSettings.siteId, site.id))
      .returning();
    if (updated.length === 0) {
      await handle.db.insert(siteBookingSettings).values({ siteId: site.id, calendarToken: `t-${site.id}`, ...bank });
    }
    const [unit] = await handle.db.select().from(rentalUnits).where(eq(rentalUnits.siteId, site.id));
    if (!unit) throw new Error("no unit");
    await handle.db
      .update(rentalUnits)
      .set({ checkInInstructions: { nl: KEY_BOX, en: KEY_BOX_EN } })
      .where(eq(rentalUnits.id, unit.id));
    await saveRatePlan(handle.db, site.id, unit.id, {
      ...structuredClone(DEFAULT_RATE_PLAN),
      baseNightlyCents: 12_000,
      leadTimeDays: 0,
      bookingMode: "instant",
      paymentTerms: { kind: "split", firstPercent: 30, balanceDaysBefore: 30 },
    });
    const booked = await h.call(action, "/__site/en/book", {
      form: bookingForm(
        { checkIn: day(60), checkOut: day(63) },
        { name: "Jonas Becker", email: "jonas@example.de", phone: "+49 170 1234567", country: "DE" },
      ),
      services: { host },
    });
    // Sent on to pay the first payment; the guest comes back to their page first.
    expect(booked.status).toBe(303);
    const [stay] = await handle.db.select().from(stays).where(eq(stays.siteId, site.id));
    token = stay?.guestToken ?? "";
    expect(token).not.toBe("");
  });
  afterAll(() => handle.close());

  const open = async (path: string) => {
    const page = await h.call(loader, `/__site${path}`, { services: { host } });
    expect(page.status).toBe(200);
    return page.data as SitePageData;
  };
  const booking = (lang = "en") => open(lang === "de" ? `/de/meine-buchung?b=${token}` : `/en/my-booking?b=${token}`);
  /** The guest follows "pay now" and pays on the test provider's page; back on their page, it is settled. */
  const pay = async () => {
    const sent = await h.call(loader, `/__site/en/my-booking?b=${token}&pay=now`, { services: { host } });
    expect(sent.status).toBe(303);
    const id = (sent.location ?? "").split("/").at(-1) ?? "";
    await chooseTestOutcome(handle.db, { id, outcome: "paid", method: "card" }, async () => {});
  };

  it("keeps the check-in instructions and the bank details off the page while the first payment is held for", async () => {
    const page = await booking();
    expect(page.myBooking?.view.state).toBe("awaiting_payment");
    expect(page.myBooking?.checkInInstructions).toBe("");
    // 30 minutes to pay: a transfer could not arrive in time.
    expect(page.myBooking?.bankTransfer).toBeNull();
    expect(JSON.stringify(page)).not.toContain("4711");
  });

  it("offers the balance by bank transfer beside paying online, until the owner switches transfers off", async () => {
    await pay();
    const page = await booking();
    expect(page.myBooking?.view).toMatchObject({ state: "confirmed", settled: false });
    expect(page.myBooking?.checkInInstructions).toBe("");
    expect(JSON.stringify(page)).not.toContain("4711");
    const due = page.myBooking?.view.nextDue;
    expect(page.myBooking?.bankTransfer).toEqual({
      accountHolder: "S. de Vries",
      iban: "NL91ABNA0417164300",
      bic: "ABNANL2A",
      reference: page.myBooking?.view.reference,
      amountCents: due?.amountCents,
      currency: "EUR",
      deadline: { day: due?.dueOn },
    });
    expect(due?.amountCents).toBe(25_200);
    expect(await setBankTransfer(handle.db, siteId, false)).toBe(true);
    expect((await booking()).myBooking?.bankTransfer).toBeNull();
    expect(JSON.stringify(await booking())).not.toContain("NL91ABNA");
    await setBankTransfer(handle.db, siteId, true);
  });

  it("shows the instructions once everything is paid, in the guest's language or else the main one", async () => {
    await pay();
    const page = await booking();
    expect(page.myBooking?.view).toMatchObject({ state: "confirmed", settled: true });
    expect(page.myBooking?.checkInInstructions).toBe(KEY_BOX_EN);
    expect(page.myBooking?.bankTransfer).toBeNull();
    // No German text: the main language's.
    expect((await booking("de")).myBooking?.checkInInstructions).toBe(KEY_BOX);
  });

  it("never puts the instructions on the site's public pages", async () => {
    const home = await open("/en");
    const unit = home.site.units[0];
    if (!unit) throw new Error("no unit on the site");
    expect(unit.path).toMatch(/^\/en\/.+/);
    for (const path of ["/", "/en", unit.path]) {
      const page = await h.call(loader, `/__site${path}`, { services: { host } });
      expect(page.status).toBe(200);
      expect(JSON.stringify(page.data)).not.toContain("4711");
    }
  });

  it("tells the owner once, in their language, when the guest cancels, however often the form is sent", async () => {
    const page = await booking();
    const refund = page.myBooking?.view.cancellation?.refundCents ?? 0;
    expect(refund).toBeGreaterThan(0);
    // A name that reached the database with a line break cannot add a header to the owner's email.
    await handle.db
      .update(stays)
      .set({ guestName: "Jonas Becker\r\nBcc: mallory@example.com" })
      .where(eq(stays.guestToken, token));
    const cancel = () =>
      h.call(action, `/__site/en/my-booking?b=${token}`, {
        form: { intent: "cancel", refund: String(refund) },
        services: { host },
      });
    expect((await cancel()).status).toBe(303);
    expect((await cancel()).status).toBe(409);
    expect((await booking()).myBooking?.view.state).toBe("cancelled");
    const mails = await h.queued("sanne@example.nl", "payment-owner-guest-cancelled");
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.lang).toBe("nl");
    expect(mail?.subject).toBe(
      `Boeking geannuleerd door Jonas Becker Bcc: mallory@example.com (${page.myBooking?.view.reference})`,
    );
    expect(mail?.subject).not.toMatch(/[\r\n]/);
    const text = (mail?.text ?? "").replace(/[\u00a0\u202f]/g, " ");
    expect(text).toContain(`Terugbetaling: € ${(refund / 100).toFixed(2).replace(".", ",")}`);
    expect(text).toContain("heeft de boeking bij Villa Zon geannuleerd");
    expect(text).toMatch(/https:\/\/vayvista\.test\/dashboard\/booking-calendar\/stays\/[0-9a-f-]{36}/);
  });
});
